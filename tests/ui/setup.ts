import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue } from '../../src/intl';

// English is a chunk of its own in the app; tests read both catalogues synchronously.
beforeAll(async () => {
  await loadCatalogue('en');
});

afterEach(() => {
  cleanup();
});
