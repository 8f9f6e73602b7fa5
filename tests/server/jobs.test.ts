/**
 * Durable jobs (server/jobs) on the test database (PGlite here, PostgreSQL under `npm run test:pg`): an
 * enqueue rolls back with its transaction; two runners never run one job; a job whose worker died (lease
 * run out) is claimed again; a failing job is retried after its back-off and fails for good with its last
 * error; a queued job cancelled never runs, a running one stops at its next progress() and stays cancelled;
 * retry starts a job afresh; the progress is visible through GET /api/common/jobs/:id to its creator only
 * (or to someone who may view settings). The test kinds' handlers are defined here, beside the product's.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus } from '../../src/domain/resources/jobs';
import { auditEvents, jobs } from '../../server/db/schema';
import {
  backoffMs,
  claimJob,
  ensureScheduled,
  JobCancelled,
  nextSlot,
  runDueJobs,
  runOnce,
  startJobRunner,
  type JobDefinition,
  type JobDeps,
  type Schedule,
} from '../../server/jobs';
import { createTestApp, jobRow, payloadOf, type TestApp } from './helpers';
import { enqueueTestJob } from './test-jobs';

let t: TestApp;
let admin: string;
let catalog: string;
let catalogId: number;

/** How often each job of the race ran (must be once). */
const runs = new Map<number, number>();
const testCount: JobDefinition<{ n: number }, { doubled: number }> = {
  async run({ jobId, payload, progress }) {
    runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
    await progress(1, 2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await progress(2, 2);
    return { doubled: payload.n * 2 };
  },
};
const testFail: JobDefinition = {
  async run({ attempt }) {
    throw new Error(`Supplier file unreadable (attempt ${attempt})`);
  },
};

/** A long job that reports progress until released; `cancelSeen` records what stopped it. */
const slow = { started: 0, stoppedWith: null as unknown, releases: [] as (() => void)[] };
const testSlow: JobDefinition = {
  async run({ progress, signal }) {
    slow.started += 1;
    try {
      for (let done = 1; done <= 1000; done++) {
        await progress(done, 1000);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 20);
          signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
      }
      return { finished: true };
    } catch (error) {
      slow.stoppedWith = error;
      throw error;
    }
  },
};

/** A recurring test kind: counts how many of its jobs run at once. */
const ticks = { running: 0, most: 0, ran: [] as number[] };
const testTick: JobDefinition = {
  async run({ jobId }) {
    ticks.running += 1;
    ticks.most = Math.max(ticks.most, ticks.running);
    await new Promise((resolve) => setTimeout(resolve, 150));
    ticks.running -= 1;
    ticks.ran.push(jobId);
    return { tick: jobId };
  },
};

const FAST = { leaseMs: 10_000, backoff: { baseMs: 300, capMs: 500 } };

/** The app's runner deps with the test kinds beside the product's. */
let jobDeps: JobDeps;

