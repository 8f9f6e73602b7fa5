#!/usr/bin/env node
/**
 * First-load benchmark (npm run bench:lighthouse): Lighthouse's performance score of the login screen and of
 * the orders list signed in, with the mobile preset (simulated slow 4G and a 4× slower CPU) and the desktop
 * preset. Not a test: npm test never runs it.
 *
 * 1. Starts the real server (scripts/start.mjs: builds the app if its sources changed, migrates and seeds an
 *    embedded database in a temporary directory, or --data-dir) on a free loopback port.
 * 2. Launches Debian's Chromium (/usr/bin/chromium, through chrome-launcher; a browser is never downloaded).
 * 3. Runs Lighthouse on /login --runs times per preset, then signs in as `admin` in that browser with
 *    Playwright over the same DevTools port (the token is kept in local storage, which Lighthouse's storage
 *    reset leaves; it clears the HTTP cache before every run, so each load is cold) and runs /shop/orders.
 * 4. Prints the medians of the runs (score, FCP, LCP, TBT, Speed Index, CLS, bytes over the wire, unused
 *    JavaScript, script start-up) against the goals: mobile ≥ 90 and desktop ≥ 95 on both pages; then, for the
 *    median run of each, where the main thread's time went (by kind, and per script: evaluation, parse and
 *    compile) and when each API call started and ended, from Lighthouse's own trace of the run.
 *
 * Options: --runs N (3), --data-dir DIR (an existing data directory, kept), --json, --presets mobile,desktop (both),
 * --pages /login,/shop/orders (both): fewer presets or pages while looking for a cause, never for a figure quoted.
 */
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, catalogue, codeSource, failer, machineLine, median, option, requireChromium, signIn, startServer } from '../browser.mjs';

const fail = failer('bench:lighthouse');
requireChromium(fail);
const RUNS = Number(option('runs', '3'));
const DATA_DIR = option('data-dir', undefined);
const JSON_OUT = process.argv.includes('--json');
if (!Number.isInteger(RUNS) || RUNS < 1) fail('--runs must be a positive whole number');

// Issue 29: the signed-in list, too, ≥ 90 on mobile and ≥ 95 on desktop.
const GOALS = { mobile: { '/login': 90, '/shop/orders': 90 }, desktop: { '/login': 95, '/shop/orders': 95 } };
let lighthouseVersion = 'unknown';
const ALL_PRESETS = { mobile: undefined, desktop: desktopConfig };
const PRESETS = Object.fromEntries(
  option('presets', 'mobile,desktop')
    .split(',')
    .map((name) => {
      if (!(name in ALL_PRESETS)) fail(`--presets: no preset ${name} (mobile, desktop)`);
      return [name, ALL_PRESETS[name]];
    }),
);
const PAGES = option('pages', '/login,/shop/orders').split(',');
for (const page of PAGES) if (!(page in GOALS.mobile)) fail(`--pages: no page ${page} (/login, /shop/orders)`);

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const value = (id) => audit(id)?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    unusedJs: audit('unused-javascript')?.details?.overallSavingsBytes ?? 0,
    bootup: value('bootup-time'),
    warnings: lhr.runWarnings ?? [],
    // Where the time went (the run's trace, as Lighthouse attributes it).
    mainThread: (audit('mainthread-work-breakdown')?.details?.items ?? []).map((i) => ({ group: i.groupLabel ?? i.group, ms: i.duration })),
    scripts: (audit('bootup-time')?.details?.items ?? []).map((i) => ({
      url: i.url,
      total: i.total,
      scripting: i.scripting,
      parse: i.scriptParseCompile,
    })),
    api: (audit('network-requests')?.details?.items ?? [])
      .filter((r) => /\/api\//.test(r.url))
      .map((r) => ({ path: new URL(r.url).pathname + new URL(r.url).search, start: r.networkRequestTime, end: r.networkEndTime })),
    // The element the largest paint was of, and the phases of its time (time to first byte, load delay and time, render delay).
    lcpElement: (() => {
      const items = audit('largest-contentful-paint-element')?.details?.items ?? [];
      const node = items[0]?.items?.[0]?.node;
      const phases = items[1]?.items ?? [];
      return node
        ? { selector: node.selector, snippet: node.snippet, phases: phases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ') }
        : null;
    })(),
    longTasks: (audit('long-tasks')?.details?.items ?? []).map((i) => ({ url: i.url, start: i.startTime, ms: i.duration })),
  };
}

