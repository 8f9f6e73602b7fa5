/**
 * Shop content resources (SPEC.md "Shop content"): what the storefronts show (pages, widgets, strings,
 * documents, redirects, deals) and what the shop sends and prints (e-mail templates, newsletters, prints).
 * Field choices: docs/decisions.md "Shop content resources".
 */
import type { FieldIssue } from '../errors';
import { requiredIf, SKU_PATTERN, type Rule } from '../validation';
import {
  boolean, codes, datetime, enumeration, file, integer, locale, longText, money, percentage, richText, slug, store, storeGroup, text,
  translations,
} from './fields';
import type { CustomActionDef, ResourceDef } from './types';

const SHOP = { view: ['view', 'shop'], update: ['update', 'shop-content'] } as const;
const noun = (id: string) => ({ one: `resources.${id}.one`, other: `resources.${id}.other` });
const help = (id: string, key: string) => `resources.${id}.help.${key}`;
/** Options labelled `enums.<name>.<code>`. */
const options = (name: string, values: readonly (number | string)[], tones?: Parameters<typeof codes>[2]) => codes(`enums.${name}`, values, tones);
const CRUD = { create: true, edit: true, delete: true } as const;

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');
const invalid = (id: string, message: string): FieldIssue => ({ id, message });

/** Later than the other date-time field (the end of a period that starts at `start`). */
const after = (start: string): Rule => (value, form) =>
  blank(value) || blank(form[start]) || Date.parse(String(value)) > Date.parse(String(form[start]))
    ? null
    : invalid('resources.invalid.endBeforeStart', 'Must be later than the start');

