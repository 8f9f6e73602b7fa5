/** Uncaught browser errors reported through POST /api/captuerr. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

export const errorReports = pgTable('error_reports', {
  ...baseColumns(),
  error: text('error').notNull(),
  stack: text('stack').notNull(),
  userAgent: text('user_agent').notNull(),
  url: text('url').notNull(),
  /** The signed-in user when the report carried a valid token. */
  userId: integer('user_id'),
});
