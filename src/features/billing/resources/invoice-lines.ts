/**
 * An invoice's lines (issue 20 §1): copied from the order's items when the invoice is made (SKU and name as sold,
 * quantity, unit price excl. VAT, VAT rate, the line's total excl. VAT and its VAT), and the fees the order
 * charged (shipping, payment fee, discount: VAT included, as the order carries them). Read-only: an invoice is
 * never edited, a credit note corrects it. A child collection of invoices.
 */
import { integer, money, percentage, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { BILLING } from './invoices';

const IN_INVOICE_CURRENCY = { field: 'Currency' } as const;

export const invoiceLines: ResourceDef<'invoice-lines'> = {
  name: 'invoice-lines',
  area: 'shop',
  path: 'invoice-lines',
  screen: 'ShopInvoiceLine',
  table: 'invoice_lines',
  titleField: 'Name',
  subtitleField: 'SKU',
  parent: { resource: 'invoices', field: 'InvoiceID' },
  permissions: BILLING,
  fields: [
    reference('InvoiceID', 'invoices', { required: true, readOnly: true, filterable: true, label: 'resources.invoiceLines.InvoiceID' }),
    text('SKU', { readOnly: true, list: 2, searchable: true, format: 'sku', maxLength: 64 }),
    text('Name', { required: true, readOnly: true, list: 3, maxLength: 255 }),
    integer('Quantity', { required: true, readOnly: true, list: 1, label: 'resources.invoiceLines.Quantity' }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    money('UnitPrice', IN_INVOICE_CURRENCY, { required: true, readOnly: true, list: 1, label: 'resources.invoiceLines.UnitPrice' }),
    // What the deals and coupons took from the line, excl. VAT (the order line's).
    money('Discount', IN_INVOICE_CURRENCY, {
      required: true,
      readOnly: true,
      default: '0.00',
      list: 2,
      label: 'resources.invoiceLines.Discount',
    }),
    percentage('VatRate', { required: true, readOnly: true, list: 1, label: 'resources.invoiceLines.VatRate' }),
    money('LineTotal', IN_INVOICE_CURRENCY, { required: true, readOnly: true, list: 1, label: 'resources.invoiceLines.LineTotal' }),
    money('VatAmount', IN_INVOICE_CURRENCY, { required: true, readOnly: true, list: 2, label: 'resources.invoiceLines.VatAmount' }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['invoice lines', 'fakturarader'],
  noun: noun('invoiceLines'),
};
