/** The order-filters resource's declaration (setting). */
import { boolean, enumeration, longText, store, text } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { CRUD, SETTING, help, noun, options } from './common';

/** SPEC.md "Order filter actions", with message-id-safe label keys. */
export const ORDER_FILTER_ACTIONS: readonly EnumOption[] = [
  { value: 'BLOCK', label: 'enums.orderFilterAction.block', tone: 'error' },
  { value: 'SKIP_CREDIT_CHECK', label: 'enums.orderFilterAction.skipCreditCheck', tone: 'info' },
  { value: 'CHECK', label: 'enums.orderFilterAction.check', tone: 'warning' },
];

/** What of an order a filter compares (order risk checks: organisation number, phone or name on the block list …). */
export const ORDER_FILTER_FIELDS = [
  'email',
  'emailDomain',
  'phone',
  'personalIdNumber',
  'organisationNumber',
  'name',
  'address',
  'postalCode',
  'ipAddress',
] as const;

export const orderFilters: ResourceDef<'order-filters'> = {
  name: 'order-filters',
  area: 'setting',
  path: 'order-filters',
  screen: 'SettingOrderFilter',
  table: 'order_filters',
  titleField: 'Name',
  subtitleField: 'MatchValue',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('Action', ORDER_FILTER_ACTIONS, { required: true, list: 1, filterable: true, help: help('orderFilters', 'Action') }),
    enumeration('MatchField', options('orderFilterField', ORDER_FILTER_FIELDS), { required: true, list: 2, filterable: true }),
    text('MatchValue', { required: true, list: 2, searchable: true, maxLength: 200, help: help('orderFilters', 'MatchValue') }),
    store('Stores', { multiple: true, filterable: true, help: help('orderFilters', 'Stores') }),
    longText('Note', { maxLength: 2000, help: help('orderFilters', 'Note') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['order filters', 'block list', 'fraud', 'credit check', 'orderfilter', 'spärrlista'],
  noun: noun('orderFilters'),
};
