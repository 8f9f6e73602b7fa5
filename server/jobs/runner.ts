/**
 * The job runner of one process (DESIGN.md "Parts beyond the database": Jobs). Each of its `concurrency`
 * loops claims one due job in one short transaction (picked with `FOR UPDATE SKIP LOCKED`, so any number of
 * processes share one database and never take the same job): a queued job whose time has come, or a running one whose
 * lease has run out (its worker died). It runs the kind's handler, renewing the lease while it works, and
 * records the outcome: succeeded with the result, queued again after an exponential back-off, or failed for
 * good after the last attempt. Every write of the runner is conditional on the job still being running and
 * held by this worker, so a job cancelled meanwhile stays cancelled. Status changes are versioned writes audited
 * as the system (SYSTEM_ACTOR, server/resources/versioned-writes.ts); progress is not (docs/decisions.md "Jobs").
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { JobStatus } from '../../src/domain/resources/jobs';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { SYSTEM_ACTOR } from '../audit';
import { jobs } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { versionedUpdate } from '../resources/versioned-writes';
import { backoffMs, DEFAULT_BACKOFF, type Backoff } from './backoff';
import { JobCancelled, JobReleased, type JobContext, type JobDeps } from './definition';
import { valueText } from '../../src/domain/value-text';
import { systemClock, type Clock } from '../clock';
import { ensureScheduled, type Schedule } from './schedules';

export interface RunnerOptions {
  /** How long a claim holds a job without a sign of life (renewed by progress and every third of it). */
  leaseMs?: number;
  backoff?: Backoff;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The recurring kinds (server/jobs/schedules.ts): when one of their jobs ends, the next slot's is queued. */
  schedules?: readonly Schedule<string>[];
  /** The clock the next slot is computed by (default the system's). */
  clock?: Clock;
}

const DEFAULT_LEASE_MS = 60_000;
/** The most of an error message kept as the job's last error. */
const ERROR_MAX = 5000;

/** A worker id unique across processes and runners: host, pid and a random part. */
function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

const NOW = sql`now()`;
const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** The condition of every runner write: the job is still running and still ours. */
function heldBy(id: number, workerId: string) {
  return and(eq(jobs.ID, id), eq(jobs.Status, JobStatus.Running), eq(jobs.LockedBy, workerId));
}

interface Claimed {
  record: ResourceRecord;
  payload: unknown;
}

/**
 * Claims the next due job of the given kinds for `workerId`, or answers null: the job picked with FOR UPDATE SKIP
 * LOCKED (so two workers never take the same one) and written in the same transaction, its `start` event (or
 * `reclaim`, for a running job whose worker stopped without a word: docs/decisions.md "Jobs") beside it.
 */
export async function claimJob(
  { db, resources }: Pick<JobDeps, 'db' | 'resources'>,
  workerId: string,
  kinds: readonly string[],
  leaseMs = DEFAULT_LEASE_MS,
): Promise<Claimed | null> {
  if (kinds.length === 0) return null;
  const binding = resources.bindingOf('jobs');
  return db.transaction(async (tx) => {
    const [picked] = await tx
      .select({ id: jobs.ID, status: jobs.Status, payload: jobs.Payload })
      .from(jobs)
      .where(
        and(
          inArray(jobs.Kind, [...kinds]),
          or(
            and(eq(jobs.Status, JobStatus.Queued), lte(jobs.RunAt, NOW)),
            and(eq(jobs.Status, JobStatus.Running), lt(jobs.LockedUntil, NOW)),
          ),
        ),
      )
      .orderBy(asc(jobs.RunAt), asc(jobs.ID))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!picked) return null;
    const record = await versionedUpdate(tx, binding, {
      id: picked.id,
      set: {
        Status: JobStatus.Running,
        Attempts: sql`${jobs.Attempts} + 1`,
        LockedBy: workerId,
        LockedUntil: leaseEnd(leaseMs),
        FinishedAt: null,
      },
      actorId: SYSTEM_ACTOR,
      action: picked.status === JobStatus.Running ? 'reclaim' : 'start',
    });
    return { record: record!, payload: picked.payload };
  });
}

/** Writes the runner's change to a job it holds, with its audit event; false when it no longer holds it. */
async function finish(
  { db, resources }: Pick<JobDeps, 'db' | 'resources'>,
  id: number,
  workerId: string,
  action: string,
  changes: Record<string, unknown>,
): Promise<boolean> {
  const binding = resources.bindingOf('jobs');
  return db.transaction(async (tx) => {
    const after = await versionedUpdate(tx, binding, {
      id,
      set: { ...changes, LockedBy: null, LockedUntil: null },
      where: heldBy(id, workerId),
      actorId: SYSTEM_ACTOR,
      action,
    });
    return after !== null;
  });
}

