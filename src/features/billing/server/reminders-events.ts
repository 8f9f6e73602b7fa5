/**
 * Writes an invoice reminder's event (src/domain/resources/shop/invoice-reminder-events.ts) in the caller's
 * transaction, so the event exists exactly when what it records does: a mark, an ignore, a payment, an e-mail
 * queued. The reminder's timeline through the shared timeline logger (server/resources/timeline.ts): its own columns
 * are the context, the action and the time. The ladder's steps write theirs set-based (./reminders-ladder.ts).
 */
import type { ReminderActionCode } from '../domain/codes';
import type { ReminderEventContext, ReminderEventMessage } from '../domain/reminders';
import { invoiceReminderEvents } from './schema';
import { timelineLogger, type TimelineEntry } from '../../../../server/resources/timeline';

export interface ReminderEventInput extends TimelineEntry<ReminderEventMessage> {
  reminderId: number;
  context: ReminderEventContext;
  action: ReminderActionCode;
  /** What the server says, rendered in the reader's language (src/domain/billing/reminders.ts). */
  code: NonNullable<TimelineEntry<ReminderEventMessage>['code']>;
}

export const logReminderEvent = timelineLogger(invoiceReminderEvents, (event: ReminderEventInput) => ({
  ReminderID: event.reminderId,
  Context: event.context,
  Action: event.action,
  Time: event.at,
}));
