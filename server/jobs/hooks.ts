/**
 * The Jobs screen's two moves beyond the status itself: a retried job starts afresh (no attempts counted, due
 * now, no lease, progress and last error cleared) and a cancelled one is marked finished. The runner notices
 * a cancel of a running job at its next progress or lease renewal (server/jobs/runner.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { EffectContext, ResourceHooks } from '../resources/hooks';

async function requeue({ tx, record }: EffectContext): Promise<void> {
  await tx
    .update(jobs)
    .set({
      Attempts: 0,
      RunAt: sql`now()`,
      LockedBy: null,
      LockedUntil: null,
      FinishedAt: null,
      LastError: null,
      ProgressDone: null,
      ProgressTotal: null,
      Result: null,
    })
    .where(eq(jobs.ID, record.ID));
}

async function stop({ tx, record }: EffectContext): Promise<void> {
  await tx
    .update(jobs)
    .set({ FinishedAt: sql`now()` })
    .where(eq(jobs.ID, record.ID));
}

export const jobHooks: ResourceHooks = {
  effects: { requeue, stop },
};
