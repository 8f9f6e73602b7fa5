/**
 * Stock statuses (issue 20 §0) on the hand-written `stock_statuses` table, with their texts per language as a
 * child collection (`stock-status-texts`, the `stock_status_contents` table): a language is any of the
 * stores' (Locales), not only the console's two, so it is a record per language rather than a translations field.
 */
import { integer, locale, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';
import { asText, isBlank, type Rule } from '../../validation';
import { invalid } from '../declare';

const codeShape: Rule = (value) =>
  isBlank(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(asText(value))
    ? null
    : invalid('resources.stockStatuses.invalid.Code', 'Use lowercase letters, digits and single hyphens, like in-stock');

export const stockStatuses: ResourceDef<'stock-statuses'> = {
  name: 'stock-statuses',
  area: 'setting',
  path: 'stock-statuses',
  screen: 'SettingStockStatus',
  table: 'stock_statuses',
  titleField: 'Code',
  permissions: SETTING,
  fields: [
    text('Code', { required: true, unique: true, list: 3, searchable: true, sortable: true, maxLength: 60, rules: [codeShape] }),
    integer('SortOrder', {
      required: true,
      default: 0,
      min: 0,
      max: 100000,
      list: 1,
      sortable: true,
      help: help('stockStatuses', 'SortOrder'),
    }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['stock statuses', 'stock', 'availability', 'lagerstatus', 'lager'],
  noun: noun('stockStatuses'),
};

export const stockStatusTexts: ResourceDef<'stock-status-texts'> = {
  name: 'stock-status-texts',
  area: 'setting',
  path: 'stock-status-texts',
  screen: 'SettingStockStatusText',
  table: 'stock_status_contents',
  titleField: 'Locale',
  parent: { resource: 'stock-statuses', field: 'StockStatusID' },
  permissions: SETTING,
  fields: [
    reference('StockStatusID', 'stock-statuses', { required: true, filterable: true, label: 'resources.stockStatusTexts.StockStatusID' }),
    locale('Locale', { required: true, list: 1, uniqueWith: ['StockStatusID'] }),
    text('Content', { required: true, list: 3, maxLength: 200, label: 'resources.stockStatusTexts.Content' }),
  ],
  defaultSort: { field: 'Locale', direction: 'asc' },
  actions: CRUD,
  keywords: ['stock status texts', 'lagerstatustexter'],
  noun: noun('stockStatusTexts'),
};
