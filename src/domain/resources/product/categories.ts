/** The categories resource's declaration (product). */
import { boolean, category, enumeration, file, integer, richText, slug, store, text } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { CRUD, IMAGES, IMAGE_BYTES, PRODUCT_ORDER, PRODUCT_ORDERS, permissions } from './common';

/** How a category page lists its content. */
const CATEGORY_LAYOUTS: EnumOption[] = [
  { value: 'grid', label: 'enums.categoryLayout.grid' },
  { value: 'list', label: 'enums.categoryLayout.list' },
  { value: 'models', label: 'enums.categoryLayout.models' },
  { value: 'landing', label: 'enums.categoryLayout.landing' },
];

export const categories: ResourceDef<'categories'> = {
  name: 'categories',
  area: 'product',
  path: 'categories',
  screen: 'ProductCategory',
  table: 'categories',
  titleField: 'Name',
  subtitleField: 'Slug',
  permissions: permissions('category'),
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 80 }),
    category('ParentID', { list: 2, filterable: true, help: 'resources.categories.help.ParentID' }),
    slug('Slug', 'Name', { list: 2, searchable: true, maxLength: 120 }),
    enumeration('Layout', CATEGORY_LAYOUTS, { required: true, default: 'grid', list: 1, filterable: true }),
    enumeration('DefaultProductOrder', PRODUCT_ORDERS, {
      required: true,
      default: PRODUCT_ORDER.PopularityDesc,
      filterable: true,
      help: 'resources.categories.help.DefaultProductOrder',
    }),
    store('HiddenInStores', { multiple: true, filterable: true, help: 'resources.categories.help.HiddenInStores' }),
    boolean('CanBeMain', { list: 1, filterable: true, default: true, help: 'resources.categories.help.CanBeMain' }),
    text('Label', { maxLength: 30, help: 'resources.categories.help.Label' }),
    text('TextColor', { format: 'color', help: 'resources.categories.help.TextColor' }),
    text('BackgroundColor', { format: 'color' }),
    file('Image', IMAGES, { maxBytes: IMAGE_BYTES }),
    richText('Description', { help: 'resources.categories.help.Description' }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.categories.help.SortOrder' }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['categories', 'category tree', 'kategorier'],
  noun: { one: 'resources.categories.one', other: 'resources.categories.other' },
};
