/** The support desk: tickets with their messages and attachments, the quick replies, mail in. */
import { defineFeature } from '../../domain/feature';
import { tickets } from './resources/tickets';
import { ticketMessages } from './resources/ticket-messages';
import { ticketAttachments } from './resources/ticket-attachments';
import { quickReplyTemplates } from './resources/quick-reply-templates';

export const supportFeature = defineFeature({
  name: 'support',
  resources: [quickReplyTemplates, tickets, ticketMessages, ticketAttachments],
  menu: [
    { area: 'support', rank: 10, resource: 'tickets' },
    { area: 'setting', rank: 110, resource: 'quick-reply-templates' },
  ],
  jobs: [{ value: 'ticket-auto-close', label: 'enums.jobKind.ticketAutoClose' }],
  errors: {
    /** The ticket's state does not allow the move, reply or note asked for (docs/decisions.md "Support: tickets"). */
    TicketStateRefuses: { code: 40950, message: 'errors.ticketStateRefuses' },
    /** A reply to a ticket that has no e-mail address to send it to. */
    TicketNoAddress: { code: 42230, message: 'errors.ticketNoAddress' },
  },
});
