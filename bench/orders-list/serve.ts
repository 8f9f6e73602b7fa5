/**
 * One server of the orders-list benchmark, in its own process: `serve.ts full` runs the real API (createApp
 * over the database in DATABASE_URL, as server/main.ts does, logging silenced) and prints a token of the
 * `admin` demo account; `serve.ts bare` runs a bare node:http handler that answers any orders-list address
 * with the statements the engine would run for it (its prepared list and count statements, under the same
 * names, with the same values, parsed once per address) through the same driver and pool, and writes the
 * rows as JSON: the database's and the driver's share of a request, without the stack. Prints
 * `{ port, token }` as one line when listening.
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

const [mode] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config, silentLogger);

interface Queryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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
  const binding = bindingOf('orders');
  const driver = (database.db as unknown as { $client: Queryable }).$client;
  type Prepared = { list: { name: string; text: string; values: unknown[] }; count: { name: string; text: string; values: unknown[] }; limit: number };
  const prepared = new Map<string, Prepared>();
  /** The engine's statements for an address, parsed on its first request (the interval's start fixed then). */
  const statementsOf = (url: string): Prepared => {
    const found = prepared.get(url);
    if (found) return found;
    const query = Object.fromEntries(new URL(url, 'http://bare').searchParams);
    const params = parseListParams(binding.def, query, new Date());
    const { rendered } = listStatements(database.db, binding, params);
    const values = listValues(binding, params);
    const made = {
      list: { name: rendered.list.name, text: rendered.list.sql, values: fillPlaceholders(rendered.list.params, values) },
      count: { name: rendered.count.name, text: rendered.count.sql, values: fillPlaceholders(rendered.count.params, values) },
      limit: params.limit,
    };
    prepared.set(url, made);
    return made;
  };
  const server = createServer(async (req, res) => {
    try {
      const found = statementsOf(req.url ?? '/');
      const [rows, count] = await Promise.all([driver.query(found.list), driver.query(found.count)]);
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
  console.error('usage: serve.ts full|bare');
  process.exit(2);
}
