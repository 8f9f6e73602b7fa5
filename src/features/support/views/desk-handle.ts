/**
 * The open ticket's desk as its keys and the palette see it (src/features/support/support.commands.ts): the ticket
 * on display, and what its reply editor can do. The ticket's detail activates it while mounted; nothing
 * else writes here (the same shape as src/commands/resource-pane.ts).
 */
import type { ReplyKind } from '../../../api/tickets';

export interface TicketDesk {
  ticketId: number;
  /** Opens the editor for a reply to the customer or an internal note, its text field focused. */
  openEditor: (kind: ReplyKind) => void;
  /** Opens the quick replies at the editor's caret (the editor is open). */
  openQuickReplies: () => void;
  /** The editor is open. */
  editing: () => boolean;
  /** The customer's latest orders, returns and invoices are beside the ticket (the ticket has a customer). */
  hasCustomerRecords: () => boolean;
  /** Puts the focus on the customer's records beside the ticket: the first of them, else the panel. */
  showCustomerRecords: () => void;
  /** Scrolls the ticket's thread a page down (1) or up (-1). */
  scrollThread: (direction: 1 | -1) => void;
}

/** The permission a reply, a note and every move of a ticket need (docs/decisions.md "Support: the desk"). */
export const WORK_TICKETS = 'update:customer';

let active: TicketDesk | null = null;

/**
 * An editor asked for while the ticket's desk was still loading (R pressed as the ticket opened): the desk opens it
 * when it arrives, if that is soon, so a key pressed ahead of the screen is not lost.
 */
let pending: { kind: ReplyKind; at: number } | null = null;
const PENDING_MS = 5000;

/** Make a ticket's desk the active one; the returned function deactivates it (if still active). */
export function activateTicketDesk(desk: TicketDesk): () => void {
  active = desk;
  const asked = pending;
  pending = null;
  if (asked && Date.now() - asked.at < PENDING_MS) desk.openEditor(asked.kind);
  return () => {
    if (active === desk) active = null;
  };
}

/** Opens the editor on the ticket on display, or as soon as its desk has loaded. */
export function requestEditor(kind: ReplyKind): void {
  if (active) active.openEditor(kind);
  else pending = { kind, at: Date.now() };
}

export function activeTicketDesk(): TicketDesk | null {
  return active;
}
