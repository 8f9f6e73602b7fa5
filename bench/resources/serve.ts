/**
 * One server of the resource benchmark, in its own process: `serve.ts full <resource>` runs the real API
 * (createApp over the database from DATABASE_URL or DATA_DIR, as server/main.ts does, logging silenced);
 * `serve.ts bare <resource>` runs a bare node:http handler that answers the benchmark's list requests with
 * the identical statements (the engine's prepared list and count statements of the request's shape, under
 * the same names, with the same values) through the same driver and pool, and writes the rows as JSON.
 * Prints `{ port, token }` as one line when listening.
 */
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { eq, fillPlaceholders } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { issueToken } from '../../server/auth/tokens';
import { systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { silentLogger } from '../../server/logger';
import { parseListParams } from '../../server/resources/list-params';
import { listStatements, listValues } from '../../server/resources/list-query';
import { bindingOf } from '../../server/resources/registry';
import { HEADER_RECORDS } from '../../src/domain/constants';
import { resource } from '../../src/domain/resources';
import { scenariosOf } from './scenarios';

const [mode, resourceName] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config, silentLogger);

interface Queryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function ready(port: number, token: string): void {
  process.stdout.write(`${JSON.stringify({ port, token })}\n`);
}

process.on('SIGTERM', async () => {
  await database.close();
  process.exit(0);
});

if (mode === 'full') {
  const app = createApp({ db: database.db, config, clock: systemClock, logger: silentLogger });
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  const { token } = await issueToken({ id: admin.id, role: admin.role, secret: true }, true, config.jwtSecret, systemClock);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => ready(info.port, token));
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
} else if (mode === 'bare') {
  const def = resource(resourceName);
  const binding = bindingOf(resourceName);
  // The driver under Drizzle: the node-postgres pool, or the PGlite client.
  const driver = (database.db as unknown as { $client: Queryable }).$client;
  // Named statements on PostgreSQL, as the engine prepares them; PGlite takes the text.
  const run = (statement: { name: string; sql: string }, values: unknown[]) =>
    database.kind === 'postgres' ? driver.query({ name: statement.name, text: statement.sql, values }) : driver.query(statement.sql, values);
  const prepared = new Map(
    (await scenariosOf(database.db, def)).map((scenario) => {
      const params = parseListParams(def, scenario.query);
      const { rendered } = listStatements(database.db, binding, params);
      const values = listValues(binding, params);
      return [scenario.path, {
        list: { ...rendered.list, values: fillPlaceholders(rendered.list.params, values) },
        count: { ...rendered.count, values: fillPlaceholders(rendered.count.params, values) },
        limit: params.limit,
      }];
    }),
  );
  const server = createServer(async (req, res) => {
    const found = prepared.get(req.url ?? '');
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    try {
      const [rows, count] = await Promise.all([run(found.list, found.list.values), run(found.count, found.count.values)]);
      res.writeHead(200, { 'content-type': 'application/json', [HEADER_RECORDS]: String((count.rows[0] as { total: number }).total) });
      res.end(JSON.stringify({ data: rows.rows.slice(0, found.limit), nextCursor: null }));
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    ready(typeof address === 'object' && address ? address.port : 0, '');
  });
} else {
  console.error('usage: serve.ts full|bare <resource>');
  process.exit(2);
}
