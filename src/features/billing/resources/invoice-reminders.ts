/**
 * The invoice reminders' declaration (shop; SPEC.md "Invoice reminder", issue 20 §2): one reminder per unpaid
 * invoice, walking the ladder that Settings › invoice reminder actions configures per store and payment method (an
 * e-mail, a paper letter, a hand-over to collection), each step an event (./invoice-reminder-events.ts). Written by
 * the server only (the scheduled run, a payment, src/features/billing/server/reminders-*.ts); a person marks a reminder for a
 * colleague (a customer disputes it on the phone: update `customer`), unmarks it, ignores it (Manual Ignored) or
 * performs its next action now (update `billing`), one record at a time here or for a page of them through
 * `POST /api/shop/invoice-reminders/next-actions` (src/features/billing/domain/next-actions.ts). Choices: docs/decisions.md
 * "Billing: reminders".
 */
import { REMINDER_ACTIONS, REMINDER_STATUSES, ReminderStatus } from '../domain/codes';
import { SKIP_REASONS } from '../domain/next-actions';
import { REMINDER_NOTICES } from '../domain/reminders';
import {
  boolean,
  date,
  datetime,
  enumeration,
  integer,
  locale,
  longText,
  money,
  reference,
  store,
  text,
} from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { noun, options } from '../../../domain/resources/shop/common';

export const REMINDERS = { view: ['view', 'shop'], update: ['update', 'billing'] } as const;
const MARK = ['update', 'customer'] as const;

const IN_CURRENCY = { field: 'Currency' } as const;
const OPEN = [ReminderStatus.Pending, ReminderStatus.Active];

const ACTION_TONES = { 0: 'neutral', 1: 'neutral', 2: 'info', 3: 'info', 4: 'warning' } as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      // Manual Ignored: the reminder ends without further steps.
      id: 'ignore',
      label: 'resources.invoiceReminders.ignore',
      permission: REMINDERS.update,
      confirm: 'resources.invoiceReminders.ignoreConfirm',
      bulk: true,
      danger: true,
      shortcut: 'shift+i',
      effect: 'ignored',
      from: OPEN,
      to: ReminderStatus.Ignored,
      done: 'resources.invoiceReminders.ignored',
    },
  ],
};

