#!/usr/bin/env node
/**
 * Approve-next benchmark (npm run bench:approve-next; issue 9 §8): a supervisor on /shop/return-audits presses
 * `a` again and again; from each keydown to the next row focused and ready. Not a test: npm test never runs it.
 *
 * 1. Starts the real server (scripts/start.mjs: builds the app if its sources changed, migrates and seeds an
 *    embedded database in a temporary directory, or the one given with --data-dir) on a free loopback port.
 * 2. In Debian's Chromium through Playwright: signs in as `support` (customer service) and makes --returns
 *    chargeback returns over the threshold through the API, as the console's client calls it (POST
 *    /api/shop/orders/{id}/returns with every item of the most expensive sent orders), so they wait for
 *    approval and were made by someone else than the approver (four eyes).
 * 3. Signs in as `supervisor` in a fresh context, opens /shop/return-audits (Chargebacks tab), puts the
 *    keyboard focus in the queue and presses `a` --presses times, --gap ms after the last press was ready (a
 *    person glancing at the next row).
 * 4. Measures in the page's own clock, from the keydown's timestamp (a capturing listener on the document,
 *    before the page's own) to "ready": the row that followed the approved one is the focused row
 *    (aria-current="true"), the keyboard focus is still in the queue, its customer name and amount are in
 *    the document, and that state has been painted (the frame after it: requestAnimationFrame, then
 *    setTimeout 0). A MutationObserver on the queue sees the change; every press is checked against the
 *    row expected next, so a row that comes back or a focus that jumps shows as a wrong row, not a fast one.
 * 5. Afterwards checks through the API that each approved return was approved once (none left waiting among
 *    those pressed, no failures reported), and prints n, p50, p95, max against the goal p95 ≤ 100 ms.
 *
 * Options: --returns N (210) --presses N (200) --gap MS (150) --data-dir DIR --json.
 */
import {
  api,
  catalogue,
  codeSource,
  failer,
  launchChromium,
  machineLine,
  median,
  ms,
  option,
  percentile,
  requireChromium,
  signIn,
  startServer,
} from '../browser.mjs';

const fail = failer('bench:approve-next');
requireChromium(fail);
const RETURNS = Number(option('returns', '210'));
const PRESSES = Number(option('presses', '200'));
const GAP = Number(option('gap', '150'));
const DATA_DIR = option('data-dir', '');
const JSON_OUT = process.argv.includes('--json');
for (const [name, value] of Object.entries({ RETURNS, PRESSES, GAP })) {
  if (!Number.isInteger(value) || value < 0) fail(`--${name.toLowerCase()} must be a whole number`);
}
if (RETURNS < PRESSES) fail('--returns must be at least --presses');
const GOAL_P95 = 100;

/** Waiting chargeback returns made by `support`: every item of the most expensive sent orders not returned yet. */
async function makeReturns(page, wanted) {
  const made = [];
  const orders = await api(page, 'GET', '/shop/orders?Status=6&sort=-Total&limit=500');
  if (orders.status !== 200) throw new Error(`orders list answered ${orders.status}`);
  for (const order of orders.body.data) {
    if (made.length >= wanted) break;
    const items = await api(page, 'GET', `/shop/order-items?OrderID=${order.ID}&limit=100`);
    const lines = items.body.data.map((item) => ({ OrderItemID: item.ID, Quantity: item.Quantity }));
    const created = await api(page, 'POST', `/shop/orders/${order.ID}/returns`, {
      Action: 1,
      Reason: 'Kunden ångrade köpet (benchmark)',
      QuantityVerified: true,
      Restock: true,
      Items: lines,
    });
    // Already returned (a run before on this data directory) or under the threshold: not one for the queue.
    if (created.status === 201 && created.body.waitForApproval) made.push(created.body.ID);
  }
  if (made.length < wanted) throw new Error(`only ${made.length} returns over the threshold could be made (wanted ${wanted})`);
  return made;
}

