/**
 * The job kinds this process can run: `defineJob(kind, { run })` registers a handler, the runner claims only
 * jobs of registered kinds (so a process that lacks a feature's handler never takes its jobs). A handler
 * gets its payload, the database, `progress(done, total)` and an AbortSignal, and answers the job's result
 * (any JSON value). Its labels live beside the declaration (src/domain/resources/jobs.ts JOB_KINDS).
 */
import type { Db } from '../db/types';

/** Thrown by `progress()` (and the reason of `signal`) once the job has been cancelled in the meantime. */
export class JobCancelled extends Error {
  override name = 'JobCancelled';
  constructor(message = 'The job was cancelled') {
    super(message);
  }
}

/**
 * Thrown by `progress()` (and the reason of `signal`) when this worker no longer holds the job: its lease ran
 * out and another worker took it, or the process is stopping. The runner records nothing for it.
 */
export class JobReleased extends Error {
  override name = 'JobReleased';
  constructor(message = 'The worker no longer holds the job') {
    super(message);
  }
}

export interface JobContext<P = unknown> {
  jobId: number;
  /** The payload given to enqueueJob. */
  payload: P;
  db: Db;
  /** The user who enqueued it (null: the system). */
  createdBy: number | null;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /**
   * Records the progress (visible in the Jobs screen and GET /api/common/jobs/:id) and extends the lease;
   * throws JobCancelled when the job was cancelled, JobReleased when this worker lost it.
   */
  progress: (done: number, total?: number | null) => Promise<void>;
  /** Aborted when the job is cancelled (seen at the next progress or lease renewal) or the process stops. */
  signal: AbortSignal;
}

export interface JobDefinition<P = unknown, R = unknown> {
  /** Does the work; the answer is stored as the job's result. A thrown error fails this attempt. */
  run(context: JobContext<P>): Promise<R>;
}

const handlers = new Map<string, JobDefinition>();

/** Registers the handler of a kind (once per kind and process). */
export function defineJob<P = unknown, R = unknown>(kind: string, definition: JobDefinition<P, R>): JobDefinition<P, R> {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(kind)) throw new Error(`Job kind ${JSON.stringify(kind)} must be kebab-case`);
  if (handlers.has(kind)) throw new Error(`Job kind ${kind} is defined twice`);
  handlers.set(kind, definition);
  return definition;
}

export function jobHandler(kind: string): JobDefinition | undefined {
  return handlers.get(kind);
}

/** Kinds with a handler in this process. */
export function registeredKinds(): string[] {
  return [...handlers.keys()];
}
