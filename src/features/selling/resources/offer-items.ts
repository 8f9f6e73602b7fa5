/**
 * An offer's lines: a product, the quantity and the price agreed (excl. VAT, in the offer's currency; empty: the
 * customer's price as a staff order would take it, from the price lists or the product's own price), with what
 * the deals and coupons take and the line's total, priced by the money model with the whole offer. A child
 * collection of the offer, changed while it is Draft.
 */
import { integer, money, reference, text } from '../../../domain/resources/fields';
import { computed } from '../../../domain/resources/computed';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { OfferStatus } from '../domain/offers';
import { STAFF_ORDER_MAX_QUANTITY } from '../../../domain/orders/staff-order';
import { OFFERING } from './offers';

const IN_CURRENCY = { field: 'Currency' } as const;

export const offerItems: ResourceDef<'offer-items'> = {
  name: 'offer-items',
  area: 'shop',
  path: 'offer-items',
  screen: 'ShopOfferItem',
  table: 'offer_items',
  titleField: 'SKU',
  subtitleField: 'Name',
  parent: {
    resource: 'offers',
    field: 'OfferID',
    changesWhen: { when: { Status: [OfferStatus.Draft] }, reason: 'resources.offerItems.locked' },
  },
  permissions: OFFERING,
  fields: [
    reference('OfferID', 'offers', { required: true, filterable: true, label: 'resources.offerItems.OfferID' }),
    // One line per product: another of it is more of the same line.
    reference('ProductID', 'products', {
      required: true,
      filterable: true,
      uniqueWith: ['OfferID'],
      label: 'resources.offerItems.ProductID',
    }),
    text('SKU', { required: true, readOnly: true, list: 2, searchable: true, format: 'sku', maxLength: 64 }),
    text('Name', { required: true, readOnly: true, list: 3, maxLength: 255 }),
    integer('Quantity', {
      required: true,
      min: 1,
      max: STAFF_ORDER_MAX_QUANTITY,
      default: 1,
      list: 1,
      label: 'resources.offerItems.Quantity',
    }),
    text('Currency', { required: true, readOnly: true, hidden: true, minLength: 3, maxLength: 3, default: 'SEK' }),
    // What the customer's price lists ask, for comparison (set when the line is written).
    money('ListPrice', IN_CURRENCY, { readOnly: true, list: 1, label: 'resources.offerItems.ListPrice' }),
    money('UnitPrice', IN_CURRENCY, { min: 0, list: 1, label: 'resources.offerItems.UnitPrice' }),
    money('Discount', IN_CURRENCY, { readOnly: true, list: 1, label: 'resources.offerItems.Discount' }),
    // Quantity × price − discount, read from the line itself (never a stale copy).
    computed(money('LineTotal', IN_CURRENCY, { list: 1, label: 'resources.offerItems.LineTotal' })),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['offer lines', 'offertrader'],
  noun: noun('offerItems'),
};
