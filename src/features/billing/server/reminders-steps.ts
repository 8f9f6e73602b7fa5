/**
 * The invoice reminders' next action, one function for the three that take it (`performNextActions`): the selection's
 * next actions (src/domain/billing/next-actions.ts, a dry run first), the single move on a reminder (its hook) and
 * the scheduled run. Balances are read from the invoices first (./reminders-payments.ts: one paid meanwhile is Paid,
 * not reminded); a person's call checks each reminder's rules under a row lock (./reminders-ladder.ts skipReasonOf)
 * and answers one outcome per id; the run takes the due ones no other run holds (SKIP LOCKED). Then the steps
 * (performSteps) and what follows them in their transaction: the notices read again for the reminders that moved;
 * the paper steps' letters into the print queue (document `reminder`, status 0 Pending, one set-based insert; a
 * reminder without an invoice has nothing to print against and gets no row); the e-mail steps handed to one
 * `invoice-reminder-mail` job (./reminders-mail.ts), which makes each letter and queues each e-mail after the commit.
 */
import { sql } from 'drizzle-orm';
import { PrintQueueStatus, ReminderAction, type ReminderActionCode } from '../domain/codes';
import type { NextActionOutcome } from '../domain/next-actions';
import type { Executor } from '../../../../server/db/types';
import { enqueueJob } from '../../../../server/jobs';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { idArray, performSteps, refreshNotices, reminderStates, skipReasonOf, type PerformedStep } from './reminders-ladder';
import { REMINDER_MAIL_JOB, type ReminderMailPayload } from './reminders-mail';
import { syncFromInvoices } from './reminders-payments';

/** The largest id a reminder can have (an int column): a larger one asked for is not found. */
const INT_MAX = 2_147_483_647;

interface AfterStepsOptions {
  now: Date;
  /** The acting staff account; null: the system. */
  actorId: number | null;
}

export interface NextActionsOptions {
  now: Date;
  /**
   * Who takes the steps: `staff`, a person (each reminder's rules checked under a row lock, one outcome per id) or
   * `schedule`, the scheduled run (the due ones among the ids that no other run holds, no outcomes).
   */
  by: 'staff' | 'schedule';
  /** The acting staff account; null: the system (the scheduled run). */
  actorId: number | null;
  /** Only say what would be done (staff): nothing changes and no row is locked. */
  dryRun?: boolean;
}

export interface NextActionsTaken {
  /** The steps performed (none in a dry run). */
  performed: PerformedStep[];
  /** A person's call: one outcome per id, in the order given (`ready` in a dry run); the scheduled run's: none. */
  outcomes: NextActionOutcome[];
}

/** The next action of each reminder in `ids` (each once), where its rules allow, in the caller's transaction. */
export async function performNextActions(
  tx: Executor,
  resources: ResourceRegistry,
  ids: readonly number[],
  options: NextActionsOptions,
): Promise<NextActionsTaken> {
  const { now, by, actorId, dryRun = false } = options;
  const known = ids.filter((id) => id <= INT_MAX);
  if (!dryRun) await syncFromInvoices(tx, sql`r.id = any(${idArray(known)})`, now);
  if (by === 'schedule') {
    const performed = await performSteps(tx, known, { now, context: 'schedule', actorId, dueOnly: true });
    await afterSteps(tx, resources, performed, { now, actorId });
    return { performed, outcomes: [] };
  }
  const states = await reminderStates(tx, known, !dryRun);
  const ready = ids.filter((id) => {
    const state = states.get(id);
    return state !== undefined && skipReasonOf(state, now) === null;
  });
  const performed = dryRun ? [] : await performSteps(tx, ready, { now, context: 'staff', actorId });
  await afterSteps(tx, resources, performed, { now, actorId });
  const outcomes = ids.map((id): NextActionOutcome => {
    const state = states.get(id);
    if (!state) return { ID: id, outcome: 'skipped', reason: 'notFound', InvoiceNumber: null, balance: null, currency: null };
    const reason = skipReasonOf(state, now);
    const shown = { InvoiceNumber: state.InvoiceNumber, balance: state.Balance, currency: state.Currency };
    if (reason) return { ID: id, outcome: 'skipped', reason, ...shown };
    return { ID: id, outcome: dryRun ? 'ready' : 'done', action: state.NextAction as ReminderActionCode, ...shown };
  });
  return { performed, outcomes };
}

async function afterSteps(
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
