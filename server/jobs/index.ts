/** Durable background jobs (server/jobs): the API other features use. */
export { JobCancelled, type JobDefinition, type JobDeps } from './definition';
export { enqueueJob, type EnqueueOptions } from './enqueue';
export { claimJob, runClaimed, runDueJobs, runOnce, startJobRunner } from './runner';
export { backoffMs } from './backoff';
export { ensureScheduled, nextSlot, type Schedule } from './schedules';