/** The median run's breakdown: main-thread kinds, the scripts' own time, the API calls' waterfall, long tasks. */
function breakdown(key, list) {
  const sorted = [...list].sort((a, b) => a.score - b.score);
  const f = sorted[Math.floor(sorted.length / 2)];
  const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  console.log(`\n${key} (run scoring ${f.score}): main thread by kind, ms`);
  for (const { group, ms: d } of f.mainThread) console.log(`  ${String(Math.round(d)).padStart(6)}  ${group}`);
  console.log(`${key}: scripts (total / scripting / parse and compile), ms`);
  for (const s of f.scripts.slice(0, 12))
    console.log(
      `  ${String(Math.round(s.total)).padStart(6)} ${String(Math.round(s.scripting)).padStart(6)} ${String(Math.round(s.parse)).padStart(6)}  ${short(s.url)}`,
    );
  console.log(`${key}: API calls, start → end ms after navigation`);
  for (const r of f.api) console.log(`  ${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)}  ${r.path}`);
  if (f.lcpElement)
    console.log(`${key}: largest paint ${f.lcpElement.selector} ${f.lcpElement.snippet.slice(0, 120)}\n  ${f.lcpElement.phases}`);
  console.log(`${key}: long tasks (start, ms)`);
  for (const t of f.longTasks)
    console.log(`  ${String(Math.round(t.start)).padStart(6)} ${String(Math.round(t.ms)).padStart(6)}  ${short(String(t.url))}`);
}

async function run(port, url, preset) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, PRESETS[preset]);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return figures(lhr);
}

const kB = (bytes) => (bytes / 1000).toFixed(0);
const ms = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '–');

const started = Date.now();
const server = await startServer(fail, { dataDir: DATA_DIR });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const samples = {};
let chromiumVersion = 'unknown';
try {
  const measure = async (path) => {
    for (const preset of Object.keys(PRESETS)) {
      const key = `${preset} ${path}`;
      samples[key] = [];
      for (let i = 0; i < RUNS; i++) {
        const f = await run(chrome.port, `${server.base}${path}`, preset);
        samples[key].push(f);
        process.stdout.write(`  ${key} run ${i + 1}/${RUNS}: ${f.score} (LCP ${ms(f.lcp)} ms, TBT ${ms(f.tbt)} ms)\n`);
      }
    }
  };
  if (PAGES.includes('/login')) await measure('/login');

  // Sign in once in this browser: the token lands in the origin's local storage, which the runs keep.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  chromiumVersion = browser.version();
  const page = await browser.contexts()[0].newPage();
  await signIn(page, { base: server.base, user: 'admin', codes: await codeSource(), t: await catalogue() });
  await page.goto(`${server.base}/shop/orders`);
  await page.locator('[role="grid"] [role="row"]').nth(1).waitFor({ timeout: 60_000 });
  await page.close();
  await browser.close();

  if (PAGES.includes('/shop/orders')) await measure('/shop/orders');

  console.log('');
  console.log(`Lighthouse ${lighthouseVersion}, performance, Chromium ${chromiumVersion}, medians of ${RUNS} runs`);
  console.log(machineLine());
  console.log('');
  console.log(
    '| preset | page | score | goal | met | FCP ms | LCP ms | TBT ms | Speed Index ms | CLS | transferred kB | unused JS kB | script start-up ms |',
  );
  console.log('|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const summary = {};
  for (const [key, list] of Object.entries(samples)) {
    const [preset, path] = key.split(' ');
    const m = (k) => median(list.map((f) => f[k]));
    const score = m('score');
    const goal = GOALS[preset][path];
    summary[key] = {
      score,
      scores: list.map((f) => f.score),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      si: m('si'),
      cls: m('cls'),
      bytes: m('bytes'),
      unusedJs: m('unusedJs'),
      bootup: m('bootup'),
    };
    console.log(
      `| ${preset} | ${path} | ${score} (${list.map((f) => f.score).join(', ')}) | ≥ ${goal} | ${score >= goal ? 'met' : 'not met'} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${ms(m('si'))} | ${m('cls').toFixed(3)} | ${kB(m('bytes'))} | ${kB(m('unusedJs'))} | ${ms(m('bootup'))} |`,
    );
  }
  for (const [key, list] of Object.entries(samples)) if (key.includes('/shop/orders')) breakdown(key, list);
  const warnings = [...new Set(Object.values(samples).flatMap((list) => list.flatMap((f) => f.warnings)))];
  if (warnings.length) console.log(`\nLighthouse warned: ${warnings.join(' | ')}`);
  console.log(`\nTook ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (JSON_OUT) console.log(JSON.stringify({ chromium: chromiumVersion, runs: RUNS, summary, samples }));
} catch (error) {
  console.error(`bench:lighthouse: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  chrome.kill();
  await server.stop();
}
