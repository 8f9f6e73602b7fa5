/** Columns every table carries (DESIGN.md "Data"): identity id, timestamps and an optimistic-lock version. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const baseColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
