/** The pages resource's declaration (shop). */
import { boolean, slug, store, translations } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, help, noun } from './common';

export const pages: ResourceDef<'pages'> = {
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
