/** The redirects resource's declaration (shop). */
import type { Rule } from '../../validation';
import { enumeration, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, blank, help, invalid, noun, options } from './common';

/** A path inside the storefront: starts with a slash, no spaces, no scheme or host. */
const storePath: Rule = (value) =>
  blank(value) || /^\/[^\s?#]*(\?[^\s#]*)?$/.test(String(value)) ? null : invalid('resources.invalid.path', 'Use a path like /old-page');

/** SPEC.md "redirect types". */
const REDIRECT_TYPES = ['categories', 'pages', 'products'] as const;

const REDIRECT_STATUS_CODES = [301, 302] as const;

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
    text('Target', { required: true, list: 3, searchable: true, maxLength: 200, help: help('redirects', 'Target') }),
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
