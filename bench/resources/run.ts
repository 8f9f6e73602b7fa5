/**
 * Resource list benchmark (npm run bench:resources). Not a test: npm test never runs it.
 *
 * For PostgreSQL (a private cluster, scripts/pg-cluster.mjs) and for PGlite (a temporary data directory):
 * 1. migrates, seeds the demo data and fills one resource's table with --rows generated rows (fill.ts);
 * 2. starts, each in its own process (serve.ts), the full API (auth, CSRF layer, permission, query
 *    validation, the engine's list handler, serialization) and a bare node:http handler that runs the same
 *    SQL text through the same driver and writes the rows as JSON;
 * 3. drives both with autocannon for --duration seconds per run, two list requests (50 rows with a
 *    filter, 50 rows with free text), each at --connections concurrent connections (throughput) and at
 *    --latency-connections (a busy team: latency), for --rounds rounds; on PostgreSQL both servers are up
 *    and each load runs on full and bare back to back (PGlite: they take turns, one process per data
 *    directory), so both see the same machine; prints p50, p99 and requests per second (medians over the
 *    rounds) and the full/bare throughput ratio.
 *
 * Options: --rows N (default 1000000) --resource NAME (default reviews) --connections N (50)
 * --latency-connections N (8) --duration S (10) --rounds N (2) --db pg|pglite|both (both) --json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresDatabase, openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { resource } from '../../src/domain/resources';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { fillResource } from './fill';
import { scenariosOf, type Scenario } from './scenarios';

const here = fileURLToPath(new URL('.', import.meta.url));

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const ROWS = Number(option('rows', '1000000'));
const RESOURCE = option('resource', 'reviews');
const CONNECTIONS = Number(option('connections', '50'));
const LATENCY_CONNECTIONS = Number(option('latency-connections', '8'));
const LEVELS = [...new Set([CONNECTIONS, LATENCY_CONNECTIONS])];
const DURATION = Number(option('duration', '10'));
const ROUNDS = Number(option('rounds', '2'));
const DBS = option('db', 'both');
const JSON_OUT = process.argv.includes('--json');
const DEMO_PASSWORD = 'Bench#Password2026';
/** Both servers sign and check tokens with one key (a server on DATABASE_URL needs it given). */
const JWT_SECRET = 'bench-only-signing-key-0123456789abcdef';

interface Served {
  child: ChildProcess;
  port: number;
  token: string;
}

/** Starts serve.ts in its own process; resolves once it printed its port (and token). */
function startServer(mode: 'full' | 'bare', env: Record<string, string>): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.ts'), mode, RESOURCE], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const ready = JSON.parse(line) as { port: number; token: string };
      resolve({ child, ...ready });
    });
  });
}

function stopServer(served: Served): Promise<void> {
  return new Promise((resolve) => {
    served.child.removeAllListeners('exit');
    served.child.once('exit', () => resolve());
    served.child.kill('SIGTERM');
  });
}

/** What the console's client sends: the bearer token, and the XSRF cookie the server set on the first answer. */
function browserHeaders(served: Served): Record<string, string> {
  return { authorization: `Bearer ${served.token}`, cookie: 'XSRF-TOKEN=bench0123456789abcdefghijklmnopqrstuvwxyzABCD' };
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

async function load(served: Served, scenario: Scenario, connections: number): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${served.port}${scenario.path}`,
    connections,
    duration: DURATION,
    headers: browserHeaders(served),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface Row {
  db: string;
  scenario: string;
  stack: 'full' | 'bare';
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  failures: number;
}

/** Migrates, seeds and fills; answers the requests to send (derived from the filled rows). */
async function prepare(database: Database): Promise<Scenario[]> {
  await migrate(database);
  await seedDemoData(database.db, { demoPassword: DEMO_PASSWORD, now: new Date(), resources: assembleServer().resources });
  const seconds = await fillResource(database.db, resource(RESOURCE), ROWS);
  console.error(`  filled ${ROWS.toLocaleString('en')} ${RESOURCE} rows in ${seconds.toFixed(0)} s`);
  const scenarios = await scenariosOf(database.db, resource(RESOURCE));
  for (const scenario of scenarios) console.error(`  ${scenario.name}: GET ${scenario.path}`);
  return scenarios;
}

async function warmUp(served: Served, scenarios: Scenario[]): Promise<void> {
  // Plans, caches and JIT, not counted.
  for (const scenario of scenarios)
    await autocannon({
      url: `http://127.0.0.1:${served.port}${scenario.path}`,
      connections: CONNECTIONS,
      amount: 500,
      headers: browserHeaders(served),
    });
}

