/**
 * A product's accessories (issue 8 §2): other products a storefront suggests beside it ("goes well with"),
 * in their order; never the product itself, each once. A child collection of the products.
 */
import { integer, reference } from '../fields';
import type { ResourceDef } from '../types';

export const productAccessories: ResourceDef<'product-accessories'> = {
  name: 'product-accessories',
  area: 'product',
  path: 'accessories',
  screen: 'ProductAccessory',
  table: 'product_accessories',
  titleField: 'AccessoryID',
  parent: { resource: 'products', field: 'ProductID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.productAccessories.ProductID' }),
    reference('AccessoryID', 'products', {
      required: true,
      list: 4,
      filterable: true,
      uniqueWith: ['ProductID'],
      label: 'resources.productAccessories.AccessoryID',
    }),
    integer('SortOrder', { default: 0, min: 0, max: 999, sortable: true, list: 1, label: 'resources.productAccessories.SortOrder' }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['accessories', 'goes with', 'tillbehör'],
  noun: { one: 'resources.productAccessories.one', other: 'resources.productAccessories.other' },
};
