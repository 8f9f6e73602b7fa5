/** The phone-brands resource's declaration (product). */
import { boolean, file, integer, slug, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, IMAGES, IMAGE_BYTES, permissions } from './common';

export const phoneBrands: ResourceDef<'phone-brands'> = {
  name: 'phone-brands',
  area: 'product',
  path: 'phone-brands',
  screen: 'ProductPhoneBrand',
  table: 'phone_brands',
  titleField: 'Name',
  subtitleField: 'Slug',
  permissions: permissions('phone-brand'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 60 }),
    slug('Slug', 'Name', { list: 2, maxLength: 80 }),
    file('Logo', IMAGES, { maxBytes: IMAGE_BYTES, list: 1 }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.phoneBrands.help.SortOrder' }),
    boolean('Visible', { list: 1, filterable: true, default: true, help: 'resources.phoneBrands.help.Visible' }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['phone brands', 'manufacturers', 'telefonmärken', 'mobilmärken'],
  noun: { one: 'resources.phoneBrands.one', other: 'resources.phoneBrands.other' },
};
