/**
 * An order's transactions (issue 9 §1; SPEC.md "Transaction": accountingDate, description, amount, balance,
 * principal, type payment): the money booked for the order with its payment provider, one row per
 * authorization, capture, refund, fee or chargeback, with the order's balance after it. Written by the
 * payment integrations and the refund job; staff read them, so the tab is read-only. A child collection of orders.
 */
import { date, enumeration, money, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { noun, options } from './common';
import { ORDERS } from './orders';

/** What a transaction did with the money (SPEC.md "type payment"). */
export const TransactionType = { Authorization: 1, Capture: 2, Refund: 3, Fee: 4, Chargeback: 5 } as const;
const TRANSACTION_TYPES = Object.values(TransactionType);

/** Who holds the money of a payment processor (a transaction's principal), by the payment method's Processor. */
export const PAYMENT_PRINCIPALS: Readonly<Record<string, string>> = {
  klarna: 'Klarna Bank AB',
  adyen: 'Adyen N.V.',
  swish: 'Swish',
  paypal: 'PayPal Europe',
  trustly: 'Trustly Group AB',
  invoice: 'Egen fakturering',
  svea: 'Svea Bank AB',
  walley: 'Walley AB',
  qliro: 'Qliro AB',
};

const IN_ORDER_CURRENCY = { field: 'Currency' } as const;

export const orderTransactions: ResourceDef<'order-transactions'> = {
  name: 'order-transactions',
  area: 'shop',
  path: 'order-transactions',
  screen: 'ShopOrderTransaction',
  table: 'order_transactions',
  titleField: 'Description',
  subtitleField: 'Type',
  parent: { resource: 'orders', field: 'OrderID' },
  permissions: ORDERS,
  fields: [
    reference('OrderID', 'orders', { required: true, readOnly: true, filterable: true, label: 'resources.orderTransactions.OrderID' }),
    date('AccountingDate', {
      required: true,
      readOnly: true,
      list: 1,
      sortable: true,
      label: 'resources.orderTransactions.AccountingDate',
    }),
    enumeration('Type', options('transactionType', TRANSACTION_TYPES), {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.orderTransactions.Type',
    }),
    text('Description', { required: true, readOnly: true, list: 3, maxLength: 200, label: 'resources.orderTransactions.Description' }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    money('Amount', IN_ORDER_CURRENCY, { required: true, readOnly: true, list: 1, label: 'resources.orderTransactions.Amount' }),
    money('Balance', IN_ORDER_CURRENCY, { required: true, readOnly: true, list: 1, label: 'resources.orderTransactions.Balance' }),
    text('Principal', { required: true, readOnly: true, list: 2, maxLength: 80, label: 'resources.orderTransactions.Principal' }),
  ],
  defaultSort: { field: 'AccountingDate', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['transactions', 'payments', 'transaktioner', 'betalningar'],
  noun: noun('orderTransactions'),
};
