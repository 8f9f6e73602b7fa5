/**
 * Billing's tables (issue 20 §1; declarations src/features/billing/resources/invoices.ts, invoice-lines.ts,
 * print-queue.ts, print-runs.ts): invoices with their lines, the print queue and its runs, and the files an
 * outgoing e-mail carries (server/mail/queue.ts attachments).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgSequence, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  invoiceLines as invoiceLineDef,
  invoices as invoiceDef,
  printQueue as printQueueDef,
  printRuns as printRunDef,
} from '../../../domain/resources/shop';
import { resourceTable } from '../../../../server/db/schema/resource-table';
import { users } from '../../../../server/db/schema/users';

/** Invoice numbers: 500001, 500002, …, given by the database to every invoice and credit note however it is written. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 500001 });

/**
 * An invoice's number is the database's; one invoice per order (credit notes aside), and the e-mail and print
 * queues' pending rows found at once.
 */
export const invoices = resourceTable(invoiceDef, {
  columns: {
    Number: text('number')
      .notNull()
      .default(sql`(nextval('invoice_number_seq')::text)`),
  },
  indexes: (t) => [
    uniqueIndex('invoices_order_invoice_key')
      .on(t.OrderID)
      .where(sql`${t.Type} = 1`),
    index('invoices_email_queue_idx')
      .on(t.Scheduled, t.ID)
      .where(sql`${t.EmailStatus} = 0`),
  ],
});
/**
 * A line's discount is 0 unless said (lines written before it existed, and a fee's line). A goods line keeps how it
 * was priced, to explain it (server/orders/line-prices.ts): the rules behind its discount (src/domain/pricing/basket.ts
 * Adjustment[], a credit note's line their credited share) and where its unit price came from (PriceSource, its
 * order line's). Both null on a fee's line and on a line whose order line was not found when they were recorded.
 */
export const invoiceLines = resourceTable(invoiceLineDef, {
  columns: {
    Discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    Adjustments: jsonb('adjustments'),
    Source: jsonb('source'),
  },
});
export const printRuns = resourceTable(printRunDef, {
  columns: { CreatedBy: integer('created_by').references(() => users.id) },
});
/**
 * The Pending rows a print run takes, oldest first. A reminder letter's row names its reminder (ReminderID, not a
 * declared field until the reminders' table exists: issue 20 §2).
 */
export const printQueue = resourceTable(printQueueDef, {
  columns: { ReminderID: integer('reminder_id') },
  indexes: (t) => [
    index('print_queue_reminder_id_idx').on(t.ReminderID, t.ID),
    index('print_queue_pending_idx')
      .on(t.ID)
      .where(sql`${t.Status} = 0`),
  ],
});

export * from './schema-subscriptions';
export * from './schema-reminders';
