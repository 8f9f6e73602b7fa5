/**
 * The server process: configuration, database (migrated; demo data on a new embedded one), the app on
 * a socket, and a clean stop on SIGINT/SIGTERM. `npm start` (scripts/start.mjs) runs this through tsx.
 */
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import { assembleServer } from './features';
import { clientAddressFrom } from './http/client-address';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError, openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { users } from './db/schema';
import { seedDemoData } from './demo';
import { startJobRunner } from './jobs';
import { configureMail } from './mail';
import { startSupportMailIn } from '../src/features/support/server/mail-in';
import { consoleLogger as logger } from './logger';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  throw error;
}

// The features assembled once for this process: the app and the job runner share the registry.
const { resources, jobs, schedules } = assembleServer();

let database: Database;
try {
  database = await openDatabase(config, logger);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  fail(`Cannot open the database: ${(error as Error).message}`);
}

try {
  await migrate(database);
  // Production databases (DATABASE_URL) are never seeded.
  if (
    database.kind === 'pglite' &&
    (await seedDemoData(database.db, {
      demoPassword: config.demoPassword,
      now: systemClock.now(),
      filesDir: config.filesDir,
      orderCount: config.demoOrders,
      resources,
    }))
  ) {
    logger.info('demo data seeded: sign in as admin, support, catalog, manager or expired with DEMO_PASSWORD');
  }
  const [{ n: userCount }] = await database.db.select({ n: count() }).from(users);
  if (userCount === 0) {
    logger.warn(
      'the database has no users, so nobody can sign in: create the first administrator with `npm run user:create -- --username NAME --role 1 --email ADDRESS` (README "On PostgreSQL: the first administrator")',
    );
  }
} catch (error) {
  await database.close();
  fail(`Cannot prepare the database: ${(error as Error).stack ?? String(error)}`);
}

// Outgoing mail (server/mail): sent through SMTP_URL, or kept in the outbox when none is set.
configureMail(config.mail);
logger.info(
  config.mail.smtpUrl ? 'outgoing e-mail is sent through SMTP_URL' : 'SMTP_URL is not set: outgoing e-mail is kept in the outbox, not sent',
);

const app = createApp(
  { db: database.db, config, clock: systemClock, logger, resources },
  {
    staticDir: process.env.STATIC_DIR || undefined,
    // Behind TRUST_PROXY reverse proxies, the address they forward (server/http/client-address.ts).
    clientAddress: (c) => clientAddressFrom(getConnInfo(c).remote.address, c.req.header('X-Forwarded-For'), config.trustProxy),
  },
);

// Background jobs (server/jobs): this process claims and runs due jobs of the kinds in the assembled handler map, beside any other
// process on the same database.
const jobRunner = startJobRunner({
  db: database.db,
  resources,
  handlers: jobs,
  schedules,
  clock: systemClock,
  filesDir: config.filesDir,
  signingKey: config.jwtSecret,
  logger,
});
logger.info(`job runner ${jobRunner.workerId} started`);

// Incoming support e-mail (src/features/support/server/mail-in): an SMTP receiver when MAIL_IN_PORT is set.
let mailIn: Awaited<ReturnType<typeof startSupportMailIn>> | null = null;
if (config.mailIn) {
  try {
    mailIn = await startSupportMailIn({ db: database.db, filesDir: config.filesDir, clock: systemClock, logger, resources }, config.mailIn);
    logger.info(`support mail received on smtp://${config.mailIn.host}:${mailIn.port}`);
  } catch (error) {
    await jobRunner.stop(1000);
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `MAIL_IN_PORT ${config.mailIn.port} on ${config.mailIn.host} is in use; set MAIL_IN_PORT to a free port`
        : `Cannot receive mail on MAIL_IN_PORT ${config.mailIn.port}: ${(error as Error).message}`,
    );
  }
}

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  logger.info(`Backoffice listening on http://${host}:${info.port}`);
});
async function failToListen(error: NodeJS.ErrnoException): Promise<void> {
  await mailIn?.close();
  await jobRunner.stop(1000);
  await database.close();
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is in use; set PORT to a free port`
      : `Cannot listen: ${error.message}`,
  );
}
server.on('error', (error: NodeJS.ErrnoException) => void failToListen(error));

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: stopping`);
  // Stop accepting, let running requests finish (bounded), then close the database and its lock.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(force);
  // No new mail; a message being received is answered first (the sender retries what is cut off).
  await mailIn?.close();
  // Running jobs are aborted and put back in the queue (their attempt not counted) before the database closes.
  await jobRunner.stop(5000);
  await database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
