/**
 * The recurring `ticket-auto-close` job (docs/decisions.md "Support: tickets"): a ticket solved and left alone for
 * AUTO_CLOSE_DAYS (no change since: its UpdatedAt) is closed, each with its audit event by the system, in one
 * transaction; a later message from the customer then starts a new ticket (receive.ts).
 */
import { and, eq, lt } from 'drizzle-orm';
import { TicketState } from '../domain/codes';
import { SYSTEM_ACTOR } from '../../../../server/audit';
import { systemClock, type Clock } from '../../../../server/clock';
import { columnsOf } from '../../../../server/db/schema';
import { tickets } from './schema';
import type { Db } from '../../../../server/db/types';
import type { JobDefinition } from '../../../../server/jobs/definition';
import type { Schedule } from '../../../../server/jobs/schedules';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { versionedUpdates } from '../../../../server/resources/versioned-writes';

const T = columnsOf(tickets);
const AUTO_CLOSE_DAYS = 7;

export const TICKET_AUTO_CLOSE_JOB = 'ticket-auto-close' as const;

export const TICKET_AUTO_CLOSE_SCHEDULE: Schedule = {
  kind: TICKET_AUTO_CLOSE_JOB,
  title: 'Close solved tickets',
  every: { minutes: 60 },
};

/** Closes the tickets solved for AUTO_CLOSE_DAYS by `now`; answers how many. */
export async function closeSolvedTickets(db: Db, resources: ResourceRegistry, now: Date): Promise<{ closed: number }> {
  const before = new Date(now.getTime() - AUTO_CLOSE_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const closed = await versionedUpdates(tx, resources.bindingOf('tickets'), {
      where: and(eq(T.State, TicketState.Solved), lt(T.UpdatedAt, before))!,
      set: { State: TicketState.Closed },
      now,
      actorId: SYSTEM_ACTOR,
      action: 'auto-close',
    });
    return { closed: closed.length };
  });
}

export function ticketAutoCloseJob(clock: Clock = systemClock): JobDefinition<unknown, { closed: number }> {
  return { run: ({ db, resources }) => closeSolvedTickets(db, resources, clock.now()) };
}
