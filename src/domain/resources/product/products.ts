/**
 * Products (SPEC.md "Product", "Logistics attributes"; issue 8 §2): what every order line, price list, coupon
 * and review points at. The record's own fields; images, variants, set components and prices per currency group
 * are child collections. Status moves through the workflow below (docs/decisions.md "Products"). The thumbnail
 * and the counts of images and set components are computed from those children (server/products/products.ts).
 */
import { atLeast, gtin, pattern, requiredIf } from '../../validation';
import { IMAGES } from './common';
import { PRODUCT_TYPES } from './product-templates';
import { COUNTRIES } from './suppliers';
import { printDocuments } from '../shop/print-documents';
import { computed } from '../computed';
import {
  boolean,
  category,
  enumeration,
  file,
  integer,
  longText,
  money,
  percentage,
  reference,
  stockStatus,
  store,
  text,
  translations,
} from '../fields';
import { statusOptions } from '../status-tones';
import type { EnumOption, ResourceDef, WorkflowDef } from '../types';

/** SPEC.md "Product types". */
export const PRODUCT_TYPE = { Standard: 1, Variant: 2, Set: 3, GiftCard: 4 } as const;

/** SPEC.md "Product status". */
export const ProductStatus = { Draft: 1, InReview: 2, Denied: 3, ForSale: 4, Approved: 5 } as const;
const PRODUCT_STATUSES = statusOptions('productStatus', Object.values(ProductStatus), {
  [ProductStatus.Draft]: 'idle',
  [ProductStatus.InReview]: 'attention',
  [ProductStatus.Denied]: 'refused',
  [ProductStatus.ForSale]: 'done',
  [ProductStatus.Approved]: 'active',
});
/** SPEC.md "ghost product type". */
const GHOST_TYPES: EnumOption[] = [
  { value: 1, label: 'enums.ghostType.1' },
  { value: 2, label: 'enums.ghostType.2' },
];

/**
 * The longest product name a storefront shows whole: search results cut page titles near 60–70 characters and
 * the storefronts' product cards wrap to three lines at about 70 (docs/decisions.md "Products").
 */
export const PRODUCT_NAME_RECOMMENDED_MAX = 70;

const UPDATE = ['update', 'product'] as const;

/**
 * Product fields a colleague may propose a new value for, and a product change may carry (not the SKU: a new
 * article number is a new product; not the status: that is the workflow's).
 */
export const PROPOSABLE_FIELDS = [
  'Name',
  'Description',
  'PurchasePrice',
  'EstimatedCost',
  'ReferenceCost',
  'Weight',
  'Width',
  'Height',
  'Length',
  'EanCode',
  'CommodityCode',
  'CountryOfOrigin',
  'SupplierSku',
  'ManufacturerSku',
  'LeadTimeMinDays',
  'LeadTimeMaxDays',
  'SortWeight',
  'Categories',
  'Tags',
] as const;

/**
 * The status workflow (docs/decisions.md "Products": the moves and why). Keys work in the products' list and
 * detail panes; a denial says why, and the reason is kept with the audit event.
 */
const STATUS_WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'submit-for-review',
      label: 'resources.products.submitForReview',
      permission: UPDATE,
      bulk: true,
      shortcut: 'r',
      from: [ProductStatus.Draft, ProductStatus.Denied],
      to: ProductStatus.InReview,
      done: 'resources.products.submittedForReview',
    },
    {
      id: 'approve',
      label: 'resources.products.approve',
      permission: ['update', 'product-change'],
      bulk: true,
      shortcut: 'a',
      from: [ProductStatus.InReview],
      to: ProductStatus.Approved,
      done: 'resources.products.approved',
    },
    {
      id: 'deny',
      label: 'resources.products.deny',
      permission: ['update', 'product-change'],
      bulk: true,
      danger: true,
      shortcut: 'd',
      confirm: 'resources.products.confirmDeny',
      input: [
        longText('Reason', {
          required: true,
          minLength: 3,
          maxLength: 500,
          help: 'resources.products.help.DenyReason',
          label: 'resources.products.denyReason',
        }),
      ],
      from: [ProductStatus.InReview],
      to: ProductStatus.Denied,
      done: 'resources.products.denied',
    },
    {
      id: 'put-on-sale',
      label: 'resources.products.putOnSale',
      permission: UPDATE,
      bulk: true,
      shortcut: 's',
      from: [ProductStatus.Approved],
      to: ProductStatus.ForSale,
      done: 'resources.products.onSale',
    },
    {
      id: 'withdraw',
      label: 'resources.products.withdraw',
      permission: UPDATE,
      bulk: true,
      danger: true,
      shortcut: 'w',
      confirm: 'resources.products.confirmWithdraw',
      from: [ProductStatus.ForSale, ProductStatus.Approved],
      to: ProductStatus.Draft,
      done: 'resources.products.withdrawn',
    },
  ],
};

