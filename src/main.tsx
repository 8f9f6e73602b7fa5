import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installErrorCapture } from './api/errors';
import { App } from './App';
import { installKeyBuffer } from './commands/key-buffer';
import { isFullyAuthenticated } from './store/session';
import { preloadAtStart } from './views/app/preload';
import './styles/tokens.css';
import './styles/base.css';

installErrorCapture();
// Keys typed while the shell and the first screen load are kept and played once the console listens.
installKeyBuffer({ active: () => isFullyAuthenticated() });
// A page opened with a session asks for its screen's data with the shell, not after it (views/app/preload.ts).
preloadAtStart();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
