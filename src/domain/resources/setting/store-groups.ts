/** The store groups (issue 20 §0) on the hand-written `store_groups` table: stores that share a currency group's prices. */
import { currencyGroup, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';

export const storeGroups: ResourceDef<'store-groups'> = {
  name: 'store-groups',
  area: 'setting',
  path: 'store-groups',
  screen: 'SettingStoreGroup',
  table: 'store_groups',
  titleField: 'Name',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    currencyGroup('CurrencyGroupID', {
      required: true,
      list: 2,
      filterable: true,
      label: 'resources.storeGroups.CurrencyGroupID',
      help: help('storeGroups', 'CurrencyGroupID'),
    }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['store groups', 'groups', 'butiksgrupper', 'grupper'],
  noun: noun('storeGroups'),
};
