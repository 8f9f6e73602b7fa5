import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One fresh data directory and port per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
process.env.E2E_PORT ??= String(18_000 + Math.floor(Math.random() * 2000));
// The server's SMTP receiver (MAIL_IN_PORT), where the support desk's journey sends a customer's e-mail.
process.env.E2E_MAIL_IN_PORT ??= String(21_000 + Math.floor(Math.random() * 2000));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * `E2E_PART` picks a part of the specs, so that `npm test` runs them in its two lanes, each part with its own
 * server and browser (docs/decisions.md "Test suite budget"): `sweep-1` and `sweep-2` the accessibility
 * sweep's two halves, `journeys` every other spec (one added later too). Unset: every spec.
 */
const SWEEP = 'a11y.spec.ts';
const PARTS = {
  'sweep-1': { testMatch: SWEEP, grep: /first half/ },
  'sweep-2': { testMatch: SWEEP, grep: /second half/ },
  journeys: { testIgnore: SWEEP },
} as const;
const part = process.env.E2E_PART;
if (part && !(part in PARTS)) throw new Error(`E2E_PART is one of ${Object.keys(PARTS).join(', ')}, not "${part}"`);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each part its own results (a run empties its folder first, and the parts run at once).
  outputDir: part ? `test-results/${part}` : 'test-results',
  ...(part ? PARTS[part as keyof typeof PARTS] : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start seeds the demo shop: with DEMO_ORDERS 1,000 (the demo's 20,000 take about two minutes on
    // PGlite here; no end-to-end test counts orders) it listens within about 30 s on a busy machine.
    timeout: 360_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_PASSWORD: 'Backoffice#2026',
      DEMO_ORDERS: '1000',
      MAIL_IN_PORT: process.env.E2E_MAIL_IN_PORT,
    },
  },
});
