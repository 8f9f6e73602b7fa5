/**
 * A product's images (SPEC.md "Image types"; issue 8 §2): one image of each type per product at most,
 * uploaded with progress, shown as thumbnails made on the server. A child collection of the products.
 */
import { IMAGE_BYTES, IMAGES } from './common';
import { enumeration, file, integer, reference, translations } from '../fields';
import type { EnumOption, ResourceDef } from '../types';

/** SPEC.md: 1 Zoom, 3 Thumbnail, 4 Gallery, 5 Original, 9 Featured, 10 Gallery Thumbnail, 12 General, 13 Avatar, 16 Header, 18 Gallery (Original). */
const IMAGE_TYPES: EnumOption[] = [
  { value: 1, label: 'enums.imageType.1' },
  { value: 3, label: 'enums.imageType.3' },
  { value: 4, label: 'enums.imageType.4' },
  { value: 5, label: 'enums.imageType.5' },
  { value: 9, label: 'enums.imageType.9' },
  { value: 10, label: 'enums.imageType.10' },
  { value: 12, label: 'enums.imageType.12' },
  { value: 13, label: 'enums.imageType.13' },
  { value: 16, label: 'enums.imageType.16' },
  { value: 18, label: 'enums.imageType.18' },
];

export const productImages: ResourceDef<'product-images'> = {
  name: 'product-images',
  area: 'product',
  path: 'images',
  screen: 'ProductImage',
  table: 'product_images',
  titleField: 'Type',
  parent: { resource: 'products', field: 'ProductID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.productImages.ProductID' }),
    file('File', IMAGES, { required: true, maxBytes: IMAGE_BYTES, list: 2, label: 'resources.productImages.File' }),
    enumeration('Type', IMAGE_TYPES, {
      required: true,
      default: 12,
      list: 2,
      filterable: true,
      uniqueWith: ['ProductID'],
      label: 'resources.productImages.Type',
    }),
    translations('AltText', 'text', {
      maxLength: 150,
      list: 3,
      label: 'resources.productImages.AltText',
      help: 'resources.productImages.help.AltText',
    }),
    integer('SortOrder', { default: 0, min: 0, max: 999, sortable: true, list: 1, label: 'resources.productImages.SortOrder' }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['images', 'pictures', 'photos', 'bilder', 'foton'],
  noun: { one: 'resources.productImages.one', other: 'resources.productImages.other' },
};
