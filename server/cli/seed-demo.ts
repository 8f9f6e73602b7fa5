/**
 * `npm run seed:demo`: loads the demo data (README.md "Demo accounts": staff accounts, storefronts,
 * customers, to-dos, catalogue and content) into an EMPTY database on purpose, on DATABASE_URL or the
 * embedded database in DATA_DIR, migrating it first. A database that already has users is refused: demo
 * accounts with a published password never mix into real data. The demo accounts' password is
 * DEMO_PASSWORD (default Backoffice#2026); the demo documents' files go to FILES_DIR.
 */
import { count } from 'drizzle-orm';
import { users } from '../db/schema';
import { DEMO_USERS, seedDemoData } from '../demo';
import { assembleServer } from '../features';
import { CliError, runCli } from './common';
import { openConfiguredDatabase } from './database';

const USAGE = `Usage: npm run seed:demo

Loads the demo data into an empty database: DATABASE_URL, else the embedded database in DATA_DIR (default
./data; stop the server first). The database is migrated first. A database that has any user is refused.
The demo accounts' password is DEMO_PASSWORD (default Backoffice#2026); demo files go to FILES_DIR.
DEMO_ORDERS sets the number of demo orders (default 20,000).
`;

function refuseNonEmpty(where: string, existing: number): CliError {
  return new CliError(
    `Nothing was loaded: ${where} already has ${existing} user${existing === 1 ? '' : 's'}.\n` +
      'seed:demo only fills an empty database, so demo accounts with a published password never end up beside real ones.',
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) throw new CliError(USAGE, 0);
  if (args.length) throw new CliError(`Unexpected argument "${args[0]}".\n\n${USAGE}`, 2);
  const { config, database, where } = await openConfiguredDatabase();
  try {
    const [{ existing }] = await database.db.select({ existing: count() }).from(users);
    if (existing > 0) throw refuseNonEmpty(where, existing);
    const seeded = await seedDemoData(database.db, {
      demoPassword: config.demoPassword,
      now: new Date(),
      filesDir: config.filesDir,
      resources: assembleServer().resources,
      orderCount: config.demoOrders,
    });
    // Another seeder or user:create got there between the check and the transaction.
    if (!seeded) throw refuseNonEmpty(where, (await database.db.select({ n: count() }).from(users))[0].n);
    console.log(
      `Demo data loaded into ${where}.\n` +
        `Accounts: ${DEMO_USERS.map((user) => user.key).join(', ')}, each with the password in DEMO_PASSWORD${process.env.DEMO_PASSWORD ? '' : ' (default Backoffice#2026)'}.`,
    );
  } finally {
    await database.close();
  }
}

await runCli(main);
process.exit(process.exitCode ?? 0);
