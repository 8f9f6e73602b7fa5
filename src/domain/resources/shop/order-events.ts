/**
 * An order's events (issue 9 §1; SPEC.md section 4): what each integration did with the order (a payment
 * provider's capture, an analytics purchase, an order check's decision, an e-mail sent, a status changed by a
 * colleague), newest first, shown as the order's timeline. Written only by the server, in the transaction of
 * what they record (server/orders/events.ts); read-only here. A child collection of orders.
 */
import { ORDER_EVENT_INTEGRATIONS, ORDER_EVENT_KIND_CODES } from '../../orders/codes';
import { enumeration, longText, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { noun, options } from './common';
import { ORDERS } from './orders';

export const orderEvents: ResourceDef<'order-events'> = {
  name: 'order-events',
  area: 'shop',
  path: 'order-events',
  screen: 'ShopOrderEvent',
  table: 'order_events',
  titleField: 'Kind',
  subtitleField: 'Integration',
  parent: { resource: 'orders', field: 'OrderID' },
  permissions: ORDERS,
  fields: [
    reference('OrderID', 'orders', { required: true, readOnly: true, filterable: true, label: 'resources.orderEvents.OrderID' }),
    enumeration('Integration', options('orderEventIntegration', ORDER_EVENT_INTEGRATIONS), {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.orderEvents.Integration',
    }),
    enumeration('Kind', options('orderEventKind', ORDER_EVENT_KIND_CODES), {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.orderEvents.Kind',
    }),
    longText('Message', { readOnly: true, list: 3, maxLength: 2000, label: 'resources.orderEvents.Message' }),
    // What the server says, as a message id and its values (JSON), rendered in the reader's language
    // (src/domain/orders/event-messages.ts); Message keeps a person's own words.
    text('MessageCode', { readOnly: true, hidden: true, maxLength: 100, label: 'resources.orderEvents.MessageCode' }),
    longText('MessageValues', { readOnly: true, hidden: true, maxLength: 4000, label: 'resources.orderEvents.MessageValues' }),
    // Who acted; empty when the system did (a job, a delivery, a provider's call).
    reference('ActorID', 'users', { readOnly: true, label: 'resources.orderEvents.ActorID' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['order events', 'timeline', 'händelser', 'tidslinje'],
  noun: noun('orderEvents'),
};
