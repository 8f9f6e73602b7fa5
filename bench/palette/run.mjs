#!/usr/bin/env node
/**
 * Palette keystroke-to-paint benchmark (npm run bench:palette). Not a test: npm test never runs it.
 *
 * 1. Bundles bench/palette (index.html + main.tsx: the real CommandPalette over the real registry plus
 *    generated commands, 5,000 in all) with Vite's JS API into a temporary directory.
 * 2. Serves that directory on 127.0.0.1 (a tiny static server on a free port).
 * 3. Drives Debian's Chromium (/usr/bin/chromium; browsers are never downloaded) with Playwright: types
 *    and deletes realistic queries one key at a time, waiting for each key's sample before the next, in
 *    two pages side by side: the palette and a bare text field (the floor: input handling and frame
 *    wait). Each query is typed in both, the order alternating, so both see the same load on the machine.
 * 4. Prints n, p50, p95 and max of keydown → list updated and keydown → next paint, warm-up discarded,
 *    per run and pooled, and the goal: the palette's p95 at most 1.3 × the floor's p95 (median of runs).
 *
 * Options: --runs N (default 3) runs, each a pass over the queries in both pages; --rounds N (default 1)
 * passes per run; --commands N (default 5000) commands in all; --json prints the figures as JSON as well.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const here = fileURLToPath(new URL('.', import.meta.url));
const projectRoot = resolve(here, '..', '..');

/** Typed as an operator would, ASCII only (the palette folds diacritics: "sok" finds "Sök"). */
const QUERIES = [
  'ordrar',
  'sok kund',
  'iphone 12 skarm',
  'kalle@example.com',
  'IP12-SCR-BLK',
  '070-123 45 67',
  'retur',
  'prislista',
  'samsung a52 batteri',
  '12345678',
  'leverantor',
  'tema',
  'kupong sale',
  'nord 2 svart',
];
/** Keystrokes per page discarded at the start (first renders, JIT warm-up): whole queries, at least this many. */
const WARM_UP = 40;
/**
 * Pause between keystrokes: a fast typist, 30–70 ms, jittered by a seeded generator so keys land at every
 * point of the 16.7 ms frame (a fixed pause after a frame would always hit the same phase of it).
 */
const KEY_GAP_MIN_MS = 30;
const KEY_GAP_SPREAD_MS = 40;
function jitter(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const ROUNDS = Number(option('rounds', '1'));
const RUNS = Number(option('runs', '3'));
/** The goal: palette p95 (keydown → next paint) at most this many times the bare text field's p95. */
const GOAL_RATIO = 1.3;
const COMMANDS = Number(option('commands', '5000'));
const JSON_OUT = process.argv.includes('--json');

function fail(message) {
  console.error(`bench:palette: ${message}`);
  process.exit(1);
}

if (!existsSync(CHROMIUM)) {
  fail(`${CHROMIUM} is missing. Install Debian's chromium package (apt-get install chromium); this benchmark never downloads a browser.`);
}
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) fail('--rounds must be a positive whole number');
if (!Number.isInteger(RUNS) || RUNS < 1) fail('--runs must be a positive whole number');
if (!Number.isInteger(COMMANDS) || COMMANDS < 1) fail('--commands must be a positive whole number');

async function bundle() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = await mkdtemp(join(tmpdir(), 'palette-bench-'));
  await build({
    root: here,
    base: './',
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: {} },
    server: { fs: { allow: [projectRoot] } },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: { palette: join(here, 'index.html'), floor: join(here, 'floor.html') } },
    },
  });
  return outDir;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function serve(dir) {
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req, res) {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  }
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');

function keyOf(char) {
  return char === ' ' ? 'Space' : char;
}

/** A page with the probe, ready for keys: its samples are read after each key. */
async function openPage(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page
    .waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 30_000 })
    .catch(() => {
      throw new Error(`${url} did not get ready${errors.length ? `: ${errors.join('; ')}` : ''}`);
    });
  const commandCount = await page.evaluate(() => window.__bench.commandCount);
  return { page, errors, commandCount, sent: 0 };
}

const gap = jitter(2025);

/** Types one query and deletes it again, one key at a time, on one page. */
async function typeQuery(target, query, { checkOptions }) {
  const { page } = target;
  await page.bringToFront();
  const press = async (key) => {
    await page.keyboard.press(key);
    target.sent += 1;
    await page.waitForFunction((n) => window.__bench.samples.length >= n, target.sent, { polling: 'raf', timeout: 10_000 });
    await page.waitForTimeout(KEY_GAP_MIN_MS + gap() * KEY_GAP_SPREAD_MS);
  };
  for (const char of query) await press(keyOf(char));
  if (checkOptions && (await page.locator('[role="option"]').count()) === 0) console.warn(`  (no option for "${query}")`);
  for (let i = 0; i < query.length; i++) await press('Backspace');
}

