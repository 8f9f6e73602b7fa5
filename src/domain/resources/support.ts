/**
 * Support resources (issue 21): tickets, their messages and attachments. One file per resource in ./support/;
 * this module lists them.
 */
import { tickets } from './support/tickets';
import { ticketMessages } from './support/ticket-messages';
import { ticketAttachments } from './support/ticket-attachments';
import type { ResourceDef } from './types';

export { tickets } from './support/tickets';
export { ticketMessages } from './support/ticket-messages';
export { ticketAttachments } from './support/ticket-attachments';

export const SUPPORT_RESOURCES = [tickets, ticketMessages, ticketAttachments] as const satisfies readonly ResourceDef[];
