/**
 * Opens the database (DESIGN.md "Data"): PGlite in DATA_DIR by default, a PostgreSQL server through
 * node-postgres when DATABASE_URL is set. Both give the same Drizzle handle (`Db`), so every query runs
 * unchanged on either.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import * as schema from './schema';
import type { Db } from './types';

type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The node-postgres pool behind `db` (PostgreSQL only): migrations take one connection of it. */
  pool?: pg.Pool;
  /** Closes the connection(s) and, for PGlite, releases the data directory lock. Safe to call twice. */
  close(): Promise<void>;
}

/** Extensions the schema needs: pg_trgm for the trigram indexes of free-text search. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const LOCK_FILE = 'server.lock';
export const PGLITE_DIR = 'pgdata';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite has no lock of its own and two processes writing one data directory corrupt it, so the server
 * holds `DATA_DIR/server.lock` (created exclusively, holding its pid). A lock whose process is gone is
 * stale and taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Only remove the lock while it is still ours.
        if (readLockPid(file) === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockPid(file);
    if (holder !== null && pidIsAlive(holder)) {
      throw new DataDirLockedError(
        `Another server process (pid ${holder}) is using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR`,
      );
    }
    // Stale (its process is gone) or empty (a writer died between create and write): take it over.
    // Re-read just before removing so a lock another process has taken over meanwhile is left alone.
    if (readLockPid(file) === holder) {
      try {
        unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}; another process keeps creating it`);
}

/** A Drizzle handle over an open PGlite. */
export function pgliteDatabase(client: PGlite, onClose: () => void = () => {}): Database {
  let closed = false;
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * What every pooled session runs first. Lists run as named prepared statements (server/resources/
 * list-statements.ts), and PostgreSQL would switch a named statement to a generic plan after five runs:
 * for a list the best plan depends on the values (a rare word uses the trigram index, a common one walks
 * the sort index; a generic plan took seconds instead of milliseconds for a rare word on a million rows),
 * so each execution is planned with its values, as an unnamed statement is. Set per connection rather than
 * as a startup option, which node-postgres would let an `options` in DATABASE_URL replace.
 */
const SESSION_SETUP = 'set plan_cache_mode = force_custom_plan';

/** A Drizzle handle over a node-postgres pool. */
export function postgresDatabase(connectionString: string, options: { max?: number; logger?: Logger } = {}): Database {
  // A new connection runs SESSION_SETUP before the pool hands it out; if that fails, so does the request.
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits onConnect's promise (a rejection fails the checkout); @types/pg declares it void
    onConnect: async (client) => {
      await client.query(SESSION_SETUP);
    },
  });
  // An idle connection the server ends (restart, fail-over, an administrator's terminate) emits 'error' on
  // the pool; unhandled, that would end the process. The pool drops the connection and opens a new one on
  // the next query, so a warning is all it needs.
  pool.on('error', (error) => {
    if (!closed) options.logger?.warn('database: idle connection lost', { error: error.message });
  });
  let closed = false;
  return {
    db: drizzlePostgres(pool, { schema }),
    kind: 'postgres',
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** An in-memory PGlite restored from a `dumpDataDir()` archive (tests clone a migrated, seeded template). */
export async function openPgliteFromDump(dump: Blob): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
}

export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>, logger: Logger): Promise<Database> {
  if (config.databaseUrl) {
    const database = postgresDatabase(config.databaseUrl, { logger });
    logger.info('database: PostgreSQL server (DATABASE_URL)');
    return database;
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    const dir = join(config.dataDir, PGLITE_DIR);
    const fresh = !existsSync(dir);
    const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    logger.info(`database: embedded PGlite in ${dir}${fresh ? ' (new)' : ''}`);
    return pgliteDatabase(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
