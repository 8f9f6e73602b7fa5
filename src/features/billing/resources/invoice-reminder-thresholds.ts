/**
 * The invoice reminders' notice thresholds (SPEC.md §5: "the threshold values: not shown"): a reminder whose
 * invoice total is under LowAmount, or whose balance is under LowBalance, both in SEK (other currencies converted
 * through their currency group's SEK rate), carries that notice. One record. Defaults: docs/decisions.md
 * "Billing: reminders".
 */
import { money } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { SETTING_VIEW, help, noun } from '../../../domain/resources/setting/common';

export const invoiceReminderThresholds: ResourceDef<'invoice-reminder-thresholds'> = {
  name: 'invoice-reminder-thresholds',
  area: 'setting',
  path: 'invoice-reminder-thresholds',
  screen: 'SettingInvoiceReminderThreshold',
  table: 'invoice_reminder_thresholds',
  titleField: 'LowAmount',
  permissions: { view: SETTING_VIEW, update: ['update', 'billing'] },
  fields: [
    money('LowAmount', 'SEK', {
      required: true,
      default: '100.00',
      min: 0,
      label: 'resources.invoiceReminderThresholds.LowAmount',
      help: help('invoiceReminderThresholds', 'LowAmount'),
    }),
    money('LowBalance', 'SEK', {
      required: true,
      default: '50.00',
      min: 0,
      label: 'resources.invoiceReminderThresholds.LowBalance',
      help: help('invoiceReminderThresholds', 'LowBalance'),
    }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  singleton: true,
  keywords: ['invoice reminder thresholds', 'low amount', 'low balance', 'notices', 'påminnelsegränser', 'lågt belopp'],
  noun: noun('invoiceReminderThresholds'),
};
