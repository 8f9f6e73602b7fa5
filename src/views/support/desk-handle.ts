/**
 * The open ticket's desk as its keys and the palette see it (src/commands/support.commands.ts): the ticket
 * on display, and what its reply editor can do. The ticket's detail activates it while mounted; nothing
 * else writes here (the same shape as src/commands/resource-pane.ts).
 */
import type { ReplyKind } from '../../api/tickets';

export interface TicketDesk {
  ticketId: number;
  /** Opens the editor for a reply to the customer or an internal note, its text field focused. */
  openEditor: (kind: ReplyKind) => void;
  /** Opens the quick replies at the editor's caret (the editor is open). */
  openQuickReplies: () => void;
  /** The editor is open. */
  editing: () => boolean;
}

/** The permission a reply, a note and every move of a ticket need (docs/decisions.md "Support: the desk"). */
export const WORK_TICKETS = 'update:customer';

let active: TicketDesk | null = null;

/** Make a ticket's desk the active one; the returned function deactivates it (if still active). */
export function activateTicketDesk(desk: TicketDesk): () => void {
  active = desk;
  return () => {
    if (active === desk) active = null;
  };
}

export function activeTicketDesk(): TicketDesk | null {
  return active;
}
