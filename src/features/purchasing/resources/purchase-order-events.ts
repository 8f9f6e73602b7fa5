/**
 * A purchase order's timeline (issue 30 §1): proposed (and lines added to it), released to the ERP, taken on,
 * sent to the supplier (to which address), each receipt (how many units of how many lines, by whom), annulled (the
 * reason), newest first. Written only by the server in the transaction of what it records
 * (src/features/purchasing/server/events.ts); read-only here.
 */
import { PURCHASE_ORDER_EVENT_KINDS } from '../domain/events';
import { datetime, enumeration, longText, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun, options } from '../../../domain/resources/shop/common';
import { PURCHASING } from './purchase-orders';

export const purchaseOrderEvents: ResourceDef<'purchase-order-events'> = {
  name: 'purchase-order-events',
  area: 'shop',
  path: 'purchase-order-events',
  screen: 'ShopPurchaseOrderEvent',
  table: 'purchase_order_events',
  titleField: 'Kind',
  subtitleField: 'Time',
  parent: { resource: 'purchase-orders', field: 'PurchaseOrderID' },
  permissions: PURCHASING,
  fields: [
    reference('PurchaseOrderID', 'purchase-orders', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.purchaseOrderEvents.PurchaseOrderID',
    }),
    enumeration('Kind', options('purchaseOrderEventKind', PURCHASE_ORDER_EVENT_KINDS), {
      required: true,
      readOnly: true,
      list: 1,
      label: 'resources.purchaseOrderEvents.Kind',
    }),
    longText('Message', { readOnly: true, list: 3, maxLength: 2000, label: 'resources.purchaseOrderEvents.Message' }),
    text('MessageCode', { readOnly: true, hidden: true, maxLength: 100, label: 'resources.purchaseOrderEvents.MessageCode' }),
    longText('MessageValues', { readOnly: true, hidden: true, maxLength: 4000, label: 'resources.purchaseOrderEvents.MessageValues' }),
    datetime('Time', { required: true, readOnly: true, list: 1, sortable: true, label: 'resources.purchaseOrderEvents.Time' }),
    reference('ActorID', 'users', { readOnly: true, label: 'resources.purchaseOrderEvents.ActorID' }),
  ],
  defaultSort: { field: 'Time', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['purchase order events', 'purchase order timeline', 'inköpsorderhändelser'],
  noun: noun('purchaseOrderEvents'),
};
