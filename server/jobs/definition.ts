/**
 * What a job handler is: `{ run(context) }`, given its payload, the database, the registry of resource
 * bindings, `progress(done, total)` and an AbortSignal, answering the job's result (any JSON value). A feature
 * exports its handlers as plain values under their kinds; server/features.ts assembles them into one map typed
 * over JobKind (a kind without a handler does not compile) and hands it to the runner, which claims only jobs of
 * the kinds in its map (so a process that lacks a feature's handler never takes its jobs). The kinds' labels
 * live beside the declaration (src/domain/resources/jobs.ts JOB_KINDS).
 */
import type { JobKind } from '../../src/domain/resources/jobs';
import type { ResourceRegistry } from '../resources/binding';
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
  /** The registry of resource bindings of this process. */
  resources: ResourceRegistry;
  /** Where the file store keeps its bytes (FILES_DIR): documents a job makes or sends; absent in a runner given none. */
  filesDir?: string;
  /** The server's signing key (JWT_SECRET), for a job that signs links (a newsletter's unsubscribe link); absent in a runner given none. */
  signingKey?: string;
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

/** Handlers by kind: what a runner can run (tests add kinds of their own to the product's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers of different payloads side by side; each checks its own
type JobHandlerMap = Readonly<Record<string, JobDefinition<any, any>>>;

/** The product's handlers: one for every kind in JOB_KINDS. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type JobHandlers = { readonly [K in JobKind]: JobDefinition<any, any> };

/** What a runner works with: the database, the registry of resource bindings and the handlers of the kinds it runs. */
export interface JobDeps {
  db: Db;
  resources: ResourceRegistry;
  handlers: JobHandlerMap;
  /** FILES_DIR, handed to every job (JobContext.filesDir). */
  filesDir?: string;
  /** JWT_SECRET, handed to every job (JobContext.signingKey). */
  signingKey?: string;
}
