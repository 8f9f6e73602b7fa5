/**
 * The invoices resource's declaration (shop; issue 20 §1): what the shop bills for an order paid by one of its
 * invoice methods (made by the server when the order is sent, src/features/billing/server/invoicing.ts; never by the list's
 * form), and the credit notes that credit it (a chargeback's credit note). The lines are a read-only child
 * collection (./invoice-lines.ts). Delivery runs through SPEC.md's two queues, the e-mail queue and the print queue,
 * whose statuses the invoice shows. Choices: docs/decisions.md "Billing: invoices".
 */
import { DELIVERY_METHODS, DeliveryMethod, INVOICE_STATUSES, INVOICE_TYPES, InvoiceStatus, InvoiceType } from '../domain/invoices';
import { EMAIL_QUEUE_STATUSES, EmailQueueStatus, PRINT_QUEUE_STATUSES, PrintQueueStatus } from '../domain/codes';
import { DEFAULT_LIST_INTERVAL } from '../../../domain/constants';
import { date, datetime, enumeration, longText, money, reference, store, text } from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun, options } from '../../../domain/resources/shop/common';

/** Viewing every billing screen needs view shop; acting on invoices needs update billing (src/domain/permissions.ts). */
export const BILLING = { view: ['view', 'shop'], update: ['update', 'billing'] } as const;

const IN_INVOICE_CURRENCY = { field: 'Currency' } as const;

