/**
 * A purchase order's lines (issue 30 §1): a product with its supplier SKU as the supplier knows it, the quantity
 * ordered and received, the unit cost (SEK excl. VAT, the catalogue's purchase price when added) and the line's
 * status. A child collection of purchase orders: added by SKU and changed by keys while the order is Pending; the
 * proposal adds the lines the customers' orders wait for (./purchase-order-allocations.ts says which). Received
 * quantities are the receipts' (src/features/purchasing/server/receive.ts), never a form's.
 */
import { PURCHASE_ORDER_ITEM_STATUSES, PurchaseOrderItemStatus, PurchaseOrderStatus } from '../domain/codes';
import { enumeration, integer, money, reference, text } from '../../../domain/resources/fields';
import { computed } from '../../../domain/resources/computed';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { PURCHASING } from './purchase-orders';

const I = PurchaseOrderItemStatus;

export const purchaseOrderItems: ResourceDef<'purchase-order-items'> = {
  name: 'purchase-order-items',
  area: 'shop',
  path: 'purchase-order-items',
  screen: 'ShopPurchaseOrderItem',
  table: 'purchase_order_items',
  titleField: 'SKU',
  subtitleField: 'Name',
  parent: {
    resource: 'purchase-orders',
    field: 'PurchaseOrderID',
    changesWhen: { when: { Status: [PurchaseOrderStatus.Pending] }, reason: 'resources.purchaseOrderItems.locked' },
  },
  permissions: PURCHASING,
  fields: [
    reference('PurchaseOrderID', 'purchase-orders', {
      required: true,
      filterable: true,
      label: 'resources.purchaseOrderItems.PurchaseOrderID',
    }),
    // The product ordered, found by its SKU; the line's SKU, supplier SKU, name and cost are taken from it.
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.purchaseOrderItems.ProductID' }),
    text('SKU', { required: true, readOnly: true, list: 2, searchable: true, format: 'sku', maxLength: 64 }),
    text('SupplierSku', {
      readOnly: true,
      list: 1,
      searchable: true,
      format: 'sku',
      maxLength: 64,
      label: 'resources.purchaseOrderItems.SupplierSku',
    }),
    text('Name', { required: true, readOnly: true, list: 3, maxLength: 255 }),
    integer('Quantity', { required: true, min: 1, max: 99999, default: 1, list: 1, label: 'resources.purchaseOrderItems.Quantity' }),
    integer('ReceivedQuantity', {
      required: true,
      readOnly: true,
      default: 0,
      list: 1,
      progressOf: 'Quantity',
      label: 'resources.purchaseOrderItems.ReceivedQuantity',
    }),
    // The product's purchase price when left empty.
    money('UnitCost', 'SEK', { min: 0, list: 1, label: 'resources.purchaseOrderItems.UnitCost' }),
    computed(money('LineTotal', 'SEK', { list: 1, label: 'resources.purchaseOrderItems.LineTotal' })),
    enumeration(
      'Status',
      statusOptions('purchaseOrderItemStatus', PURCHASE_ORDER_ITEM_STATUSES, {
        [I.Pending]: 'idle',
        [I.Ordered]: 'active',
        [I.Partial]: 'attention',
        [I.Received]: 'done',
        [I.Annulled]: 'closed',
      }),
      { required: true, readOnly: true, default: I.Pending, list: 1, filterable: true, label: 'resources.purchaseOrderItems.Status' },
    ),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['purchase order lines', 'inköpsorderrader'],
  noun: noun('purchaseOrderItems'),
};
