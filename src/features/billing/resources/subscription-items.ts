/**
 * A subscription's items (issue 20 §3): which product and how many each order carries. No price is kept: each
 * order prices the product when it is placed, as a staff order does (the store's price lists, else the
 * product's own price), so a subscription follows the shop's prices (docs/decisions.md "Billing: subscriptions").
 * SKU and name are filled from the product when the item is written. A child collection of subscriptions,
 * changed while the subscription is not cancelled.
 */
import { SubscriptionStatus } from '../domain/codes';
import { integer, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { SUBSCRIPTIONS } from './subscriptions';

export const subscriptionItems: ResourceDef<'subscription-items'> = {
  name: 'subscription-items',
  area: 'shop',
  path: 'subscription-items',
  screen: 'ShopSubscriptionItem',
  table: 'subscription_items',
  titleField: 'Name',
  subtitleField: 'SKU',
  parent: {
    resource: 'subscriptions',
    field: 'SubscriptionID',
    changesWhen: {
      when: { Status: [SubscriptionStatus.Active, SubscriptionStatus.Paused] },
      reason: 'resources.subscriptionItems.locked',
    },
  },
  permissions: SUBSCRIPTIONS,
  fields: [
    reference('SubscriptionID', 'subscriptions', { required: true, filterable: true, label: 'resources.subscriptionItems.SubscriptionID' }),
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.subscriptionItems.ProductID' }),
    text('SKU', { readOnly: true, list: 2, searchable: true, format: 'sku', maxLength: 64 }),
    text('Name', { readOnly: true, list: 3, maxLength: 255 }),
    integer('Quantity', { required: true, min: 1, max: 999, default: 1, list: 1, label: 'resources.subscriptionItems.Quantity' }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['subscription items', 'prenumerationsartiklar'],
  noun: noun('subscriptionItems'),
};
