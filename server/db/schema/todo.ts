/** To-do queues and their items, assigned one at a time to staff (SPEC.md "To-do panel"). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './columns';
import { users } from './users';

export const todoQueues = pgTable('todo_queues', {
  ...baseColumns(),
  name: text('name').notNull().unique(),
  /** Category new items of this queue get. */
  category: integer('category').notNull().default(1),
});

export const todos = pgTable(
  'todos',
  {
    ...baseColumns(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => todoQueues.id),
    category: integer('category').notNull(),
    title: text('title').notNull(),
    /** A console route, e.g. /shop/orders/123. */
    deepLink: text('deep_link').notNull(),
    /**
     * What opening the deep link takes, e.g. "view:shop" (src/domain/access.ts todoPermissionKey), set when
     * the to-do is written: list, count and assign hand out only to-dos the caller's role may open.
     */
    permission: text('permission').notNull(),
    assignedTo: integer('assigned_to').references(() => users.id),
    assignedAt: timestamptz('assigned_at'),
    completedAt: timestamptz('completed_at'),
    completedBy: integer('completed_by').references(() => users.id),
  },
  (t) => [
    // "Oldest unassigned open to-do of a category": the assign call walks this partial index.
    index('todos_assignable_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`${t.assignedTo} is null and ${t.completedAt} is null`),
    // A user's open to-dos.
    index('todos_assigned_open_idx')
      .on(t.assignedTo, t.id)
      .where(sql`${t.completedAt} is null`),
    // A user's recently completed to-dos (shown for a day after completion).
    index('todos_assigned_completed_idx')
      .on(t.assignedTo, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);
