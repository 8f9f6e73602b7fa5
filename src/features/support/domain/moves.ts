/**
 * The moves staff make between a ticket's states (docs/decisions.md "Support: tickets"): which states each
 * move starts from. The tickets' workflow (src/features/support/resources/tickets.ts) declares them; the "change
 * state" picker allows a move to a state only from where one of these moves (or the desk's own: a reply to
 * Pending, a note to Open, reading to Opened) goes there.
 */
import { TicketState, type TicketStateCode } from './codes';

const { New, Unread, Opened, Open, Pending, Solved, Closed, Spam } = TicketState;

/** Still being worked: what solve, spam and the desk's reply and note start from. */
export const WORKED: readonly TicketStateCode[] = [New, Unread, Opened, Open, Pending];

/** Each state a person may move a ticket to, from which states. */
export const MOVES_TO: Readonly<Record<TicketStateCode, readonly TicketStateCode[]>> = {
  // Nobody moves a ticket back to New or Unread by hand: a customer's message does.
  [New]: [],
  [Unread]: [],
  [Opened]: [New, Unread],
  [Open]: [New, Unread, Opened, Pending, Solved, Closed, Spam],
  [Pending]: [New, Unread, Opened, Open],
  [Solved]: WORKED,
  [Closed]: [...WORKED, Solved, Spam],
  [Spam]: [...WORKED, Solved],
};

/** A person may move a ticket from `from` to `to`. */
export function canMove(from: number, to: number): boolean {
  return (MOVES_TO[to as TicketStateCode] ?? []).includes(from as TicketStateCode);
}