/** A path inside the storefront: starts with a slash, no spaces, no scheme or host. */
const storePath: Rule = (value) =>
  blank(value) || /^\/[^\s?#]*(\?[^\s#]*)?$/.test(String(value)) ? null : invalid('resources.invalid.path', 'Use a path like /old-page');

/** One SKU per line (SPEC.md "Multi-SKU fetch"), each an article number as the shared SKU rule says. */
const skuLines: Rule = (value) =>
  blank(value) || String(value).split(/\r?\n/).every((line) => line === '' || SKU_PATTERN.test(line))
    ? null
    : invalid('resources.invalid.skuLines', 'One SKU per line: letters A–Z, digits and - _ . /');

/* ---- Option sets ---- */

/** Where on the storefront a widget is rendered. */
export const WIDGET_PLACEMENTS = ['topBar', 'startHero', 'startBlock', 'categoryTop', 'productPage', 'cart', 'checkout', 'footer'] as const;
export const DOCUMENT_TYPES = ['terms', 'privacy', 'manual', 'safetyDataSheet', 'declarationOfConformity', 'warranty', 'returnForm', 'priceList'] as const;
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** SPEC.md "redirect types". */
export const REDIRECT_TYPES = ['categories', 'pages', 'products'] as const;
export const REDIRECT_STATUS_CODES = [301, 302] as const;
export const DEAL_CURRENCIES = ['SEK', 'NOK', 'EUR'] as const;
/** SPEC.md "E-mail template types" 1–4 and the return e-mail templates 6–16. */
export const EMAIL_TEMPLATE_TYPES = [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export const NewsletterStatus = { Draft: 1, Scheduled: 2, Sent: 3 } as const;
export const PRINT_TYPES = ['packingSlip', 'invoice', 'pickList', 'returnForm', 'productLabel', 'shelfLabel'] as const;
export const PAPER_SIZES = ['A4', 'A5', 'label102x152', 'label62x29'] as const;
export const ORIENTATIONS = ['portrait', 'landscape'] as const;

/* ---- Storefront content ---- */

export const pages: ResourceDef = {
  name: 'pages',
  area: 'shop',
  path: 'pages',
  screen: 'ShopPage',
  table: 'pages',
  titleField: 'Title',
  subtitleField: 'Slug',
  permissions: SHOP,
  fields: [
    translations('Title', 'text', { required: true, list: 3, searchable: true, maxLength: 120 }),
    slug('Slug', 'Title', { list: 2, searchable: true, sortable: true, maxLength: 120, help: help('pages', 'Slug') }),
    translations('Body', 'richText', { required: true }),
    store('Stores', { multiple: true, required: true, list: 2, filterable: true, help: help('pages', 'Stores') }),
    boolean('Published', { list: 1, filterable: true, default: false }),
    translations('MetaTitle', 'text', { default: {}, maxLength: 70, help: help('pages', 'MetaTitle') }),
    translations('MetaDescription', 'longText', { default: {}, maxLength: 160, help: help('pages', 'MetaDescription') }),
    boolean('NoIndex', { filterable: true, help: help('pages', 'NoIndex') }),
  ],
  defaultSort: { field: 'Slug', direction: 'asc' },
  actions: CRUD,
  keywords: ['pages', 'content', 'cms', 'sidor', 'innehåll'],
  noun: noun('pages'),
};

/** Hiding and showing a widget again without touching its dates. */
const WIDGET_ACTIONS: readonly CustomActionDef[] = [
  {
    id: 'hide',
    label: 'resources.widgets.hide',
    permission: ['update', 'shop-content'],
    bulk: true,
    when: { Active: [true] },
    set: { Active: false },
    done: 'resources.widgets.hidden',
  },
  {
    id: 'show',
    label: 'resources.widgets.show',
    permission: ['update', 'shop-content'],
    bulk: true,
    when: { Active: [false] },
    set: { Active: true },
    done: 'resources.widgets.shown',
  },
];

export const widgets: ResourceDef = {
  name: 'widgets',
  area: 'shop',
  path: 'widgets',
  screen: 'ShopWidget',
  table: 'widgets',
  titleField: 'Name',
  subtitleField: 'Placement',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('Placement', options('widgetPlacement', WIDGET_PLACEMENTS), { required: true, list: 2, filterable: true }),
    store('StoreID', { required: true, list: 2, filterable: true }),
    richText('Content', { required: true, help: help('widgets', 'Content') }),
    datetime('ShowAt', { list: 2, sortable: true, filterable: true, help: help('widgets', 'ShowAt') }),
    datetime('HideAt', { list: 2, sortable: true, filterable: true, rules: [after('ShowAt')], help: help('widgets', 'HideAt') }),
    integer('SortOrder', { default: 0, min: 0, max: 10_000, help: help('widgets', 'SortOrder') }),
    boolean('Active', { list: 1, filterable: true, default: true, help: help('widgets', 'Active') }),
  ],
  defaultSort: { field: 'ShowAt', direction: 'desc' },
  actions: { ...CRUD, custom: WIDGET_ACTIONS },
  keywords: ['widgets', 'banners', 'campaign', 'kampanj'],
  noun: noun('widgets'),
};

export const strings: ResourceDef = {
  name: 'strings',
  area: 'shop',
  path: 'strings',
  screen: 'ShopString',
  table: 'strings',
  titleField: 'Key',
  subtitleField: 'Value',
  permissions: SHOP,
  fields: [
    text('Key', {
      required: true, unique: true, list: 2, searchable: true, sortable: true, maxLength: 120,
      rules: [(value) => (blank(value) || /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(String(value)) ? null : invalid('resources.invalid.stringKey', 'Use dotted words like checkout.freeShipping'))],
      help: help('strings', 'Key'),
    }),
    translations('Value', 'longText', { required: true, list: 3, searchable: true, maxLength: 2000 }),
    longText('Description', { maxLength: 500, help: help('strings', 'Description') }),
  ],
  defaultSort: { field: 'Key', direction: 'asc' },
  actions: CRUD,
  keywords: ['strings', 'texts', 'translations', 'texter', 'översättningar'],
  noun: noun('strings'),
};

export const documents: ResourceDef = {
  name: 'documents',
  area: 'shop',
  path: 'documents',
  screen: 'ShopDocument',
  table: 'documents',
  titleField: 'Name',
  subtitleField: 'File',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 160 }),
    enumeration('DocumentType', options('documentType', DOCUMENT_TYPES), { label: 'fields.Type', required: true, list: 2, filterable: true }),
    file('File', DOCUMENT_FILE_TYPES, { required: true, list: 2, help: help('documents', 'File') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    store('StoreID', { list: 2, filterable: true, help: help('documents', 'StoreID') }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['documents', 'files', 'pdf', 'dokument', 'filer'],
  noun: noun('documents'),
};

export const redirects: ResourceDef = {
  name: 'redirects',
  area: 'shop',
  path: 'redirects',
  screen: 'ShopRedirect',
  table: 'redirects',
  titleField: 'FromPath',
  subtitleField: 'Target',
  permissions: SHOP,
  fields: [
    text('FromPath', { required: true, list: 3, searchable: true, sortable: true, maxLength: 500, rules: [storePath], help: help('redirects', 'FromPath') }),
    enumeration('RedirectType', options('redirectType', REDIRECT_TYPES), { label: 'fields.Type', required: true, list: 1, filterable: true }),
    text('Target', { required: true, list: 3, searchable: true, maxLength: 200, help: help('redirects', 'Target') }),
    enumeration('StatusCode', options('redirectStatus', REDIRECT_STATUS_CODES), { required: true, default: 301, list: 1, filterable: true, help: help('redirects', 'StatusCode') }),
    store('StoreID', { required: true, list: 2, filterable: true }),
  ],
  defaultSort: { field: 'FromPath', direction: 'asc' },
  actions: CRUD,
  keywords: ['redirects', '301', 'urls', 'omdirigeringar'],
  noun: noun('redirects'),
};

export const deals: ResourceDef = {
  name: 'deals',
  area: 'shop',
  path: 'deals',
  screen: 'ShopDeal',
  table: 'deals',
  titleField: 'Name',
  subtitleField: 'StartsAt',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    store('StoreID', { required: true, list: 2, filterable: true }),
    datetime('StartsAt', { required: true, list: 2, sortable: true, filterable: true }),
    datetime('EndsAt', { required: true, list: 2, sortable: true, filterable: true, rules: [after('StartsAt')] }),
    percentage('DiscountPercentage', {
      min: 1, max: 90, list: 1,
      rules: [requiredIf((form) => blank(form.DiscountAmount))],
      help: help('deals', 'DiscountPercentage'),
    }),
    money('DiscountAmount', { field: 'Currency' }, {
      min: 0.01, list: 1,
      rules: [(value, form) => (blank(value) || blank(form.DiscountPercentage) ? null : invalid('resources.invalid.discountEither', 'Give either a percentage or an amount'))],
      help: help('deals', 'DiscountAmount'),
    }),
    enumeration('Currency', options('currency', DEAL_CURRENCIES), { required: true, default: 'SEK', help: help('deals', 'Currency') }),
    longText('SkuList', { required: true, maxLength: 20_000, rules: [skuLines], help: help('deals', 'SkuList') }),
  ],
  defaultSort: { field: 'StartsAt', direction: 'desc' },
  actions: CRUD,
  keywords: ['deals', 'offers', 'discounts', 'erbjudanden', 'kampanjer'],
  noun: noun('deals'),
};

/* ---- What the shop sends and prints ---- */

export const emailTemplates: ResourceDef = {
  name: 'email-templates',
  area: 'shop',
  path: 'email-templates',
  screen: 'ShopEmailTemplate',
  table: 'email_templates',
  titleField: 'Name',
  subtitleField: 'TemplateType',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('TemplateType', options('emailTemplateType', EMAIL_TEMPLATE_TYPES), { label: 'fields.Type', required: true, list: 2, filterable: true }),
    store('StoreID', { list: 2, filterable: true, help: help('emailTemplates', 'StoreID') }),
    translations('Subject', 'text', { required: true, searchable: true, maxLength: 200 }),
    translations('Body', 'richText', { required: true, help: help('emailTemplates', 'Body') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['email templates', 'e-mail', 'mail', 'e-postmallar', 'mejl'],
  noun: noun('emailTemplates'),
};

const NEWSLETTER_ACTIONS: readonly CustomActionDef[] = [
  {
    id: 'schedule',
    label: 'resources.newsletters.schedule',
    permission: ['update', 'shop-content'],
    confirm: 'resources.newsletters.scheduleConfirm',
    when: { Status: [NewsletterStatus.Draft] },
    set: { Status: NewsletterStatus.Scheduled },
    done: 'resources.newsletters.scheduled',
  },
  {
    id: 'unschedule',
    label: 'resources.newsletters.unschedule',
    permission: ['update', 'shop-content'],
    bulk: true,
    when: { Status: [NewsletterStatus.Scheduled] },
    set: { Status: NewsletterStatus.Draft },
    done: 'resources.newsletters.unscheduled',
  },
];

export const newsletters: ResourceDef = {
  name: 'newsletters',
  area: 'shop',
  path: 'newsletters',
  screen: 'ShopNewsletter',
  table: 'newsletters',
  titleField: 'Subject',
  subtitleField: 'ScheduledAt',
  permissions: SHOP,
  fields: [
    text('Subject', { required: true, list: 3, searchable: true, sortable: true, maxLength: 150 }),
    text('Preheader', { maxLength: 150, help: help('newsletters', 'Preheader') }),
    richText('Body', { required: true }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    storeGroup('StoreGroupID', { required: true, list: 2, filterable: true, help: help('newsletters', 'StoreGroupID') }),
    datetime('ScheduledAt', { list: 2, sortable: true, filterable: true, help: help('newsletters', 'ScheduledAt') }),
    enumeration('Status', options('newsletterStatus', Object.values(NewsletterStatus), { 1: 'neutral', 2: 'info', 3: 'success' }), {
      readOnly: true, default: NewsletterStatus.Draft, list: 1, filterable: true, help: help('newsletters', 'Status'),
    }),
  ],
  defaultSort: { field: 'ScheduledAt', direction: 'desc' },
  actions: { ...CRUD, custom: NEWSLETTER_ACTIONS },
  keywords: ['newsletters', 'campaigns', 'email', 'nyhetsbrev', 'utskick'],
  noun: noun('newsletters'),
};

export const prints: ResourceDef = {
  name: 'prints',
  area: 'shop',
  path: 'prints',
  screen: 'ShopPrint',
  table: 'prints',
  titleField: 'Name',
  subtitleField: 'PrintType',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('PrintType', options('printType', PRINT_TYPES), { label: 'fields.Type', required: true, list: 2, filterable: true }),
    enumeration('PaperSize', options('paperSize', PAPER_SIZES), { required: true, default: 'A4', list: 1, filterable: true }),
    enumeration('Orientation', options('orientation', ORIENTATIONS), { required: true, default: 'portrait' }),
    integer('Copies', { required: true, default: 1, min: 1, max: 10, help: help('prints', 'Copies') }),
    richText('Template', { required: true, help: help('prints', 'Template') }),
    store('StoreID', { list: 2, filterable: true, help: help('prints', 'StoreID') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['prints', 'print templates', 'packing slip', 'labels', 'utskrifter', 'följesedel', 'etiketter'],
  noun: noun('prints'),
};

export const SHOP_RESOURCES: readonly ResourceDef[] = [
  pages, widgets, strings, documents, redirects, deals, emailTemplates, newsletters, prints,
];
