#!/usr/bin/env node
/**
 * Moving and opening benchmark (npm run bench:navigation). Not a test: npm test never runs it.
 *
 * 1. Prepares a data directory (prepare.ts: migrate, seed, the reviews filled to --long rows, the FAQ to
 *    --short questions) and starts the real server on it (scripts/start.mjs) on a free loopback port.
 * 2. Signs in once with Debian's Chromium through Playwright (two-factor as an app computes it).
 * 3. Measures, in the page's own clock (a capturing keydown listener; "painted" is the next frame after the
 *    change: requestAnimationFrame then setTimeout 0):
 *    - cold deep link: a new tab opens the short list's address (signed in); navigation start → the first
 *      row in the list, painted; with the browser cache (a person's bookmark) and with the cache disabled,
 *      and the start-up API calls as a waterfall (do they run side by side or one after another?);
 *    - j / k on an open record of the short list (the FAQ), the orders and the products: keydown → the next
 *      record's title in the detail, painted (p50, p95, max of each run);
 *    - `e` on an open record of each of them: keydown → the form's first field has the keyboard focus,
 *      painted; Esc back;
 *    - j held through the long list (--presses keys at a key-repeat pace of --gap ms, loading pages as it
 *      goes): every long task (Long Tasks API, over 50 ms) in the page while moving.
 * 4. Prints the figures per run and the medians over --runs runs, against the goals: j/k → detail p95
 *    ≤ 50 ms, e → form ≤ 100 ms, cold deep link ≤ 1 s, no long task over 50 ms while moving.
 *
 * Options: --runs N (3) --long N (100000) --short N (200) --moves N (60 per run) --presses N (600)
 * --gap MS (33) --json.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogue,
  codeSource,
  failer,
  launchChromium,
  machineLine,
  median,
  ms,
  openFirstRecord,
  option,
  percentile,
  requireChromium,
  root,
  signIn,
  startServer,
} from '../browser.mjs';

const fail = failer('bench:navigation');
requireChromium(fail);
const RUNS = Number(option('runs', '3'));
const LONG = Number(option('long', '100000'));
const SHORT = Number(option('short', '200'));
const MOVES = Number(option('moves', '60'));
const PRESSES = Number(option('presses', '600'));
const GAP = Number(option('gap', '33'));
const JSON_OUT = process.argv.includes('--json');
for (const [name, value] of Object.entries({ RUNS, LONG, SHORT, MOVES, PRESSES, GAP })) {
  if (!Number.isInteger(value) || value < 1) fail(`--${name.toLowerCase()} must be a positive whole number`);
}
const GOALS = { detail: 50, form: 100, deepLink: 1000, longTask: 50 };

function prepare(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench/navigation/prepare.ts'), dataDir, String(LONG), String(SHORT)],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`prepare.ts exited with ${code}`)),
    );
  });
}

/** In every document before its scripts: the last keydown's time and the long tasks. */
function probe() {
  const nav = { key: 0, longTasks: [], firstRow: null };
  window.__nav = nav;
  document.addEventListener('keydown', () => (nav.key = performance.now()), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) nav.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The first row of a list, and the frame after it: the deep link's figure.
  const watch = new MutationObserver(() => {
    if (nav.firstRow === null && document.querySelector('[role="grid"] [role="row"]')) {
      nav.firstRow = performance.now();
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => (nav.firstRowPainted = performance.now()), 0));
    }
  });
  watch.observe(document, { childList: true, subtree: true });
}

/** Arms a watch for `what` after the next key; `await settle(page)` answers keydown → change and → painted. */
async function arm(page, what) {
  await page.evaluate((what) => {
    const nav = window.__nav;
    const title = () => document.getElementById('resource-detail-title')?.textContent ?? null;
    const before = title();
    nav.done = new Promise((resolve) => {
      const finish = () => {
        const changed = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve({ changed: changed - nav.key, painted: performance.now() - nav.key }), 0));
      };
      if (what === 'detail') {
        const watch = new MutationObserver(() => {
          const now = title();
          if (now !== null && now !== before) {
            watch.disconnect();
            finish();
          }
        });
        watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      } else {
        const onFocus = (event) => {
          if (event.target instanceof Element && event.target.closest('form')) {
            document.removeEventListener('focusin', onFocus, true);
            finish();
          }
        };
        document.addEventListener('focusin', onFocus, true);
      }
    });
  }, what);
}
const settle = (page) => page.evaluate(() => window.__nav.done);

const summary = (values) => ({ n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });

async function deepLink(context, href, cached) {
  const page = await context.newPage();
  try {
    if (!cached) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    await page.goto(href, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__nav?.firstRowPainted != null, undefined, { timeout: 30_000, polling: 50 });
    return await page.evaluate(() => ({
      firstRow: window.__nav.firstRowPainted,
      calls: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => ({ path: new URL(e.name).pathname + new URL(e.name).search, start: e.startTime, end: e.responseEnd })),
    }));
  } finally {
    await page.close();
  }
}

async function moves(page, base, list) {
  await openFirstRecord(page, `${base}${list.href}`);
  const samples = [];
  for (let i = 0; i < MOVES; i++) {
    // Down most of the way, then back up: both keys, records loaded and not yet loaded.
    const key = i < MOVES * 0.75 ? 'j' : 'k';
    await arm(page, 'detail');
    await page.keyboard.press(key);
    samples.push((await settle(page)).painted);
    await page.waitForTimeout(GAP);
  }
  return samples;
}

