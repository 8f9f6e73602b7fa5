/**
 * The database the environment configures for a command-line tool: DATABASE_URL, else the embedded one in
 * DATA_DIR under its lock (a running server makes the tool refuse), migrated first.
 */
import { join } from 'node:path';
import { ConfigError, loadDatabaseConfig, type DatabaseConfig } from '../config';
import { DataDirLockedError, openDatabase, PGLITE_DIR, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import type { Logger } from '../logger';
import { CliError } from './common';

/** Progress on stderr, so stdout carries only the result. */
const stderrLogger: Logger = {
  info: (message) => console.error(message),
  warn: (message) => console.error(`warning: ${message}`),
  error: (message) => console.error(`error: ${message}`),
};

export interface OpenedDatabase {
  config: DatabaseConfig;
  database: Database;
  /** Where the data is, for messages: "PostgreSQL (DATABASE_URL)" or the embedded data directory. */
  where: string;
}

/** The configured database, migrated. On PGlite the data directory lock is held until `database.close()`. */
export async function openConfiguredDatabase(env: Record<string, string | undefined> = process.env): Promise<OpenedDatabase> {
  let config: DatabaseConfig;
  try {
    config = loadDatabaseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(`Configuration error: ${error.message}`);
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase(config, stderrLogger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CliError(
        `${error.message}.\nThe embedded database serves one process at a time: stop the server, run this command, then start the server again.`,
      );
    }
    throw new CliError(`Cannot open the database: ${(error as Error).message}`);
  }
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw new CliError(`Cannot migrate the database: ${(error as Error).message}`);
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${join(config.dataDir, PGLITE_DIR)}`;
  return { config, database, where };
}
