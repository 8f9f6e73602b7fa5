/**
 * Writes an invoice reminder's event (src/features/billing/resources/invoice-reminder-events.ts) in the caller's
 * transaction, so the event exists exactly when what it records does: a mark, an ignore, a payment, an e-mail
 * queued. The ladder's steps write theirs set-based (./reminders-ladder.ts).
 */
import type { ReminderActionCode } from '../domain/codes';
import type { ReminderEventContext, ReminderEventMessage } from '../domain/reminders';
import { invoiceReminderEvents } from './schema';
import type { Executor } from '../../../../server/db/types';

export interface ReminderEventInput {
  reminderId: number;
  context: ReminderEventContext;
  action: ReminderActionCode;
  /** A person's own words (a mark's reason), shown as written. */
  message?: string | null;
  /** What the server says, rendered in the reader's language (src/features/billing/domain/reminders.ts). */
  code: { id: ReminderEventMessage; values: Readonly<Record<string, string | number>> };
  /** The acting user; 0 is the system, stored as no actor. */
  actorId: number;
  at: Date;
}

export async function logReminderEvent(tx: Executor, event: ReminderEventInput): Promise<void> {
  await tx.insert(invoiceReminderEvents).values({
    ReminderID: event.reminderId,
    Context: event.context,
    Action: event.action,
    Message: event.message ?? null,
    MessageCode: event.code.id,
    MessageValues: JSON.stringify(event.code.values),
    Time: event.at,
    ActorID: event.actorId || null,
    CreatedAt: event.at,
    UpdatedAt: event.at,
  });
}