beforeAll(async () => {
  t = await createTestApp();
  jobDeps = {
    ...t.jobs,
    handlers: { ...t.jobs.handlers, 'test-count': testCount, 'test-fail': testFail, 'test-slow': testSlow, 'test-tick': testTick },
  };
  admin = await t.signIn('admin');
  catalog = await t.signIn('catalog');
  catalogId = payloadOf(catalog).id;
  // The demo jobs have made-up kinds; the test kinds are the only ones these runners claim.
});
afterAll(() => t.close());

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('jobs', () => {
  it('are enqueued inside the caller’s transaction: rolled back, no job exists', async () => {
    let id = 0;
    await expect(
      t.db.transaction(async (tx) => {
        id = (await enqueueTestJob(tx, t.resources, 'test-count', { n: 1 }, { createdBy: catalogId, title: 'Rolled back' })).ID;
        throw new Error('the import failed to save');
      }),
    ).rejects.toThrow('the import failed to save');
    expect(id).toBeGreaterThan(0);
    expect(await jobRow(t, id)).toBeUndefined();
    // Other due jobs (the demo's waiting imports) may run; the rolled-back one never does.
    expect(await runDueJobs(jobDeps, 'w-rollback', FAST)).not.toContain(id);
  });

  it('run once, record the result and progress, and show it to the creator through the API', async () => {
    const created = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-count', { n: 21 }, { createdBy: catalogId, title: 'Double 21' }),
    );
    expect(created).toMatchObject({ Status: 'queued', Attempts: 0, Kind: 'test-count', CreatedBy: catalogId, Title: 'Double 21' });
    expect(await runDueJobs(jobDeps, 'w-one', FAST)).toEqual([created.ID]);
    const mine = await t.call('GET', `/api/common/jobs/${created.ID}`, { token: catalog });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      ID: created.ID,
      Status: 'succeeded',
      Attempts: 1,
      ProgressDone: 2,
      ProgressTotal: 2,
      Result: { doubled: 42 },
    });
    expect(mine.body.FinishedAt).toBeTruthy();
    expect(mine.body).not.toHaveProperty('Payload');
    // The Jobs screen's list (view:setting) shows it too; catalog may not open that screen, nor see others' jobs.
    const listed = await t.call('GET', `/api/setting/jobs?Status=succeeded&limit=5`, { token: admin });
    expect(listed.body.data.map((r: { ID: number }) => r.ID)).toContain(created.ID);
    expect((await t.call('GET', '/api/setting/jobs', { token: catalog })).status).toBe(403);
    expect((await t.call('GET', `/api/common/jobs/${created.ID}`, { token: admin })).status).toBe(200);
    const someoneElses = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-none', {}, { createdBy: payloadOf(admin).id, title: 'Not catalog’s' }),
    );
    expect((await t.call('GET', `/api/common/jobs/${someoneElses.ID}`, { token: catalog })).status).toBe(404);
    // History: created by the user, started and finished by the system.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'jobs'), eq(auditEvents.entityId, created.ID)));
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['create', catalogId],
      ['start', 0],
      ['succeed', 0],
    ]);
  });

  it('are never run twice by two runners sharing the queue', async () => {
    const ids = await t.db.transaction(async (tx) => {
      const made: number[] = [];
      for (let n = 0; n < 24; n++)
        made.push((await enqueueTestJob(tx, t.resources, 'test-count', { n }, { createdBy: null, title: `Race ${n}` })).ID);
      return made;
    });
    const a = startJobRunner({ ...jobDeps, workerId: 'runner-a', pollMs: 10, concurrency: 3, ...FAST });
    const b = startJobRunner({ ...jobDeps, workerId: 'runner-b', pollMs: 10, concurrency: 3, ...FAST });
    try {
      await until(
        'every race job to succeed',
        async () => {
          const rows = await Promise.all(ids.map((id) => jobRow(t, id)));
          return rows.every((row) => row.Status === 'succeeded');
        },
        60_000,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    for (const id of ids) expect(runs.get(id), `job ${id}`).toBe(1);
    const results = await Promise.all(ids.map((id) => jobRow(t, id)));
    expect(results.map((r) => (r.Result as { doubled: number }).doubled)).toEqual(ids.map((_, n) => n * 2));
    for (const row of results) expect(row.Attempts).toBe(1);
  });

  it('whose worker died (lease run out) are claimed again by another', async () => {
    const { ID } = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-count', { n: 5 }, { createdBy: null, title: 'Orphaned' }),
    );
    // A worker claims it and dies without a word.
    const claimed = await claimJob(jobDeps, 'dead-worker', ['test-count'], 60_000);
    expect(claimed?.record.ID).toBe(ID);
    // While the lease holds, nobody else takes it.
    expect(await runOnce(jobDeps, 'w-alive', FAST)).toBeNull();
    // The lease runs out (the minute passes without a sign of life): its end moves into the database's past.
    await t.db
      .update(jobs)
      .set({ LockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.ID, ID));
    expect(await runOnce(jobDeps, 'w-alive', FAST)).toBe(ID);
    expect(await jobRow(t, ID)).toMatchObject({ Status: 'succeeded', Attempts: 2, LockedBy: null, Result: { doubled: 10 } });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'jobs'), eq(auditEvents.entityId, ID)));
    expect(events.map((e) => e.action)).toEqual(['create', 'start', 'reclaim', 'succeed']);
  });

  it('that fail are retried after a growing back-off, then fail for good with the last error', async () => {
    expect([1, 2, 3, 4, 20].map((n) => backoffMs(n))).toEqual([10_000, 20_000, 40_000, 80_000, 1_800_000]);
    const { ID } = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-fail', {}, { createdBy: catalogId, title: 'Doomed', maxAttempts: 3 }),
    );
    // A back-off long enough that no load makes it pass between two statements of the test.
    const LONG = { ...FAST, backoff: { baseMs: 60_000, capMs: 90_000 } };
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await runOnce(jobDeps, 'w-fail', LONG)).toBe(ID);
      const row = await jobRow(t, ID);
      expect(row).toMatchObject({
        Status: 'queued',
        Attempts: attempt,
        LastError: `Supplier file unreadable (attempt ${attempt})`,
        LockedBy: null,
      });
      // Due again after the back-off, counted from the moment of the failure (one statement wrote both).
      const wait = (row.RunAt as Date).getTime() - (row.UpdatedAt as Date).getTime();
      expect(wait).toBe(Math.min(LONG.backoff.capMs, LONG.backoff.baseMs * 2 ** (attempt - 1)));
      // Not due before its back-off is over.
      expect(await runOnce(jobDeps, 'w-fail', LONG)).toBeNull();
      // The back-off passes: the time it is due moves into the database's past.
      await t.db
        .update(jobs)
        .set({ RunAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.ID, ID));
    }
    expect(await runOnce(jobDeps, 'w-fail', FAST)).toBe(ID);
    expect(await jobRow(t, ID)).toMatchObject({ Status: 'failed', Attempts: 3, LastError: 'Supplier file unreadable (attempt 3)' });
    expect((await jobRow(t, ID)).FinishedAt).toBeTruthy();
    expect(await runOnce(jobDeps, 'w-fail', FAST)).toBeNull();

    // Retry (the Jobs screen's t) starts it afresh: queued, due now, no attempts, no error.
    const read = await t.call('GET', `/api/setting/jobs/${ID}`, { token: admin });
    const retried = await t.call('POST', `/api/setting/jobs/${ID}/retry`, { token: admin, body: { Version: read.body.Version } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await jobRow(t, ID)).toMatchObject({ Status: 'queued', Attempts: 0, LastError: null, FinishedAt: null });
    expect(await runOnce(jobDeps, 'w-fail', FAST)).toBe(ID);
    expect(await jobRow(t, ID)).toMatchObject({ Status: 'queued', Attempts: 1 });
  });

  it('cancelled while queued never run', async () => {
    const { ID, Version } = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-count', { n: 1 }, { createdBy: null, title: 'Not wanted' }),
    );
    const cancelled = await t.call('POST', `/api/setting/jobs/${ID}/cancel`, { token: admin, body: { Version } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.Status).toBe('cancelled');
    // Whatever else is due runs (a recurring kind's slot may have come); the cancelled job does not.
    expect(await runDueJobs(jobDeps, 'w-cancel', FAST)).not.toContain(ID);
    expect(runs.has(ID)).toBe(false);
    expect((await jobRow(t, ID)).FinishedAt).toBeTruthy();
    // Cancelled twice: the record moved on (40901 with the record as it is now).
    const again = await t.call('POST', `/api/setting/jobs/${ID}/cancel`, { token: admin, body: { Version: cancelled.body.Version } });
    expect(again.status).toBe(409);
  });

  it('cancelled while running stop at their next progress and stay cancelled', async () => {
    const { ID } = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-slow', {}, { createdBy: catalogId, title: 'Long import' }),
    );
    const running = runOnce(jobDeps, 'w-slow', FAST);
    // Its progress shows through the API while it runs.
    const seen = await until('progress', async () => {
      const answer = await t.call('GET', `/api/common/jobs/${ID}`, { token: catalog });
      return answer.body.Status === 'running' && answer.body.ProgressDone >= 3 ? answer.body : null;
    });
    expect(seen.ProgressTotal).toBe(1000);
    const cancelled = await t.call('POST', `/api/setting/jobs/${ID}/cancel`, { token: admin, body: { Version: seen.Version } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await running).toBe(ID);
    expect(slow.stoppedWith).toBeInstanceOf(JobCancelled);
    const row = await jobRow(t, ID);
    expect(row).toMatchObject({ Status: 'cancelled', LockedBy: null, Result: null });
    expect(row.ProgressDone).toBeLessThan(1000);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'jobs'), eq(auditEvents.entityId, ID)));
    expect(events.map((e) => e.action)).toEqual(['create', 'start', 'cancel']);
  });

  it('running when the runner stops go back to the queue, the attempt not counted', async () => {
    const { ID } = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'test-slow', {}, { createdBy: null, title: 'Interrupted' }),
    );
    const runner = startJobRunner({ ...jobDeps, workerId: 'w-stopping', pollMs: 10, concurrency: 1, ...FAST });
    await until('the job to run', async () => (await jobRow(t, ID)).Status === 'running' && ((await jobRow(t, ID)).ProgressDone ?? 0) >= 2);
    await runner.stop();
    expect(await jobRow(t, ID)).toMatchObject({ Status: 'queued', Attempts: 0, LockedBy: null });
    // Cancel it so no later test's runner picks it up.
    const { Version } = (await t.call('GET', `/api/setting/jobs/${ID}`, { token: admin })).body;
    expect((await t.call('POST', `/api/setting/jobs/${ID}/cancel`, { token: admin, body: { Version } })).status).toBe(200);
  });
});

