/**
 * Which customers' order lines a purchase order's line serves (issue 30 §1: "the customer order lines it serves"):
 * one row per order line, with the quantity it takes of the purchase order line. Made by the proposal, ended by an
 * annulment (the order line waits again). Read-only: a child of the purchase order, and shown on the customer's
 * order beside its lines (the purchase order and its expected date, both read from the purchase order).
 */
import { date, enumeration, integer, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { PURCHASE_ORDER_STATUSES } from '../domain/codes';
import { computed } from '../../../domain/resources/computed';
import { statusOptions } from '../../../domain/resources/status-tones';
import { PURCHASE_ORDER_MEANINGS, PURCHASING } from './purchase-orders';

export const purchaseOrderAllocations: ResourceDef<'purchase-order-allocations'> = {
  name: 'purchase-order-allocations',
  area: 'shop',
  path: 'purchase-order-allocations',
  screen: 'ShopPurchaseOrderAllocation',
  table: 'purchase_order_allocations',
  titleField: 'SKU',
  subtitleField: 'OrderID',
  parent: { resource: 'purchase-orders', field: 'PurchaseOrderID' },
  permissions: PURCHASING,
  fields: [
    reference('PurchaseOrderID', 'purchase-orders', {
      required: true,
      readOnly: true,
      filterable: true,
      list: 1,
      label: 'resources.purchaseOrderAllocations.PurchaseOrderID',
    }),
    reference('PurchaseOrderItemID', 'purchase-order-items', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.purchaseOrderAllocations.PurchaseOrderItemID',
    }),
    reference('OrderID', 'orders', {
      required: true,
      readOnly: true,
      filterable: true,
      list: 2,
      label: 'resources.purchaseOrderAllocations.OrderID',
    }),
    // One live allocation per order line: the proposal never puts a line on two purchase orders.
    reference('OrderItemID', 'order-items', {
      required: true,
      readOnly: true,
      unique: true,
      label: 'resources.purchaseOrderAllocations.OrderItemID',
    }),
    // Not searched by text (the purchase order's lines are): no trigram index to keep up as the proposal writes.
    text('SKU', { required: true, readOnly: true, list: 2, format: 'sku', maxLength: 64 }),
    integer('Quantity', { required: true, readOnly: true, min: 1, list: 1, label: 'resources.purchaseOrderAllocations.Quantity' }),
    // The purchase order's status and expected date, read from it (computed: never a stale copy).
    computed(
      enumeration('PurchaseOrderStatus', statusOptions('purchaseOrderStatus', PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_MEANINGS), {
        list: 1,
        label: 'resources.purchaseOrderAllocations.PurchaseOrderStatus',
      }),
    ),
    computed(date('ExpectedDate', { list: 1, label: 'resources.purchaseOrderAllocations.ExpectedDate' })),
    // The order line's item status before purchasing moved it, given back when the purchase order is annulled.
    integer('ItemStatusBefore', {
      required: true,
      readOnly: true,
      hidden: true,
      default: 18,
      label: 'resources.purchaseOrderAllocations.ItemStatusBefore',
    }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['purchase order allocations', 'waiting order lines', 'väntande orderrader'],
  noun: noun('purchaseOrderAllocations'),
};
