/**
 * Settings resources (SPEC.md "Settings"): staff and SFTP accounts, to-do queues, checkout (shipping and
 * payment methods, order filters), the storefront's help texts (FAQ, contact-form topics), search tuning
 * (search triggers, stop words), support's quick replies, returns and invoice reminders, and the shop's set-up
 * (stores, store groups, currency groups, VAT types and rates, languages, stock statuses, price list groups). Field choices:
 * docs/decisions.md "Settings resources".
 * One file per resource in ./setting/ (shared helpers in ./setting/common.ts); this module re-exports them (the features list them: src/features).
 */

export { sftpUsers } from './setting/sftp-users';
export { shippingMethods } from './setting/shipping-methods';
export { paymentMethods } from './setting/payment-methods';
export { orderFilters } from './setting/order-filters';
export { faq } from './setting/faq';
export { contactFormTopics } from './setting/contact-form-topics';
export { searchTriggers } from './setting/search-triggers';
export { stopWords } from './setting/stop-words';
export { quickReplyTemplates } from '../../features/support/resources/quick-reply-templates';
export { returnSettings } from './setting/return-settings';
export { returnReclaimThreshold } from './setting/return-reclaim-threshold';
export { invoiceReminderActions } from '../../features/billing/resources/invoice-reminder-actions';
export { invoiceReminderThresholds } from '../../features/billing/resources/invoice-reminder-thresholds';
