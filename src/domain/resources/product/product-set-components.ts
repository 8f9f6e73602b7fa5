/**
 * The components of a SET product (SPEC.md product type 3; issue 8 §2): which products, how many of each. A
 * child collection of the products, edited in the set's detail; the set's bundled discount applies to them.
 */
import { integer, reference } from '../fields';
import { PRODUCT_TYPE } from './products';
import type { ResourceDef } from '../types';

export const setComponents: ResourceDef<'product-set-components'> = {
  name: 'product-set-components',
  area: 'product',
  path: 'set-components',
  screen: 'ProductSetComponent',
  table: 'product_set_components',
  titleField: 'ComponentID',
  parent: { resource: 'products', field: 'SetID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('SetID', 'products', {
      required: true,
      filterable: true,
      where: { Type: [PRODUCT_TYPE.Set] },
      label: 'resources.setComponents.SetID',
    }),
    reference('ComponentID', 'products', { required: true, list: 4, uniqueWith: ['SetID'], label: 'resources.setComponents.ComponentID' }),
    integer('Quantity', { required: true, default: 1, min: 1, max: 99, list: 1, label: 'resources.setComponents.Quantity' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['set', 'components', 'bundle', 'komponenter', 'paket'],
  noun: { one: 'resources.setComponents.one', other: 'resources.setComponents.other' },
};
