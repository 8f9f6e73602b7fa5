/**
 * Shop content resources (SPEC.md "Shop content"): what the storefronts show (pages, widgets, strings,
 * documents, redirects, deals) and what the shop sends and prints (e-mail templates, newsletters, prints);
 * and its customers.
 * Field choices: docs/decisions.md "Shop content resources".
 * One file per resource in ./shop/ (shared helpers in ./shop/common.ts); this module re-exports them (the features list them: src/features).
 */

export { NewsletterStatus } from './shop/common';
export { pages } from './shop/pages';
export { widgets } from './shop/widgets';
export { strings } from './shop/strings';
export { documents } from './shop/documents';
export { redirects } from './shop/redirects';
export { deals } from './shop/deals';
export { EmailTemplateType, emailTemplates } from './shop/email-templates';
export { MailStatus, type MailStatusCode } from './shop/outbox';
export { prints } from './shop/prints';
export { orders } from './shop/orders';
export { orderItems } from './shop/order-items';
export { orderEvents } from './shop/order-events';
export { orderFulfilments } from './shop/order-fulfilments';
export { orderTransactions } from './shop/order-transactions';

export { returns } from './shop/returns';
export { returnItems } from './shop/return-items';
export { chargebacks } from './shop/chargebacks';
export { subscriptions } from '../../features/billing/resources/subscriptions';
export { subscriptionItems } from '../../features/billing/resources/subscription-items';
export { invoices } from '../../features/billing/resources/invoices';
export { invoiceLines } from '../../features/billing/resources/invoice-lines';
export { printQueue } from '../../features/billing/resources/print-queue';
export { printRuns } from '../../features/billing/resources/print-runs';
export { invoiceReminders } from '../../features/billing/resources/invoice-reminders';
export { invoiceReminderEvents } from '../../features/billing/resources/invoice-reminder-events';
