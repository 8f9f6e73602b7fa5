/**
 * What the browser benchmarks share (bench/navigation, bench/signin): Debian's Chromium driven by
 * Playwright (a browser is never downloaded), the real server on a free loopback port over a data directory,
 * the Swedish catalogue the screens show, the two-factor codes an authenticator app would compute, and the
 * statistics the runs print. Benchmarks are never part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';
export const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const DEMO_PASSWORD = 'Backoffice#2026';
const STEP_MS = 30_000;

/** Stops the benchmark with a message naming it. */
export function failer(name) {
  return (message) => {
    console.error(`${name}: ${message}`);
    process.exit(1);
  };
}

/** `--name value` from the command line, else the fallback. */
export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

export function requireChromium(fail) {
  if (!existsSync(CHROMIUM)) {
    fail(`${CHROMIUM} is missing. Install Debian's chromium package (apt-get install chromium); benchmarks never download a browser.`);
  }
}

/** Chromium as the end-to-end suite runs it: headless, no GPU, no sandbox (root in a container). */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** The Swedish texts the screens show, read from the catalogue (the default locale): the shell's parts and each feature's. */
export async function catalogue() {
  const features = join(root, 'src/features');
  const dirs = [
    join(root, 'src/intl/messages/sv'),
    ...(await readdir(features)).map((name) => join(features, name, 'messages/sv')).filter((dir) => existsSync(dir)),
  ];
  const files = (
    await Promise.all(dirs.map(async (dir) => (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => join(dir, f))))
  ).flat();
  const parts = await Promise.all(files.map(async (file) => JSON.parse(await readFile(file, 'utf8'))));
  return Object.assign({}, ...parts);
}

export function freePort() {
  return new Promise((ok, no) => {
    const server = createServer();
    server.once('error', no);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/**
 * The real server (scripts/start.mjs: builds the app if its sources changed, migrates, seeds an empty
 * embedded database) on a free port. `dataDir` is a prepared data directory (kept), else a new temporary
 * one (removed on stop).
 */
export async function startServer(fail, { dataDir } = {}) {
  const own = !dataDir;
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'bench-browser-')));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DEMO_PASSWORD, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) fail(`the server stopped:\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail(`the server did not start within 5 minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (own) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Codes per account: each code's time step later than the last used one (the server refuses replays). */
export async function codeSource() {
  const { URI } = await import('otpauth');
  const secrets = new Map();
  const lastStep = new Map();
  return {
    known: (user) => secrets.has(user),
    remember: (user, raw) => secrets.set(user, URI.parse(raw)),
    async next(user) {
      const totp = secrets.get(user);
      for (;;) {
        const now = Math.floor(Date.now() / STEP_MS);
        // One step of drift either way is accepted; take the earliest step not used yet.
        const step = Math.max(now - 1, (lastStep.get(user) ?? -Infinity) + 1);
        if (step <= now + 1) {
          lastStep.set(user, step);
          return totp.generate({ timestamp: step * STEP_MS + 1000 });
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    },
  };
}

/**
 * Through the login screen and two-factor (enrolling on an account's first sign-in, the code computed from
 * the enrolment's otpauth link). `beforeCode(page)` runs just before the code is submitted.
 */
export async function signIn(page, { base, user, codes, t, beforeCode }) {
  await page.goto(`${base}/login`);
  await page.getByLabel(t['fields.username']).fill(user);
  await page.getByLabel(t['fields.password']).fill(DEMO_PASSWORD);
  await page.getByLabel(t['fields.password']).press('Enter');
  await page.waitForURL(/\/authenticate/, { waitUntil: 'commit', timeout: 30_000 }).catch(async (error) => {
    throw new Error(
      `${user}: the password step did not go on to two-factor (${await page.locator('[role="alert"]').allTextContents()}): ${error.message}`,
    );
  });
  if (!codes.known(user)) {
    const link = page.locator('a[href^="otpauth://"]');
    await link.waitFor();
    codes.remember(user, await link.getAttribute('href'));
    await page.getByRole('button', { name: t['session.authenticate.scanned'] }).click();
  }
  const field = page.getByLabel(t['fields.authenticationCode']);
  await field.fill(await codes.next(user));
  await beforeCode?.(page);
  await field.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/authenticate'), { waitUntil: 'commit', timeout: 30_000 });
}

/**
 * Opens `url` (a list), then its first record with Enter, and waits until the record's pane holds the keyboard:
 * where the keys of bench:navigation, bench:profile and bench:renders start. `timeout` bounds the first row.
 */
export async function openFirstRecord(page, url, { timeout } = {}) {
  await page.goto(url);
  const first = page.locator('[role="grid"] [role="row"]').first();
  await first.waitFor({ timeout });
  await first.focus();
  await page.keyboard.press('Enter');
  await page.locator('#resource-detail-title').waitFor();
  await page
    .waitForFunction(() => document.activeElement?.closest('[data-pane="detail"]') != null, undefined, { timeout: 10_000 })
    .catch(async (e) => {
      throw new Error(
        `${e.message}: at ${page.url()}, focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`,
      );
    });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile (p in 0–100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function stats(values) {
  return { n: values.length, median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export const ms = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '–');

/** "2026-11-24, 2 cores (model), load average a b c": the line every run prints under its title. */
export function machineLine() {
  const cpu = cpus();
  return `${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model?.trim() ?? 'unknown CPU'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

/** In the page, as the console's client calls the API: the session's token, the XSRF cookie echoed. */
export function api(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('backoffice') ?? '{}').session?.token;
      const xsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}
