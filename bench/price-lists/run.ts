/**
 * Price list benchmark (npm run bench:price-lists). Not a test: npm test never runs it.
 *
 * On a private PostgreSQL cluster (scripts/pg-cluster.mjs): migrates, seeds the demo data, fills the products to
 * --rows (bench/resources/fill.ts: skewed brands, one to three categories, purchase prices from 10 to 2,000 SEK,
 * two stock statuses), adds dynamic price lists with the rule trees a price manager builds, then times for each:
 * 1. the preview: `POST /api/product/price-lists/evaluate` with the list's rules and mark-up, as the rule
 *    builder sends it, against the real API in its own process (bench/resources/serve.ts full);
 * 2. processing: `processPriceList` in one transaction, the work the `price-list` job does (the matched
 *    products, priced, written to price_list_products, the list marked Processed and audited).
 * One warm-up run each, then --runs timed runs; prints medians (and min, max). Goal (issue 8): a dynamic list
 * evaluated at 1,000,000 products in ≤ 2 s. `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of each list's
 * count (what the preview's count and processing's match run) after the runs.
 *
 * `--database-url URL` runs against a database a run before left filled (its cluster kept): no migration, seed
 * or fill when it already holds --rows products, and lists of the same names are used again.
 *
 * Options: --rows N (default 1000000) --runs N (7) --database-url URL --explain --json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { asc, getTableName, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/recordset';
import { postgresDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { brands, categories, priceLists, products, stockStatuses } from '../../server/db/schema';
import type { ResourceTable } from '../../server/db/schema/resource-table';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { processPriceList } from '../../server/price-lists/process';
import { ruleTreeSql } from '../../server/price-lists/rules-sql';
import { COOKIE_XSRF, HEADER_XSRF } from '../../src/domain/constants';
import { MARK_UP_TYPE, PRICE_LIST_TYPE } from '../../src/domain/price-lists/pricing';
import type { RuleNode } from '../../src/domain/price-lists/rules';
import { resource } from '../../src/domain/resources';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { fillResource } from '../resources/fill';

const here = fileURLToPath(new URL('.', import.meta.url));

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const ROWS = Number(option('rows', '1000000'));
const RUNS = Number(option('runs', '7'));
const EXPLAIN = process.argv.includes('--explain');
const JSON_OUT = process.argv.includes('--json');
const DATABASE_URL = option('database-url', '');
const JWT_SECRET = 'bench-only-signing-key-0123456789abcdef';
const XSRF = 'bench0123456789abcdefghijklmnopqrstuvwxyzABCD';

interface Served {
  child: ChildProcess;
  port: number;
  token: string;
}

/** The real API in its own process (bench/resources/serve.ts full); resolves once it is listening. */
function startServer(env: Record<string, string>): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, '../resources/serve.ts'), 'full', 'products'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ child, ...(JSON.parse(line) as { port: number; token: string }) }),
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface ListCase {
  name: string;
  rules: RuleNode;
  markUp: { MarkUpType: number; MarkUpAbsolute: string | null; MarkUpPercentage: string | null };
}

/** Ids in id order, as fill.ts picks them (the first the most common). */
async function idsOf(db: ReturnType<typeof postgresDatabase>['db'], table: ResourceTable): Promise<number[]> {
  return (await db.select({ id: table.ID }).from(table).orderBy(asc(table.ID)).limit(50)).map((r) => Number(r.id));
}

async function listCases(db: ReturnType<typeof postgresDatabase>['db']): Promise<ListCase[]> {
  const brandIds = await idsOf(db, brands);
  const categoryIds = await idsOf(db, categories);
  const [inStock] = (await db.select({ id: stockStatuses.id }).from(stockStatuses).orderBy(asc(stockStatuses.id)).limit(1)).map(
    (r) => r.id,
  );
  const lastStatus = (
    await db
      .select({ id: stockStatuses.id })
      .from(stockStatuses)
      .orderBy(sql`${stockStatuses.id} desc`)
      .limit(1)
  )[0].id;
  return [
    {
      // Spare parts for the consumer shop: two brands or three categories, a price band, in stock.
      name: 'brands or categories, 100–1,500 SEK, in stock',
      rules: {
        kind: 'group',
        match: 'all',
        children: [
          {
            kind: 'group',
            match: 'any',
            children: [
              { kind: 'rule', subject: 'brand', operator: 'in', values: [brandIds[0], brandIds[4]] },
              { kind: 'rule', subject: 'category', operator: 'in', values: [categoryIds[3], categoryIds[4], categoryIds[10]] },
            ],
          },
          { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '100.00', max: '1500.00' },
          { kind: 'rule', subject: 'stockStatusInStock', operator: 'in', values: [inStock] },
        ],
      },
      markUp: { MarkUpType: MARK_UP_TYPE.Percentage, MarkUpAbsolute: null, MarkUpPercentage: '35.00' },
    },
    {
      // Everything the shop sells from 10 SEK, not discontinued: most of the catalogue.
      name: 'from 10 SEK, stock status not the last',
      rules: {
        kind: 'group',
        match: 'all',
        children: [
          { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '10.00', max: null },
          { kind: 'rule', subject: 'stockStatusInStock', operator: 'notIn', values: [lastStatus] },
        ],
      },
      markUp: { MarkUpType: MARK_UP_TYPE.Absolute, MarkUpAbsolute: '49.00', MarkUpPercentage: null },
    },
  ];
}

