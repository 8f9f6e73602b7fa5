/**
 * A product's prices per currency group (issue 8 §2): the price excl. VAT a storefront of that group sells it
 * for, in the group's currency, and optionally the compare-at ("before") price shown struck through, which must
 * be above it. One price per product and currency group. A child collection of the products.
 */
import { isBlank, type Rule } from '../../validation';
import { invalid } from '../declare';
import { currencyGroup, money, reference } from '../fields';
import type { ResourceDef } from '../types';

/** A compare-at price is above the price it is compared with (a "before" price at or below it is no discount). */
const above =
  (other: string): Rule =>
  (value, form) =>
    isBlank(value) || isBlank(form[other]) || Number.isNaN(Number(value)) || Number(value) > Number(form[other])
      ? null
      : invalid('resources.productPrices.invalid.compareAtNotAbove', 'Must be above the price');

const IN_GROUP_CURRENCY = { group: 'CurrencyGroupID' } as const;

export const productPrices: ResourceDef<'product-prices'> = {
  name: 'product-prices',
  area: 'product',
  path: 'prices',
  screen: 'ProductPrice',
  table: 'product_prices',
  titleField: 'CurrencyGroupID',
  parent: { resource: 'products', field: 'ProductID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.productPrices.ProductID' }),
    currencyGroup('CurrencyGroupID', {
      required: true,
      list: 2,
      filterable: true,
      uniqueWith: ['ProductID'],
      label: 'resources.productPrices.CurrencyGroupID',
    }),
    money('Price', IN_GROUP_CURRENCY, {
      required: true,
      min: 0,
      list: 2,
      sortable: true,
      label: 'resources.productPrices.Price',
      help: 'resources.productPrices.help.Price',
    }),
    money('CompareAtPrice', IN_GROUP_CURRENCY, {
      min: 0,
      list: 2,
      rules: [above('Price')],
      label: 'resources.productPrices.CompareAtPrice',
      help: 'resources.productPrices.help.CompareAtPrice',
    }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['prices', 'currency', 'before price', 'priser', 'valuta', 'förpris'],
  noun: { one: 'resources.productPrices.one', other: 'resources.productPrices.other' },
};