async function edits(page, base, list) {
  await openFirstRecord(page, `${base}${list.href}`);
  const samples = [];
  for (let i = 0; i < Math.min(MOVES, 30); i++) {
    await arm(page, 'form');
    await page.keyboard.press('e');
    samples.push((await settle(page)).painted);
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !document.querySelector('[data-pane] form') && document.activeElement?.closest('[data-pane="detail"]') != null,
      undefined,
      { timeout: 10_000 },
    );
    await arm(page, 'detail');
    await page.keyboard.press('j');
    await settle(page);
  }
  return samples;
}

async function holdJ(page, base, list) {
  await page.goto(`${base}${list.href}`);
  const first = page.locator('[role="grid"] [role="row"]').first();
  await first.waitFor();
  await first.focus();
  await page.waitForTimeout(500);
  const from = await page.evaluate(() => {
    window.__nav.longTasks = [];
    return performance.now();
  });
  for (let i = 0; i < PRESSES; i++) {
    await page.keyboard.press(i < PRESSES * 0.8 ? 'j' : 'k');
    await page.waitForTimeout(GAP);
  }
  await page.waitForTimeout(300);
  return page.evaluate(
    (from) => ({
      longTasks: window.__nav.longTasks.filter((t) => t.start >= from).map((t) => t.duration),
      row: Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0),
      seconds: (performance.now() - from) / 1000,
    }),
    from,
  );
}

const started = Date.now();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-navigation-'));
let server;
let browser;
try {
  console.log(`Preparing: ${LONG.toLocaleString('en')} reviews, ${SHORT} FAQ questions…`);
  const lists = await prepare(dataDir);
  server = await startServer(fail, { dataDir });
  const t = await catalogue();
  const codes = await codeSource();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, { base: server.base, user: 'admin', codes, t });
  await page.locator('#main').waitFor();

  // The lists whose records j/k and e are measured on: the FAQ (the heaviest settings record) and the demo
  // shop's orders and products (issue 19 §6).
  const recordLists = [
    ['FAQ', lists.short],
    ['orders', lists.orders],
    ['products', lists.products],
  ];
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const cached = await deepLink(context, `${server.base}${lists.short.href}`, true);
    const uncached = await deepLink(context, `${server.base}${lists.short.href}`, false);
    const perList = {};
    for (const [name, list] of recordLists) {
      perList[name] = { detail: summary(await moves(page, server.base, list)), form: summary(await edits(page, server.base, list)) };
    }
    const held = await holdJ(page, server.base, lists.long);
    runs.push({ cached: cached.firstRow, uncached: uncached.firstRow, calls: uncached.calls, perList, held });
    console.log(
      `  run ${run + 1}/${RUNS}: deep link ${ms(cached.firstRow)} ms (cache) / ${ms(uncached.firstRow)} ms (no cache); ` +
        recordLists
          .map(([name]) => `${name}: j/k → detail p95 ${ms(perList[name].detail.p95)} ms, e → form p50 ${ms(perList[name].form.p50)} ms`)
          .join('; ') +
        `; j held ${held.seconds.toFixed(0)} s to row ${held.row}: ${held.longTasks.length} long tasks, longest ${ms(Math.max(0, ...held.longTasks))} ms`,
    );
  }
  if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);

  const med = (pick) => median(runs.map(pick));
  const rows = [
    ['cold deep link → first row painted, browser cache', med((r) => r.cached), '', GOALS.deepLink, med((r) => r.cached)],
    ['cold deep link → first row painted, no cache', med((r) => r.uncached), '', GOALS.deepLink, med((r) => r.uncached)],
  ];
  for (const [name, list] of recordLists) {
    rows.push(
      [
        `${name}: j/k → next record's detail painted (${list.rows.toLocaleString('en')}-row list)`,
        med((r) => r.perList[name].detail.p50),
        med((r) => r.perList[name].detail.p95),
        GOALS.detail,
        med((r) => r.perList[name].detail.p95),
        med((r) => r.perList[name].detail.max),
      ],
      [
        `${name}: e → form focused and painted`,
        med((r) => r.perList[name].form.p50),
        med((r) => r.perList[name].form.p95),
        GOALS.form,
        med((r) => r.perList[name].form.p50),
        med((r) => r.perList[name].form.max),
      ],
    );
  }
  console.log('');
  console.log(`Moving and opening, Chromium ${browser.version()}, ${RUNS} runs, medians of the runs' figures`);
  console.log(machineLine());
  console.log('');
  console.log('| measure | p50 ms | p95 ms | max ms | goal ms | met |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [label, p50, p95, goal, judged, max] of rows) {
    console.log(
      `| ${label} | ${ms(p50)} | ${p95 === '' ? '' : ms(p95)} | ${max === undefined ? '' : ms(max)} | ≤ ${goal} | ${judged <= goal ? 'met' : 'not met'} |`,
    );
  }
  const longest = med((r) => Math.max(0, ...r.held.longTasks));
  const count = med((r) => r.held.longTasks.length);
  console.log(
    `| j held through ${lists.long.rows.toLocaleString('en')} rows (${PRESSES} keys, ${GAP} ms apart): long tasks, longest | ${ms(count)} tasks | | ${ms(longest)} | ≤ ${GOALS.longTask} | ${count === 0 ? 'met' : 'not met'} |`,
  );
  console.log('');
  const calls = runs.at(-1).calls;
  console.log('Start-up API calls of the last uncached deep link (ms from navigation start):');
  for (const call of calls) console.log(`  ${ms(call.start).padStart(5)} → ${ms(call.end).padStart(5)}  ${call.path}`);
  console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (JSON_OUT) console.log(JSON.stringify({ chromium: browser.version(), runs }));
} catch (error) {
  console.error(`bench:navigation: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
