#!/usr/bin/env node
/**
 * Palette keystroke-to-paint benchmark (npm run bench:palette). Not a test: npm test never runs it.
 *
 * 1. Bundles bench/palette (index.html + main.tsx: the real CommandPalette over the real registry plus
 *    generated commands, 5,000 in all) with Vite's JS API into a temporary directory.
 * 2. Serves that directory on 127.0.0.1 (a tiny static server on a free port).
 * 3. Drives Debian's Chromium (/usr/bin/chromium; browsers are never downloaded) with Playwright: types
 *    and deletes realistic queries one key at a time, waiting for each key's sample before the next.
 * 4. Prints n, p50, p95 and max of keydown → list updated and keydown → next paint, warm-up discarded,
 *    and the same for a bare text field on the same machine (the floor: input handling and frame wait).
 *
 * Options: --rounds N (default 2) passes over the queries; --commands N (default 5000) commands in all;
 * --json prints the figures as JSON as well.
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
/** Keystrokes discarded at the start (first renders, JIT warm-up). */
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
const ROUNDS = Number(option('rounds', '2'));
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

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

function serve(dir) {
  const server = createServer(async (req, res) => {
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
  });
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

/** Types and deletes the queries on one page; the samples after the warm-up. */
async function drive(browser, url, { checkOptions }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 30_000 }).catch(() => {
      throw new Error(`${url} did not get ready${errors.length ? `: ${errors.join('; ')}` : ''}`);
    });
    const commandCount = await page.evaluate(() => window.__bench.commandCount);
    let sent = 0;
    const gap = jitter(2025);
    const press = async (key) => {
      await page.keyboard.press(key);
      sent += 1;
      await page.waitForFunction((n) => window.__bench.samples.length >= n, sent, { polling: 'raf', timeout: 10_000 });
      await page.waitForTimeout(KEY_GAP_MIN_MS + gap() * KEY_GAP_SPREAD_MS);
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        for (const char of query) await press(keyOf(char));
        if (checkOptions && round === 0 && (await page.locator('[cmdk-item]').count()) === 0) console.warn(`  (no option for "${query}")`);
        for (let i = 0; i < query.length; i++) await press('Backspace');
      }
    }
    const { samples, slowEvents } = await page.evaluate(() => window.__bench);
    if (errors.length) throw new Error(`${url} threw: ${errors.join('; ')}`);
    return { samples: samples.slice(WARM_UP), warmUp: Math.min(WARM_UP, samples.length), slowEvents, commandCount };
  } finally {
    await page.close();
  }
}

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
  const result = await drive(browser, `${base}/index.html?commands=${COMMANDS}`, { checkOptions: true });
  const floor = await drive(browser, `${base}/floor.html`, { checkOptions: false });
  const paint = stats(result.samples.map((s) => s.paint));
  const update = stats(result.samples.filter((s) => s.update != null).map((s) => s.update));
  const floorPaint = stats(floor.samples.map((s) => s.paint));
  const cpu = cpus();
  const rows = [
    ['palette: keydown → list updated', update, result.commandCount],
    ['palette: keydown → next paint', paint, result.commandCount],
    ['floor, bare text field: keydown → next paint', floorPaint, 0],
  ];
  console.log('');
  console.log(`Palette keystroke latency, ${result.commandCount} registered commands, Chromium ${browser.version()}`);
  console.log(`${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model?.trim() ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${result.warmUp} warm-up keystrokes discarded`);
  console.log('');
  console.log('| measure | n | p50 ms | p95 ms | max ms | commands |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, s, n] of rows) console.log(`| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${n} |`);
  console.log('');
  console.log(`Event Timing entries ≥ 16 ms (keydown, keypress, input): palette ${result.slowEvents.length}, floor ${floor.slowEvents.length}`);
  console.log(`Goal p95 ≤ 16 ms (palette, keydown → next paint): ${paint.p95 <= 16 ? 'met' : 'NOT met'}. Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (JSON_OUT) {
    console.log(JSON.stringify({ commands: result.commandCount, chromium: browser.version(), cores: cpu.length, loadavg: loadavg(), update, paint, floor: floorPaint }));
  }
} catch (error) {
  console.error(`bench:palette: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
