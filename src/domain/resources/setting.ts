/**
 * Settings resources (SPEC.md "Settings"): staff and SFTP accounts, to-do queues, checkout (shipping and
 * payment methods, order filters), the storefront's help texts (FAQ, contact-form topics), search tuning
 * (search triggers, stop words), support's quick replies, returns and invoice reminders. Field choices:
 * docs/decisions.md "Settings resources".
 * One file per resource in ./setting/ (shared helpers in ./setting/common.ts); this module lists them.
 */
import { users } from './setting/users';
import { sftpUsers } from './setting/sftp-users';
import { todoQueues } from './setting/todo-queues';
import { shippingMethods } from './setting/shipping-methods';
import { paymentMethods } from './setting/payment-methods';
import { orderFilters } from './setting/order-filters';
import { faq } from './setting/faq';
import { contactFormTopics } from './setting/contact-form-topics';
import { searchTriggers } from './setting/search-triggers';
import { stopWords } from './setting/stop-words';
import { quickReplyTemplates } from './setting/quick-reply-templates';
import { returnSettings } from './setting/return-settings';
import { returnReclaimThreshold } from './setting/return-reclaim-threshold';
import { invoiceReminderActions } from './setting/invoice-reminder-actions';
import { invoiceReminderThresholds } from './setting/invoice-reminder-thresholds';
import type { ResourceDef } from './types';

export { sftpUsers } from './setting/sftp-users';
export { shippingMethods } from './setting/shipping-methods';
export { paymentMethods } from './setting/payment-methods';
export { orderFilters } from './setting/order-filters';
export { faq } from './setting/faq';
export { contactFormTopics } from './setting/contact-form-topics';
export { searchTriggers } from './setting/search-triggers';
export { stopWords } from './setting/stop-words';
export { quickReplyTemplates } from './setting/quick-reply-templates';
export { returnSettings } from './setting/return-settings';
export { returnReclaimThreshold } from './setting/return-reclaim-threshold';
export { invoiceReminderActions } from './setting/invoice-reminder-actions';
export { invoiceReminderThresholds } from './setting/invoice-reminder-thresholds';

export const SETTING_RESOURCES = [
  users,
  sftpUsers,
  todoQueues,
  shippingMethods,
  paymentMethods,
  orderFilters,
  faq,
  contactFormTopics,
  searchTriggers,
  stopWords,
  quickReplyTemplates,
  returnSettings,
  returnReclaimThreshold,
  invoiceReminderActions,
  invoiceReminderThresholds,
] as const satisfies readonly ResourceDef[];
