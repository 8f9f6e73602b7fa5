/**
 * The upsells' declaration (shop; SPEC.md "Upsell": starts at, max quantity; "Upsell type 1 is post-purchase
 * upsell"): a product offered to a customer of a store right after an order is placed, at a discount, to be added
 * to that order, up to so many of it per order, between its start and end while it is active. Made and changed by
 * those who may update upsells (roles 1 and 4, SPEC.md section 6). Choices: docs/decisions.md "Upsells".
 */
import { boolean, datetime, enumeration, integer, percentage, reference, store, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { CRUD, after, help, noun, options } from '../../../domain/resources/shop/common';
import { UPSELL_TYPES, UpsellType } from '../domain/upsells';

/** Staff who see the shop see upsells; those who may update upsells change them. */
const UPSELLING = { view: ['view', 'shop'], update: ['update', 'upsell'] } as const;

export const upsells: ResourceDef<'upsells'> = {
  name: 'upsells',
  area: 'shop',
  path: 'upsells',
  screen: 'ShopUpsell',
  table: 'upsells',
  titleField: 'Name',
  subtitleField: 'StartsAt',
  permissions: UPSELLING,
  fields: [
    text('Name', { required: true, maxLength: 120, list: 3, searchable: true, sortable: true, label: 'resources.upsells.Name' }),
    store('StoreID', { required: true, list: 2, filterable: true, label: 'resources.upsells.StoreID' }),
    enumeration('Type', options('upsellType', UPSELL_TYPES), {
      required: true,
      default: UpsellType.PostPurchase,
      filterable: true,
      label: 'resources.upsells.Type',
    }),
    reference('ProductID', 'products', {
      required: true,
      list: 3,
      filterable: true,
      label: 'resources.upsells.ProductID',
      help: help('upsells', 'ProductID'),
    }),
    percentage('DiscountPercentage', {
      min: 0,
      max: 90,
      list: 1,
      label: 'resources.upsells.DiscountPercentage',
      help: help('upsells', 'DiscountPercentage'),
    }),
    integer('MaxQuantity', {
      required: true,
      min: 1,
      max: 99,
      default: 1,
      label: 'resources.upsells.MaxQuantity',
      help: help('upsells', 'MaxQuantity'),
    }),
    datetime('StartsAt', { required: true, list: 2, sortable: true, filterable: true, label: 'resources.upsells.StartsAt' }),
    datetime('EndsAt', {
      list: 2,
      sortable: true,
      filterable: true,
      rules: [after('StartsAt')],
      label: 'resources.upsells.EndsAt',
      help: help('upsells', 'EndsAt'),
    }),
    boolean('Active', { default: true, list: 1, filterable: true, label: 'resources.upsells.Active' }),
  ],
  defaultSort: { field: 'StartsAt', direction: 'desc' },
  actions: CRUD,
  keywords: ['upsells', 'post-purchase', 'upselling', 'merförsäljning', 'merförsäljningar'],
  noun: noun('upsells'),
};
