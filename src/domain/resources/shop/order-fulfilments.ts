/**
 * An order's fulfilments (issue 9 §1; SPEC.md "Order": fulfillments with forwarder and tracking reference):
 * one parcel sent, by which forwarder, with its tracking reference and the link to the forwarder's tracking
 * page. The link is computed on the server from the forwarder's address (src/domain/orders/forwarders.ts), so
 * it is never typed or stored. A child collection of orders.
 */
import { FORWARDER_CODES } from '../../orders/forwarders';
import { computed } from '../computed';
import { datetime, enumeration, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { noun, options } from './common';
import { ORDERS } from './orders';

export const orderFulfilments: ResourceDef<'order-fulfilments'> = {
  name: 'order-fulfilments',
  area: 'shop',
  path: 'order-fulfilments',
  screen: 'ShopOrderFulfilment',
  table: 'order_fulfilments',
  titleField: 'TrackingReference',
  subtitleField: 'Forwarder',
  parent: { resource: 'orders', field: 'OrderID' },
  permissions: ORDERS,
  fields: [
    reference('OrderID', 'orders', { required: true, filterable: true, label: 'resources.orderFulfilments.OrderID' }),
    enumeration('Forwarder', options('forwarder', FORWARDER_CODES), {
      required: true,
      list: 2,
      filterable: true,
      label: 'resources.orderFulfilments.Forwarder',
    }),
    text('TrackingReference', {
      required: true,
      list: 3,
      searchable: true,
      minLength: 4,
      maxLength: 64,
      label: 'resources.orderFulfilments.TrackingReference',
    }),
    computed(text('TrackingLink', { format: 'url', list: 3, label: 'resources.orderFulfilments.TrackingLink' })),
    datetime('ShippedAt', { required: true, list: 2, sortable: true, label: 'resources.orderFulfilments.ShippedAt' }),
  ],
  defaultSort: { field: 'ShippedAt', direction: 'desc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['fulfilments', 'parcels', 'tracking', 'leveranser', 'kolli', 'spårning'],
  noun: noun('orderFulfilments'),
};
