/**
 * The variants of a VARIANT product (SPEC.md product type 2; issue 8 §2): a product of type Variant is the
 * parent a shopper sees ("Silicone case for iPhone 13"), its variants are the products sold under it, each with
 * the option values that tell them apart (a colour, a capacity). A child collection of the products, edited in
 * the parent's detail. Choices: docs/decisions.md "Product variants, prices, accessories and compatible models".
 */
import { isEmptyValue, type Rule } from '../../validation';
import { invalid } from '../declare';
import { integer, reference, translations } from '../fields';
import { PRODUCT_TYPE } from './products';
import type { ResourceDef } from '../types';

/** The longest option value a storefront's variant picker shows on one button. */
const VARIANT_OPTION_MAX = 40;

/** A variant is told apart by at least one option value. */
const someOption =
  (other: string): Rule =>
  (value, form) =>
    isEmptyValue(value) && isEmptyValue(form[other])
      ? invalid('resources.productVariants.invalid.noOption', 'Give a colour, a capacity or both')
      : null;

/** The issue of a child that names its own parent product (a variant of itself, an accessory of itself). */
export const itselfIssue = () => invalid('resources.productChildren.invalid.itself', 'Choose another product than this one');

export const productVariants: ResourceDef<'product-variants'> = {
  name: 'product-variants',
  area: 'product',
  path: 'variants',
  screen: 'ProductVariant',
  table: 'product_variants',
  titleField: 'VariantID',
  parent: { resource: 'products', field: 'ParentID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('ParentID', 'products', {
      required: true,
      filterable: true,
      where: { Type: [PRODUCT_TYPE.Variant] },
      label: 'resources.productVariants.ParentID',
    }),
    // Unique on its own: a product is the variant of one parent at most. Never a Variant parent itself.
    reference('VariantID', 'products', {
      required: true,
      unique: true,
      list: 4,
      where: { Type: [PRODUCT_TYPE.Standard, PRODUCT_TYPE.Set, PRODUCT_TYPE.GiftCard] },
      label: 'resources.productVariants.VariantID',
      help: 'resources.productVariants.help.VariantID',
    }),
    translations('Colour', 'text', {
      maxLength: VARIANT_OPTION_MAX,
      list: 2,
      rules: [someOption('Capacity')],
      label: 'resources.productVariants.Colour',
    }),
    translations('Capacity', 'text', {
      maxLength: VARIANT_OPTION_MAX,
      list: 2,
      label: 'resources.productVariants.Capacity',
      help: 'resources.productVariants.help.Capacity',
    }),
    integer('SortOrder', { default: 0, min: 0, max: 999, sortable: true, list: 1, label: 'resources.productVariants.SortOrder' }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['variants', 'colours', 'options', 'varianter', 'färger'],
  noun: { one: 'resources.productVariants.one', other: 'resources.productVariants.other' },
};
