/**
 * The `outbox` table (server/mail; declaration src/domain/resources/shop/outbox.ts): one row per outgoing
 * e-mail, its declared fields plus the delivery job that sends it (null while stored without SMTP_URL) and
 * the record it is about, indexed so an order's or a customer's e-mails are found at once.
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files';
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

/** The files an outgoing e-mail carries, in their order: the bytes in the file store, named by the `files` row. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.ID, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [uniqueIndex('outbox_attachments_position_key').on(t.outboxId, t.position)],
);
