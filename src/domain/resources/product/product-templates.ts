/** The product-templates resource's declaration (product). */
import { boolean, category, enumeration, integer, reference, text, translations } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { CRUD, permissions } from './common';

/*
 * Option labels are written out in full (not built from a prefix) so each message id can be found in the
 * source and the catalogue test sees it.
 */
/** SPEC.md "Product types". */
export const PRODUCT_TYPES: EnumOption[] = [
  { value: 1, label: 'enums.productType.1' },
  { value: 2, label: 'enums.productType.2' },
  { value: 3, label: 'enums.productType.3' },
  { value: 4, label: 'enums.productType.4' },
];

export const productTemplates: ResourceDef<'product-templates'> = {
  name: 'product-templates',
  area: 'product',
  path: 'templates',
  screen: 'ProductTemplate',
  table: 'product_templates',
  titleField: 'Name',
  subtitleField: 'NamePattern',
  permissions: permissions('product-template'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('ProductType', PRODUCT_TYPES, { required: true, default: 1, list: 1, filterable: true }),
    category('CategoryID', { list: 2, filterable: true, help: 'resources.productTemplates.help.CategoryID' }),
    reference('Attributes', 'attributes', { multiple: true, help: 'resources.productTemplates.help.Attributes' }),
    text('NamePattern', { maxLength: 200, help: 'resources.productTemplates.help.NamePattern' }),
    translations('Description', 'richText', { help: 'resources.productTemplates.help.Description' }),
    integer('Weight', { min: 0, max: 100_000, help: 'resources.productTemplates.help.Weight' }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['templates', 'product templates', 'mallar', 'produktmallar'],
  noun: { one: 'resources.productTemplates.one', other: 'resources.productTemplates.other' },
};
