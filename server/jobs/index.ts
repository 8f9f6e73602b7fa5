/** Durable background jobs (server/jobs): the API other features use. */
export { defineJob, JobCancelled } from './registry';
export { enqueueJob } from './enqueue';
export { claimJob, runClaimed, runDueJobs, runOnce, startJobRunner } from './runner';
export { backoffMs } from './backoff';
