/**
 * The embedded database's data directory lock: PGlite has none of its own, so two server processes on one
 * DATA_DIR would corrupt it. The second is refused with a message naming the holder; a stale lock is taken over.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, openDatabase } from '../../server/db/client';
import { silentLogger } from '../../server/logger';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('data directory lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-lock-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const config = () => ({ dataDir, databaseUrl: undefined });
  const lockFile = () => join(dataDir, LOCK_FILE);

  it('refuses a second open of one data directory and releases the lock on close', async () => {
    const first = await openDatabase(config(), silentLogger);
    try {
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
      const second = openDatabase(config(), silentLogger);
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase(config(), silentLogger)).rejects.toThrow(
        `Another server process (pid ${process.pid}) is using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR`,
      );
      await first.db.execute(sql`select 1`);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  }, 120_000); // the first open of a new data directory runs PGlite's initdb: seconds on a busy machine

  it('names another live process holding the lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockFile(), `${holder.pid}\n`);
      await expect(openDatabase(config(), silentLogger)).rejects.toThrow(`Another server process (pid ${holder.pid}) is using DATA_DIR`);
      // The refused opener leaves the holder's lock alone.
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(holder.pid));
    } finally {
      holder.kill();
      await rm(lockFile(), { force: true });
    }
  });

  it('takes over a stale lock whose process is gone, keeping the data', async () => {
    await writeFile(lockFile(), `${deadPid()}\n`);
    const database = await openDatabase(config(), silentLogger);
    try {
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
      const result = (await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over an empty lock file (a writer that died mid-way)', async () => {
    await writeFile(lockFile(), '');
    const release = acquireDataDirLock(dataDir);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    release();
    release();
    expect(existsSync(lockFile())).toBe(false);
  });
});
