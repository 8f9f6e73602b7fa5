/**
 * A ticket's messages (issue 21 §1): the customer's, the replies sent to them, and staff's internal notes, oldest
 * first, as the thread. Written only by server/support (a message received, a reply, a note), in the
 * transaction of what they record; read-only here. A child collection of tickets. `MessageID` is the
 * RFC 5322 Message-ID (unique), `InReplyTo` and `References` the headers that thread a mail.
 */
import { TICKET_MESSAGE_KINDS } from '../domain/codes';
import { enumeration, longText, reference, richText, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun, options, SUPPORT } from './common';

export const ticketMessages: ResourceDef<'ticket-messages'> = {
  name: 'ticket-messages',
  area: 'support',
  path: 'ticket-messages',
  screen: 'SupportTicketMessage',
  table: 'ticket_messages',
  titleField: 'Subject',
  subtitleField: 'FromAddress',
  parent: { resource: 'tickets', field: 'TicketID' },
  permissions: SUPPORT,
  fields: [
    reference('TicketID', 'tickets', { required: true, readOnly: true, filterable: true, label: 'resources.ticketMessages.TicketID' }),
    enumeration('Kind', options('ticketMessageKind', TICKET_MESSAGE_KINDS), {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.ticketMessages.Kind',
    }),
    // The staff member who wrote a reply or note; empty for the customer's own messages.
    reference('AuthorID', 'users', { readOnly: true, list: 1, label: 'resources.ticketMessages.AuthorID' }),
    text('FromAddress', { readOnly: true, list: 2, maxLength: 320, label: 'resources.ticketMessages.FromAddress' }),
    text('ToAddress', { readOnly: true, maxLength: 1000, label: 'resources.ticketMessages.ToAddress' }),
    text('Subject', { readOnly: true, list: 3, maxLength: 500, label: 'resources.ticketMessages.Subject' }),
    longText('BodyText', { readOnly: true, maxLength: 200_000, label: 'resources.ticketMessages.BodyText' }),
    // Sanitized with the rich-text allow-list before it is stored (src/features/support/server/receive.ts).
    richText('BodyHtml', { readOnly: true, maxLength: 1_000_000, label: 'resources.ticketMessages.BodyHtml' }),
    text('MessageID', { readOnly: true, hidden: true, maxLength: 998, label: 'resources.ticketMessages.MessageID' }),
    text('InReplyTo', { readOnly: true, hidden: true, maxLength: 998, label: 'resources.ticketMessages.InReplyTo' }),
    longText('References', { readOnly: true, hidden: true, maxLength: 20_000, label: 'resources.ticketMessages.References' }),
    // A reply's message in the outbox.
    reference('OutboxID', 'outbox', { readOnly: true, label: 'resources.ticketMessages.OutboxID' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['ticket messages', 'meddelanden'],
  noun: noun('ticketMessages'),
};
