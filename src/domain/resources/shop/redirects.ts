/**
 * The redirects resource's declaration (shop): an old path of a store sent on to a category, a page or a
 * product. The target is a record of the redirect's type, picked from that type's records (one field per type,
 * each applying only to its type: `appliesWhen`), so it exists when it is saved (40001 naming the field
 * otherwise) and cannot be deleted while a redirect points at it. `Target` is its address as the storefront
 * knows it (the category's or page's slug, the product's SKU), computed by the server (server/content).
 */
import type { Rule } from '../../validation';
import { computed } from '../computed';
import { category, enumeration, reference, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, blank, help, invalid, noun, options } from './common';

/** A path inside the storefront: starts with a slash, no spaces, no scheme or host. */
const storePath: Rule = (value) =>
  blank(value) || /^\/[^\s?#]*(\?[^\s#]*)?$/.test(String(value)) ? null : invalid('resources.invalid.path', 'Use a path like /old-page');

/** SPEC.md "redirect types". */
const REDIRECT_TYPES = ['categories', 'pages', 'products'] as const;

const REDIRECT_STATUS_CODES = [301, 302] as const;

/** The target field of each redirect type, shown and required only for that type. */
const forType = (type: (typeof REDIRECT_TYPES)[number]) => ({
  required: true,
  appliesWhen: { RedirectType: [type] },
  help: help('redirects', 'Target'),
});

export const redirects: ResourceDef<'redirects'> = {
  name: 'redirects',
  area: 'shop',
  path: 'redirects',
  screen: 'ShopRedirect',
  table: 'redirects',
  titleField: 'FromPath',
  subtitleField: 'Target',
  permissions: SHOP,
  fields: [
    text('FromPath', {
      required: true,
      list: 3,
      searchable: true,
      sortable: true,
      maxLength: 500,
      rules: [storePath],
      help: help('redirects', 'FromPath'),
    }),
    enumeration('RedirectType', options('redirectType', REDIRECT_TYPES), {
      label: 'fields.Type',
      required: true,
      list: 1,
      filterable: true,
    }),
    category('TargetCategoryID', { ...forType('categories'), label: 'resources.redirects.TargetCategoryID' }),
    reference('TargetPageID', 'pages', { ...forType('pages'), label: 'resources.redirects.TargetPageID' }),
    reference('TargetProductID', 'products', { ...forType('products'), label: 'resources.redirects.TargetProductID' }),
    computed(text('Target', { list: 3, maxLength: 200 })),
    enumeration('StatusCode', options('redirectStatus', REDIRECT_STATUS_CODES), {
      required: true,
      default: 301,
      list: 1,
      filterable: true,
      help: help('redirects', 'StatusCode'),
    }),
    store('StoreID', { required: true, list: 2, filterable: true }),
  ],
  defaultSort: { field: 'FromPath', direction: 'asc' },
  actions: CRUD,
  keywords: ['redirects', '301', 'urls', 'omdirigeringar'],
  noun: noun('redirects'),
};