export const products: ResourceDef<'products'> = {
  name: 'products',
  area: 'product',
  path: 'items',
  screen: 'ProductItem',
  goKey: 'p',
  table: 'products',
  titleField: 'Name',
  subtitleField: 'Sku',
  imageField: 'Thumbnail',
  permissions: { view: ['view', 'product'], update: UPDATE },
  fields: [
    text('Sku', { required: true, format: 'sku', unique: true, list: 2, searchable: true, sortable: true, maxLength: 64 }),
    translations('Name', 'text', {
      required: true,
      list: 4,
      searchable: true,
      maxLength: 200,
      recommendedMaxLength: PRODUCT_NAME_RECOMMENDED_MAX,
    }),
    // The image of type Thumbnail, else General, else the first in order: beside the name in lists (imageField).
    computed(file('Thumbnail', IMAGES, { label: 'resources.products.Thumbnail' })),
    computed(integer('ImageCount', { list: 1, label: 'resources.products.ImageCount' })),
    enumeration('Type', PRODUCT_TYPES, { required: true, default: 1, list: 1, filterable: true }),
    computed(integer('ComponentCount', { label: 'resources.products.ComponentCount' })),
    enumeration('Status', PRODUCT_STATUSES, { readOnly: true, default: ProductStatus.Draft, list: 1, filterable: true }),
    reference('BrandID', 'brands', { list: 1, filterable: true }),
    reference('SupplierID', 'suppliers', { filterable: true }),
    reference('GroupID', 'product-groups', { filterable: true }),
    category('Categories', { multiple: true, filterable: true }),
    reference('Tags', 'tags', { multiple: true, filterable: true }),
    store('Stores', { multiple: true, filterable: true, help: 'resources.products.help.Stores' }),
    money('PurchasePrice', 'SEK', { list: 1, sortable: true, min: 0, help: 'resources.products.help.PurchasePrice' }),
    money('EstimatedCost', 'SEK', { min: 0, help: 'resources.products.help.EstimatedCost' }),
    money('ReferenceCost', 'SEK', { min: 0, help: 'resources.products.help.ReferenceCost' }),
    stockStatus('StockStatusInStock', { filterable: true }),
    stockStatus('StockStatusOutOfStock', { filterable: true }),
    integer('SortWeight', { sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.products.help.SortWeight' }),
    translations('Description', 'richText'),
    text('ManufacturerSku', { format: 'sku', searchable: true, maxLength: 64 }),
    text('SupplierSku', { format: 'sku', searchable: true, maxLength: 64 }),
    text('CommodityCode', {
      maxLength: 10,
      rules: [pattern(/^\d{6,10}$/, 'validation.commodityCode')],
      help: 'resources.products.help.CommodityCode',
    }),
    enumeration('CountryOfOrigin', COUNTRIES, { filterable: true }),
    text('UpsellingSku', { format: 'sku', maxLength: 64, help: 'resources.products.help.UpsellingSku' }),
    percentage('UpsellingDiscount', { rules: [requiredIf((form) => form.UpsellingSku != null && form.UpsellingSku !== '')] }),
    percentage('BundledDiscount', { help: 'resources.products.help.BundledDiscount' }),
    enumeration('GhostType', GHOST_TYPES, { filterable: true, help: 'resources.products.help.GhostType' }),
    reference('GhostOfID', 'products', { rules: [requiredIf((form) => form.GhostType != null && form.GhostType !== '')] }),
    // Logistics attributes
    text('EanCode', { searchable: true, maxLength: 14, rules: [gtin] }),
    boolean('Fragile', { filterable: true }),
    boolean('Bulky', { filterable: true, help: 'resources.products.help.Bulky' }),
    boolean('Envelope', { filterable: true, help: 'resources.products.help.Envelope' }),
    text('SortTerm', { maxLength: 40 }),
    text('LogisticsGroup', { maxLength: 40 }),
    integer('Width', { min: 0, max: 10_000, help: 'resources.products.help.Millimetres' }),
    integer('Height', { min: 0, max: 10_000, help: 'resources.products.help.Millimetres' }),
    integer('Length', { min: 0, max: 10_000, help: 'resources.products.help.Millimetres' }),
    integer('Weight', { min: 0, max: 1_000_000, sortable: true, help: 'resources.products.help.Weight' }),
    boolean('ProductSync', { default: true, help: 'resources.products.help.ProductSync' }),
    text('UnNumber', { maxLength: 6, rules: [pattern(/^UN\d{4}$/, 'validation.unNumber')], help: 'resources.products.help.UnNumber' }),
    // Lead times in days
    integer('LeadTimeMinDays', { min: 0, max: 365 }),
    integer('LeadTimeMaxDays', { min: 0, max: 365, rules: [atLeast('LeadTimeMinDays')] }),
    integer('ExpressLeadTimeMinDays', { min: 0, max: 365 }),
    integer('ExpressLeadTimeMaxDays', { min: 0, max: 365, rules: [atLeast('ExpressLeadTimeMinDays')] }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: true, edit: true, delete: true },
  workflow: STATUS_WORKFLOW,
  // Anyone who sees the catalogue may propose a correction; the people who decide product changes decide it.
  proposals: { permission: ['view', 'product'], fields: PROPOSABLE_FIELDS },
  /** Its product label and shelf label, each from the print template for one of its stores and that store's language. */
  documents: printDocuments('products'),
  keywords: ['products', 'items', 'articles', 'sku', 'produkter', 'artiklar', 'artikelnummer'],
  noun: { one: 'resources.products.one', other: 'resources.products.other' },
};
