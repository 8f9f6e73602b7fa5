/** The invoice-reminder-actions resource's declaration (setting). */
import { REMINDER_ACTIONS as INVOICE_REMINDER_ACTIONS } from '../domain/codes';
import { requiredIf } from '../../../domain/validation';
import { enumeration, integer, store, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { CRUD, SETTING, blank, help, noun, options } from '../../../domain/resources/setting/common';

const INVOICE_REMINDER_ACTION_TONES = { 0: 'neutral', 1: 'neutral', 2: 'info', 3: 'info', 4: 'warning' } as const;

export const invoiceReminderActions: ResourceDef<'invoice-reminder-actions'> = {
  name: 'invoice-reminder-actions',
  area: 'setting',
  path: 'invoice-reminder-actions',
  screen: 'SettingInvoiceReminderAction',
  table: 'invoice_reminder_actions',
  titleField: 'MethodSKU',
  subtitleField: 'Action',
  permissions: SETTING,
  fields: [
    store('StoreID', { required: true, list: 2, filterable: true, help: help('invoiceReminderActions', 'StoreID') }),
    text('MethodSKU', {
      required: true,
      format: 'sku',
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 40,
      help: help('invoiceReminderActions', 'MethodSKU'),
    }),
    enumeration('Action', options('invoiceReminderAction', INVOICE_REMINDER_ACTIONS, INVOICE_REMINDER_ACTION_TONES), {
      required: true,
      list: 2,
      filterable: true,
      help: help('invoiceReminderActions', 'Action'),
    }),
    enumeration('NextAction', options('invoiceReminderAction', INVOICE_REMINDER_ACTIONS, INVOICE_REMINDER_ACTION_TONES), {
      required: true,
      default: 0,
      list: 2,
      filterable: true,
      help: help('invoiceReminderActions', 'NextAction'),
    }),
    integer('NextActionDays', {
      min: 0,
      max: 365,
      list: 1,
      sortable: true,
      rules: [requiredIf((form) => !blank(form.NextAction) && Number(form.NextAction) !== 0)],
      help: help('invoiceReminderActions', 'NextActionDays'),
    }),
  ],
  defaultSort: { field: 'MethodSKU', direction: 'asc' },
  actions: CRUD,
  keywords: ['invoice reminders', 'reminder actions', 'dunning', 'collection', 'påminnelser', 'inkasso'],
  noun: noun('invoiceReminderActions'),
};
