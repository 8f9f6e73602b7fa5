/**
 * The recurring `ticket-auto-close` job (docs/decisions.md "Support: tickets"): a ticket solved and left alone for
 * AUTO_CLOSE_DAYS (no change since: its UpdatedAt) is closed, each with its audit event by the system, in one
 * transaction; a later message from the customer then starts a new ticket (receive.ts).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { TicketState } from '../domain/codes';
import { recordAudits } from '../../../../server/audit';
import { systemClock, type Clock } from '../../../../server/clock';
import { columnsOf } from '../../../../server/db/schema';
import { tickets } from './schema';
import type { Db } from '../../../../server/db/types';
import type { JobDefinition } from '../../../../server/jobs/definition';
import type { Schedule } from '../../../../server/jobs/schedules';

const T = columnsOf(tickets);
const AUTO_CLOSE_DAYS = 7;

export const TICKET_AUTO_CLOSE_JOB = 'ticket-auto-close' as const;

export const TICKET_AUTO_CLOSE_SCHEDULE: Schedule = {
  kind: TICKET_AUTO_CLOSE_JOB,
  title: 'Close solved tickets',
  every: { minutes: 60 },
};

/** Closes the tickets solved for AUTO_CLOSE_DAYS by `now`; answers how many. */
export async function closeSolvedTickets(db: Db, now: Date): Promise<{ closed: number }> {
  const before = new Date(now.getTime() - AUTO_CLOSE_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(tickets)
      .set({ State: TicketState.Closed, Version: sql`${T.Version} + 1`, UpdatedAt: now })
      .where(and(eq(T.State, TicketState.Solved), lt(T.UpdatedAt, before)))
      .returning({ id: T.ID });
    await recordAudits(
      tx,
      rows.map((row) => ({
        actorId: 0,
        entity: 'tickets',
        entityId: Number(row.id),
        action: 'auto-close',
        before: { State: TicketState.Solved },
        after: { State: TicketState.Closed },
      })),
    );
    return { closed: rows.length };
  });
}

export function ticketAutoCloseJob(clock: Clock = systemClock): JobDefinition<unknown, { closed: number }> {
  return { run: ({ db }) => closeSolvedTickets(db, clock.now()) };
}
