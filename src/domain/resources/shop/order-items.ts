/**
 * An order's items (issue 9 §1): the product as it was sold (SKU and name are a snapshot, so a renamed or
 * removed product leaves old orders as they were), quantity, unit price excl. VAT and VAT rate, the line's
 * total, and the item's own status and logistics status (SPEC.md section 4 codes). A child collection of orders,
 * changed only while the order's status is one of ORDER_CHANGES_IN.
 */
import { ORDER_CHANGES_IN, ORDER_ITEM_LOGISTICS_STATUSES, ORDER_ITEM_STATUSES } from '../../orders/codes';
import { enumeration, integer, money, percentage, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { noun, options } from './common';
import { ORDERS } from './orders';

const IN_ORDER_CURRENCY = { field: 'Currency' } as const;

export const orderItems: ResourceDef<'order-items'> = {
  name: 'order-items',
  area: 'shop',
  path: 'order-items',
  screen: 'ShopOrderItem',
  table: 'order_items',
  titleField: 'Name',
  subtitleField: 'SKU',
  // Items change only before the order goes to the warehouse; each write prices the order again (server/orders/totals.ts).
  parent: {
    resource: 'orders',
    field: 'OrderID',
    changesWhen: { when: { Status: ORDER_CHANGES_IN }, reason: 'resources.orderItems.locked' },
  },
  permissions: ORDERS,
  fields: [
    reference('OrderID', 'orders', { required: true, filterable: true, label: 'resources.orderItems.OrderID' }),
    reference('ProductID', 'products', { filterable: true, label: 'resources.orderItems.ProductID' }),
    text('SKU', { required: true, list: 2, searchable: true, format: 'sku', maxLength: 64 }),
    text('Name', { required: true, list: 3, maxLength: 255 }),
    integer('Quantity', { required: true, min: 1, max: 9999, default: 1, list: 1, label: 'resources.orderItems.Quantity' }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    money('UnitPrice', IN_ORDER_CURRENCY, { required: true, min: 0, list: 1, label: 'resources.orderItems.UnitPrice' }),
    percentage('VatRate', { required: true, default: '25.00', label: 'resources.orderItems.VatRate' }),
    money('LineTotal', IN_ORDER_CURRENCY, {
      required: true,
      readOnly: true,
      default: '0.00',
      list: 1,
      label: 'resources.orderItems.LineTotal',
    }),
    enumeration('ItemStatus', options('orderItemStatus', ORDER_ITEM_STATUSES), {
      required: true,
      default: 18,
      list: 1,
      filterable: true,
      label: 'resources.orderItems.ItemStatus',
    }),
    enumeration('LogisticsStatus', options('orderItemLogisticsStatus', ORDER_ITEM_LOGISTICS_STATUSES), {
      required: true,
      default: 0,
      list: 1,
      filterable: true,
      label: 'resources.orderItems.LogisticsStatus',
    }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['order items', 'order lines', 'orderrader', 'artiklar'],
  noun: noun('orderItems'),
};