export const invoices: ResourceDef<'invoices'> = {
  name: 'invoices',
  area: 'shop',
  path: 'invoices',
  screen: 'ShopInvoice',
  menuQuery: { interval: String(DEFAULT_LIST_INTERVAL) },
  // The menu link's interval=6 and the toolbar search's interval=24 count from the invoice date.
  interval: { field: 'CreatedAt' },
  table: 'invoices',
  titleField: 'Number',
  subtitleField: 'Status',
  permissions: BILLING,
  fields: [
    // Given by the database when the invoice is made (500001, 500002, …: src/features/billing/server/schema.ts).
    text('Number', {
      readOnly: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 20,
      label: 'resources.invoices.Number',
    }),
    enumeration('Type', options('invoiceType', INVOICE_TYPES), {
      required: true,
      readOnly: true,
      default: InvoiceType.Invoice,
      list: 2,
      filterable: true,
      label: 'resources.invoices.Type',
    }),
    reference('OrderID', 'orders', { required: true, readOnly: true, list: 2, filterable: true, label: 'resources.invoices.OrderID' }),
    reference('CustomerID', 'customers', {
      required: true,
      readOnly: true,
      list: 3,
      filterable: true,
      label: 'resources.invoices.CustomerID',
    }),
    // The store, the delivery, the recipient and the queues' statuses give way first in a narrow list (listPriority).
    store('StoreID', { required: true, readOnly: true, list: 2, listPriority: -1, filterable: true }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    enumeration(
      'Status',
      statusOptions('invoiceStatus', INVOICE_STATUSES, {
        [InvoiceStatus.Open]: 'active',
        [InvoiceStatus.Paid]: 'done',
        [InvoiceStatus.Credited]: 'closed',
        [InvoiceStatus.Cancelled]: 'closed',
      }),
      { required: true, readOnly: true, default: InvoiceStatus.Open, list: 1, filterable: true, label: 'resources.invoices.Status' },
    ),
    enumeration('DeliveryMethod', options('invoiceDeliveryMethod', DELIVERY_METHODS), {
      required: true,
      readOnly: true,
      default: DeliveryMethod.Email,
      list: 2,
      listPriority: -1,
      filterable: true,
      label: 'resources.invoices.DeliveryMethod',
    }),
    reference('PaymentMethodID', 'payment-methods', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.invoices.PaymentMethodID',
    }),
    // The e-mail address, or the name and postal address, the invoice went (or goes) to.
    longText('Recipient', { readOnly: true, maxLength: 1000, list: 3, listPriority: -1, label: 'resources.invoices.Recipient' }),
    // When the invoice is to be sent: its queue takes it from then on.
    datetime('Scheduled', { readOnly: true, sortable: true, label: 'resources.invoices.Scheduled' }),
    date('InvoiceDate', { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.invoices.InvoiceDate' }),
    date('DueDate', { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.invoices.DueDate' }),
    // A later due date agreed with the customer (a reminder's new due date, a payment plan).
    date('AdjustedDueDate', { readOnly: true, label: 'resources.invoices.AdjustedDueDate' }),
    money('Total', IN_INVOICE_CURRENCY, { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.invoices.Total' }),
    money('VatTotal', IN_INVOICE_CURRENCY, { required: true, readOnly: true, label: 'resources.invoices.VatTotal' }),
    money('Balance', IN_INVOICE_CURRENCY, { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.invoices.Balance' }),
    // The OCR number the customer pays with: the invoice number, a length digit and a Luhn check digit.
    text('PaymentReference', { readOnly: true, searchable: true, maxLength: 25, label: 'resources.invoices.PaymentReference' }),
    datetime('PaidAt', { readOnly: true, label: 'resources.invoices.PaidAt' }),
    enumeration(
      'EmailStatus',
      statusOptions('invoiceEmailStatus', EMAIL_QUEUE_STATUSES, {
        [EmailQueueStatus.Pending]: 'idle',
        [EmailQueueStatus.Processing]: 'active',
        [EmailQueueStatus.ErrorPrecondition]: 'failed',
        [EmailQueueStatus.ErrorSend]: 'failed',
        [EmailQueueStatus.Sent]: 'done',
      }),
      { readOnly: true, list: 2, listPriority: -1, filterable: true, label: 'resources.invoices.EmailStatus' },
    ),
    // Why the e-mail queue could not send it (the store's legal details or the customer's address missing, the
    // server's refusal).
    longText('EmailError', { readOnly: true, maxLength: 2000, label: 'resources.invoices.EmailError' }),
    enumeration(
      'PrintStatus',
      statusOptions('invoicePrintStatus', PRINT_QUEUE_STATUSES, {
        [PrintQueueStatus.Pending]: 'idle',
        [PrintQueueStatus.Locked]: 'active',
        [PrintQueueStatus.Printing]: 'active',
        [PrintQueueStatus.Error]: 'failed',
        [PrintQueueStatus.Printed]: 'done',
      }),
      { readOnly: true, list: 2, listPriority: -1, filterable: true, label: 'resources.invoices.PrintStatus' },
    ),
    // A credit note's invoice: the one whose balance it lowers.
    reference('CreditedInvoiceID', 'invoices', { readOnly: true, filterable: true, label: 'resources.invoices.CreditedInvoiceID' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: {
    create: false,
    edit: false,
    delete: false,
    custom: [
      {
        // Money came in for the invoice (a bank payment matched by hand): the balance goes down, at 0 it is Paid.
        id: 'register-payment',
        label: 'resources.invoices.registerPayment',
        permission: BILLING.update,
        shortcut: 'p',
        when: { Status: [InvoiceStatus.Open], Type: [InvoiceType.Invoice] },
        keepsRecord: true,
        input: [
          money('Amount', IN_INVOICE_CURRENCY, { required: true, min: 0.01, label: 'resources.invoices.Amount' }),
          date('PaidOn', { required: true, label: 'resources.invoices.PaidOn' }),
        ],
        effect: 'registerPayment',
        done: 'resources.invoices.paymentRegistered',
      },
    ],
  },
  related: [{ resource: 'invoices', field: 'CreditedInvoiceID' }],
  // The invoice as the customer gets it (GET /api/shop/invoices/{id}/pdf).
  documents: [{ label: 'resource.document.pdf', path: 'pdf', type: 'application/pdf', key: 'shift+d' }],
  keywords: ['invoices', 'invoice', 'fakturor', 'faktura', 'ocr', 'kreditfaktura', 'credit note', 'billing'],
  noun: noun('invoices'),
};
