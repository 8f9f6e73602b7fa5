/**
 * The codes of the support desk (SPEC.md section 4 "Ticket states"; issue 21): a ticket's state, channel and
 * priority, and a message's kind. Held once, here: the declarations label them `enums.<name>.<code>`, the server
 * decides with them. What each state means and the moves between them: docs/decisions.md "Support: tickets".
 */

/**
 * SPEC.md lists the states unread, opened, open, pending, closed, spam, new, solved; it gives no codes.
 * - New: arrived, nobody has it yet (no assignee).
 * - Unread: the customer has written since its assignee last read it.
 * - Opened: its assignee has read the customer's latest message and not answered yet.
 * - Open: being worked on by staff (a note, a call, a change) without waiting for the customer.
 * - Pending: answered; waiting for the customer.
 * - Solved: done; a message from the customer reopens it (Unread).
 * - Closed: solved and left alone long enough, or closed by hand; a later message starts a new ticket.
 * - Spam: not a customer's request; later messages from the thread stay spam.
 */
export const TicketState = { New: 1, Unread: 2, Opened: 3, Open: 4, Pending: 5, Solved: 6, Closed: 7, Spam: 8 } as const;
export type TicketStateCode = (typeof TicketState)[keyof typeof TicketState];
export const TICKET_STATES: readonly TicketStateCode[] = Object.values(TicketState);
/** The states that still need staff: the queue, "open tickets" on the dashboard. */
export const OPEN_TICKET_STATES: readonly TicketStateCode[] = [TicketState.New, TicketState.Unread, TicketState.Opened, TicketState.Open];

/** How the customer reached the shop: 1 e-mail, 2 phone, 3 the storefront's contact form. */
export const TicketChannel = { Email: 1, Phone: 2, ContactForm: 3 } as const;
export type TicketChannelCode = (typeof TicketChannel)[keyof typeof TicketChannel];
export const TICKET_CHANNELS: readonly TicketChannelCode[] = Object.values(TicketChannel);

/** 1 Low, 2 Normal, 3 High, 4 Urgent: decides the first response's due time (the SLA). */
export const TicketPriority = { Low: 1, Normal: 2, High: 3, Urgent: 4 } as const;
export type TicketPriorityCode = (typeof TicketPriority)[keyof typeof TicketPriority];
export const TICKET_PRIORITIES: readonly TicketPriorityCode[] = Object.values(TicketPriority);

/** A message on a ticket: 1 from the customer, 2 a reply sent to the customer, 3 an internal note staff only see. */
export const TicketMessageKind = { Customer: 1, Reply: 2, Note: 3 } as const;
export type TicketMessageKindCode = (typeof TicketMessageKind)[keyof typeof TicketMessageKind];
export const TICKET_MESSAGE_KINDS: readonly TicketMessageKindCode[] = Object.values(TicketMessageKind);
