/**
 * Billing: invoices with their print queue and print runs, customers' subscriptions, invoice reminders with their
 * ladder (actions and thresholds) and timeline.
 */
import { defineFeature } from '../../domain/feature';
import { invoices } from './resources/invoices';
import { invoiceLines } from './resources/invoice-lines';
import { printRuns } from './resources/print-runs';
import { printQueue } from './resources/print-queue';
import { subscriptions } from './resources/subscriptions';
import { subscriptionItems } from './resources/subscription-items';
import { invoiceReminders } from './resources/invoice-reminders';
import { invoiceReminderEvents } from './resources/invoice-reminder-events';
import { invoiceReminderActions } from './resources/invoice-reminder-actions';
import { invoiceReminderThresholds } from './resources/invoice-reminder-thresholds';

export const billingFeature = defineFeature({
  name: 'billing',
  resources: [
    subscriptions,
    subscriptionItems,
    invoices,
    invoiceLines,
    printRuns,
    printQueue,
    invoiceReminders,
    invoiceReminderEvents,
    invoiceReminderActions,
    invoiceReminderThresholds,
  ],
  menu: [
    { area: 'shop', rank: 50, resource: 'invoices' },
    { area: 'shop', rank: 60, resource: 'print-queue' },
    { area: 'shop', rank: 70, resource: 'print-runs' },
    { area: 'shop', rank: 190, resource: 'subscriptions' },
    { area: 'shop', rank: 220, resource: 'invoice-reminders' },
    { area: 'setting', rank: 140, resource: 'invoice-reminder-actions' },
    { area: 'setting', rank: 230, resource: 'invoice-reminder-thresholds' },
  ],
  jobs: [
    { value: 'subscription-orders', label: 'enums.jobKind.subscriptionOrders' },
    { value: 'invoice-reminder-run', label: 'enums.jobKind.invoiceReminderRun' },
    { value: 'invoice-reminder-mail', label: 'enums.jobKind.invoiceReminderMail' },
    { value: 'invoice-email', label: 'enums.jobKind.invoiceEmail' },
  ],
  errors: {
    /**
     * An invoice reminder's next action cannot be performed now: paid, ignored, marked, not due, no next action or not
     * configured (the answer's values name the `reason`, SKIP_REASONS of the next actions).
     */
    ReminderNotActionable: { code: 40930, message: 'errors.reminderNotActionable' },
    /** The invoice is not open (paid, credited or cancelled): no payment or credit is taken. */
    InvoiceNotOpen: { code: 40920, message: 'errors.invoiceNotOpen' },
    /** A payment or credit larger than the invoice's balance. */
    PaymentExceedsBalance: { code: 42220, message: 'errors.paymentExceedsBalance' },
  },
});
