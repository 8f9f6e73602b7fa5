/** The product-groups resource's declaration (product). */
import { boolean, category, longText, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, permissions } from './common';

export const productGroups: ResourceDef<'product-groups'> = {
  name: 'product-groups',
  area: 'product',
  path: 'groups',
  screen: 'ProductGroup',
  table: 'product_groups',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: permissions('product-group'),
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Code', {
      required: true,
      unique: true,
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 40,
      help: 'resources.productGroups.help.Code',
    }),
    category('CategoryID', { list: 2, filterable: true }),
    reference('BrandID', 'brands', { list: 1, filterable: true }),
    longText('Description', { maxLength: 2000, help: 'resources.productGroups.help.Description' }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['groups', 'product groups', 'grupper', 'produktgrupper'],
  noun: { one: 'resources.productGroups.one', other: 'resources.productGroups.other' },
};
