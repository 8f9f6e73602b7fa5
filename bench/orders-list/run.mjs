#!/usr/bin/env node
/**
 * Orders list benchmark (npm run bench:orders-list, which runs it under tsx; issue 9 §8). Not a test: npm test
 * never runs it.
 *
 * 1. A private PostgreSQL cluster in a temporary directory on a free loopback port (scripts/pg-cluster.mjs),
 *    migrated and filled by the real command-line tools: `npm run seed:demo`, then `npm run seed:scale`
 *    (1,000,000 orders with their items). `--database-url URL` uses a database a run (or seed:scale) filled
 *    before instead, and seeds nothing.
 * 2. Starts two servers, each in its own process (serve.ts): the full API (token check, access guard, XSRF
 *    layer, query validation, the engine's list handler, records to JSON) and a bare node:http handler that
 *    runs the engine's own prepared list and count statements for the same address through the same driver.
 * 3. Asks for the orders list the way the screen does (the menu link's interval=6, whose refresh=true is the
 *    browser's own state and never sent; 50 rows, the default sort, newest first): the first page, the tenth page
 *    along the keyset cursor, a status filter, "needs a check" and free text (a customer's e-mail address, and an order number); each request at
 *    --connections (throughput) and --latency-connections (a busy team) with autocannon for --duration s,
 *    full and bare back to back (which goes first alternates by round), --rounds rounds, after a warm-up.
 * 4. Prints p50, p99 and requests per second (medians over the rounds) and the full/bare ratio, the machine
 *    and its load average, and each request's EXPLAIN ANALYZE with --explain.
 *
 * Options: --orders N (1000000) --database-url URL --connections N (50) --latency-connections N (8)
 * --duration S (10) --rounds N (2) --explain --json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { fillPlaceholders } from 'drizzle-orm';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { postgresDatabase } from '../../server/db/client.ts';
import { parseListParams } from '../../server/resources/list-params.ts';
import { listStatements, listValues } from '../../server/resources/list-sql.ts';
import { assembleServer } from '../../server/features.ts';
import { HEADER_RECORDS } from '../../src/domain/constants.ts';
import { failer, median, option, root } from '../browser.mjs';

const ORDERS = Number(option('orders', '1000000'));
const GIVEN_URL = option('database-url', '');
const CONNECTIONS = Number(option('connections', '50'));
const LATENCY_CONNECTIONS = Number(option('latency-connections', '8'));
const LEVELS = [...new Set([CONNECTIONS, LATENCY_CONNECTIONS])];
const DURATION = Number(option('duration', '10'));
const ROUNDS = Number(option('rounds', '2'));
const EXPLAIN = process.argv.includes('--explain');
const JSON_OUT = process.argv.includes('--json');
const JWT_SECRET = 'bench-only-signing-key-0123456789abcdef';
/**
 * What the screen asks of the API for the menu link (the orders declaration's menuQuery less `refresh`, which the
 * browser keeps to itself: docs/decisions.md "Unknown list parameters") and the screen's page size.
 */
const MENU = 'interval=6';
const PAGE = 50;
const DEEP_PAGE = 10;
const fail = failer('bench:orders-list');

const load1 = () => loadavg()[0].toFixed(1);

/** Runs an npm script of this repository on the database; stops the benchmark when it fails. */
function npmRun(script, args, env) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) fail(`npm run ${script} failed (exit ${result.status})`);
  console.error(`  npm run ${script}: ${((Date.now() - started) / 1000).toFixed(0)} s (load ${load1()})`);
}

function startServer(mode, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/orders-list/serve.ts'), mode], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ child, mode, ...JSON.parse(line) }));
  });
}

function stopServer(served) {
  return new Promise((resolve) => {
    served.child.removeAllListeners('exit');
    served.child.once('exit', () => resolve());
    served.child.kill('SIGTERM');
  });
}

/** What the console's client sends: the bearer token and the XSRF cookie. */
const headersOf = (served) => ({
  authorization: `Bearer ${served.token}`,
  cookie: 'XSRF-TOKEN=bench0123456789abcdefghijklmnopqrstuvwxyzABCD',
});

