/**
 * Catalogue resources (SPEC.md "Product"): what products are built from and sorted into (templates, groups,
 * categories, attributes, tags, brands, suppliers, cross-selling, phone brands and models) and what shoppers
 * send in (reviews, back-in-stock notifications). Field choices: docs/decisions.md "Catalogue resources".
 */
import type { UpdateSubject } from '../permissions';
import { atLeast, issue, requiredIf, type Rule } from '../validation';
import {
  boolean, category, datetime, email, enumeration, file, integer, locale, longText, money, reference, richText,
  slug, store, text, translations,
} from './fields';
import type { EnumOption, ResourceDef } from './types';

const VIEW = ['view', 'product'] as const;
const permissions = (subject: UpdateSubject) => ({ view: VIEW, update: ['update', subject] as const });
const CRUD = { create: true, edit: true, delete: true } as const;

/** Raster images only: an SVG can carry script, and its type cannot be checked by its first bytes. */
export const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Logos and category images: 2 MB is plenty for a web image. */
export const IMAGE_BYTES = 2_000_000;

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
/** How a category page lists its content. */
const CATEGORY_LAYOUTS: EnumOption[] = [
  { value: 'grid', label: 'enums.categoryLayout.grid' },
  { value: 'list', label: 'enums.categoryLayout.list' },
  { value: 'models', label: 'enums.categoryLayout.models' },
  { value: 'landing', label: 'enums.categoryLayout.landing' },
];
const ATTRIBUTE_VALUE_TYPES: EnumOption[] = [
  { value: 'text', label: 'enums.attributeValueType.text' },
  { value: 'numeric', label: 'enums.attributeValueType.numeric' },
];
const ATTRIBUTE_FILTER_TYPES: EnumOption[] = [
  { value: 'checkbox', label: 'enums.attributeFilterType.checkbox' },
  { value: 'dropdown', label: 'enums.attributeFilterType.dropdown' },
  { value: 'swatch', label: 'enums.attributeFilterType.swatch' },
  { value: 'range', label: 'enums.attributeFilterType.range' },
  { value: 'toggle', label: 'enums.attributeFilterType.toggle' },
];
const CROSS_SELLING_PLACEMENTS: EnumOption[] = [
  { value: 'product', label: 'enums.crossSellingPlacement.product' },
  { value: 'cart', label: 'enums.crossSellingPlacement.cart' },
  { value: 'checkout', label: 'enums.crossSellingPlacement.checkout' },
];
/** Countries the shop buys from and its products come from (ISO 3166-1 alpha-2). */
export const COUNTRIES: EnumOption[] = [
  { value: 'SE', label: 'enums.country.SE' },
  { value: 'NO', label: 'enums.country.NO' },
  { value: 'DK', label: 'enums.country.DK' },
  { value: 'FI', label: 'enums.country.FI' },
  { value: 'DE', label: 'enums.country.DE' },
  { value: 'NL', label: 'enums.country.NL' },
  { value: 'PL', label: 'enums.country.PL' },
  { value: 'GB', label: 'enums.country.GB' },
  { value: 'CN', label: 'enums.country.CN' },
  { value: 'HK', label: 'enums.country.HK' },
  { value: 'TW', label: 'enums.country.TW' },
  { value: 'US', label: 'enums.country.US' },
];
const SUPPLIER_CURRENCIES: EnumOption[] = [
  { value: 'SEK', label: 'enums.currency.SEK' },
  { value: 'EUR', label: 'enums.currency.EUR' },
  { value: 'USD', label: 'enums.currency.USD' },
  { value: 'NOK', label: 'enums.currency.NOK' },
  { value: 'DKK', label: 'enums.currency.DKK' },
  { value: 'GBP', label: 'enums.currency.GBP' },
  { value: 'CNY', label: 'enums.currency.CNY' },
];
export const ReviewStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
const REVIEW_STATUSES: EnumOption[] = [
  { value: ReviewStatus.Pending, label: 'enums.reviewStatus.1', tone: 'warning' },
  { value: ReviewStatus.Approved, label: 'enums.reviewStatus.2', tone: 'success' },
  { value: ReviewStatus.Rejected, label: 'enums.reviewStatus.3', tone: 'error' },
];
export const NotificationStatus = { Waiting: 1, Notified: 2, Cancelled: 3 } as const;
const NOTIFICATION_STATUSES: EnumOption[] = [
  { value: NotificationStatus.Waiting, label: 'enums.notificationStatus.1', tone: 'info' },
  { value: NotificationStatus.Notified, label: 'enums.notificationStatus.2', tone: 'success' },
  { value: NotificationStatus.Cancelled, label: 'enums.notificationStatus.3', tone: 'neutral' },
];

/** A range filter needs numbers to slide over. */
const rangeNeedsNumbers: Rule = (value, form) =>
  value === 'range' && form.ValueType === 'text' ? issue('validation.oneOf') : null;