export const invoiceReminders: ResourceDef<'invoice-reminders'> = {
  name: 'invoice-reminders',
  area: 'shop',
  path: 'invoice-reminders',
  screen: 'ShopInvoiceReminder',
  goKey: 'i',
  table: 'invoice_reminders',
  titleField: 'InvoiceNumber',
  subtitleField: 'Status',
  permissions: REMINDERS,
  fields: [
    // The invoice reminded of (one reminder per invoice); its number is kept beside it as SPEC.md's invoiceNumber.
    reference('InvoiceID', 'invoices', { readOnly: true, unique: true, filterable: true, label: 'resources.invoiceReminders.InvoiceID' }),
    text('InvoiceNumber', {
      required: true,
      readOnly: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 40,
      label: 'resources.invoiceReminders.InvoiceNumber',
    }),
    enumeration(
      'Status',
      statusOptions('invoiceReminderStatus', REMINDER_STATUSES, {
        [ReminderStatus.Pending]: 'idle',
        [ReminderStatus.Active]: 'active',
        [ReminderStatus.Paid]: 'done',
        [ReminderStatus.Ignored]: 'closed',
      }),
      {
        required: true,
        readOnly: true,
        default: ReminderStatus.Pending,
        list: 1,
        filterable: true,
        label: 'resources.invoiceReminders.Status',
      },
    ),
    enumeration('NextAction', options('invoiceReminderAction', REMINDER_ACTIONS, ACTION_TONES), {
      required: true,
      readOnly: true,
      default: 0,
      list: 1,
      filterable: true,
      label: 'resources.invoiceReminders.NextAction',
    }),
    integer('NextActionDays', { readOnly: true, min: 0, max: 365, label: 'resources.invoiceReminders.NextActionDays' }),
    money('Amount', IN_CURRENCY, { required: true, readOnly: true, min: 0, label: 'resources.invoiceReminders.Amount' }),
    money('Balance', IN_CURRENCY, {
      required: true,
      readOnly: true,
      min: 0,
      list: 1,
      sortable: true,
      label: 'resources.invoiceReminders.Balance',
    }),
    date('DueDate', { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.invoiceReminders.DueDate' }),
    text('MethodSKU', {
      required: true,
      readOnly: true,
      format: 'sku',
      maxLength: 40,
      filterable: true,
      label: 'resources.invoiceReminders.MethodSKU',
    }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    date('InvoiceDate', { required: true, readOnly: true, label: 'resources.invoiceReminders.InvoiceDate' }),
    store('StoreID', { required: true, readOnly: true, list: 1, filterable: true, label: 'resources.invoiceReminders.StoreID' }),
    locale('Locale', { required: true, readOnly: true, label: 'resources.invoiceReminders.Locale' }),
    datetime('LastActionAt', { readOnly: true, label: 'resources.invoiceReminders.LastActionAt' }),
    enumeration('LastAction', options('invoiceReminderAction', REMINDER_ACTIONS, ACTION_TONES), {
      required: true,
      readOnly: true,
      default: 0,
      list: 1,
      filterable: true,
      label: 'resources.invoiceReminders.LastAction',
    }),
    datetime('NextActionAt', { readOnly: true, list: 1, sortable: true, label: 'resources.invoiceReminders.NextActionAt' }),
    datetime('PaidAt', { readOnly: true, label: 'resources.invoiceReminders.PaidAt' }),
    // When the run next reads the invoice's balance and the notices again (set with each step; empty once closed).
    datetime('RevalidateAt', { readOnly: true, label: 'resources.invoiceReminders.RevalidateAt' }),
    boolean('IsMarked', { readOnly: true, filterable: true, list: 1, label: 'resources.invoiceReminders.IsMarked' }),
    longText('MarkReason', { readOnly: true, maxLength: 2000, label: 'resources.invoiceReminders.MarkReason' }),
    // SPEC.md §5's notices as codes the console labels (enums.invoiceReminderNotice.*), kept by the server.
    enumeration('Notices', options('invoiceReminderNotice', REMINDER_NOTICES), {
      multiple: true,
      readOnly: true,
      filterable: true,
      label: 'resources.invoiceReminders.Notices',
    }),
  ],
  defaultSort: { field: 'NextActionAt', direction: 'asc' },
  actions: {
    create: false,
    edit: false,
    delete: false,
    custom: [
      {
        // A customer disputes the reminder on the phone: it waits for a person (the run skips it).
        id: 'mark',
        label: 'resources.invoiceReminders.mark',
        permission: MARK,
        shortcut: 'm',
        when: { IsMarked: [false], Status: OPEN },
        input: [longText('Reason', { required: true, maxLength: 2000, label: 'resources.invoiceReminders.MarkReason' })],
        effect: 'marked',
        done: 'resources.invoiceReminders.marked',
      },
      {
        id: 'unmark',
        label: 'resources.invoiceReminders.unmark',
        permission: MARK,
        shortcut: 'u',
        when: { IsMarked: [true] },
        set: { IsMarked: false, MarkReason: null },
        effect: 'unmarked',
        done: 'resources.invoiceReminders.unmarked',
      },
      {
        // The next step now, whatever its time (the selection mode does this for a page of reminders).
        id: 'perform-next',
        label: 'resources.invoiceReminders.performNext',
        permission: REMINDERS.update,
        shortcut: 'shift+n',
        when: { Status: OPEN, IsMarked: [false] },
        keepsRecord: true,
        effect: 'performNext',
        done: 'resources.invoiceReminders.performed',
      },
    ],
  },
  workflow: WORKFLOW,
  // The list's selection mode: the next actions of the checked reminders of a page (docs/decisions.md "Billing: selection mode").
  selection: {
    id: 'next-actions',
    label: 'resources.invoiceReminders.selection.perform',
    endpoint: 'next-actions',
    permission: REMINDERS.update,
    outcome: { title: 'InvoiceNumber', amount: 'balance', currency: 'currency', action: 'action' },
    actionField: 'NextAction',
    reasons: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, `resources.invoiceReminders.skip.${reason}`])),
  },
  // The reminder letter (GET /api/shop/invoice-reminders/{id}/pdf).
  documents: [{ label: 'resource.document.pdf', path: 'pdf', type: 'application/pdf', key: 'shift+d' }],
  keywords: ['invoice reminders', 'reminders', 'dunning', 'collection', 'påminnelser', 'betalningspåminnelse', 'inkasso'],
  noun: noun('invoiceReminders'),
};
