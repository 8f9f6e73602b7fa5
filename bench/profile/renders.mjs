#!/usr/bin/env node
/**
 * Which components draw, and how often, per key (npm run bench:renders): React DevTools' hook, which production
 * React calls too, walked after every commit while --keys are pressed --presses times on a screen's first record.
 * A component counts when it performed work in the commit (mounted, or rendered in a subtree that did not bail
 * out). Prints the counts per press; with --trace NAME also the props that changed and the parents each time NAME
 * drew. Names are readable on a build without minifying (`npx vite build --minify false`, then write
 * dist/.fingerprint as scripts/build-if-needed.mjs does, or the server builds again). A tool for finding a cause.
 *
 * Options: --path /product/items, --keys j (or e,Escape), --presses N (10), --gap MS (300), --trace NAME, --top N (60).
 */
import {
  catalogue,
  codeSource,
  failer,
  launchChromium,
  openFirstRecord,
  option,
  requireChromium,
  signIn,
  startServer,
} from '../browser.mjs';

const fail = failer('bench:renders');
requireChromium(fail);
const PATH = option('path', '/product/items');
const KEYS = option('keys', 'j').split(',');
const PRESSES = Number(option('presses', '10'));
const GAP = Number(option('gap', '300'));
const TRACE = option('trace', '');
const TOP = Number(option('top', '60'));

/** Runs in the page before React: a hook that counts what each commit drew. */
function installCounter(trace) {
  const counts = new Map();
  const add = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const nameOf = (type) => {
    const t = type.type ?? type.render ?? type;
    return t.displayName || t.name || '(anonymous)';
  };
  window.__renders = { counts, on: false };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      if (!window.__renders.on) return;
      add('(commits)');
      const walk = (parent) => {
        for (let f = parent.child; f; f = f.sibling) {
          // PerformedWork (1) is fresh only on fibers this commit went through: a subtree that bailed out keeps
          // its old fibers (child unchanged) and is not walked.
          const drew = !f.alternate || (f.flags & 1) === 1;
          if (drew && f.type && typeof f.type !== 'string') {
            const name = nameOf(f.type);
            add(name);
            if (name === trace) {
              const before = f.alternate?.memoizedProps ?? {};
              const after = f.memoizedProps ?? {};
              const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
              add(`  ${trace} props changed: ${f.alternate ? changed.join(', ') || '(none: state or context)' : '(mounted)'}`);
              const chain = [];
              for (let r = f.return; r && chain.length < 8; r = r.return) {
                if (r.type && typeof r.type !== 'string') chain.push(`${nameOf(r.type)}${(r.flags & 1) === 1 ? '*' : ''}`);
              }
              add(`  ${trace} under ${chain.join(' < ')} (* drew too)`);
            }
          }
          if (!f.alternate || f.child !== f.alternate.child) walk(f);
        }
      };
      walk(root.current);
    },
  };
}

const server = await startServer(fail, { dataDir: option('data-dir', undefined) });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installCounter, TRACE);
  const page = await context.newPage();
  await signIn(page, { base: server.base, user: 'admin', codes: await codeSource(), t: await catalogue() });
  await openFirstRecord(page, `${server.base}${PATH}`, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.evaluate(() => (window.__renders.on = true));
  for (let i = 0; i < PRESSES; i++) {
    for (const key of KEYS) {
      await page.keyboard.press(key);
      await page.waitForTimeout(GAP);
    }
  }
  const counts = await page.evaluate(() => [...window.__renders.counts]);
  console.log(`${PATH}: renders per press of ${KEYS.join(' then ')} (${PRESSES} presses)`);
  const sorted = counts.filter(([k]) => !k.startsWith('  ')).sort((a, b) => b[1] - a[1]);
  for (const [name, n] of sorted.slice(0, TOP)) console.log(`${(n / PRESSES).toFixed(1).padStart(8)}  ${name}`);
  for (const [line, n] of counts.filter(([k]) => k.startsWith('  '))) console.log(`${(n / PRESSES).toFixed(1).padStart(8)}${line}`);
} finally {
  await browser.close();
  await server.stop();
}
