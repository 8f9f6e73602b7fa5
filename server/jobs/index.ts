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
export { enqueueJob, type EnqueueOptions } from './enqueue';
export { claimJob, runClaimed, runDueJobs, runOnce, startJobRunner, type JobRunner, type RunnerOptions, type StartOptions } from './runner';
export { backoffMs, DEFAULT_BACKOFF, type Backoff } from './backoff';
