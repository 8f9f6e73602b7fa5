/**
 * kill -9 of the server in the middle of a burst of acknowledged writes, then a restart on the same data,
 * on PGlite (DATA_DIR) and on PostgreSQL (issue 7, section 3). A write is acknowledged when its 201 has
 * arrived; a write in flight was sent and never answered. After the restart every acknowledged record is
 * there (with its audit event), nothing else was made beyond the writes in flight, and the embedded
 * server took over the lock the killed one left behind. The embedded data directory is filled by
 * `npm run seed:demo` (and its demo administrator signs in); the PostgreSQL database starts with one
 * administrator made by `npm run user:create`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/client';
import {
  ApiClient,
  createDatabase,
  DEMO_PASSWORD,
  newDataDir,
  query,
  runScript,
  startServer,
  stopAll,
  type ServerProcess,
} from './support';

/** Writes at most in one burst, how many at once, and after how many acknowledgements the server dies. */
const BURST = 200;
const CONCURRENCY = 4;
const KILL_AFTER = 40;

afterAll(() => stopAll());

interface Burst {
  /** Acknowledged writes: name → ID of the created record. */
  acked: Map<string, number>;
  /** Sent and never answered: the connection died with the server. */
  inFlight: Set<string>;
  /** Answers other than 201 (none expected). */
  unexpected: string[];
}

/** Creates tags named `${prefix} n` with CONCURRENCY at a time; SIGKILLs the server at the KILL_AFTER-th 201. */
async function burstThenKill(server: ServerProcess, client: ApiClient, token: string, prefix: string): Promise<Burst> {
  const burst: Burst = { acked: new Map(), inFlight: new Set(), unexpected: [] };
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < BURST) {
      const name = `${prefix} ${next++}`;
      try {
        const answer = await client.call('POST', '/api/product/tags', { token, body: { Name: name } });
        if (answer.status === 201 && answer.body.Name === name) burst.acked.set(name, answer.body.ID);
        else burst.unexpected.push(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } catch {
        burst.inFlight.add(name);
        return;
      }
      if (burst.acked.size === KILL_AFTER && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(await server.exited).toBe('SIGKILL');
  return burst;
}

/** Checks after the restart, through the API of the new process. */
async function expectNothingLost(client: ApiClient, token: string, prefix: string, burst: Burst): Promise<void> {
  expect(burst.unexpected).toEqual([]);
  expect(burst.acked.size).toBeGreaterThanOrEqual(KILL_AFTER);
  const listed = await client.call<{ data: { ID: number; Name: string }[] }>(
    'GET',
    `/api/product/tags?q=${encodeURIComponent(prefix)}&limit=500`,
    { token },
  );
  expect(listed.status).toBe(200);
  const rows = listed.body.data.filter((row) => row.Name.startsWith(`${prefix} `));
  const byName = new Map(rows.map((row) => [row.Name, row.ID]));
  // Every acknowledged write is there, under the ID its answer gave.
  for (const [name, id] of burst.acked) expect(byName.get(name), name).toBe(id);
  // Nothing was made that was not asked for, and no more than the acknowledged writes plus those in flight.
  for (const row of rows) expect(burst.acked.has(row.Name) || burst.inFlight.has(row.Name), row.Name).toBe(true);
  expect(rows.length).toBeLessThanOrEqual(burst.acked.size + burst.inFlight.size);
  // Each record came with its audit event in the same transaction: the history of every one says "create".
  for (const row of rows) {
    const history = await client.call<{ data: { Action: string }[] }>('GET', `/api/product/tags/${row.ID}/history`, { token });
    expect(
      history.body.data.map((event) => event.Action),
      row.Name,
    ).toEqual(['create']);
  }
  // And the restarted server takes writes again.
  expect((await client.call('POST', '/api/product/tags', { token, body: { Name: `${prefix} after` } })).status).toBe(201);
  console.log(
    `${prefix}: ${burst.acked.size} acknowledged, ${burst.inFlight.size} in flight at the kill, ${rows.length} rows after the restart`,
  );
}

describe('kill -9 mid-burst, then a restart on the same data', () => {
  it('PGlite: every acknowledged write survives and the restart takes over the stale lock', async () => {
    const dataDir = newDataDir();
    const env = { DATA_DIR: dataDir };
    // The demo data loaded on purpose by the tool; the server finds accounts and seeds nothing more.
    const seeded = await runScript('seed:demo', [], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('Accounts: admin, support, catalog, manager, expired, disabled');
    const first = await startServer(env);
    const client = new ApiClient(first.base);
    const token = await client.signIn('admin', DEMO_PASSWORD);
    const prefix = `crash-pglite-${first.pid}`;
    const burst = await burstThenKill(first, client, token, prefix);

    // The killed process could not remove its lock: it still names the dead pid.
    const lock = join(dataDir, LOCK_FILE);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.pid));
    const second = await startServer(env);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(second.pid));
    // Tokens are signed with the key kept in DATA_DIR, so the session outlives the crash.
    await expectNothingLost(new ApiClient(second.base), token, prefix, burst);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });

  it('PostgreSQL: every acknowledged write survives a server killed mid-burst', async () => {
    const url = await createDatabase('crash');
    const filesDir = mkdtempSync(join(tmpdir(), 'backoffice-crash-files-'));
    try {
      const password = 'Kvarn#Lykta-4711';
      const created = await runScript(
        'user:create',
        ['--username', 'chef', '--role', '1', '--email', 'chef@example.com', '--name', 'Första Chefen'],
        { DATABASE_URL: url },
        `${password}\n`,
      );
      expect(created.code, created.stderr).toBe(0);
      const env = { DATABASE_URL: url, JWT_SECRET: 'crash-test-signing-key-of-forty-characters!', FILES_DIR: filesDir };
      const first = await startServer(env);
      const client = new ApiClient(first.base);
      const token = await client.signIn('chef', password);
      const prefix = `crash-postgres-${first.pid}`;
      const burst = await burstThenKill(first, client, token, prefix);
      const second = await startServer(env);
      await expectNothingLost(new ApiClient(second.base), token, prefix, burst);
      // The same seen from the database: rows and their create events agree.
      const [counts] = await query<{ rows: string; events: string }>(
        url,
        `select (select count(*) from tags where name like $1) as rows,
                (select count(*) from audit_events e join tags t on t.id = e.entity_id where e.entity = 'tags' and e.action = 'create' and t.name like $1) as events`,
        [`${prefix} %`],
      );
      expect(counts.events).toBe(counts.rows);
      expect(await second.stop('SIGTERM')).toBe(0);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
