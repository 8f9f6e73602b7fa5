/**
 * The `jobs` table (server/jobs; declaration src/domain/resources/jobs.ts): the declared fields, plus what
 * only the runner reads and writes: the payload handed to the handler, its result, and the lease (which
 * worker holds a running job, until when). CreatedBy points at the hand-written users table.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs as jobsDef } from '../../../src/domain/resources/jobs';
import { timestamptz } from './columns';
import { resourceTable } from './resource-table';
import { users } from './users';

export const jobs = resourceTable(jobsDef, {
  columns: {
    // Database defaults as the declaration's, so every writer (the runner, a seed, SQL) starts a job alike.
    Status: text('status').notNull().default('queued'),
    Attempts: integer('attempts').notNull().default(0),
    MaxAttempts: integer('max_attempts').notNull().default(5),
    RunAt: timestamptz('run_at').notNull().defaultNow(),
    Payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    Result: jsonb('result'),
    /** The worker (`host:pid:n`) running the job; null while queued or finished. */
    LockedBy: text('locked_by'),
    /** The lease: past it, a running job's worker is taken for dead and the job is claimed again. */
    LockedUntil: timestamptz('locked_until'),
    CreatedBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // The runner's claim: queued jobs by when they are due, running ones by when their lease ends.
  indexes: (t) => [
    index('jobs_claim_idx').on(t.Status, t.RunAt, t.ID),
    index('jobs_lease_idx')
      .on(t.LockedUntil)
      .where(sql`status = 'running'`),
    // A recurring kind has one queued-or-running job at a time, whichever process adds it (server/jobs/schedules.ts).
    uniqueIndex('jobs_scheduled_kind_idx')
      .on(t.Kind)
      .where(sql`status in ('queued', 'running') and payload @> '{"scheduled": true}'::jsonb`),
  ],
});
