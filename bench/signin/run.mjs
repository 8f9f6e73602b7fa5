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
import {
  catalogue,
  codeSource,
  failer,
  launchChromium,
  machineLine,
  ms,
  option,
  requireChromium,
  signIn as signInThrough,
  startServer,
  stats,
} from '../browser.mjs';

/** Demo accounts taking turns: one account can pass two-factor about once per 30 s time step. */
const ACCOUNTS = ['admin', 'manager', 'support', 'catalog'];
const RUNS = Number(option('runs', '6'));
const JSON_OUT = process.argv.includes('--json');
const fail = failer('bench:signin');
requireChromium(fail);
if (!Number.isInteger(RUNS) || RUNS < 1) fail('--runs must be a positive whole number');

/** Installed in the page before the code is submitted: times from the submit, in the page's clock. */
function instrument() {
  const times = { submit: null, focus: null };
  window.__signin = times;
  document.addEventListener(
    'submit',
    () => {
      if (times.submit === null) times.submit = performance.now();
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (e) => {
      const main = document.getElementById('main');
      if (times.submit !== null && times.focus === null && main && (e.target === main || main.contains(e.target)))
        times.focus = performance.now();
    },
    true,
  );
}

async function signIn(page, base, user, codes, t) {
  await signInThrough(page, { base, user, codes, t, beforeCode: (p) => p.evaluate(instrument) });
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

const started = Date.now();
const t = await catalogue();
const server = await startServer(fail);
const browser = await launchChromium();
const codes = await codeSource();
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
    process.stdout.write(
      `  run ${run + 1}/${RUNS} (${user}): cold ${ms(samples.cold.at(-1).ready)} ms, warm ${ms(samples.warm.at(-1).ready)} ms\n`,
    );
  }
  const measures = [
    ['code submit → user fetched, address left /authenticate', 'userFetched'],
    ['code submit → command layer listening, first screen shown', 'layerListening'],
    ['code submit → first screen has the keyboard focus', 'screenFocused'],
    ['code submit → ready for keys (the later of the two)', 'ready'],
  ];
  console.log('');
  console.log(
    `Sign-in to ready for keys, Chromium ${browser.version()}, ${RUNS} sign-ins per cache state (${ACCOUNTS.join(', ')} in turn)`,
  );
  console.log(machineLine());
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
  console.log(
    `First screens: ${[...new Set(samples.cold.map((s) => `${s.user} → ${s.path}`))].join(', ')}. Took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  if (JSON_OUT) console.log(JSON.stringify({ chromium: browser.version(), runs: RUNS, figures, samples }));
} catch (error) {
  console.error(`bench:signin: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
