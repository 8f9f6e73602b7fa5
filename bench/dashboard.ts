/**
 * Dashboard benchmark (npm run bench:dashboard; issue 21 §2). Not a test: npm test never runs it.
 *
 * 1. A private PostgreSQL cluster in a temporary directory (scripts/pg-cluster.mjs), filled by the real tools:
 *    `npm run seed:demo`, then `npm run seed:scale` (1,000,000 orders, set-based over generate_series). With
 *    `--database-url URL` a database filled before (by a run of this or of bench:orders-list) is used instead.
 * 2. Migrates the database (the daily rollup's migration fills `order_day_totals` from the orders already there:
 *    its time is printed), then starts the full API in its own process (bench/orders-list/serve.ts full: token
 *    check, access guard, the route, JSON).
 * 3. Side by side, round by round in alternating order: `GET /api/shop/dashboard?months=6` and `?months=24`
 *    through the API, and the months' part of the answer computed the plain way, one GROUP BY over the
 *    orders themselves (what the rollup replaces), straight on the database; --calls calls of each per round
 *    after a warm-up.
 * 4. Prints median, p95 and max of each, the machine and its load average.
 *
 * Options: --orders N (1000000) --database-url URL --calls N (100) --rounds N (2) --json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startCluster, type Cluster } from '../scripts/pg-cluster.mjs';
import { postgresDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { failer, median, option, percentile, root } from './browser.mjs';

const ORDERS = Number(option('orders', '1000000'));
const GIVEN_URL = option('database-url', '');
const CALLS = Number(option('calls', '100'));
const ROUNDS = Number(option('rounds', '2'));
const JSON_OUT = process.argv.includes('--json');
const JWT_SECRET = 'bench-only-signing-key-0123456789abcdef';
const GOAL_P95_MS = 200;
const fail = failer('bench:dashboard');
const load1 = () => loadavg()[0].toFixed(1);

function npmRun(script: string, args: string[], env: Record<string, string>): void {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) fail(`npm run ${script} failed (exit ${result.status})`);
  console.error(`  npm run ${script}: ${((Date.now() - started) / 1000).toFixed(0)} s (load ${load1()})`);
}

interface Served {
  child: ReturnType<typeof spawn>;
  port: number;
  token: string;
}

function startServer(env: Record<string, string>): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/orders-list/serve.ts'), 'full'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ child, ...(JSON.parse(line) as { port: number; token: string }) }),
    );
  });
}

/** The months' part of the dashboard the plain way: every order of the period grouped by Stockholm month, store and currency. */
function plainMonthsSql(months: number): string {
  return `
    select to_char(placed_at at time zone 'Europe/Stockholm', 'YYYY-MM') as month, store_id, currency, count(*)::int, sum(total)::text
    from orders
    where status <> 99
      and placed_at >= (date_trunc('month', now() at time zone 'Europe/Stockholm') - interval '${months - 1} months') at time zone 'Europe/Stockholm'
    group by 1, 2, 3`;
}

console.error(
  `Dashboard, ${ORDERS.toLocaleString('en')} orders, ${CALLS} calls of each per round, ${ROUNDS} rounds; ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

let cluster: Cluster | null = null;
let url = GIVEN_URL;
if (!url) {
  cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  url = cluster.url;
  const env = { DATABASE_URL: url, FILES_DIR: mkdtempSync(join(tmpdir(), 'bench-dashboard-files-')) };
  npmRun('seed:demo', [], env);
  npmRun('seed:scale', ['--orders', String(ORDERS)], env);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
// The server process does not migrate (server/main.ts does): the rollup's migration fills it from the orders here.
const migrating = Date.now();
const database = postgresDatabase(url);
await migrate(database);
await database.close();
console.error(`  migrated in ${((Date.now() - migrating) / 1000).toFixed(1)} s (load ${load1()})`);
const served = await startServer({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-dashboard-data-')), JWT_SECRET });
process.on('exit', () => {
  if (served.child.exitCode === null) served.child.kill('SIGTERM');
});
const {
  rows: [counted],
} = await client.query<{ orders: number; days: number }>(
  'select (select count(*)::int from orders) as orders, (select count(*)::int from order_day_totals) as days',
);
console.error(`  ${counted.orders.toLocaleString('en')} orders, ${counted.days.toLocaleString('en')} rows in order_day_totals`);

const headers = { authorization: `Bearer ${served.token}`, cookie: 'XSRF-TOKEN=bench0123456789abcdefghijklmnopqrstuvwxyzABCD' };

async function apiCall(months: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${served.port}/api/shop/dashboard?months=${months}`, { headers });
  const body = (await response.json()) as { monthly?: unknown[] };
  const took = performance.now() - started;
  if (!response.ok || body.monthly?.length !== months) fail(`GET /api/shop/dashboard?months=${months} answered ${response.status}`);
  return took;
}

async function plainCall(months: number): Promise<number> {
  const started = performance.now();
  await client.query(plainMonthsSql(months));
  return performance.now() - started;
}

const kinds = [
  { name: 'API months=6 (rollup)', run: () => apiCall(6) },
  { name: 'API months=24 (rollup)', run: () => apiCall(24) },
  { name: 'plain GROUP BY over orders, 6 months', run: () => plainCall(6) },
  { name: 'plain GROUP BY over orders, 24 months', run: () => plainCall(24) },
];
const samples = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
try {
  // Plans, caches, JIT: not counted.
  for (const kind of kinds) for (let i = 0; i < 3; i += 1) await kind.run();
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? kinds : [...kinds].reverse();
    // Interleaved call by call, so a burst of load elsewhere falls on every kind alike.
    for (let call = 0; call < CALLS; call += 1) for (const kind of order) samples.get(kind.name)!.push(await kind.run());
    console.error(`  round ${round + 1} done (load ${load1()})`);
  }
} finally {
  await client.end();
  served.child.kill('SIGTERM');
  cluster?.stop();
}

const rows = kinds.map((kind) => {
  const values = samples.get(kind.name)!;
  return { name: kind.name, calls: values.length, median: median(values), p95: percentile(values, 95), max: Math.max(...values) };
});
console.log(
  `\n${new Date().toISOString().slice(0, 16)} UTC, ${counted.orders.toLocaleString('en')} orders, load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| request | calls | median ms | p95 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(`| ${row.name} | ${row.calls} | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} |`);
const api = rows.filter((r) => r.name.startsWith('API'));
console.log(`\nGoal p95 ≤ ${GOAL_P95_MS} ms through the API: ${api.every((r) => r.p95 <= GOAL_P95_MS) ? 'met' : 'NOT met'}`);
if (JSON_OUT) console.log(JSON.stringify(rows, null, 2));
process.exit(0);