interface Row {
  list: string;
  matched: number;
  evaluateMs: number[];
  processMs: number[];
}

async function main(): Promise<void> {
  console.error(
    `Price lists over ${ROWS.toLocaleString('en')} products, ${RUNS} runs; ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const cluster = DATABASE_URL
    ? { url: DATABASE_URL, stop: () => {} }
    : await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  const database = postgresDatabase(cluster.url, { logger: silentLogger });
  let server: Served | undefined;
  try {
    const db = database.db;
    const { resources } = assembleServer();
    const count = async () => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${products}`))[0].n);
    if (!DATABASE_URL) {
      await migrate(database);
      await seedDemoData(database.db, { demoPassword: 'Bench#Password2026', now: new Date(), resources });
    }
    const seeded = await count();
    if (seeded < ROWS) {
      const seconds = await fillResource(db, resource('products'), ROWS - seeded);
      console.error(`  ${ROWS.toLocaleString('en')} products (${seeded} before) in ${seconds.toFixed(0)} s`);
    }
    const cases = await listCases(db);
    const ids: number[] = [];
    for (const c of cases) {
      const [found] = await db
        .select({ id: priceLists.ID })
        .from(priceLists)
        .where(sql`${priceLists.Name} = ${c.name}`)
        .limit(1);
      const [list] = found
        ? [found]
        : await db
            .insert(priceLists)
            .values({
              Name: c.name,
              Type: PRICE_LIST_TYPE.Dynamic,
              Currencies: ['SEK'],
              Priority: 10,
              Processed: false,
              MergedFrom: [],
              Rules: c.rules,
              ...c.markUp,
            })
            .returning({ id: priceLists.ID });
      ids.push(Number(list.id));
    }
    server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')), JWT_SECRET });
    const { port, token } = server;
    const evaluate = async (c: ListCase): Promise<{ ms: number; count: number }> => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/product/price-lists/evaluate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `${COOKIE_XSRF}=${XSRF}`,
          [HEADER_XSRF]: XSRF,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ Rules: c.rules, ...c.markUp }),
      });
      const body = (await response.json()) as { count: number };
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`evaluate answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms, count: body.count };
    };
    const processOnce = async (id: number): Promise<{ ms: number; count: number }> => {
      const started = performance.now();
      const result = await db.transaction((tx) => processPriceList(tx, resources, id));
      return { ms: performance.now() - started, count: result.productCount };
    };
    const rows: Row[] = [];
    for (const [n, c] of cases.entries()) {
      const row: Row = { list: c.name, matched: 0, evaluateMs: [], processMs: [] };
      // Warm-up, not counted; the first processing of a new list writes all its products, later ones what changed.
      const e0 = await evaluate(c);
      const p0 = await processOnce(ids[n]);
      console.error(
        `  ${c.name} warm-up: ${e0.count.toLocaleString('en')} products, evaluate ${e0.ms.toFixed(0)} ms, process ${p0.ms.toFixed(0)} ms (load ${loadavg()[0].toFixed(2)})`,
      );
      for (let run = 0; run < RUNS; run += 1) {
        const e = await evaluate(c);
        const p = await processOnce(ids[n]);
        if (e.count !== p.count) throw new Error(`evaluate counted ${e.count}, processing matched ${p.count}`);
        row.matched = p.count;
        row.evaluateMs.push(e.ms);
        row.processMs.push(p.ms);
        console.error(
          `  ${c.name} run ${run + 1}: ${e.count.toLocaleString('en')} products, evaluate ${e.ms.toFixed(0)} ms, process ${p.ms.toFixed(0)} ms (load ${loadavg()[0].toFixed(2)})`,
        );
      }
      rows.push(row);
    }
    if (EXPLAIN) {
      for (const c of cases) {
        const plan = rowsOf<{ 'QUERY PLAN': string }>(
          await db.execute(sql`explain (analyze, buffers) select count(*) from ${products} where ${ruleTreeSql(c.rules)}`),
        );
        console.error(`\n${c.name} (${getTableName(products)}):\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    const f = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
    console.log('\n| list | products matched | evaluate ms, median (min–max) | process ms, median (min–max) |');
    console.log('|---|---:|---:|---:|');
    for (const row of rows)
      console.log(`| ${row.list} | ${row.matched.toLocaleString('en')} | ${f(row.evaluateMs)} | ${f(row.processMs)} |`);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (JSON_OUT) console.log(JSON.stringify(rows, null, 2));
  } finally {
    if (server) {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGTERM');
    }
    await database.close();
    cluster.stop();
  }
}

await main();
process.exit(0);
