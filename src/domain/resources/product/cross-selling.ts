/** The cross-selling resource's declaration (product). */
import { boolean, category, enumeration, integer, reference, text } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { CRUD, permissions } from './common';

const CROSS_SELLING_PLACEMENTS: EnumOption[] = [
  { value: 'product', label: 'enums.crossSellingPlacement.product' },
  { value: 'cart', label: 'enums.crossSellingPlacement.cart' },
  { value: 'checkout', label: 'enums.crossSellingPlacement.checkout' },
];

export const crossSelling: ResourceDef<'cross-selling'> = {
  name: 'cross-selling',
  area: 'product',
  path: 'cross-selling',
  screen: 'ProductCrossSelling',
  table: 'cross_selling_rules',
  titleField: 'Name',
  permissions: permissions('cross-selling'),
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('Placement', CROSS_SELLING_PLACEMENTS, { required: true, default: 'product', list: 1, filterable: true }),
    category('SourceCategoryID', { list: 2, filterable: true, help: 'resources.crossSelling.help.SourceCategoryID' }),
    reference('SourceGroupID', 'product-groups', { list: 2, filterable: true }),
    category('TargetCategoryID', { list: 2, filterable: true, help: 'resources.crossSelling.help.TargetCategoryID' }),
    reference('TargetGroups', 'product-groups', { multiple: true, filterable: true }),
    integer('MaxProducts', { required: true, default: 4, min: 1, max: 24, help: 'resources.crossSelling.help.MaxProducts' }),
    integer('Priority', {
      required: true,
      default: 0,
      min: 0,
      max: 1000,
      list: 1,
      sortable: true,
      help: 'resources.crossSelling.help.Priority',
    }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Priority', direction: 'desc' },
  actions: CRUD,
  keywords: ['cross-selling', 'recommendations', 'accessories', 'merförsäljning'],
  noun: { one: 'resources.crossSelling.one', other: 'resources.crossSelling.other' },
};
