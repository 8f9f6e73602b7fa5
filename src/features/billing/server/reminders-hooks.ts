/**
 * The invoice reminders' moves as the engine runs them (src/features/billing/resources/invoice-reminders.ts): mark with
 * a reason and unmark (a customer disputes the reminder: the run leaves it for a person), ignore (Manual Ignored:
 * the ladder ends), perform the next action now (the same rules and step as the selection's next actions and the
 * scheduled run, ./reminders-ladder.ts). Each writes the reminder's event. And the thresholds' setting: saving it
 * recomputes every reminder's notices.
 */
import { eq, sql } from 'drizzle-orm';
import { ReminderAction } from '../domain/codes';
import { REMINDER_EVENT_MESSAGES } from '../domain/reminders';
import { ErrorCode } from '../../../domain/errors';
import { valueText } from '../../../domain/value-text';
import { invoiceReminders } from './schema';
import { ApiFailure, ERROR_TEXT } from '../../../../server/http/errors';
import type { ResourceHooks } from '../../../../server/resources/hooks';
import { logReminderEvent } from './reminders-events';
import { refreshNotices } from './reminders-ladder';
import { performNextActions } from './reminders-steps';

export const reminderHooks: ResourceHooks = {
  actions: {
    mark: ({ input }) => ({ IsMarked: true, MarkReason: valueText(input?.Reason ?? '').trim() }),
  },
  effects: {
    async marked({ tx, record, auth, now }) {
      await logReminderEvent(tx, {
        reminderId: record.ID,
        context: 'staff',
        action: ReminderAction.None,
        message: valueText(record.MarkReason ?? ''),
        code: { id: REMINDER_EVENT_MESSAGES.marked, values: {} },
        actorId: auth.id,
        at: now,
      });
    },
    async unmarked({ tx, record, auth, now }) {
      await logReminderEvent(tx, {
        reminderId: record.ID,
        context: 'staff',
        action: ReminderAction.None,
        code: { id: REMINDER_EVENT_MESSAGES.unmarked, values: {} },
        actorId: auth.id,
        at: now,
      });
    },
    async ignored({ tx, record, auth, now }) {
      await tx
        .update(invoiceReminders)
        .set({
          LastAction: ReminderAction.ManualIgnored,
          LastActionAt: now,
          NextAction: ReminderAction.None,
          NextActionDays: null,
          NextActionAt: null,
          RevalidateAt: null,
        })
        .where(eq(invoiceReminders.ID, record.ID));
      await refreshNotices(tx, sql`r.id = ${record.ID}`);
      await logReminderEvent(tx, {
        reminderId: record.ID,
        context: 'staff',
        action: ReminderAction.ManualIgnored,
        code: { id: REMINDER_EVENT_MESSAGES.ignored, values: {} },
        actorId: auth.id,
        at: now,
      });
    },
    async performNext({ tx, resources, record, auth, now }) {
      const { outcomes } = await performNextActions(tx, resources, [record.ID], { now, by: 'staff', actorId: auth.id });
      const [outcome] = outcomes;
      if (outcome.outcome === 'skipped') {
        const { reason } = outcome;
        throw new ApiFailure(
          ErrorCode.ReminderNotActionable,
          `${ERROR_TEXT[ErrorCode.ReminderNotActionable]}: ${reason}`,
          undefined,
          undefined,
          {
            values: { reason },
          },
        );
      }
    },
  },
};

/** Saving the thresholds recomputes every reminder's notices in the same transaction. */
export const thresholdHooks: ResourceHooks = {
  async afterWrite({ tx }) {
    await refreshNotices(tx, sql`true`);
  },
};
