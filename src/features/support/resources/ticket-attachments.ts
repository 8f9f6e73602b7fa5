/**
 * The files a ticket's messages carry (issue 21 §1), kept in the file store by content hash (`File` is the
 * `files` row's id). A child collection of tickets (every attachment of the thread in one tab); `TicketMessageID`
 * says which message carried it. Written only by server/support; read-only here.
 */
import { file, integer, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun, SUPPORT } from './common';

export const ticketAttachments: ResourceDef<'ticket-attachments'> = {
  name: 'ticket-attachments',
  area: 'support',
  path: 'ticket-attachments',
  screen: 'SupportTicketAttachment',
  table: 'ticket_attachments',
  titleField: 'FileName',
  subtitleField: 'ContentType',
  parent: { resource: 'tickets', field: 'TicketID' },
  permissions: SUPPORT,
  fields: [
    reference('TicketID', 'tickets', { required: true, readOnly: true, filterable: true, label: 'resources.ticketAttachments.TicketID' }),
    reference('TicketMessageID', 'ticket-messages', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.ticketAttachments.TicketMessageID',
    }),
    file('File', ['*/*'], { required: true, readOnly: true, maxBytes: 25_000_000, label: 'resources.ticketAttachments.File' }),
    text('FileName', { required: true, readOnly: true, list: 3, maxLength: 255, label: 'resources.ticketAttachments.FileName' }),
    text('ContentType', { required: true, readOnly: true, list: 1, maxLength: 255, label: 'resources.ticketAttachments.ContentType' }),
    integer('Size', { required: true, readOnly: true, list: 1, min: 0, label: 'resources.ticketAttachments.Size' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['attachments', 'bilagor'],
  noun: noun('ticketAttachments'),
};
