/**
 * Shop content resources (SPEC.md "Shop content"): what the storefronts show (pages, widgets, strings,
 * documents, redirects, deals) and what the shop sends and prints (e-mail templates, newsletters, prints);
 * and its customers.
 * Field choices: docs/decisions.md "Shop content resources".
 * One file per resource in ./shop/ (shared helpers in ./shop/common.ts); this module lists them.
 */
import { pages } from './shop/pages';
import { widgets } from './shop/widgets';
import { strings } from './shop/strings';
import { documents } from './shop/documents';
import { redirects } from './shop/redirects';
import { deals } from './shop/deals';
import { emailTemplates } from './shop/email-templates';
import { newsletters } from './shop/newsletters';
import { prints } from './shop/prints';
import { customers } from './shop/customers';
import { orders } from './shop/orders';
import { orderItems } from './shop/order-items';
import { orderEvents } from './shop/order-events';
import { outbox } from './shop/outbox';
import { orderFulfilments } from './shop/order-fulfilments';
import { orderTransactions } from './shop/order-transactions';
import { returns } from './shop/returns';
import { returnItems } from './shop/return-items';
import { chargebacks } from './shop/chargebacks';
import { subscriptions } from './shop/subscriptions';
import { subscriptionItems } from './shop/subscription-items';
import { invoices } from './shop/invoices';
import { invoiceLines } from './shop/invoice-lines';
import { printQueue } from './shop/print-queue';
import { printRuns } from './shop/print-runs';
import { invoiceReminders } from './shop/invoice-reminders';
import { invoiceReminderEvents } from './shop/invoice-reminder-events';
import type { ResourceDef } from './types';

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
export { subscriptions } from './shop/subscriptions';
export { subscriptionItems } from './shop/subscription-items';
export { invoices } from './shop/invoices';
export { invoiceLines } from './shop/invoice-lines';
export { printQueue } from './shop/print-queue';
export { printRuns } from './shop/print-runs';
export { invoiceReminders } from './shop/invoice-reminders';
export { invoiceReminderEvents } from './shop/invoice-reminder-events';

export const SHOP_RESOURCES = [
  orders,
  orderItems,
  orderFulfilments,
  orderTransactions,
  orderEvents,
  returns,
  returnItems,
  chargebacks,
  subscriptions,
  subscriptionItems,
  invoices,
  invoiceLines,
  printRuns,
  printQueue,
  pages,
  widgets,
  strings,
  documents,
  redirects,
  deals,
  emailTemplates,
  newsletters,
  prints,
  customers,
  outbox,
  invoiceReminders,
  invoiceReminderEvents,
] as const satisfies readonly ResourceDef[];
