/**
 * Tables of the invoice reminders (issue 20 §2; src/features/billing/resources/invoice-reminders.ts), their events and the
 * notice thresholds, generated from the declarations. The scheduled run walks the due reminders by a partial index
 * (open, not marked, in NextActionAt order), so it reads only what it acts on.
 */
import { sql } from 'drizzle-orm';
import { index, integer } from 'drizzle-orm/pg-core';
import { invoiceReminderThresholds as thresholdsDef } from '../../../domain/resources/setting';
import { invoiceReminderEvents as eventsDef, invoiceReminders as remindersDef } from '../../../domain/resources/shop';
import { resourceTable } from '../../../../server/db/schema/resource-table';
import { users } from '../../../../server/db/schema/users';

export const invoiceReminders = resourceTable(remindersDef, {
  indexes: (t) => [
    index('invoice_reminders_due_idx')
      .on(t.NextActionAt, t.ID)
      .where(sql`${t.Status} in (1, 2) and not ${t.IsMarked} and ${t.NextActionAt} is not null`),
  ],
});
/** Who acted, a staff account (null: the system); a user named in a timeline is disabled, not deleted. */
export const invoiceReminderEvents = resourceTable(eventsDef, {
  columns: { ActorID: integer('actor_id').references(() => users.id) },
});
export const invoiceReminderThresholds = resourceTable(thresholdsDef);
