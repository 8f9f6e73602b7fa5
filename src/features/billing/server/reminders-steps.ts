/**
 * What follows the ladder's steps in their transaction (./reminders-ladder.ts performSteps), shared by the scheduled
 * run, the selection's next actions and the single move: the notices read again for the reminders that moved; the
 * paper steps' letters into the print queue (document `reminder`, status 0 Pending, one set-based insert; a reminder
 * without an invoice has nothing to print against and gets no row); the e-mail steps handed to one
 * `invoice-reminder-mail` job (./reminders-mail.ts), which makes each letter and queues each e-mail after the commit.
 */
import { sql } from 'drizzle-orm';
import { PrintQueueStatus, ReminderAction } from '../domain/codes';
import type { Executor } from '../../../../server/db/types';
import { enqueueJob } from '../../../../server/jobs';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { idArray, refreshNotices, type PerformedStep } from './reminders-ladder';
import { REMINDER_MAIL_JOB, type ReminderMailPayload } from './reminders-mail';

export interface AfterStepsOptions {
  now: Date;
  /** The acting staff account; null: the system. */
  actorId: number | null;
}

export async function afterSteps(
  tx: Executor,
  resources: ResourceRegistry,
  steps: readonly PerformedStep[],
  options: AfterStepsOptions,
): Promise<void> {
  if (steps.length === 0) return;
  await refreshNotices(tx, sql`r.id = any(${idArray(steps.map((step) => step.id))})`);
  const paper = steps.filter((step) => step.action === ReminderAction.SendPaper).map((step) => step.id);
  if (paper.length)
    await tx.execute(sql`
      insert into print_queue (invoice_id, reminder_id, document, status, created_at, updated_at)
      select r.invoice_id, r.id, 'reminder', ${PrintQueueStatus.Pending}::int, ${options.now.toISOString()}::timestamptz, ${options.now.toISOString()}::timestamptz
      from invoice_reminders r
      where r.id = any(${idArray(paper)}) and r.invoice_id is not null
      order by r.id`);
  const email = steps.filter((step) => step.action === ReminderAction.SendEmail).map((step) => step.id);
  if (email.length) {
    const payload: ReminderMailPayload = { ids: email, at: options.now.toISOString(), actorId: options.actorId };
    await enqueueJob(tx, resources, REMINDER_MAIL_JOB, payload, {
      createdBy: options.actorId,
      title: `Invoice reminder e-mails (${email.length})`,
    });
  }
}
