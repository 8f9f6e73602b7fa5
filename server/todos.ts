/**
 * A to-do the server opens for a person (a subscription whose order could not be placed, a purchase order annulled
 * with customers waiting): in its queue (made on first use), unless an open to-do already points at the same
 * screen. In the caller's transaction. Answers whether one was opened.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { todoPermissionKey } from '../src/domain/access';
import { todoQueues, todos } from './db/schema';
import type { Executor } from './db/types';

export interface OpenTodo {
  /** The queue's name, as staff see it. */
  queue: string;
  title: string;
  /** The console screen it opens (/shop/subscriptions/12). */
  deepLink: string;
  now: Date;
}

export async function openTodo(tx: Executor, todo: OpenTodo): Promise<boolean> {
  const [open] = await tx
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.deepLink, todo.deepLink), isNull(todos.completedAt)))
    .limit(1);
  if (open) return false;
  await tx.insert(todoQueues).values({ name: todo.queue, category: 1 }).onConflictDoNothing();
  const [queue] = await tx.select().from(todoQueues).where(eq(todoQueues.name, todo.queue));
  await tx.insert(todos).values({
    queueId: queue.id,
    category: queue.category,
    title: todo.title,
    deepLink: todo.deepLink,
    permission: todoPermissionKey(todo.deepLink),
    createdAt: todo.now,
    updatedAt: todo.now,
  });
  return true;
}
