#!/usr/bin/env node
/**
 * Sign-in benchmark (npm run bench:signin): from the submit of the sign-in's last step (the two-factor
 * code) to the console being ready for keys. Not a test: npm test never runs it.
 *
 * 1. Starts the real server (scripts/start.mjs: builds the app if its sources changed, migrates and seeds
 *    an embedded database in a temporary directory) on a free port on 127.0.0.1.
 * 2. Drives Debian's Chromium (/usr/bin/chromium; a browser is never downloaded) with Playwright through
 *    the login screen and two-factor (codes computed from the enrolment's otpauth link, as an app would),
 *    round-robin over the demo accounts, each run in a fresh browser context (nothing cached: the shell
 *    and the screen's chunks come over the wire) and then once more in the same context after signing
 *    out (chunks cached), as a person signing in again.
 * 3. In the page, from the code form's submit (a capturing listener on the form's submit event) it
 *    records: the user fetched (the address leaves /authenticate), the shell's command layer listening
 *    with the first screen shown (the `backoffice:keys-ready` performance mark, src/commands/key-buffer.ts),
 *    the keyboard focus placed on that screen (focus inside the main view), and "ready for keys": the
 *    later of the last two.
 * 4. Prints n, median, min and max per measure and cache state, the machine and Chromium's version.
 *
 * Options: --runs N (default 6) sign-ins per cache state; --json prints the figures as JSON as well.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..', '..');
const DEMO_PASSWORD = 'Backoffice#2026';
/** Demo accounts taking turns: one account can pass two-factor about once per 30 s time step. */
const ACCOUNTS = ['admin', 'manager', 'support', 'catalog'];
const STEP_MS = 30_000;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const RUNS = Number(option('runs', '6'));
const JSON_OUT = process.argv.includes('--json');

function fail(message) {
  console.error(`bench:signin: ${message}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  fail(`${CHROMIUM} is missing. Install Debian's chromium package (apt-get install chromium); this benchmark never downloads a browser.`);
}
if (!Number.isInteger(RUNS) || RUNS < 1) fail('--runs must be a positive whole number');

/** The Swedish texts the screens show, read from the catalogue (the default locale). */
async function catalogue() {
  const dir = join(root, 'src/intl/messages/sv');
  const parts = await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
  return Object.assign({}, ...parts);
}

function freePort() {
  return new Promise((ok, no) => {
    const server = createServer();
    server.once('error', no);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'signin-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD, DATABASE_URL: '' },
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Codes per account: each code's time step later than the last used one (the server refuses replays). */
function codeSource(URI) {
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

/** Installed in the page before the code is submitted: times from the submit, in the page's clock. */
function instrument() {
  const times = { submit: null, focus: null };
  window.__signin = times;
  document.addEventListener('submit', () => {
    if (times.submit === null) times.submit = performance.now();
  }, true);
  document.addEventListener('focusin', (e) => {
    const main = document.getElementById('main');
    if (times.submit !== null && times.focus === null && main && (e.target === main || main.contains(e.target))) times.focus = performance.now();
  }, true);
}

async function signIn(page, base, user, codes, t) {
  await page.goto(`${base}/login`);
  await page.getByLabel(t['fields.username']).fill(user);
  await page.getByLabel(t['fields.password']).fill(DEMO_PASSWORD);
  await page.getByLabel(t['fields.password']).press('Enter');
  await page.waitForURL(/\/authenticate/, { waitUntil: 'commit', timeout: 30_000 }).catch(async (error) => {
    throw new Error(`${user}: the password step did not go on to two-factor (${await page.locator('[role="alert"]').allTextContents()}): ${error.message}`);
  });
  if (!codes.known(user)) {
    const link = page.locator('a[href^="otpauth://"]');
    await link.waitFor();
    codes.remember(user, await link.getAttribute('href'));
    await page.getByRole('button', { name: t['session.authenticate.scanned'] }).click();
  }
  const field = page.getByLabel(t['fields.authenticationCode']);
  await field.fill(await codes.next(user));
  await page.evaluate(instrument);
  await field.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/authenticate'), { waitUntil: 'commit', timeout: 30_000 });
  const left = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    () => window.__signin.focus !== null && performance.getEntriesByName('backoffice:keys-ready').length > 0,
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  const found = await page.evaluate(() => ({
    submit: window.__signin.submit,
    focus: window.__signin.focus,
    mark: performance.getEntriesByName('backoffice:keys-ready').at(-1).startTime,
    path: location.pathname,
  }));
  const { submit } = found;
  return {
    user,
    path: found.path,
    userFetched: left - submit,
    layerListening: found.mark - submit,
    screenFocused: found.focus - submit,
    ready: Math.max(found.mark, found.focus) - submit,
  };
}

async function signOut(page, t) {
  await page.getByRole('button', { name: t['actions.logout'] }).click();
  await page.waitForURL(/\/login/);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function stats(values) {
  return { n: values.length, median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

const ms = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '–');

const started = Date.now();
const t = await catalogue();
const { URI } = await import('otpauth');
const { chromium } = await import('@playwright/test');
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
});
const codes = codeSource(URI);
const samples = { cold: [], warm: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    const user = ACCOUNTS[run % ACCOUNTS.length];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      samples.cold.push(await signIn(page, server.base, user, codes, t));
      await signOut(page, t);
      samples.warm.push(await signIn(page, server.base, user, codes, t));
    } finally {
      await context.close();
    }
    if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
    process.stdout.write(`  run ${run + 1}/${RUNS} (${user}): cold ${ms(samples.cold.at(-1).ready)} ms, warm ${ms(samples.warm.at(-1).ready)} ms\n`);
  }
  const measures = [
    ['code submit → user fetched, address left /authenticate', 'userFetched'],
    ['code submit → command layer listening, first screen shown', 'layerListening'],
    ['code submit → first screen has the keyboard focus', 'screenFocused'],
    ['code submit → ready for keys (the later of the two)', 'ready'],
  ];
  const cpu = cpus();
  console.log('');
  console.log(`Sign-in to ready for keys, Chromium ${browser.version()}, ${RUNS} sign-ins per cache state (${ACCOUNTS.join(', ')} in turn)`);
  console.log(`${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model?.trim() ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('');
  console.log('| measure | cache | n | median ms | min ms | max ms |');
  console.log('|---|---|---:|---:|---:|---:|');
  const figures = {};
  for (const [label, key] of measures) {
    for (const cache of ['cold', 'warm']) {
      const s = stats(samples[cache].map((x) => x[key]));
      figures[`${key}.${cache}`] = s;
      console.log(`| ${label} | ${cache} | ${s.n} | ${ms(s.median)} | ${ms(s.min)} | ${ms(s.max)} |`);
    }
  }
  console.log('');
  console.log(`First screens: ${[...new Set(samples.cold.map((s) => `${s.user} → ${s.path}`))].join(', ')}. Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (JSON_OUT) console.log(JSON.stringify({ chromium: browser.version(), cores: cpu.length, loadavg: loadavg(), runs: RUNS, figures, samples }));
} catch (error) {
  console.error(`bench:signin: ${error instanceof Error ? error.stack ?? error.message : error}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