export const productTemplates: ResourceDef = {
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

export const productGroups: ResourceDef = {
  name: 'product-groups',
  area: 'product',
  path: 'groups',
  screen: 'ProductGroup',
  table: 'product_groups',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: permissions('product-group'),
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Code', { required: true, unique: true, list: 2, searchable: true, sortable: true, maxLength: 40, help: 'resources.productGroups.help.Code' }),
    category('CategoryID', { list: 2, filterable: true }),
    reference('BrandID', 'brands', { list: 1, filterable: true }),
    longText('Description', { maxLength: 2000, help: 'resources.productGroups.help.Description' }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['groups', 'product groups', 'grupper', 'produktgrupper'],
  noun: { one: 'resources.productGroups.one', other: 'resources.productGroups.other' },
};

export const categories: ResourceDef = {
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

export const attributes: ResourceDef = {
  name: 'attributes',
  area: 'product',
  path: 'attributes',
  screen: 'ProductAttribute',
  table: 'attributes',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: permissions('attribute'),
  fields: [
    translations('Name', 'text', { required: true, list: 3, searchable: true, maxLength: 80 }),
    text('Code', { required: true, unique: true, list: 2, searchable: true, sortable: true, maxLength: 40, help: 'resources.attributes.help.Code' }),
    enumeration('ValueType', ATTRIBUTE_VALUE_TYPES, { required: true, default: 'text', list: 1, filterable: true }),
    text('Unit', { maxLength: 16, list: 1, help: 'resources.attributes.help.Unit' }),
    boolean('Filterable', { list: 1, filterable: true, help: 'resources.attributes.help.Filterable' }),
    enumeration('FilterType', ATTRIBUTE_FILTER_TYPES, {
      list: 1,
      filterable: true,
      help: 'resources.attributes.help.FilterType',
      rules: [requiredIf((form) => form.Filterable === true), rangeNeedsNumbers],
    }),
    boolean('AutoTranslate', { list: 1, filterable: true, help: 'resources.attributes.help.AutoTranslate' }),
    integer('SortOrder', { sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.attributes.help.SortOrder' }),
  ],
  defaultSort: { field: 'Code', direction: 'asc' },
  actions: CRUD,
  keywords: ['attributes', 'properties', 'filters', 'egenskaper', 'attribut'],
  noun: { one: 'resources.attributes.one', other: 'resources.attributes.other' },
};

export const tags: ResourceDef = {
  name: 'tags',
  area: 'product',
  path: 'tags',
  screen: 'ProductTag',
  table: 'tags',
  titleField: 'Name',
  subtitleField: 'Slug',
  permissions: permissions('tag'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 60 }),
    slug('Slug', 'Name', { list: 2, maxLength: 80 }),
    text('Color', { format: 'color', list: 1, help: 'resources.tags.help.Color' }),
    boolean('Visible', { list: 1, filterable: true, help: 'resources.tags.help.Visible' }),
    longText('Description', { maxLength: 1000, help: 'resources.tags.help.Description' }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['tags', 'labels', 'taggar'],
  noun: { one: 'resources.tags.one', other: 'resources.tags.other' },
};

export const brands: ResourceDef = {
  name: 'brands',
  area: 'product',
  path: 'brands',
  screen: 'ProductBrand',
  table: 'brands',
  titleField: 'Name',
  subtitleField: 'Website',
  permissions: permissions('brand'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 80 }),
    slug('Slug', 'Name', { list: 2, maxLength: 100 }),
    file('Logo', IMAGES, { maxBytes: IMAGE_BYTES, list: 1 }),
    text('Website', { format: 'url', list: 2, maxLength: 200 }),
    richText('Description', { help: 'resources.brands.help.Description' }),
    boolean('Featured', { list: 1, filterable: true, help: 'resources.brands.help.Featured' }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['brands', 'manufacturers', 'varumärken', 'märken'],
  noun: { one: 'resources.brands.one', other: 'resources.brands.other' },
};

export const suppliers: ResourceDef = {
  name: 'suppliers',
  area: 'product',
  path: 'suppliers',
  screen: 'ProductSupplier',
  table: 'suppliers',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: permissions('supplier'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Code', { required: true, unique: true, list: 1, searchable: true, sortable: true, maxLength: 20, help: 'resources.suppliers.help.Code' }),
    text('ContactName', { maxLength: 120, searchable: true }),
    email('Email', { list: 2, searchable: true }),
    text('Phone', { maxLength: 40 }),
    email('OrderEmail', { help: 'resources.suppliers.help.OrderEmail' }),
    enumeration('Country', COUNTRIES, { required: true, list: 1, filterable: true }),
    enumeration('Currency', SUPPLIER_CURRENCIES, { required: true, default: 'SEK', list: 1, filterable: true }),
    integer('LeadTimeMinDays', { min: 0, max: 365, help: 'resources.suppliers.help.LeadTimeMinDays' }),
    integer('LeadTimeMaxDays', { min: 0, max: 365, list: 1, sortable: true, rules: [atLeast('LeadTimeMinDays')] }),
    money('MinimumOrder', { field: 'Currency' }, { help: 'resources.suppliers.help.MinimumOrder' }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['suppliers', 'vendors', 'purchasing', 'leverantörer'],
  noun: { one: 'resources.suppliers.one', other: 'resources.suppliers.other' },
};

export const crossSelling: ResourceDef = {
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
    integer('Priority', { required: true, default: 0, min: 0, max: 1000, list: 1, sortable: true, help: 'resources.crossSelling.help.Priority' }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Priority', direction: 'desc' },
  actions: CRUD,
  keywords: ['cross-selling', 'recommendations', 'accessories', 'merförsäljning'],
  noun: { one: 'resources.crossSelling.one', other: 'resources.crossSelling.other' },
};

export const phoneBrands: ResourceDef = {
  name: 'phone-brands',
  area: 'product',
  path: 'phone-brands',
  screen: 'ProductPhoneBrand',
  table: 'phone_brands',
  titleField: 'Name',
  subtitleField: 'Slug',
  permissions: permissions('phone-brand'),
  fields: [
    text('Name', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 60 }),
    slug('Slug', 'Name', { list: 2, maxLength: 80 }),
    file('Logo', IMAGES, { maxBytes: IMAGE_BYTES, list: 1 }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.phoneBrands.help.SortOrder' }),
    boolean('Visible', { list: 1, filterable: true, default: true, help: 'resources.phoneBrands.help.Visible' }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['phone brands', 'manufacturers', 'telefonmärken', 'mobilmärken'],
  noun: { one: 'resources.phoneBrands.one', other: 'resources.phoneBrands.other' },
};

export const phoneModels: ResourceDef = {
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

export const reviews: ResourceDef = {
  name: 'reviews',
  area: 'product',
  path: 'reviews',
  screen: 'ProductReview',
  table: 'reviews',
  titleField: 'Title',
  subtitleField: 'AuthorName',
  permissions: permissions('product'),
  fields: [
    text('Sku', { required: true, format: 'sku', list: 1, searchable: true, maxLength: 64 }),
    text('Title', { required: true, list: 3, searchable: true, maxLength: 120 }),
    longText('Body', { required: true, searchable: true, maxLength: 5000 }),
    integer('Rating', { required: true, min: 1, max: 5, list: 1, filterable: true, sortable: true }),
    text('AuthorName', { required: true, list: 2, searchable: true, maxLength: 80 }),
    boolean('VerifiedPurchase', { list: 1, filterable: true, help: 'resources.reviews.help.VerifiedPurchase' }),
    store('StoreID', { required: true, list: 1, filterable: true }),
    locale('Locale', { required: true, filterable: true }),
    enumeration('Status', REVIEW_STATUSES, { readOnly: true, default: ReviewStatus.Pending, list: 1, filterable: true }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: {
    // Reviews are written by shoppers in the storefronts; staff moderate, correct and delete them.
    create: false,
    edit: true,
    delete: true,
    custom: [
      {
        id: 'approve',
        label: 'resources.reviews.approve',
        permission: ['update', 'product'],
        bulk: true,
        when: { Status: [ReviewStatus.Pending, ReviewStatus.Rejected] },
        set: { Status: ReviewStatus.Approved },
        done: 'resources.reviews.approved',
      },
      {
        id: 'reject',
        label: 'resources.reviews.reject',
        permission: ['update', 'product'],
        bulk: true,
        danger: true,
        when: { Status: [ReviewStatus.Pending, ReviewStatus.Approved] },
        set: { Status: ReviewStatus.Rejected },
        done: 'resources.reviews.rejected',
      },
    ],
  },
  keywords: ['reviews', 'ratings', 'moderation', 'recensioner', 'omdömen'],
  noun: { one: 'resources.reviews.one', other: 'resources.reviews.other' },
};

export const productNotifications: ResourceDef = {
  name: 'product-notifications',
  area: 'product',
  path: 'notifications',
  screen: 'ProductNotification',
  table: 'product_notifications',
  titleField: 'Email',
  subtitleField: 'Sku',
  permissions: permissions('product'),
  fields: [
    text('Sku', { required: true, format: 'sku', list: 1, searchable: true, maxLength: 64 }),
    email('Email', { required: true, list: 2, searchable: true }),
    store('StoreID', { required: true, list: 1, filterable: true }),
    locale('Locale', { required: true, filterable: true }),
    enumeration('Status', NOTIFICATION_STATUSES, { required: true, default: NotificationStatus.Waiting, list: 1, filterable: true }),
    datetime('NotifiedAt', { readOnly: true, list: 1, sortable: true, filterable: true, help: 'resources.productNotifications.help.NotifiedAt' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  // Sign-ups come from the storefronts' "notify me" button; staff correct or remove them.
  actions: { create: false, edit: true, delete: true },
  keywords: ['notifications', 'back in stock', 'notify me', 'bevakningar', 'påminnelser'],
  noun: { one: 'resources.productNotifications.one', other: 'resources.productNotifications.other' },
};

export const CATALOGUE_RESOURCES: readonly ResourceDef[] = [
  categories, productTemplates, productGroups, attributes, tags, brands, suppliers, crossSelling, phoneBrands, phoneModels,
  reviews, productNotifications,
];
