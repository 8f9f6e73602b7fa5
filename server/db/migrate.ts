/**
 * Applies server/db/migrations (drizzle-kit output) with Drizzle's migrator. The PGlite and node-postgres
 * migrators are the same two lines over the driver's dialect and session, so one function serves both.
 * On PostgreSQL several API processes may start together: a session advisory lock, held on one pooled
 * connection, makes them migrate one after the other (the later ones find nothing left to apply).
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import type { Database } from './client';
import type { Db } from './types';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 7_315_202_601;

interface MigratingDb {
  dialect: { migrate(migrations: unknown, session: unknown, config: MigrationConfig): Promise<void> };
  session: unknown;
}

async function applyMigrations(db: unknown): Promise<void> {
  // Trigram indexes (free-text search) need pg_trgm; a trusted extension, so the database owner may create it.
  await (db as Db).execute(sql`create extension if not exists pg_trgm`);
  const config: MigrationConfig = { migrationsFolder: MIGRATIONS_FOLDER };
  const { dialect, session } = db as MigratingDb;
  await dialect.migrate(readMigrationFiles(config), session, config);
}

export async function migrate(database: Pick<Database, 'db' | 'kind' | 'pool'>): Promise<void> {
  if (!database.pool) {
    await applyMigrations(database.db satisfies Db);
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await applyMigrations(drizzle(connection));
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