/** Installed in every document of the supervisor's page before its scripts. */
function probe() {
  const state = { samples: [], pending: null };
  window.__approve = state;
  const pane = () => document.querySelector('[role="tabpanel"]:not([hidden]) [data-pane="return-audits"]');
  const focusedRow = () => pane()?.querySelector('tr[aria-current="true"]') ?? null;
  let observer = null;
  const check = () => {
    const p = state.pending;
    if (!p || p.readyAt) return;
    const row = focusedRow();
    const cells = row?.querySelectorAll('td');
    const inQueue = document.activeElement === pane();
    if (row && inQueue && row.dataset.returnId !== p.from && cells?.[1]?.textContent && cells?.[2]?.textContent) {
      p.readyAt = performance.now();
      p.to = row.dataset.returnId;
      observer?.disconnect();
      // Painted: the frame after the change.
      requestAnimationFrame(() =>
        setTimeout(() => {
          p.paintedAt = performance.now();
          state.samples.push({ ms: p.paintedAt - p.key, changedMs: p.readyAt - p.key, from: p.from, expected: p.expected, to: p.to });
          state.pending = null;
        }, 0),
      );
    }
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'a' || event.target !== pane()) return;
      const row = focusedRow();
      state.pending = {
        key: event.timeStamp,
        from: row?.dataset.returnId,
        expected: row?.nextElementSibling?.dataset.returnId ?? null,
        readyAt: null,
      };
      observer = new MutationObserver(check);
      observer.observe(pane(), { subtree: true, childList: true, attributes: true, characterData: true });
      // React handles the key in this same dispatch; the check after it catches a change made synchronously.
      setTimeout(check, 0);
    },
    true,
  );
}

const started = Date.now();
const t = await catalogue();
const server = await startServer(fail, DATA_DIR ? { dataDir: DATA_DIR } : {});
const browser = await launchChromium();
const codes = await codeSource();
let samples = [];
try {
  // 1. Customer service makes the returns.
  const maker = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const makerPage = await maker.newPage();
  await signIn(makerPage, { base: server.base, user: 'support', codes, t });
  const made = await makeReturns(makerPage, RETURNS);
  await maker.close();
  console.error(
    `  ${made.length} chargeback returns made by support, waiting for approval (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );

  // 2. The supervisor clears them by keys.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, { base: server.base, user: 'supervisor', codes, t });
  await page.goto(`${server.base}/shop/return-audits`);
  const pane = page.locator('[role="tabpanel"]:not([hidden]) [data-pane="return-audits"]');
  await pane.locator('tr[aria-current="true"]').waitFor({ timeout: 60_000 });
  const waiting = await pane.locator('tbody tr').count();
  if (waiting < PRESSES + 1) throw new Error(`the queue shows ${waiting} returns; ${PRESSES + 1} are needed`);
  await pane.focus();
  for (let press = 0; press < PRESSES; press++) {
    await page.keyboard.press('a');
    await page.waitForFunction((n) => window.__approve.samples.length >= n, press + 1, { timeout: 30_000, polling: 'raf' });
    if (GAP) await page.waitForTimeout(GAP);
  }
  samples = await page.evaluate(() => window.__approve.samples);
  const approved = samples.map((s) => Number(s.from));
  // The last decision is sent when its undo window (5 s) closes; a page unloaded before then never sends it.
  await page.waitForTimeout(6000);
  await page.goto(`${server.base}/shop/returns`);
  const deadline = Date.now() + 120_000;
  let left = approved.length;
  while (Date.now() < deadline) {
    const queue = await api(page, 'GET', '/shop/return-audits?tab=chargebacks');
    const ids = new Set(queue.body.data.map((r) => r.ID));
    left = approved.filter((id) => ids.has(id)).length;
    if (left === 0) break;
    await page.waitForTimeout(1000);
  }
  const flashes = await page.locator('[role="alert"]').allTextContents();
  await context.close();
  if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);

  const wrong = samples.filter((s) => s.expected !== null && s.to !== s.expected);
  const values = samples.map((s) => s.ms);
  const changed = samples.map((s) => s.changedMs);
  console.log('');
  console.log(
    `Approve key → next row focused and painted, Chromium ${browser.version()}, ${samples.length} presses, ${GAP} ms after each was ready`,
  );
  console.log(machineLine());
  console.log('');
  console.log('| measure | n | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| keydown → next row focused (DOM changed) | ${changed.length} | ${ms(median(changed))} | ${ms(percentile(changed, 95))} | ${ms(Math.max(...changed))} |`,
  );
  console.log(
    `| keydown → next row focused and painted | ${values.length} | ${ms(median(values))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`,
  );
  console.log('');
  console.log(
    `Goal p95 ≤ ${GOAL_P95} ms: ${percentile(values, 95) <= GOAL_P95 ? 'met' : 'not met'}. Rows not the one expected next: ${wrong.length}. ` +
      `Approved returns still waiting on the server after the run: ${left}. Alerts shown: ${flashes.length ? flashes.join(' | ') : 'none'}. Took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  if (wrong.length || left) process.exitCode = 1;
  if (JSON_OUT) console.log(JSON.stringify({ chromium: browser.version(), samples }));
} catch (error) {
  console.error(`bench:approve-next: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
