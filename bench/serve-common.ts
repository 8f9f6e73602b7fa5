/**
 * What the list benchmarks' servers share (bench/resources/serve.ts, bench/orders-list/serve.ts), each run in
 * its own process: the database from DATABASE_URL or DATA_DIR closed on SIGTERM, the full API as
 * server/main.ts serves it (logging silenced) with a token of the `admin` demo account, and the bare
 * node:http handler that answers a list address with the engine's own prepared list and count statements
 * (the same names and values) through the same driver and pool. Each prints `{ port, token }` as one line
 * when listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { eq, fillPlaceholders } from 'drizzle-orm';
import { createApp } from '../server/app';
import { issueToken } from '../server/auth/tokens';
import { systemClock } from '../server/clock';
import { type Config, loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { silentLogger } from '../server/logger';
import type { ListParams } from '../server/resources/list-params';
import { listStatements, listValues } from '../server/resources/list-sql';
import type { ResourceBinding } from '../server/resources/binding';
import { HEADER_RECORDS } from '../src/domain/constants';

interface Queryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface Statement {
  name: string;
  sql: string;
  values: unknown[];
}

/** The engine's list and count statements for one request, with their values filled in. */
export interface PreparedList {
  list: Statement;
  count: Statement;
  limit: number;
}

function ready(port: number, token: string): void {
  process.stdout.write(`${JSON.stringify({ port, token })}\n`);
}

/** The configured database, closed when the benchmark stops this process. */
export async function openBenchDatabase(): Promise<{ config: Config; database: Database }> {
  const config = loadConfig();
  const database = await openDatabase(config, silentLogger);
  process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));
  return { config, database };
}

/** The real API, as server/main.ts serves it. */
export async function serveFull(config: Config, database: Database): Promise<void> {
  const app = createApp({ db: database.db, config, clock: systemClock, logger: silentLogger });
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  const { token } = await issueToken({ id: admin.id, role: admin.role, secret: true }, true, config.jwtSecret, systemClock);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => ready(info.port, token));
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
}

/** The statements the engine runs for these list parameters. */
export function prepareList(database: Database, binding: ResourceBinding, params: ListParams): PreparedList {
  const { rendered } = listStatements(database.db, binding, params);
  const values = listValues(binding, params);
  return {
    list: { ...rendered.list, values: fillPlaceholders(rendered.list.params, values) },
    count: { ...rendered.count, values: fillPlaceholders(rendered.count.params, values) },
    limit: params.limit,
  };
}

/** The bare handler: a request's statements from `lookup` (none: 404), run as the engine runs them, rows as JSON. */
export function serveBare(database: Database, lookup: (url: string) => PreparedList | undefined): void {
  // The driver under Drizzle: the node-postgres pool, or the PGlite client.
  const driver = (database.db as unknown as { $client: Queryable }).$client;
  // Named statements on PostgreSQL, as the engine prepares them; PGlite takes the text.
  const run = (statement: Statement) =>
    database.kind === 'postgres'
      ? driver.query({ name: statement.name, text: statement.sql, values: statement.values })
      : driver.query(statement.sql, statement.values);
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const found = lookup(req.url ?? '/');
      if (!found) {
        res.writeHead(404).end();
        return;
      }
      const [rows, count] = await Promise.all([run(found.list), run(found.count)]);
      res.writeHead(200, { 'content-type': 'application/json', [HEADER_RECORDS]: String((count.rows[0] as { total: number }).total) });
      res.end(JSON.stringify({ data: rows.rows.slice(0, found.limit), nextCursor: null }));
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  }
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    ready(typeof address === 'object' && address ? address.port : 0, '');
  });
}
