/** Price list groups (issue 20 §0) on the hand-written `price_list_groups` table; a group merged into another names it (MergedFrom). */
import { priceListGroup, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';

export const priceListGroups: ResourceDef<'price-list-groups'> = {
  name: 'price-list-groups',
  area: 'setting',
  path: 'price-list-groups',
  screen: 'SettingPriceListGroup',
  table: 'price_list_groups',
  titleField: 'Name',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    priceListGroup('MergedFrom', {
      list: 1,
      filterable: true,
      label: 'resources.priceListGroups.MergedFrom',
      help: help('priceListGroups', 'MergedFrom'),
    }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['price list groups', 'customer groups', 'prislistegrupper'],
  noun: noun('priceListGroups'),
};
