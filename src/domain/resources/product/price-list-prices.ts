/** A static price list's fixed prices, a child collection of the list (SPEC.md "Price list"; price-lists.ts). */
import { enumeration, money, reference } from '../fields';
import type { ResourceDef } from '../types';
import { PRICE_LIST_CURRENCIES, PRICE_LIST_PERMISSIONS } from './price-lists';

/** A static list's fixed price excl. VAT of one product in one currency (SPEC.md "fixed price excl. VAT per currency"). */
export const priceListPrices: ResourceDef<'price-list-prices'> = {
  name: 'price-list-prices',
  area: 'product',
  path: 'price-list-prices',
  screen: 'ProductPriceListPrice',
  table: 'price_list_prices',
  titleField: 'ProductID',
  parent: { resource: 'price-lists', field: 'PriceListID' },
  permissions: PRICE_LIST_PERMISSIONS,
  fields: [
    reference('PriceListID', 'price-lists', { required: true, filterable: true, label: 'resources.priceListPrices.PriceListID' }),
    reference('ProductID', 'products', {
      required: true,
      list: 4,
      uniqueWith: ['PriceListID', 'Currency'],
      label: 'resources.priceListPrices.ProductID',
    }),
    enumeration('Currency', PRICE_LIST_CURRENCIES, {
      required: true,
      default: 'SEK',
      list: 1,
      filterable: true,
      label: 'resources.priceListPrices.Currency',
    }),
    money('Price', { field: 'Currency' }, { required: true, min: 0, list: 2, label: 'resources.priceListPrices.Price' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['fixed prices', 'fasta priser'],
  noun: { one: 'resources.priceListPrices.one', other: 'resources.priceListPrices.other' },
};
