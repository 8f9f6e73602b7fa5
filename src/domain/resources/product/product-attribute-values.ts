/**
 * A product's attribute values (issue 8 §2): which value the product has of an attribute (colour, battery
 * capacity in mAh, cable length in m …), one per product and attribute. A child collection of the products,
 * edited in the product's detail. The value is checked against the attribute's ValueType: in the form
 * against the attribute it has fetched, on the server by the hook (server/products/attribute-values.ts),
 * which also keeps a numeric value's number for the price lists' attribute rules. docs/decisions.md "Attribute values".
 */
import { ATTRIBUTE_SCALE, ATTRIBUTE_TEXT_MAX, fitsAttributeType } from '../../attribute-values';
import { decimal, reference, text } from '../fields';
import type { ResourceDef } from '../types';

export const attributeValues: ResourceDef<'product-attribute-values'> = {
  name: 'product-attribute-values',
  area: 'product',
  path: 'attribute-values',
  screen: 'ProductAttributeValue',
  table: 'product_attribute_values',
  titleField: 'AttributeID',
  subtitleField: 'Value',
  parent: { resource: 'products', field: 'ProductID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.attributeValues.ProductID' }),
    reference('AttributeID', 'attributes', {
      required: true,
      list: 3,
      filterable: true,
      uniqueWith: ['ProductID'],
      label: 'resources.attributeValues.AttributeID',
    }),
    text('Value', {
      required: true,
      maxLength: ATTRIBUTE_TEXT_MAX,
      list: 3,
      rules: [fitsAttributeType],
      label: 'resources.attributeValues.Value',
      help: 'resources.attributeValues.help.Value',
    }),
    // The value as a number when the attribute is numeric (set by the server): what numeric price-list rules compare.
    decimal('NumericValue', { scale: ATTRIBUTE_SCALE, readOnly: true, hidden: true, label: 'resources.attributeValues.NumericValue' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['attribute values', 'properties', 'egenskaper', 'attributvärden'],
  noun: { one: 'resources.attributeValues.one', other: 'resources.attributeValues.other' },
};
