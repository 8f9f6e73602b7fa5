/** The tags resource's declaration (product). */
import { boolean, longText, slug, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, permissions } from './common';

export const tags: ResourceDef<'tags'> = {
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
