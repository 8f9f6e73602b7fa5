/** Durable background jobs (server/jobs): the API other features use. */
export {
  JobCancelled,
  JobReleased,
  type JobContext,
  type JobDefinition,
  type JobDeps,
  type JobHandlerMap,
  type JobHandlers,
} from './definition';
export { enqueueJob, DEFAULT_MAX_ATTEMPTS, type EnqueueOptions } from './enqueue';
export {
  claimJob,
  newWorkerId,
  runClaimed,
  runDueJobs,
  runOnce,
  startJobRunner,
  DEFAULT_LEASE_MS,
  type JobRunner,
  type RunnerOptions,
  type StartOptions,
} from './runner';
export { backoffMs, DEFAULT_BACKOFF, type Backoff } from './backoff';
