import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installErrorCapture } from './api/errors';
import { App } from './App';
import './styles/tokens.css';
import './styles/base.css';

installErrorCapture();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
