/**
 * One server of the orders-list benchmark, in its own process: `serve.ts full` runs the real API (createApp
 * over the database in DATABASE_URL, as server/main.ts does, logging silenced) and prints a token of the
 * `admin` demo account; `serve.ts bare` runs a bare node:http handler that answers any orders-list address
 * with the statements the engine would run for it (its prepared list and count statements, under the same
 * names, with the same values, parsed once per address) through the same driver and pool, and writes the
 * rows as JSON: the database's and the driver's share of a request, without the stack. Prints
 * `{ port, token }` as one line when listening.
 */
import { parseListParams } from '../../server/resources/list-params';
import { assembleServer } from '../../server/features';
import { openBenchDatabase, prepareList, serveBare, serveFull, type PreparedList } from '../serve-common';

const [mode] = process.argv.slice(2);
const { config, database } = await openBenchDatabase();

if (mode === 'full') {
  await serveFull(config, database);
} else if (mode === 'bare') {
  const binding = assembleServer().resources.bindingOf('orders');
  const prepared = new Map<string, PreparedList>();
  /** The engine's statements for an address, parsed on its first request (the interval's start fixed then). */
  serveBare(database, (url) => {
    const found = prepared.get(url);
    if (found) return found;
    const query = Object.fromEntries(new URL(url, 'http://bare').searchParams);
    const made = prepareList(database, binding, parseListParams(binding.def, query, new Date()));
    prepared.set(url, made);
    return made;
  });
} else {
  console.error('usage: serve.ts full|bare');
  process.exit(2);
}
