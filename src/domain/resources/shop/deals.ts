/** The deals resource's declaration (shop). */
import { requiredIf } from '../../validation';
import { datetime, enumeration, longText, money, percentage, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, after, blank, eitherDiscount, help, noun, options, skuLines } from './common';

const DEAL_CURRENCIES = ['SEK', 'NOK', 'EUR'] as const;

export const deals: ResourceDef<'deals'> = {
  name: 'deals',
  area: 'shop',
  path: 'deals',
  screen: 'ShopDeal',
  table: 'deals',
  titleField: 'Name',
  subtitleField: 'StartsAt',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    store('StoreID', { required: true, list: 2, filterable: true }),
    datetime('StartsAt', { required: true, list: 2, sortable: true, filterable: true }),
    datetime('EndsAt', { required: true, list: 2, sortable: true, filterable: true, rules: [after('StartsAt')] }),
    percentage('DiscountPercentage', {
      min: 1,
      max: 90,
      list: 1,
      rules: [requiredIf((form) => blank(form.DiscountAmount))],
      help: help('deals', 'DiscountPercentage'),
    }),
    money(
      'DiscountAmount',
      { field: 'Currency' },
      {
        min: 0.01,
        list: 1,
        rules: [eitherDiscount('DiscountPercentage')],
        help: help('deals', 'DiscountAmount'),
      },
    ),
    enumeration('Currency', options('currency', DEAL_CURRENCIES), { required: true, default: 'SEK', help: help('deals', 'Currency') }),
    longText('SkuList', { required: true, maxLength: 20_000, rules: [skuLines], help: help('deals', 'SkuList') }),
  ],
  defaultSort: { field: 'StartsAt', direction: 'desc' },
  actions: CRUD,
  keywords: ['deals', 'offers', 'discounts', 'erbjudanden', 'kampanjer'],
  noun: noun('deals'),
};
