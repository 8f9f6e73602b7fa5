/**
 * The undo window of return decisions passes in a test without waiting it out: the decisions still to be carried
 * out and their jobs are moved back past it (the runner and the job judge the window by the database's clock),
 * then the due jobs run as the server's runner would run them (server/returns/decision.ts).
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { jobs, returns } from '../../server/db/schema';
import { runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { DECISION_JOB } from '../../server/returns/approval';
import type { TestApp } from './helpers';

export async function windowPasses(t: TestApp): Promise<void> {
  await t.db
    .update(returns)
    .set({ DecidedAt: sql`${returns.DecidedAt} - interval '1 minute'` })
    .where(and(isNull(returns.AppliedAt), isNotNull(returns.DecidedAt)));
  await t.db
    .update(jobs)
    .set({ RunAt: sql`${jobs.RunAt} - interval '1 minute'` })
    .where(and(eq(jobs.Kind, DECISION_JOB), eq(jobs.Status, 'queued')));
  await runDueJobs(t.jobs, 'return-window', { logger: silentLogger });
}
