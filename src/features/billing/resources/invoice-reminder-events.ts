/**
 * An invoice reminder's events (SPEC.md "Invoice reminder": events with context, action, message, time): each step
 * of the ladder, a mark, an ignore, a payment, newest first, shown as the reminder's timeline. Written only by the
 * server in the transaction of what they record (src/features/billing/server/reminders-events.ts); read-only here. What the
 * server says is a message code with values (src/features/billing/domain/reminders.ts REMINDER_EVENT_MESSAGES); Message
 * keeps a person's own words (a mark's reason).
 */
import { REMINDER_ACTIONS } from '../domain/codes';
import { REMINDER_EVENT_CONTEXTS } from '../domain/reminders';
import { datetime, enumeration, longText, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun, options } from '../../../domain/resources/shop/common';
import { REMINDERS } from './invoice-reminders';

export const invoiceReminderEvents: ResourceDef<'invoice-reminder-events'> = {
  name: 'invoice-reminder-events',
  area: 'shop',
  path: 'invoice-reminder-events',
  screen: 'ShopInvoiceReminderEvent',
  table: 'invoice_reminder_events',
  titleField: 'Action',
  subtitleField: 'Context',
  parent: { resource: 'invoice-reminders', field: 'ReminderID' },
  permissions: REMINDERS,
  fields: [
    reference('ReminderID', 'invoice-reminders', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.invoiceReminderEvents.ReminderID',
    }),
    enumeration('Context', options('invoiceReminderEventContext', REMINDER_EVENT_CONTEXTS), {
      required: true,
      readOnly: true,
      list: 1,
      label: 'resources.invoiceReminderEvents.Context',
    }),
    enumeration('Action', options('invoiceReminderAction', REMINDER_ACTIONS), {
      required: true,
      readOnly: true,
      list: 1,
      label: 'resources.invoiceReminderEvents.Action',
    }),
    longText('Message', { readOnly: true, list: 3, maxLength: 2000, label: 'resources.invoiceReminderEvents.Message' }),
    text('MessageCode', { readOnly: true, hidden: true, maxLength: 100, label: 'resources.invoiceReminderEvents.MessageCode' }),
    longText('MessageValues', { readOnly: true, hidden: true, maxLength: 4000, label: 'resources.invoiceReminderEvents.MessageValues' }),
    // When it happened by the clock of what recorded it (the run's, the request's).
    datetime('Time', { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.invoiceReminderEvents.Time' }),
    // Who acted; empty when the system did (the scheduled run, a payment).
    reference('ActorID', 'users', { readOnly: true, label: 'resources.invoiceReminderEvents.ActorID' }),
  ],
  defaultSort: { field: 'Time', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['invoice reminder events', 'reminder timeline', 'påminnelsehändelser'],
  noun: noun('invoiceReminderEvents'),
};