describe('recurring jobs', () => {
  const at = (iso: string) => new Date(iso);

  it('are due at the next slot: intervals counted from the epoch, a daily time in Stockholm across summer time', () => {
    expect(nextSlot({ minutes: 15 }, at('2026-11-27T10:07:30Z'))).toEqual(at('2026-11-27T10:15:00Z'));
    expect(nextSlot({ minutes: 15 }, at('2026-11-27T10:15:00Z'))).toEqual(at('2026-11-27T10:30:00Z'));
    expect(nextSlot({ seconds: 30 }, at('2026-11-27T10:15:10Z'))).toEqual(at('2026-11-27T10:15:30Z'));
    // Winter: 06:00 in Stockholm is 05:00 UTC; later the same day it is tomorrow's.
    expect(nextSlot({ dailyAt: '06:00' }, at('2026-11-27T04:59:00Z'))).toEqual(at('2026-11-27T05:00:00Z'));
    expect(nextSlot({ dailyAt: '06:00' }, at('2026-11-27T05:00:00Z'))).toEqual(at('2026-11-28T05:00:00Z'));
    // Summer time starts on 29 March 2026: that morning 06:00 is 04:00 UTC.
    expect(nextSlot({ dailyAt: '06:00' }, at('2026-03-28T12:00:00Z'))).toEqual(at('2026-03-29T04:00:00Z'));
  });

  const tick: Schedule<string> = { kind: 'test-tick', title: 'Tick', every: { seconds: 1 } };
  /**
   * The schedules' clock: an hour behind the database, one second further at each reading, so every slot it
   * gives is due at once and no two readings share a slot. Nothing waits for a slot to come.
   */
  const hourAgo = () => {
    let at = Date.now() - 3_600_000;
    return { now: () => new Date((at += 1000)) };
  };
  const tickJobs = () => t.db.select().from(jobs).where(eq(jobs.Kind, 'test-tick')).orderBy(asc(jobs.ID));
  const openTicks = async () => (await tickJobs()).filter((j) => j.Status === 'queued' || j.Status === 'running');

  it('have one queued job per kind, however many processes ask at once, due at the next slot', async () => {
    const now = hourAgo().now();
    const added = await Promise.all([1, 2, 3].map(() => ensureScheduled(t.db, t.resources, [tick], now)));
    expect(added.flat()).toHaveLength(1);
    const open = await openTicks();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ Status: 'queued', Title: 'Tick', Payload: { scheduled: true }, CreatedBy: null });
    expect(open[0].RunAt).toEqual(nextSlot(tick.every, now));
    // A job of the same kind enqueued by hand is not the schedule's and does not stand in its way.
    const manual = await t.db.transaction((tx) => enqueueTestJob(tx, t.resources, 'test-tick', {}, { createdBy: null, title: 'By hand' }));
    expect(await ensureScheduled(t.db, t.resources, [tick], new Date())).toEqual([]);
    await t.db.delete(jobs).where(eq(jobs.ID, manual.ID));
  });

  it('queue the next slot’s job when one ends, and again after one was cancelled', async () => {
    const [first] = await openTicks();
    const ran = await runDueJobs(jobDeps, 'w-tick', { ...FAST, schedules: [tick], clock: { now: () => new Date(Date.now() + 5000) } });
    expect(ran).toContain(first.ID);
    const [next] = await openTicks();
    expect(next.ID).not.toBe(first.ID);
    expect(next.RunAt.getTime()).toBeGreaterThan(first.RunAt.getTime());
    expect(next.RunAt.getTime() % 1000).toBe(0);
    const { Version } = (await t.call('GET', `/api/setting/jobs/${next.ID}`, { token: admin })).body;
    expect((await t.call('POST', `/api/setting/jobs/${next.ID}/cancel`, { token: admin, body: { Version } })).status).toBe(200);
    expect(await openTicks()).toEqual([]);
    const [again] = await ensureScheduled(t.db, t.resources, [tick], new Date());
    expect((await openTicks()).map((j) => j.ID)).toEqual([again]);
  });

  it('run one at a time, once per slot, with two runners', async () => {
    ticks.most = 0;
    ticks.ran.length = 0;
    // The slot the last test left queued is the real next second's; the runners' clock makes theirs due at once.
    await t.db.delete(jobs).where(and(eq(jobs.Kind, 'test-tick'), eq(jobs.Status, JobStatus.Queued)));
    const clock = hourAgo();
    const options = { ...jobDeps, pollMs: 20, concurrency: 2, scheduleCheckMs: 100, schedules: [tick], clock, ...FAST };
    const runners = [startJobRunner({ ...options, workerId: 'w-tick-a' }), startJobRunner({ ...options, workerId: 'w-tick-b' })];
    const succeeded = async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.Kind, 'test-tick'), eq(jobs.Status, JobStatus.Succeeded)))
      ).filter((j) => ticks.ran.includes(j.ID));
    await until('three ticks to succeed', async () => (await succeeded()).length >= 3, 60_000);
    await Promise.all(runners.map((r) => r.stop()));
    expect(ticks.most).toBe(1);
    // Each ran once; a tick the stop interrupted went back to the queue with its attempt not counted.
    const ran = await t.db.select().from(jobs).where(inArray(jobs.ID, ticks.ran));
    for (const j of ran) expect([j.Status, j.Attempts]).toEqual(j.Status === JobStatus.Succeeded ? ['succeeded', 1] : ['queued', 0]);
    const slots = ran.map((j) => j.RunAt.getTime());
    expect(new Set(slots).size).toBe(slots.length);
    expect((await openTicks()).length).toBeLessThanOrEqual(1);
  });
});
