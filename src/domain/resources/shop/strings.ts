/** The strings resource's declaration (shop). */
import { longText, text, translations } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, blank, help, invalid, noun } from './common';

export const strings: ResourceDef<'strings'> = {
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
      required: true,
      unique: true,
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 120,
      rules: [
        (value) =>
          blank(value) || /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(String(value))
            ? null
            : invalid('resources.invalid.stringKey', 'Use dotted words like checkout.freeShipping'),
      ],
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
