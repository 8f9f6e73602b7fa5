/**
 * Jobs across processes (DESIGN.md "Parts beyond the database": Jobs): two worker processes
 * (tests/process/job-worker.ts, the real runner) claim from one PostgreSQL database. Every job runs exactly
 * once though both poll at once, both take a share, and when one is killed (-9) in the middle of a job,
 * the other takes that job up once its lease runs out and finishes it. A recurring kind scheduled by both runs one
 * job at a time, once per slot (server/jobs/schedules.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { auditEvents, jobs } from '../../server/db/schema';
import { assembleServer } from '../../server/features';
import { enqueueTestJob } from '../server/test-jobs';
import { createDatabase, ROOT, withTimeout } from './support';

const { resources } = assembleServer();

const JOBS = 40;
/** The workers' lease: short, so the dead worker's job is taken up within seconds. */
const LEASE_MS = 1500;

const children = new Set<ChildProcess>();
let database: Database | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.close();
});

interface Worker {
  child: ChildProcess;
  pid: number;
  id: string;
  exited: Promise<number | string>;
  log(): string;
}

async function startWorker(url: string, id: string, extraEnv: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/process/job-worker.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATABASE_URL: url,
      WORKER_ID: id,
      LEASE_MS: String(LEASE_MS),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`worker ready ${id}`)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((how) => reject(new Error(`worker ${id} ended (${how}) before it was ready:\n${output}`)));
    }),
    300_000,
    `worker ${id} did not start`,
  );
  return { child, pid: child.pid!, id, exited, log: () => output };
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job workers in two processes on one PostgreSQL database', () => {
  it('run every job once between them, and take up the job of a worker killed mid-run', async () => {
    const url = await createDatabase('jobs');
    database = postgresDatabase(url, { max: 2 });
    await migrate(database);
    const { db } = database;
    const ids = await db.transaction(async (tx) => {
      const made: number[] = [];
      for (let n = 0; n < JOBS; n++)
        made.push((await enqueueTestJob(tx, resources, 'process-sleep', { ms: 40 }, { createdBy: null, title: `Batch ${n}` })).ID);
      return made;
    });
    const [a, b] = await Promise.all([startWorker(url, 'worker-a'), startWorker(url, 'worker-b')]);

    const rowsOf = () => db.select().from(jobs).where(inArray(jobs.ID, ids));
    await until('every job to succeed', async () => (await rowsOf()).every((row) => row.Status === 'succeeded'));
    const rows = await rowsOf();
    for (const row of rows) expect(row.Attempts, `job ${row.ID}`).toBe(1);
    const starts = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'jobs'), eq(auditEvents.action, 'start'), inArray(auditEvents.entityId, ids)));
    expect(starts).toHaveLength(JOBS);
    expect(new Set(starts.map((e) => e.entityId)).size).toBe(JOBS);
    const byPid = new Map<number, number>();
    for (const row of rows) {
      const pid = (row.Result as { pid: number }).pid;
      byPid.set(pid, (byPid.get(pid) ?? 0) + 1);
    }
    console.log(`jobs: ${JOBS} jobs run once each, ${byPid.get(a.pid) ?? 0} by worker A and ${byPid.get(b.pid) ?? 0} by worker B`);
    expect([...byPid.keys()].sort()).toEqual([a.pid, b.pid].sort());

    // A long job: whoever takes it is killed in the middle of it; the other finishes it after the lease.
    const { ID } = await db.transaction((tx) =>
      enqueueTestJob(tx, resources, 'process-sleep', { ms: 600_000, quickFrom: 2 }, { createdBy: null, title: 'Long run' }),
    );
    const holder = await until('the long job to run', async () => {
      const [row] = await db.select().from(jobs).where(eq(jobs.ID, ID));
      return row.Status === 'running' && (row.ProgressDone ?? 0) >= 2 ? row.LockedBy : null;
    });
    const [victim, survivor] = holder === a.id ? [a, b] : [b, a];
    victim.child.kill('SIGKILL');
    expect(await withTimeout(victim.exited, 30_000, 'the killed worker did not end')).toBe('SIGKILL');
    const [orphan] = await db.select().from(jobs).where(eq(jobs.ID, ID));
    expect(orphan).toMatchObject({ Status: 'running', LockedBy: victim.id });
    await until('the long job to be finished by the other worker', async () => {
      const [row] = await db.select().from(jobs).where(eq(jobs.ID, ID));
      return row.Status === 'succeeded';
    });
    const [done] = await db.select().from(jobs).where(eq(jobs.ID, ID));
    expect(done).toMatchObject({ Attempts: 2, LockedBy: null, Result: { pid: survivor.pid, worker: survivor.id } });
    const events = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'jobs'), eq(auditEvents.entityId, ID)));
    expect(events.map((e) => e.action)).toEqual(['create', 'start', 'reclaim', 'succeed']);

    survivor.child.kill('SIGTERM');
    expect(await withTimeout(survivor.exited, 30_000, 'the worker did not stop')).toBe(0);
  });

  it('keep one recurring job at a time between them, run once per slot', async () => {
    const url = await createDatabase('jobs_schedule');
    const scheduleDb = postgresDatabase(url, { max: 2 });
    try {
      await migrate(scheduleDb);
      const workers = await Promise.all([
        startWorker(url, 'tick-a', { SCHEDULE_TICK: '1' }),
        startWorker(url, 'tick-b', { SCHEDULE_TICK: '1' }),
      ]);
      const ticks = () => scheduleDb.db.select().from(jobs).where(eq(jobs.Kind, 'process-tick'));
      let most = 0;
      await until('five ticks to succeed', async () => {
        const rows = await ticks();
        most = Math.max(most, rows.filter((r) => r.Status === 'queued' || r.Status === 'running').length);
        return rows.filter((r) => r.Status === 'succeeded').length >= 5;
      });
      for (const worker of workers) worker.child.kill('SIGTERM');
      for (const worker of workers) expect(await withTimeout(worker.exited, 30_000, 'the worker did not stop')).toBe(0);
      expect(most).toBe(1);
      const done = (await ticks()).filter((r) => r.Status === 'succeeded');
      for (const row of done) expect(row.Attempts, `tick ${row.ID}`).toBe(1);
      expect(new Set(done.map((r) => r.RunAt.getTime())).size).toBe(done.length);
      const spans = done.map((r) => r.Result as { startedAt: number; endedAt: number }).sort((x, y) => x.startedAt - y.startedAt);
      for (let i = 1; i < spans.length; i++) expect(spans[i].startedAt).toBeGreaterThanOrEqual(spans[i - 1].endedAt);
    } finally {
      await scheduleDb.close();
    }
  });
});