async function getJson(served, path) {
  const response = await fetch(`http://127.0.0.1:${served.port}${path}`, { headers: headersOf(served) });
  if (!response.ok) fail(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return { body: await response.json(), total: response.headers.get(HEADER_RECORDS) };
}

/** The requests, derived from the data: the cursor of the tenth page walked through the full API. */
async function scenariosOf(full, url) {
  const base = `/api/shop/orders?${MENU}&limit=${PAGE}`;
  let cursor = null;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const { body } = await getJson(full, cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base);
    cursor = body.nextCursor;
    if (!cursor) fail(`the orders list ended after page ${page}: fill more orders`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A customer with many orders in the last six months (their e-mail address, as a colleague pastes it), and a recent order's number.
    const {
      rows: [customer],
    } = await client.query(
      "select email, count(*)::int as n from orders where placed_at > now() - interval '6 months' group by email order by count(*) desc, email limit 1",
    );
    const {
      rows: [order],
    } = await client.query("select number from orders where placed_at > now() - interval '3 months' order by id limit 1");
    return [
      { name: 'menu link, first page', path: base },
      { name: `page ${DEEP_PAGE} (keyset)`, path: `${base}&cursor=${encodeURIComponent(cursor)}` },
      { name: 'status Delayed', path: `/api/shop/orders?Status=7&${MENU}&limit=${PAGE}` },
      { name: 'needs a check', path: `/api/shop/orders?${MENU}&needsCheck=true&limit=${PAGE}` },
      { name: `q e-mail (${customer.n} in 6 months)`, path: `${base}&q=${encodeURIComponent(customer.email)}` },
      { name: 'q order number', path: `${base}&q=${encodeURIComponent(order.number)}` },
    ];
  } finally {
    await client.end();
  }
}

async function measureOnce(served, scenario, connections) {
  const result = await autocannon({
    url: `http://127.0.0.1:${served.port}${scenario.path}`,
    connections,
    duration: DURATION,
    headers: headersOf(served),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** EXPLAIN ANALYZE of the engine's statements for each request, with the values the server would send. */
async function explain(url, scenarios) {
  const database = postgresDatabase(url, {});
  const binding = assembleServer().resources.bindingOf('orders');
  const client = await database.pool.connect();
  try {
    for (const scenario of scenarios) {
      const query = Object.fromEntries(new URL(scenario.path, 'http://x').searchParams);
      const params = parseListParams(binding.def, query, new Date());
      const { rendered } = listStatements(database.db, binding, params);
      const values = listValues(binding, params);
      for (const { kind, statement } of [
        { kind: 'page', statement: rendered.list },
        { kind: 'count', statement: rendered.count },
      ]) {
        const { rows } = await client.query(`explain (analyze, buffers) ${statement.sql}`, fillPlaceholders(statement.params, values));
        console.error(`\n--- ${scenario.name}: ${kind}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    client.release();
    await database.close();
  }
}

console.error(
  `Orders list, ${ORDERS.toLocaleString('en')} orders, ${LEVELS.join(' and ')} connections, ${DURATION} s per run, ${ROUNDS} rounds; ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

let cluster = null;
let url = GIVEN_URL;
if (!url) {
  cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  url = cluster.url;
  const env = { DATABASE_URL: url, FILES_DIR: mkdtempSync(join(tmpdir(), 'bench-orders-files-')) };
  npmRun('seed:demo', [], env);
  npmRun('seed:scale', ['--orders', String(ORDERS)], env);
}

const env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-orders-data-')), JWT_SECRET };
const servers = { full: await startServer('full', env), bare: await startServer('bare', env) };
// A benchmark stopped early (Ctrl-C, a closed pipe) takes its servers with it.
process.on('exit', () => {
  for (const served of Object.values(servers)) if (served.child.exitCode === null) served.child.kill('SIGTERM');
});
const samples = new Map();
let scenarios = [];
try {
  scenarios = await scenariosOf(servers.full, url);
  for (const scenario of scenarios) {
    const { body, total } = await getJson(servers.full, scenario.path);
    console.error(`  ${scenario.name}: ${body.data.length} rows of ${total}; GET ${scenario.path}`);
  }
  if (EXPLAIN) await explain(url, scenarios);
  // Plans, caches and JIT, not counted.
  for (const served of [servers.full, servers.bare]) {
    for (const scenario of scenarios)
      await autocannon({
        url: `http://127.0.0.1:${served.port}${scenario.path}`,
        connections: CONNECTIONS,
        amount: 300,
        headers: headersOf(served),
      });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['full', 'bare'] : ['bare', 'full'];
    for (const scenario of scenarios) {
      for (const connections of LEVELS) {
        for (const stack of order) {
          const figures = await measureOnce(servers[stack], scenario, connections);
          console.error(
            `  ${scenario.name} ${stack} ${connections} conn. round ${round + 1}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.rps.toFixed(0)} req/s (load ${load1()})`,
          );
          const key = `${scenario.name}|${stack}|${connections}`;
          samples.set(key, [...(samples.get(key) ?? []), figures]);
        }
      }
    }
  }
} finally {
  await stopServer(servers.full);
  await stopServer(servers.bare);
  cluster?.stop();
}

const rows = [...samples.entries()].map(([key, list]) => {
  const [scenario, stack, connections] = key.split('|');
  return {
    scenario,
    stack,
    connections: Number(connections),
    p50: median(list.map((f) => f.p50)),
    p99: median(list.map((f) => f.p99)),
    rps: median(list.map((f) => f.rps)),
    failures: list.reduce((sum, f) => sum + f.failures, 0),
  };
});
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| connections | request | full p50 ms | full p99 ms | bare p50 ms | bare p99 ms | full req/s | bare req/s | full/bare |');
console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
for (const connections of LEVELS) {
  for (const scenario of scenarios) {
    const full = rows.find((r) => r.scenario === scenario.name && r.connections === connections && r.stack === 'full');
    const bare = rows.find((r) => r.scenario === scenario.name && r.connections === connections && r.stack === 'bare');
    if (!full || !bare) continue;
    const failed = full.failures + bare.failures ? ` ${full.failures + bare.failures} failed` : '';
    console.log(
      `| ${connections} | ${scenario.name} | ${full.p50} | ${full.p99} | ${bare.p50} | ${bare.p99} | ${full.rps.toFixed(0)} | ${bare.rps.toFixed(0)} | ${((full.rps / bare.rps) * 100).toFixed(0)} % |${failed}`,
    );
  }
}
if (JSON_OUT) console.log(JSON.stringify(rows, null, 2));
process.exit(0);