/** Samples of one page from `from` on. */
async function samplesOf(target, from) {
  if (target.errors.length) throw new Error(`page threw: ${target.errors.join('; ')}`);
  return (await target.page.evaluate(() => window.__bench.samples)).slice(from);
}

const ratioText = (r) => (Number.isFinite(r) ? `${r.toFixed(2)} ×` : '–');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const started = Date.now();
const outDir = await bundle();
const server = await serve(outDir);
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const { port } = server.address();
  const base = `http://127.0.0.1:${port}`;
  const palette = await openPage(browser, `${base}/index.html?commands=${COMMANDS}`);
  const floor = await openPage(browser, `${base}/floor.html`);
  // Warm-up on both pages (first renders, JIT), not counted.
  let warm = 0;
  for (const query of QUERIES) {
    if (warm >= WARM_UP) break;
    await typeQuery(palette, query, { checkOptions: false });
    await typeQuery(floor, query, { checkOptions: false });
    warm += 2 * query.length;
  }
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const from = { palette: palette.sent, floor: floor.sent };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, query] of QUERIES.entries()) {
        // Alternate which page goes first, so neither always types right after the other.
        const pair = (i + run) % 2 ? [floor, palette] : [palette, floor];
        for (const target of pair) await typeQuery(target, query, { checkOptions: target === palette && run === 0 && round === 0 });
      }
    }
    const p = await samplesOf(palette, from.palette);
    const f = await samplesOf(floor, from.floor);
    const figures = {
      update: stats(p.filter((s) => s.update != null).map((s) => s.update)),
      paint: stats(p.map((s) => s.paint)),
      floor: stats(f.map((s) => s.paint)),
      samples: { palette: p, floor: f },
    };
    figures.ratio = figures.paint.p95 / figures.floor.p95;
    runs.push(figures);
    console.error(
      `  run ${run + 1}: palette p95 ${ms(figures.paint.p95)} ms, floor p95 ${ms(figures.floor.p95)} ms, ratio ${ratioText(figures.ratio)}; load ${loadavg()[0].toFixed(1)}`,
    );
  }
  const pooled = (pick) => runs.flatMap((r) => r.samples[pick]);
  const all = {
    update: stats(
      pooled('palette')
        .filter((s) => s.update != null)
        .map((s) => s.update),
    ),
    paint: stats(pooled('palette').map((s) => s.paint)),
    floor: stats(pooled('floor').map((s) => s.paint)),
  };
  const ratio = median(runs.map((r) => r.ratio));
  const cpu = cpus();
  console.log('');
  console.log(`Palette keystroke latency, ${palette.commandCount} registered commands, Chromium ${browser.version()}`);
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model?.trim() ?? 'unknown CPU'}), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${palette.sent - runs.reduce((n, r) => n + r.samples.palette.length, 0)} warm-up keystrokes per page discarded`,
  );
  console.log('');
  console.log('| measure | n | p50 ms | p95 ms | max ms | p95 palette / floor |');
  console.log('|---|---:|---:|---:|---:|---:|');
  runs.forEach((r, i) => {
    console.log(
      `| run ${i + 1}, palette: keydown → next paint | ${r.paint.n} | ${ms(r.paint.p50)} | ${ms(r.paint.p95)} | ${ms(r.paint.max)} | ${ratioText(r.ratio)} |`,
    );
    console.log(
      `| run ${i + 1}, floor: keydown → next paint | ${r.floor.n} | ${ms(r.floor.p50)} | ${ms(r.floor.p95)} | ${ms(r.floor.max)} | |`,
    );
  });
  console.log(
    `| all runs, palette: keydown → list updated | ${all.update.n} | ${ms(all.update.p50)} | ${ms(all.update.p95)} | ${ms(all.update.max)} | |`,
  );
  console.log(
    `| all runs, palette: keydown → next paint | ${all.paint.n} | ${ms(all.paint.p50)} | ${ms(all.paint.p95)} | ${ms(all.paint.max)} | ${ratioText(all.paint.p95 / all.floor.p95)} |`,
  );
  console.log(
    `| all runs, floor (bare text field): keydown → next paint | ${all.floor.n} | ${ms(all.floor.p50)} | ${ms(all.floor.p95)} | ${ms(all.floor.max)} | |`,
  );
  console.log('');
  console.log(
    `Goal: palette p95 ≤ ${GOAL_RATIO} × the bare text field's p95, side by side (median of ${RUNS} runs): ${ratioText(ratio)}, ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}. Took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  if (JSON_OUT) {
    console.log(
      JSON.stringify({
        commands: palette.commandCount,
        chromium: browser.version(),
        cores: cpu.length,
        loadavg: loadavg(),
        ratio,
        runs: runs.map(({ update, paint, floor: f, ratio: r }) => ({ update, paint, floor: f, ratio: r })),
        all,
      }),
    );
  }
} catch (error) {
  console.error(`bench:palette: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
