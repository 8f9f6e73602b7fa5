/**
 * The support desk's tables (issue 21), generated from the declarations (src/features/support/resources/index): tickets,
 * their messages and attachments. The assignee and a message's author are staff accounts (disabled, never
 * deleted).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ticketAttachments as ticketAttachmentDef, ticketMessages as ticketMessageDef, tickets as ticketDef } from '../resources/index';
import { resourceTable } from '../../../../server/db/schema/resource-table';
import { users } from '../../../../server/db/schema/users';

/** Ticket numbers: T100001, T100002, …, given by the database to every ticket however it is made. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 100001 });

/**
 * The queue (a state's tickets, newest update first) and an agent's own queue; a customer's tickets (the
 * customer's tab, and matching a new message to them) come from the filterable CustomerID's index.
 */
export const tickets = resourceTable(ticketDef, {
  columns: {
    Number: text('number')
      .notNull()
      .default(sql`('T' || nextval('ticket_number_seq'))`),
    AssigneeID: integer('assignee_id').references(() => users.id),
  },
  indexes: (t) => [
    index('tickets_queue_idx').on(t.State, t.UpdatedAt, t.ID),
    index('tickets_assignee_queue_idx').on(t.AssigneeID, t.State, t.UpdatedAt, t.ID),
    index('tickets_email_lower_idx').on(sql`lower(${t.Email})`),
    // The auto-close job's walk: solved tickets by when they last moved.
    index('tickets_solved_idx')
      .on(t.UpdatedAt, t.ID)
      .where(sql`${t.State} = 6`),
  ],
});

/** Threading: a mail's In-Reply-To and References find the message they answer by its Message-ID, which is unique. */
export const ticketMessages = resourceTable(ticketMessageDef, {
  columns: { AuthorID: integer('author_id').references(() => users.id) },
  indexes: (t) => [
    uniqueIndex('ticket_messages_message_id_key').on(t.MessageID),
    index('ticket_messages_thread_idx').on(t.TicketID, t.CreatedAt, t.ID),
  ],
});

export const ticketAttachments = resourceTable(ticketAttachmentDef);