/** A cancelled job this worker still held: lets go of it and marks when it stopped (no version change). */
async function letGo(db: Db, id: number, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ LockedBy: null, LockedUntil: null, FinishedAt: sql`coalesce(${jobs.FinishedAt}, now())` })
    .where(and(eq(jobs.ID, id), eq(jobs.LockedBy, workerId)));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, ERROR_MAX) || 'Failed';
}

/**
 * Runs one claimed job to its end and records the outcome. `stopping` aborts the handler (the process is
 * going down): the job is put back in the queue without counting the attempt.
 */
export async function runClaimed(
  deps: JobDeps,
  workerId: string,
  claimed: Claimed,
  options: RunnerOptions = {},
  stopping?: AbortSignal,
): Promise<string> {
  const outcome = await runToEnd(deps, workerId, claimed, options, stopping);
  const schedule = options.schedules?.find((s) => s.kind === claimed.record.Kind);
  // A recurring job that ended (not one put back in the queue): the next slot's job follows it.
  if (schedule && outcome !== JobStatus.Queued && outcome !== JobStatus.Running) {
    await ensureScheduled(deps.db, deps.resources, [schedule], (options.clock ?? systemClock).now());
  }
  return outcome;
}

async function runToEnd(
  deps: JobDeps,
  workerId: string,
  claimed: Claimed,
  options: RunnerOptions,
  stopping?: AbortSignal,
): Promise<string> {
  const { db, resources, handlers, filesDir, signingKey } = deps;
  const { record, payload } = claimed;
  const id = record.ID;
  const kind = String(record.Kind);
  const attempt = Number(record.Attempts);
  const maxAttempts = Number(record.MaxAttempts);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const logger = options.logger;

  if (attempt > maxAttempts) {
    // Its workers kept dying with it (each claim counts): no more tries.
    await finish(deps, id, workerId, 'fail', {
      Status: JobStatus.Failed,
      FinishedAt: NOW,
      LastError: `${record.LastError ? `${valueText(record.LastError)}\n` : ''}The worker running it stopped before it finished, ${maxAttempts} times`,
    });
    return JobStatus.Failed;
  }

  const controller = new AbortController();
  const abort = (reason: Error) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const onStop = () => abort(new JobReleased('The process is stopping'));
  stopping?.addEventListener('abort', onStop);
  if (stopping?.aborted) onStop();

  /** Extends the lease (and writes progress when given); throws when the job is no longer ours to run. */
  const renew = async (progress?: { done: number; total: number | null }) => {
    if (controller.signal.aborted) throw controller.signal.reason;
    const [row] = await db
      .update(jobs)
      .set({
        LockedUntil: leaseEnd(leaseMs),
        ...(progress ? { ProgressDone: progress.done, ProgressTotal: progress.total, UpdatedAt: NOW } : {}),
      })
      .where(heldBy(id, workerId))
      .returning({ id: jobs.ID });
    if (row) return;
    const [now] = await db.select({ status: jobs.Status }).from(jobs).where(eq(jobs.ID, id));
    const reason = now?.status === JobStatus.Cancelled ? new JobCancelled() : new JobReleased();
    abort(reason);
    throw reason;
  };
  const heartbeat = setInterval(
    () => {
      renew().catch(() => undefined);
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );

  const context: JobContext = {
    jobId: id,
    payload,
    db,
    resources,
    filesDir,
    signingKey,
    createdBy: (record.CreatedBy as number | null) ?? null,
    attempt,
    signal: controller.signal,
    progress: async (done, total = null) => {
      if (!Number.isFinite(done) || done < 0 || (total != null && (!Number.isFinite(total) || total < 0)))
        throw new Error('progress takes counts of at least 0');
      await renew({ done: Math.floor(done), total: total == null ? null : Math.floor(total) });
    },
  };

  try {
    const handler = Object.hasOwn(handlers, kind) ? handlers[kind] : undefined;
    if (!handler) throw new Error(`No handler for job kind ${kind} in this process`);
    const result = await handler.run(context);
    if (controller.signal.aborted) throw controller.signal.reason;
    const done = await finish(deps, id, workerId, 'succeed', {
      Status: JobStatus.Succeeded,
      Result: result === undefined ? null : result,
      FinishedAt: NOW,
      LastError: null,
      ProgressDone: sql`coalesce(${jobs.ProgressTotal}, ${jobs.ProgressDone})`,
    });
    if (!done) await letGo(db, id, workerId);
    return done ? JobStatus.Succeeded : JobStatus.Cancelled;
  } catch (caught) {
    const error = controller.signal.aborted ? controller.signal.reason : caught;
    if (error instanceof JobReleased && stopping?.aborted) {
      // Back to the queue at once, this attempt not counted: another process (or this one after a restart) runs it.
      await finish(deps, id, workerId, 'release', { Status: JobStatus.Queued, RunAt: NOW, Attempts: sql`${jobs.Attempts} - 1` });
      return JobStatus.Queued;
    }
    if (error instanceof JobCancelled || error instanceof JobReleased) {
      await letGo(db, id, workerId);
      return error instanceof JobCancelled ? JobStatus.Cancelled : JobStatus.Running;
    }
    const message = errorText(error);
    if (attempt >= maxAttempts) {
      await finish(deps, id, workerId, 'fail', { Status: JobStatus.Failed, FinishedAt: NOW, LastError: message });
      logger?.warn('job failed', { id, kind, attempt, error: message });
      return JobStatus.Failed;
    }
    const wait = backoffMs(attempt, options.backoff ?? DEFAULT_BACKOFF);
    await finish(deps, id, workerId, 'retry-later', {
      Status: JobStatus.Queued,
      RunAt: sql`now() + make_interval(secs => ${wait / 1000})`,
      LastError: message,
    });
    logger?.info('job attempt failed, retried later', { id, kind, attempt, retryInMs: wait, error: message });
    return JobStatus.Queued;
  } finally {
    clearInterval(heartbeat);
    stopping?.removeEventListener('abort', onStop);
  }
}

/** Claims and runs one due job of a kind in its handler map; answers its id, or null when none was due. */
export async function runOnce(deps: JobDeps, workerId: string, options: RunnerOptions = {}): Promise<number | null> {
  const claimed = await claimJob(deps, workerId, Object.keys(deps.handlers), options.leaseMs);
  if (!claimed) return null;
  await runClaimed(deps, workerId, claimed, options);
  return claimed.record.ID;
}

/** Runs due jobs one after another until none is due; answers their ids in order (tests, tools). */
export async function runDueJobs(deps: JobDeps, workerId: string, options: RunnerOptions = {}): Promise<number[]> {
  const ran: number[] = [];
  for (;;) {
    const id = await runOnce(deps, workerId, options);
    if (id === null) return ran;
    ran.push(id);
  }
}

export interface StartOptions extends RunnerOptions, JobDeps {
  workerId?: string;
  /** Wait between looks at the queue when it had nothing due (default 1 s). */
  pollMs?: number;
  /** Jobs this process runs at once (default 2). */
  concurrency?: number;
  /** How often the recurring kinds' jobs are looked after besides when one ends (default 60 s). */
  scheduleCheckMs?: number;
}

export interface JobRunner {
  workerId: string;
  /**
   * Stops claiming, aborts the running handlers (their jobs go back to the queue) and waits for them, at
   * most `graceMs`.
   */
  stop(graceMs?: number): Promise<void>;
}

export function startJobRunner({
  db,
  resources,
  handlers,
  filesDir,
  signingKey,
  workerId = newWorkerId(),
  pollMs = 1000,
  concurrency = 2,
  scheduleCheckMs = 60_000,
  ...options
}: StartOptions): JobRunner {
  const deps: JobDeps = { db, resources, handlers, filesDir, signingKey };
  const kinds = Object.keys(handlers);
  const stopping = new AbortController();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      }
      stopping.signal.addEventListener('abort', done);
    });
  const loop = async () => {
    while (!stopping.signal.aborted) {
      try {
        const claimed = await claimJob(deps, workerId, kinds, options.leaseMs);
        if (stopping.signal.aborted && claimed) {
          await finish(deps, claimed.record.ID, workerId, 'release', {
            Status: JobStatus.Queued,
            RunAt: NOW,
            Attempts: sql`${jobs.Attempts} - 1`,
          });
          return;
        }
        if (claimed) await runClaimed(deps, workerId, claimed, options, stopping.signal);
        else await wait(pollMs);
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.logger?.error('job runner: the queue could not be read or written', { error: String(error) });
        await wait(pollMs);
      }
    }
  };
  // The recurring kinds: each has its queued job from the start, and again whenever it went missing.
  const schedules = (options.schedules ?? []).filter((s) => Object.hasOwn(handlers, s.kind));
  const keepScheduled = async () => {
    while (!stopping.signal.aborted && schedules.length) {
      try {
        await ensureScheduled(db, resources, schedules, (options.clock ?? systemClock).now());
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.logger?.error('job runner: the recurring jobs could not be queued', { error: String(error) });
      }
      await wait(scheduleCheckMs);
    }
  };
  const loops = [...Array.from({ length: Math.max(1, concurrency) }, () => loop()), keepScheduled()];
  return {
    workerId,
    async stop(graceMs = 10_000) {
      stopping.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(loops), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    },
  };
}
