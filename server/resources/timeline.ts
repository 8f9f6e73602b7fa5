/**
 * A record's timeline (an order's events, an invoice reminder's): rows of a read-only child resource that only the
 * server writes, in the caller's transaction, so an event exists exactly when what it records does. Every timeline's
 * row holds its parent and its own kind (an order event's integration and kind, a reminder event's context and
 * action), and the same five things: a person's own words (`Message`, shown as written), what the server says as a
 * message id and its values (`MessageCode`, `MessageValues` as JSON, rendered in the reader's language), who acted
 * (`ActorID`; 0, the system, is stored as none: the column refers to a staff account) and when. `timelineLogger` is
 * one timeline's writer: the timeline gives its table and its own columns, the logger the rest.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/types';

/** What every timeline event says besides its parent and kind. */
export interface TimelineEntry<Code extends string = string> {
  /** A person's own words (a reason, a tracking reference), shown as written. */
  message?: string | null;
  /** What the server says: a message id of the timeline's catalogue and its values. */
  code?: { id: Code; values: Readonly<Record<string, string | number>> };
  /** The acting user; 0 is the system, stored as no actor. */
  actorId: number;
  at: Date;
}

/** The columns every timeline's table has besides its parent and kind (the entry's own part). */
type SharedColumns = 'Message' | 'MessageCode' | 'MessageValues' | 'ActorID' | 'CreatedAt' | 'UpdatedAt';

/**
 * The writer of one timeline: `own` gives the row's parent and kind columns from the entry (`{ OrderID, Integration,
 * Kind }`), the logger the shared ones.
 */
export function timelineLogger<T extends PgTable, Entry extends TimelineEntry>(
  table: T,
  own: (entry: Entry) => Omit<T['$inferInsert'], SharedColumns>,
): (tx: Executor, entry: Entry) => Promise<void> {
  return async (tx, entry) => {
    const row = {
      ...own(entry),
      Message: entry.message ?? null,
      MessageCode: entry.code?.id ?? null,
      MessageValues: entry.code ? JSON.stringify(entry.code.values) : null,
      ActorID: entry.actorId || null,
      CreatedAt: entry.at,
      UpdatedAt: entry.at,
    };
    // The shared columns are every timeline's (the declarations of order-events and invoice-reminder-events).
    await tx.insert(table).values(row as T['$inferInsert']);
  };
}
