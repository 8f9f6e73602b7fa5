/**
 * Tables of the settings resources (src/domain/resources/setting.ts), one line each, generated from the
 * declaration. Users and to-do queues live on their hand-written tables (users.ts, todo.ts).
 */
import {
  contactFormTopics as contactFormTopicDef,
  faq as faqDef,
  invoiceReminderActions as invoiceReminderActionDef,
  orderFilters as orderFilterDef,
  paymentMethods as paymentMethodDef,
  quickReplyTemplates as quickReplyTemplateDef,
  returnReclaimThreshold as returnReclaimThresholdDef,
  returnSettings as returnSettingsDef,
  searchTriggers as searchTriggerDef,
  sftpUsers as sftpUserDef,
  shippingMethods as shippingMethodDef,
  stopWords as stopWordDef,
} from '../../../src/domain/resources/setting';
import { resourceTable } from './resource-table';

export const faqs = resourceTable(faqDef);
export const sftpUsers = resourceTable(sftpUserDef);
export const shippingMethods = resourceTable(shippingMethodDef);
export const paymentMethods = resourceTable(paymentMethodDef);
export const orderFilters = resourceTable(orderFilterDef);
export const contactFormTopics = resourceTable(contactFormTopicDef);
export const searchTriggers = resourceTable(searchTriggerDef);
export const stopWords = resourceTable(stopWordDef);
export const quickReplyTemplates = resourceTable(quickReplyTemplateDef);
export const returnSettings = resourceTable(returnSettingsDef);
export const returnReclaimThresholds = resourceTable(returnReclaimThresholdDef);
export const invoiceReminderActions = resourceTable(invoiceReminderActionDef);
