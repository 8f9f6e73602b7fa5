/**
 * The `outbox` table (server/mail; declaration src/domain/resources/shop/outbox.ts): one row per outgoing
 * e-mail, its declared fields plus the delivery job that sends it (null while stored without SMTP_URL) and
 * the record it is about, indexed so an order's or a customer's e-mails are found at once.
 */
import { index, integer, text } from 'drizzle-orm/pg-core';
import { outbox as outboxDef } from '../../../src/domain/resources/shop/outbox';
import { jobs } from './jobs';
import { resourceTable } from './resource-table';

export const outbox = resourceTable(outboxDef, {
  columns: {
    // Database defaults as the declaration's, so every writer starts a message alike.
    Status: text('status').notNull().default('stored'),
    Attempts: integer('attempts').notNull().default(0),
    /** The job delivering the message (server/mail/deliver.ts); the latest one after "Send again". */
    JobID: integer('job_id').references(() => jobs.ID, { onDelete: 'set null' }),
  },
  indexes: (t) => [index('outbox_about_idx').on(t.AboutEntity, t.AboutID)],
});
