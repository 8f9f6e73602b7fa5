#!/usr/bin/env node
/**
 * Where a signed-in first load spends the main thread (npm run bench:profile): Chromium's sampling profiler over
 * a cold load of a screen (default /shop/orders) at a 4× slower CPU, Lighthouse's mobile factor, with the self time
 * of every sample mapped through the build's source maps to its source file and function. Prints the files and
 * functions that took the most, and the React commits (long tasks) with what ran in them. A tool for finding a
 * cause, not a figure to quote: the goals are measured by bench:lighthouse and bench:navigation.
 *
 * With --keys (`j`, `e,Escape`), the profile is of those keys pressed --presses times on the screen's first record
 * instead (at the CPU's own speed unless --cpu says otherwise): where j/k and e spend their time.
 *
 * Options: --path /shop/orders, --cpu 4 (1 with --keys), --data-dir DIR (an existing data directory, kept), --top 40,
 * --keys K[,K…], --presses N (30), --gap MS (150).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import {
  catalogue,
  codeSource,
  failer,
  launchChromium,
  openFirstRecord,
  option,
  requireChromium,
  root,
  signIn,
  startServer,
} from '../browser.mjs';

const fail = failer('bench:profile');
requireChromium(fail);
const PATH = option('path', '/shop/orders');
const KEYS = option('keys', '') ? option('keys', '').split(',') : null;
const CPU = Number(option('cpu', KEYS ? '1' : '4'));
const PRESSES = Number(option('presses', '30'));
const GAP = Number(option('gap', '150'));
const TOP = Number(option('top', '40'));

const consumers = new Map();
async function consumerOf(url) {
  const file = /\/assets\/[^?#]+\.js/.exec(url)?.[0];
  if (!file) return null;
  if (!consumers.has(file)) {
    const map = await readFile(join(root, 'dist', `${file}.map`), 'utf8').catch(() => null);
    consumers.set(file, map ? new SourceMapConsumer(JSON.parse(map)) : null);
  }
  return consumers.get(file);
}

const short = (source) => {
  const s = source.replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(s);
  return pkg ? `npm:${pkg[1]}` : s;
};

const server = await startServer(fail, { dataDir: option('data-dir', undefined) });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, { base: server.base, user: 'admin', codes: await codeSource(), t: await catalogue() });
  const cold = await context.newPage();
  const cdp = await context.newCDPSession(cold);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let firstRow = null;
  if (KEYS) {
    await openFirstRecord(cold, `${server.base}${PATH}`, { timeout: 60_000 });
    await cold.waitForTimeout(1000);
    await cdp.send('Profiler.start');
    for (let i = 0; i < PRESSES; i++) {
      for (const key of KEYS) {
        await cold.keyboard.press(key);
        await cold.waitForTimeout(GAP);
      }
    }
  } else {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await cold.goto(`${server.base}${PATH}`);
    await cold.locator('[role="grid"] [role="row"]').nth(1).waitFor({ timeout: 60_000 });
    firstRow = Date.now() - t0;
    await cold.waitForTimeout(1500);
  }
  const { profile } = await cdp.send('Profiler.stop');

  // Self time per node, from the samples and their time deltas.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFile = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let file = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
    let name = functionName || '(anonymous)';
    const consumer = url ? await consumerOf(url) : null;
    if (consumer && lineNumber >= 0) {
      const pos = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos.source) {
        file = short(pos.source);
        name = `${pos.name ?? name} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}`;
      }
    }
    if (['(idle)', '(program)'].includes(file)) continue;
    total += ms;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const key = `${file} ${name}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  // Inclusive time of the app's own functions (src/): each sample counts once for every such function on its stack.
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const names = new Map();
  const nameOf = async (node) => {
    if (!names.has(node.id)) {
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      const consumer = url ? await consumerOf(url) : null;
      const pos = consumer && lineNumber >= 0 ? consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) : null;
      names.set(
        node.id,
        pos?.source && !pos.source.includes('node_modules') ? `${short(pos.source)} ${pos.name ?? functionName}:${pos.line}` : null,
      );
    }
    return names.get(node.id);
  };
  const inclusive = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set();
    for (let id = profile.samples[i]; id != null; id = parent.get(id)) {
      const name = await nameOf(byId.get(id));
      if (name) seen.add(name);
    }
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  };
  const what = KEYS ? `${KEYS.join(' then ')} pressed ${PRESSES} times` : `first row after ${firstRow} ms`;
  console.log(`${PATH} at ${CPU}× CPU: ${what}; ${total.toFixed(0)} ms of script and its callees sampled`);
  print('self time by source file', byFile);
  print('self time by function', byFunction);
  print("the app's functions, with what they call (inclusive)", inclusive);
} finally {
  await browser.close();
  await server.stop();
}
