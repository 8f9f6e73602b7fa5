/** The suppliers resource's declaration (product). */
import { atLeast } from '../../validation';
import { boolean, email, enumeration, integer, money, text } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { CRUD, permissions } from './common';

/** Countries the shop buys from and its products come from (ISO 3166-1 alpha-2). */
export const COUNTRIES: EnumOption[] = [
  { value: 'SE', label: 'enums.country.SE' },
  { value: 'NO', label: 'enums.country.NO' },
  { value: 'DK', label: 'enums.country.DK' },
  { value: 'FI', label: 'enums.country.FI' },
  { value: 'DE', label: 'enums.country.DE' },
  { value: 'NL', label: 'enums.country.NL' },
  { value: 'PL', label: 'enums.country.PL' },
  { value: 'GB', label: 'enums.country.GB' },
  { value: 'CN', label: 'enums.country.CN' },
  { value: 'HK', label: 'enums.country.HK' },
  { value: 'TW', label: 'enums.country.TW' },
  { value: 'US', label: 'enums.country.US' },
];

const SUPPLIER_CURRENCIES: EnumOption[] = [
  { value: 'SEK', label: 'enums.currency.SEK' },
  { value: 'EUR', label: 'enums.currency.EUR' },
  { value: 'USD', label: 'enums.currency.USD' },
  { value: 'NOK', label: 'enums.currency.NOK' },
  { value: 'DKK', label: 'enums.currency.DKK' },
  { value: 'GBP', label: 'enums.currency.GBP' },
  { value: 'CNY', label: 'enums.currency.CNY' },
];

export const suppliers: ResourceDef<'suppliers'> = {
  name: 'suppliers',
  area: 'product',
  path: 'suppliers',
  screen: 'ProductSupplier',
  table: 'suppliers',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: permissions('supplier'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Code', {
      required: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 20,
      help: 'resources.suppliers.help.Code',
    }),
    text('ContactName', { maxLength: 120, searchable: true }),
    email('Email', { list: 2, searchable: true }),
    text('Phone', { maxLength: 40 }),
    email('OrderEmail', { help: 'resources.suppliers.help.OrderEmail' }),
    enumeration('Country', COUNTRIES, { required: true, list: 1, filterable: true }),
    enumeration('Currency', SUPPLIER_CURRENCIES, { required: true, default: 'SEK', list: 1, filterable: true }),
    integer('LeadTimeMinDays', { min: 0, max: 365, help: 'resources.suppliers.help.LeadTimeMinDays' }),
    integer('LeadTimeMaxDays', { min: 0, max: 365, list: 1, sortable: true, rules: [atLeast('LeadTimeMinDays')] }),
    money('MinimumOrder', { field: 'Currency' }, { help: 'resources.suppliers.help.MinimumOrder' }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['suppliers', 'vendors', 'purchasing', 'leverantörer'],
  noun: { one: 'resources.suppliers.one', other: 'resources.suppliers.other' },
};
