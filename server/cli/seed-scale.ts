/**
 * `npm run seed:scale`: fills a PostgreSQL database (DATABASE_URL) that holds the demo data with a million
 * generated orders and their items (`--orders N` for another number), for the benchmarks (bench/orders-list/run.mjs).
 * PostgreSQL only: the embedded database is for one person trying the console, and a million orders in it
 * would take hours and gigabytes. Written set-based in chunks (server/demo/scale-orders.ts), with progress
 * on stderr, in one transaction (a run stopped halfway leaves nothing behind); idempotent: a second run counts
 * the generated orders already there and adds only what is missing (nothing when the number is reached).
 */
import { ConfigError, loadDatabaseConfig } from '../config';
import { SCALE_CHUNK, ScaleSeedRefusal, seedScaleOrders } from '../demo/scale-orders';
import { CliError, runCli } from './common';
import { openConfiguredDatabase } from './database';

const DEFAULT_ORDERS = 1_000_000;
const MAX_ORDERS = 20_000_000;

const USAGE = `Usage: npm run seed:scale [-- --orders N]

Adds generated orders with their items (2.5 on average) to the PostgreSQL database in DATABASE_URL, which must
hold the demo data (npm run seed:demo): N orders (default ${DEFAULT_ORDERS.toLocaleString('en')}) over the last 24 months across the
storefronts, by the demo customers, with statuses by age and some orders waiting for a check. The database is
migrated first. A second run adds only the orders missing up to N (none when they are all there).
`;

function parseArgs(args: string[]): { orders: number } {
  let orders = DEFAULT_ORDERS;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') throw new CliError(USAGE, 0);
    if (arg === '--orders') {
      const raw = args[i + 1] ?? '';
      i += 1;
      if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ORDERS) {
        throw new CliError(
          `--orders: a whole number from 1 to ${MAX_ORDERS.toLocaleString('en')} is expected, not "${raw}".\n\n${USAGE}`,
          2,
        );
      }
      orders = Number(raw);
      continue;
    }
    throw new CliError(`Unexpected argument "${arg}".\n\n${USAGE}`, 2);
  }
  return { orders };
}

async function main(): Promise<void> {
  const { orders } = parseArgs(process.argv.slice(2));
  try {
    if (!loadDatabaseConfig().databaseUrl) {
      throw new CliError(
        'seed:scale fills PostgreSQL only: set DATABASE_URL to a PostgreSQL database that holds the demo data.\n' +
          'The embedded database (DATA_DIR) serves one person trying the console; a million orders in it would take hours and gigabytes.',
      );
    }
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(`Configuration error: ${error.message}`);
    throw error;
  }
  const { database, where } = await openConfiguredDatabase();
  try {
    console.error(
      `Adding generated orders to ${where} until ${orders.toLocaleString('en')} are there, ${SCALE_CHUNK.toLocaleString('en')} at a time, in one transaction…`,
    );
    const result = await seedScaleOrders(database.pool!, {
      orders,
      now: new Date(),
      onProgress: (message) => console.error(`  ${message}`),
    });
    if (result.addedOrders === 0) {
      console.log(
        `Nothing added: ${where} already holds ${result.existing.toLocaleString('en')} generated orders (${orders.toLocaleString('en')} asked for).`,
      );
      return;
    }
    console.log(
      `Added ${result.addedOrders.toLocaleString('en')} orders with ${result.addedItems.toLocaleString('en')} items to ${where} in ${result.seconds.toFixed(0)} s` +
        `${result.existing ? ` (${result.existing.toLocaleString('en')} were there from an earlier run)` : ''}; tables analyzed.`,
    );
  } catch (error) {
    if (error instanceof ScaleSeedRefusal) throw new CliError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

await runCli(main);
process.exit(process.exitCode ?? 0);
