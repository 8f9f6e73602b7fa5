/**
 * The first response's due time (the SLA) by a ticket's priority (docs/decisions.md "Support: tickets"): urgent
 * within 1 hour, high 4, normal 24, low 72, counted in clock hours from when the ticket was made. A ticket is
 * overdue while it has no first response, still needs staff (OPEN_TICKET_STATES) and its due time has passed.
 */
import { TicketPriority, type TicketPriorityCode } from './codes';

const FIRST_RESPONSE_HOURS: Readonly<Record<TicketPriorityCode, number>> = {
  [TicketPriority.Low]: 72,
  [TicketPriority.Normal]: 24,
  [TicketPriority.High]: 4,
  [TicketPriority.Urgent]: 1,
};

/** When the first response is due for a ticket of this priority made at `createdAt`. */
export function slaDueAt(createdAt: Date, priority: number): Date {
  const hours = FIRST_RESPONSE_HOURS[priority as TicketPriorityCode] ?? FIRST_RESPONSE_HOURS[TicketPriority.Normal];
  return new Date(createdAt.getTime() + hours * 3_600_000);
}
