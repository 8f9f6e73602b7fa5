/** Billing's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { InvoiceReminderDetail } from './views/InvoiceReminderDetail';
import { timeline } from '../../views/resource/timeline/Timeline';
import { PricedDetail } from '../../views/resource/detail/PricedDetail';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // An invoice's fields, then why each of its goods lines costs what it does, as invoiced.
  invoices: { Detail: PricedDetail },
  // A reminder's notices and mark as sentences above its fields.
  'invoice-reminders': { Detail: InvoiceReminderDetail },
  // A reminder's events read as its timeline: when, context and action as chips, the message, who.
  'invoice-reminder-events': timeline('invoice-reminder-events', {
    time: 'Time',
    chips: ['Context', 'Action'],
    message: 'Message',
    actor: 'ActorID',
  }),
};
