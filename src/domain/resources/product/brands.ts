/** The brands resource's declaration (product). */
import { boolean, file, richText, slug, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, IMAGES, IMAGE_BYTES, permissions } from './common';

export const brands: ResourceDef<'brands'> = {
  name: 'brands',
  area: 'product',
  path: 'brands',
  screen: 'ProductBrand',
  table: 'brands',
  titleField: 'Name',
  subtitleField: 'Website',
  permissions: permissions('brand'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 80 }),
    slug('Slug', 'Name', { list: 2, maxLength: 100 }),
    file('Logo', IMAGES, { maxBytes: IMAGE_BYTES, list: 1 }),
    text('Website', { format: 'url', list: 2, maxLength: 200 }),
    richText('Description', { help: 'resources.brands.help.Description' }),
    boolean('Featured', { list: 1, filterable: true, help: 'resources.brands.help.Featured' }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['brands', 'manufacturers', 'varumärken', 'märken'],
  noun: { one: 'resources.brands.one', other: 'resources.brands.other' },
};
