/**
 * Price lists (SPEC.md "Price list"; issue 8 §4): which products a list prices (its rules, a tree of
 * match-all/match-any groups: src/domain/price-lists/rules.ts), how (a mark-up over the purchase price,
 * absolute or a percentage), for which currencies and price list group, with which priority; and, for a
 * static list, fixed prices excl. VAT per currency (a child collection, price-list-prices.ts). Processing (server/price-lists)
 * materialises the matched products and sets Processed, ProcessedAt and ProductCount; a merge makes a new
 * list carrying MergedFrom. Choices the spec leaves open: docs/decisions.md "Price lists".
 */
import { MARK_UP_TYPE, PRICE_LIST_TYPE } from '../../price-lists/pricing';
import { requiredIf } from '../../validation';
import { boolean, datetime, enumeration, integer, money, percentage, priceListGroup, priceRules, reference, text } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { valueText } from '../../value-text';

const PRICE_LIST_TYPES: EnumOption[] = [
  { value: PRICE_LIST_TYPE.Static, label: 'enums.priceListType.1', tone: 'neutral' },
  { value: PRICE_LIST_TYPE.Dynamic, label: 'enums.priceListType.2', tone: 'info' },
  { value: PRICE_LIST_TYPE.Merged, label: 'enums.priceListType.3', tone: 'warning' },
];
const MARK_UP_TYPES: EnumOption[] = [
  { value: MARK_UP_TYPE.Absolute, label: 'enums.markUpType.1' },
  { value: MARK_UP_TYPE.Percentage, label: 'enums.markUpType.2' },
];
/** The currencies of the shop's currency groups (reference data /common/currency-groups). */
export const PRICE_LIST_CURRENCIES: EnumOption[] = [
  { value: 'SEK', label: 'enums.currency.SEK' },
  { value: 'NOK', label: 'enums.currency.NOK' },
  { value: 'EUR', label: 'enums.currency.EUR' },
];

/** Who reads and who edits a price list and its fixed prices. */
export const PRICE_LIST_PERMISSIONS = { view: ['view', 'product'], update: ['update', 'price-list'] } as const;

export const priceLists: ResourceDef<'price-lists'> = {
  name: 'price-lists',
  area: 'product',
  path: 'price-lists',
  screen: 'ProductPriceList',
  table: 'price_lists',
  titleField: 'Name',
  subtitleField: 'Type',
  permissions: PRICE_LIST_PERMISSIONS,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('Type', PRICE_LIST_TYPES, {
      required: true,
      default: PRICE_LIST_TYPE.Dynamic,
      list: 1,
      filterable: true,
      label: 'resources.priceLists.Type',
    }),
    enumeration('Currencies', PRICE_LIST_CURRENCIES, {
      required: true,
      multiple: true,
      default: ['SEK'],
      list: 1,
      filterable: true,
      label: 'resources.priceLists.Currencies',
    }),
    priceListGroup('GroupID', { filterable: true, label: 'resources.priceLists.GroupID' }),
    integer('Priority', {
      required: true,
      default: 0,
      min: 0,
      max: 1000,
      list: 1,
      sortable: true,
      label: 'resources.priceLists.Priority',
      help: 'resources.priceLists.help.Priority',
    }),
    enumeration('MarkUpType', MARK_UP_TYPES, { label: 'resources.priceLists.MarkUpType' }),
    money('MarkUpAbsolute', 'SEK', {
      min: 0,
      label: 'resources.priceLists.MarkUpAbsolute',
      rules: [requiredIf((form) => valueText(form.MarkUpType ?? '') === String(MARK_UP_TYPE.Absolute))],
    }),
    percentage('MarkUpPercentage', {
      min: 0,
      max: 1000,
      label: 'resources.priceLists.MarkUpPercentage',
      rules: [requiredIf((form) => valueText(form.MarkUpType ?? '') === String(MARK_UP_TYPE.Percentage))],
    }),
    priceRules('Rules', { label: 'resources.priceLists.Rules', help: 'resources.priceLists.help.Rules' }),
    boolean('Processed', { readOnly: true, default: false, list: 1, filterable: true, label: 'resources.priceLists.Processed' }),
    datetime('ProcessedAt', { readOnly: true, label: 'resources.priceLists.ProcessedAt' }),
    integer('ProductCount', { readOnly: true, list: 1, label: 'resources.priceLists.ProductCount' }),
    reference('MergedFrom', 'price-lists', { readOnly: true, multiple: true, filterable: true, label: 'resources.priceLists.MergedFrom' }),
  ],
  defaultSort: { field: 'Priority', direction: 'desc' },
  actions: {
    create: true,
    edit: true,
    delete: true,
    custom: [
      {
        id: 'process',
        label: 'resources.priceLists.process',
        permission: PRICE_LIST_PERMISSIONS.update,
        bulk: true,
        confirm: 'resources.priceLists.confirmProcess',
        done: 'resources.priceLists.processed',
      },
      {
        id: 'merge',
        label: 'resources.priceLists.merge',
        permission: PRICE_LIST_PERMISSIONS.update,
        input: [
          reference('OtherID', 'price-lists', {
            required: true,
            label: 'resources.priceLists.mergeWith',
            help: 'resources.priceLists.help.mergeWith',
          }),
          text('Name', { required: true, maxLength: 120, label: 'resources.priceLists.mergedName' }),
        ],
        done: 'resources.priceLists.merged',
      },
    ],
  },
  keywords: ['price lists', 'prices', 'mark-up', 'prislistor', 'priser', 'påslag'],
  noun: { one: 'resources.priceLists.one', other: 'resources.priceLists.other' },
};
