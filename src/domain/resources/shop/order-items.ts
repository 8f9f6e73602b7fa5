/**
 * An order's items (issue 9 §1): the product as it was sold (SKU and name are a snapshot, so a renamed or
 * removed product leaves old orders as they were), quantity, unit price excl. VAT and VAT rate, the line's
 * total, and the item's own status and logistics status (SPEC.md section 4 codes). A child collection of orders,
 * changed only while the order's status is one of ORDER_CHANGES_IN.
 */
import { ORDER_CHANGES_IN, ORDER_ITEM_LOGISTICS_STATUSES, ORDER_ITEM_STATUSES } from '../../orders/codes';
import { enumeration, integer, money, percentage, reference, text } from '../fields';
import { statusOptions, type StatusMeaning } from '../status-tones';
import type { ResourceDef } from '../types';
import { noun } from './common';
import { ORDERS } from './orders';

const IN_ORDER_CURRENCY = { field: 'Currency' } as const;

/** What each item status means to a colleague (its chip's tone, src/domain/resources/status-tones.ts). */
const ITEM_STATUS_MEANINGS: Record<(typeof ORDER_ITEM_STATUSES)[number], StatusMeaning> = {
  0: 'idle', // unknown
  1: 'attention', // awaiting payment
  2: 'idle', // draft
  3: 'active', // ordered
  4: 'active', // confirmed
  5: 'attention', // confirmed with errors
  6: 'active', // picking
  7: 'attention', // reserved with errors
  8: 'attention', // on hold
  9: 'active', // purchase order confirmed
  10: 'active', // purchase order delivered
  11: 'active', // purchase order done
  12: 'active', // picked
  13: 'done', // shipped
  14: 'active', // partially shipped
  15: 'failed', // error
  16: 'attention', // manual intervention
  17: 'idle', // subscription
  18: 'idle', // pending
  19: 'closed', // refunded
  20: 'done', // captured
  99: 'closed', // cancelled
};

const LOGISTICS_STATUS_MEANINGS: Record<(typeof ORDER_ITEM_LOGISTICS_STATUSES)[number], StatusMeaning> = {
  0: 'idle', // unknown
  1: 'failed', // error
  2: 'idle', // open
  3: 'attention', // open backorder
  4: 'attention', // pending payment price adjustment
  5: 'attention', // pending export documentation
  6: 'attention', // pending backorder full delivery
  7: 'active', // released
  8: 'active', // balance
  9: 'active', // allocated
  10: 'active', // picked
  11: 'done', // sent
  12: 'active', // partially sent
  13: 'attention', // unconfirmed
  14: 'done', // retrieved
  15: 'active', // resending RMA
  99: 'closed', // cancelled
};

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
    // What the deals and coupons took from the line (excl. VAT); the rules behind it are in the line's Adjustments.
    money('Discount', IN_ORDER_CURRENCY, {
      required: true,
      readOnly: true,
      default: '0.00',
      list: 2,
      label: 'resources.orderItems.Discount',
    }),
    money('LineTotal', IN_ORDER_CURRENCY, {
      required: true,
      readOnly: true,
      default: '0.00',
      list: 1,
      label: 'resources.orderItems.LineTotal',
    }),
    enumeration('ItemStatus', statusOptions('orderItemStatus', ORDER_ITEM_STATUSES, ITEM_STATUS_MEANINGS), {
      required: true,
      default: 18,
      list: 1,
      filterable: true,
      label: 'resources.orderItems.ItemStatus',
    }),
    enumeration('LogisticsStatus', statusOptions('orderItemLogisticsStatus', ORDER_ITEM_LOGISTICS_STATUSES, LOGISTICS_STATUS_MEANINGS), {
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