async function measure(db: string, env: Record<string, string>, scenarios: Scenario[], together: boolean): Promise<Row[]> {
  const samples = new Map<string, Figures[]>();
  const record = async (served: Served, stack: 'full' | 'bare', scenario: Scenario, connections: number, round: number) => {
    const figures = await load(served, scenario, connections);
    console.error(
      `  ${db} ${scenario.name} ${stack} ${connections} conn. round ${round + 1}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.rps.toFixed(0)} req/s (load ${loadavg()[0].toFixed(2)})`,
    );
    const key = `${scenario.name}|${stack}|${connections}`;
    samples.set(key, [...(samples.get(key) ?? []), figures]);
  };
  if (together) {
    // PostgreSQL: both servers stay up, and each load runs on the full stack and the bare handler back to
    // back (which goes first alternates by round), so both see the machine as it is at that moment.
    const servers = { full: await startServer('full', env), bare: await startServer('bare', env) };
    try {
      for (const stack of ['full', 'bare'] as const) await warmUp(servers[stack], scenarios);
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? (['full', 'bare'] as const) : (['bare', 'full'] as const);
        for (const scenario of scenarios) {
          for (const connections of LEVELS) {
            for (const stack of order) await record(servers[stack], stack, scenario, connections, round);
          }
        }
      }
    } finally {
      await stopServer(servers.full);
      await stopServer(servers.bare);
    }
  } else {
    // PGlite allows one process per data directory: the two servers take turns.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const stack of ['full', 'bare'] as const) {
        const served = await startServer(stack, env);
        try {
          await warmUp(served, scenarios);
          for (const scenario of scenarios) {
            for (const connections of LEVELS) await record(served, stack, scenario, connections, round);
          }
        } finally {
          await stopServer(served);
        }
      }
    }
  }
  return [...samples.entries()].map(([key, list]) => {
    const [scenario, stack, connections] = key.split('|') as [string, 'full' | 'bare', string];
    return {
      db,
      scenario,
      stack,
      connections: Number(connections),
      p50: median(list.map((f) => f.p50)),
      p99: median(list.map((f) => f.p99)),
      rps: median(list.map((f) => f.rps)),
      failures: list.reduce((sum, f) => sum + f.errors + f.non2xx, 0),
    };
  });
}

async function onPostgres(): Promise<Row[]> {
  const cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  try {
    const database = postgresDatabase(cluster.url, { logger: silentLogger });
    let scenarios: Scenario[];
    try {
      scenarios = await prepare(database);
    } finally {
      await database.close();
    }
    return await measure(
      'PostgreSQL',
      { DATABASE_URL: cluster.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')), JWT_SECRET },
      scenarios,
      true,
    );
  } finally {
    cluster.stop();
  }
}

async function onPglite(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    const database = await openDatabase({ dataDir, databaseUrl: undefined }, silentLogger);
    let scenarios: Scenario[];
    try {
      scenarios = await prepare(database);
    } finally {
      await database.close();
    }
    return await measure('PGlite', { DATA_DIR: dataDir, JWT_SECRET }, scenarios, false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.error(
  `Resource ${RESOURCE}, ${ROWS.toLocaleString('en')} rows, ${LEVELS.join(' and ')} connections, ${DURATION} s per run, ${ROUNDS} rounds; ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const rows: Row[] = [];
if (DBS === 'pg' || DBS === 'both') rows.push(...(await onPostgres()));
if (DBS === 'pglite' || DBS === 'both') rows.push(...(await onPglite()));

rows.sort(
  (a, b) =>
    a.db.localeCompare(b.db) || b.connections - a.connections || a.scenario.localeCompare(b.scenario) || b.stack.localeCompare(a.stack),
);
console.log('\n| database | connections | request | stack | p50 ms | p99 ms | req/s | full/bare |');
console.log('|---|---:|---|---|---:|---:|---:|---:|');
for (const row of rows) {
  const bare = rows.find((r) => r.db === row.db && r.scenario === row.scenario && r.connections === row.connections && r.stack === 'bare');
  const ratio = row.stack === 'full' && bare ? `${((row.rps / bare.rps) * 100).toFixed(0)} %` : '';
  console.log(
    `| ${row.db} | ${row.connections} | ${row.scenario} | ${row.stack} | ${row.p50} | ${row.p99} | ${row.rps.toFixed(0)} | ${ratio} |${row.failures ? ` ${row.failures} failed` : ''}`,
  );
}
if (JSON_OUT) console.log(JSON.stringify(rows, null, 2));
process.exit(0);
