/**
 * Purchase order proposal benchmark (npm run bench:propose). Not a test: npm test never runs it.
 *
 * On a private PostgreSQL cluster (scripts/pg-cluster.mjs): migrates, seeds the demo data (1,000 orders), then adds
 * --lines order lines that wait for supply (backorders) to the orders still to be shipped, set-based, over the
 * products that have a supplier; then times one proposal through the route's own function
 * (src/features/purchasing/server/propose.ts proposePurchaseOrders) in one transaction, --runs times on a fresh copy
 * of the lines (each run's purchase orders and allocations are removed again), and prints the median. Goal (issue
 * 30 §3): 100,000 waiting order lines proposed in ≤ 5 s, set-based. Then checks every line was allocated once.
 *
 * Options: --lines N (default 100000) --runs N (default 3) --statements (each statement's time in the last run, with
 * its first words: where the time goes) --json.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { proposePurchaseOrders } from '../../src/features/purchasing/server/propose';
import { postgresDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/recordset';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { median, option } from '../browser.mjs';

const LINES = Number(option('lines', '100000'));
const RUNS = Number(option('runs', '3'));
const JSON_OUT = process.argv.includes('--json');
const STATEMENTS = process.argv.includes('--statements');
const GOAL_SECONDS = 5;

type Tx = Parameters<typeof proposePurchaseOrders>[0];

/** The transaction with each statement timed (the proposal runs only `execute`): where its time goes. */
function timed(tx: Tx, timings: { ms: number; statement: string }[]): Tx {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return async (query: Parameters<Tx['execute']>[0]) => {
        const started = performance.now();
        const result = await target.execute(query);
        const text = statementText(query);
        timings.push({ ms: performance.now() - started, statement: text });
        return result;
      };
    },
  });
}

/** The first words of a statement, on one line. */
function statementText(query: unknown): string {
  const chunks = (query as { queryChunks?: unknown[] }).queryChunks ?? [];
  const text = chunks
    .map((chunk) => (chunk && typeof chunk === 'object' && 'value' in chunk ? (chunk as { value: string[] }).value.join('') : ''))
    .join('?');
  return text.replace(/\s+/g, ' ').trim().slice(0, 110);
}

async function main(): Promise<void> {
  const cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  const database = postgresDatabase(cluster.url, { logger: silentLogger });
  try {
    await migrate(database);
    const { resources } = assembleServer();
    const now = new Date();
    await seedDemoData(database.db, { demoPassword: 'Bench#Password2026', now, orderCount: 1000, resources });
    const db = database.db;
    // The lines that wait: spread over the open orders and the products that have a supplier.
    await db.execute(sql`
      with open_orders as (
        select id, currency, row_number() over (order by id) - 1 as n, count(*) over () as total from orders where status in (1, 2, 3, 4, 7)
      ), supplied as (
        select id, sku, row_number() over (order by id) - 1 as n, count(*) over () as total from products where supplier_id is not null
      )
      insert into order_items (order_id, product_id, sku, name, quantity, currency, unit_price, vat_rate, line_total, item_status, logistics_status)
      select o.id, p.id, p.sku, 'Restorder', 1 + g % 3, o.currency, 100, 25, 100 * (1 + g % 3), 18, 3
      from generate_series(1, ${LINES}::int) g
      join open_orders o on o.n = g % o.total
      join supplied p on p.n = (g * 7919) % p.total`);
    await db.execute(sql`analyze order_items`);
    const seconds: number[] = [];
    let lines = 0;
    let suppliers = 0;
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh start: the demo's and the previous run's purchase orders gone, every line waiting again.
      await db.execute(sql`delete from purchase_order_allocations`);
      await db.execute(sql`delete from purchase_order_events`);
      await db.execute(sql`delete from purchase_order_receipts`);
      await db.execute(sql`delete from purchase_order_items`);
      await db.execute(sql`delete from purchase_orders`);
      await db.execute(sql`vacuum analyze purchase_order_allocations`);
      const timings: { ms: number; statement: string }[] = [];
      const t0 = performance.now();
      const outcome = await db.transaction((tx) => proposePurchaseOrders(STATEMENTS ? timed(tx, timings) : tx, { now, actorId: 0 }));
      seconds.push((performance.now() - t0) / 1000);
      lines = outcome.lines;
      suppliers = outcome.suppliers;
      if (STATEMENTS && run === RUNS - 1)
        for (const { ms, statement } of timings) console.log(`${ms.toFixed(0).padStart(7)} ms  ${statement}`);
    }
    const [{ allocated, distinct }] = rowsOf<{ allocated: number; distinct: number }>(
      await db.execute(
        sql`select count(*)::int as allocated, count(distinct order_item_id)::int as distinct from purchase_order_allocations`,
      ),
    );
    if (lines < LINES || allocated !== lines || distinct !== lines)
      throw new Error(`The proposal took ${lines} lines and allocated ${allocated} (${distinct} distinct); ${LINES} were added`);
    const figures = {
      lines,
      suppliers,
      runs: seconds.map((s) => Number(s.toFixed(2))),
      medianSeconds: Number(median(seconds).toFixed(2)),
      goalSeconds: GOAL_SECONDS,
      met: median(seconds) <= GOAL_SECONDS,
      load: loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    };
    if (JSON_OUT) console.log(JSON.stringify(figures, null, 2));
    else {
      console.log(`Purchase order proposal over ${lines.toLocaleString('en')} waiting order lines on PostgreSQL (${suppliers} suppliers)`);
      console.log('| runs (s) | median (s) | goal | load after |');
      console.log('|---|---|---|---|');
      console.log(
        `| ${figures.runs.join(', ')} | ${figures.medianSeconds} | ≤ ${GOAL_SECONDS} s: ${figures.met ? 'met' : 'NOT met'} | ${figures.load} |`,
      );
    }
  } finally {
    await database.close();
    cluster.stop();
  }
}

await main();
