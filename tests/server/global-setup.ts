/**
 * Builds ONE migrated and seeded template per test run; every test app clones it (tests/server/helpers.ts),
 * so no test pays for initdb, migrations or seeding. With TEST_DATABASE_URL (scripts/test-pg.mjs) the
 * template is a database on that PostgreSQL server, otherwise a PGlite data directory archive.
 *
 * The server and the ui projects both name this file as their global setup; vitest runs both in its main
 * process, so the first one builds and the other waits for the same template (kept on `globalThis`, which
 * the projects' module runners share), and the last teardown removes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { databaseUrl, TEST_DEMO_PASSWORD, type ServerTemplate } from './template';

/**
 * Demo orders in the template: enough for every order status and check state (the newest orders cycle
 * through them), not the demo's 20,000, which would make the template (and every clone of it) several
 * times larger and slower (docs/decisions.md "Demo orders").
 */
const TEMPLATE_ORDER_COUNT = 400;

async function prepare(database: Database): Promise<void> {
  await migrate(database);
  await seedDemoData(database.db, {
    demoPassword: TEST_DEMO_PASSWORD,
    now: new Date(),
    orderCount: TEMPLATE_ORDER_COUNT,
    resources: assembleServer().resources,
  });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(): Promise<{ template: ServerTemplate; teardown: () => Promise<void> }> {
  // Every test file loads the archive and starts PostgreSQL on it, so it is kept small: without recycling,
  // a checkpoint deletes the write-ahead log it no longer needs (seeding wrote ~80 MB of it, which the
  // archive carried and each clone read and replayed), leaving one 16 MB segment.
  const started = Date.now();
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, postgresqlconf: ['wal_recycle = off', "min_wal_size = '32MB'"] });
  const database = pgliteDatabase(client);
  try {
    await prepare(database);
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    console.log(
      `test template: ${(dump.size / 2 ** 20).toFixed(0)} MB PGlite archive, built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const dir = await mkdtemp(join(tmpdir(), 'backoffice-server-tests-'));
    const dumpFile = join(dir, 'template.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', dumpFile }, teardown: () => rm(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(url: string): Promise<{ template: ServerTemplate; teardown: () => Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const template = `backoffice_tpl_${run}`;
  const clonePrefix = `backoffice_t_${run}_`;
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  // Closed before any clone: PostgreSQL copies a template only while nobody is connected to it.
  const database = postgresDatabase(databaseUrl(url, template), { max: 2 });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  const teardown = async () => {
    // Clones a failed test left behind, then the template.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${clonePrefix}%`,
      ]);
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { template: { kind: 'postgres', url, template, clonePrefix }, teardown };
}

interface SharedTemplate {
  built: Promise<{ template: ServerTemplate; teardown: () => Promise<void> }>;
  users: number;
}

const shared = globalThis as typeof globalThis & { backofficeServerTemplate?: SharedTemplate };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const entry = (shared.backofficeServerTemplate ??= { built: url ? postgresTemplate(url) : pgliteTemplate(), users: 0 });
  entry.users += 1;
  const { template } = await entry.built;
  project.provide('serverTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    if (shared.backofficeServerTemplate === entry) delete shared.backofficeServerTemplate;
    await (await entry.built).teardown();
  };
}
