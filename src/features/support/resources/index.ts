/**
 * Support resources (issue 21): tickets, their messages and attachments. One file per resource in ./support/;
 * this module re-exports them (the features list them: src/features).
 */

export { tickets } from './tickets';
export { ticketMessages } from './ticket-messages';
export { ticketAttachments } from './ticket-attachments';
