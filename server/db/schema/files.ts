/** Uploaded files (documents, brand logos, category images): metadata here, the bytes on disk under DATA_DIR/files. */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

export const files = pgTable('files', {
  ...baseColumns(),
  name: text('name').notNull(),
  /** MIME type as checked on upload. */
  type: text('type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** SHA-256 of the bytes, hex; also the file's name in the store (identical uploads share bytes). */
  sha256: text('sha256').notNull(),
  createdBy: integer('created_by'),
});
