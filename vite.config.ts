import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './scripts/precompiled-messages.mjs';
import { precomputedModules } from './scripts/precomputed-modules.mjs';
import { precompressedAssets } from './scripts/precompressed-assets.mjs';

/**
 * Bounds that only end a hung test: a keyboard journey through the whole console against the real API takes
 * about 20 s on a busy two-core machine, so 30 s made passing tests fail now and then. Speed is measured in
 * bench/, never by a test's timeout.
 */
const SLOW_MACHINE_BOUNDS = { testTimeout: 120_000, hookTimeout: 180_000 };

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), precompiledMessages(), precomputedModules(), precompressedAssets()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    // Two test files at a time. Vitest's default is one fewer than the cores, a single worker on the two-core
    // CI machine, while a file mostly waits on its in-process database: two overlap well (README "Test suite":
    // the memory per worker). The process project sets its own.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Pure functions: the files share one module graph per worker (no per-file import).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/features/*/tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'src/features/*/tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database clone and nothing in the server keeps state in a
          // module, so the files of a worker share one import of the server instead of each file importing it
          // again (12 files side by side: import 86 → 21 s, 160 → 136 CPU s; README "Test suite").
          isolate: false,
          globalSetup: ['tests/server/global-setup.ts'],
          ...SLOW_MACHINE_BOUNDS,
        },
      },
      {
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          // Real server processes and command-line tools on PGlite data directories and a private
          // PostgreSQL cluster: two API processes on one database, kill -9 and restart, user:create, seed:demo.
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/process/global-setup.ts'],
          // The files mostly wait for their child processes: two at a time overlap those waits.
          maxWorkers: 2,
          // Bounds that end a hung test only, far above what a test takes even on a busy machine.
          testTimeout: 900_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.ts', 'tests/ui/**/*.test.tsx', 'src/features/*/tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // The UI tests talk to the real API in-process, on clones of the server tests' seeded template.
          globalSetup: ['tests/server/global-setup.ts'],
          // Without isolation the files a worker runs share one jsdom window and one import of the app and its
          // packages: the app's window listeners, installed at import, serve them all on that window, and every
          // test starts from resetApp (session ended, cached answers dropped, stores and storage reset) and ends
          // with cleanup (unmounted). The whole project side by side, quiet machine 2026-11-27: 487.6 → 345.0 s,
          // import 108 → 12 s, the same 58 files and 433 tests passing.
          isolate: false,
          ...SLOW_MACHINE_BOUNDS,
        },
      },
    ],
  },
});
