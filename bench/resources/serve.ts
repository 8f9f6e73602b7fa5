/**
 * One server of the resource benchmark, in its own process: `serve.ts full <resource>` runs the real API
 * (createApp over the database from DATABASE_URL or DATA_DIR, as server/main.ts does, logging silenced);
 * `serve.ts bare <resource>` runs a bare node:http handler that answers the benchmark's list requests with
 * the identical statements (the engine's prepared list and count statements of the request's shape, under
 * the same names, with the same values) through the same driver and pool, and writes the rows as JSON.
 * Prints `{ port, token }` as one line when listening.
 */
import { parseListParams } from '../../server/resources/list-params';
import { assembleServer } from '../../server/features';
import { resource } from '../../src/domain/resources';
import { openBenchDatabase, prepareList, serveBare, serveFull } from '../serve-common';
import { scenariosOf } from './scenarios';

const [mode, resourceName] = process.argv.slice(2);
const { config, database } = await openBenchDatabase();

if (mode === 'full') {
  await serveFull(config, database);
} else if (mode === 'bare') {
  const def = resource(resourceName);
  const binding = assembleServer().resources.bindingNamed(resourceName);
  const prepared = new Map(
    (await scenariosOf(database.db, def)).map((scenario) => [
      scenario.path,
      prepareList(database, binding, parseListParams(def, scenario.query)),
    ]),
  );
  serveBare(database, (url) => prepared.get(url));
} else {
  console.error('usage: serve.ts full|bare <resource>');
  process.exit(2);
}
