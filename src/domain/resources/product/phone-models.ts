/** The phone-models resource's declaration (product). */
import { boolean, file, integer, reference, slug, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, IMAGES, IMAGE_BYTES, permissions } from './common';

export const phoneModels: ResourceDef<'phone-models'> = {
  name: 'phone-models',
  area: 'product',
  path: 'phone-models',
  screen: 'ProductPhoneModel',
  table: 'phone_models',
  titleField: 'Name',
  subtitleField: 'Aliases',
  permissions: permissions('phone-brand'),
  fields: [
    reference('PhoneBrandID', 'phone-brands', { required: true, list: 1, filterable: true }),
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 80 }),
    slug('Slug', 'Name', { maxLength: 100 }),
    text('Aliases', { list: 2, searchable: true, maxLength: 255, help: 'resources.phoneModels.help.Aliases' }),
    integer('ReleaseYear', { list: 1, filterable: true, sortable: true, min: 2000, max: 2100 }),
    file('Image', IMAGES, { maxBytes: IMAGE_BYTES }),
    integer('SortOrder', { sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.phoneModels.help.SortOrder' }),
    boolean('Visible', { list: 1, filterable: true, default: true, help: 'resources.phoneModels.help.Visible' }),
  ],
  defaultSort: { field: 'ReleaseYear', direction: 'desc' },
  actions: CRUD,
  keywords: ['phone models', 'models', 'devices', 'telefonmodeller', 'modeller'],
  noun: { one: 'resources.phoneModels.one', other: 'resources.phoneModels.other' },
};
