/**
 * The currency groups (issue 20 §0) on the hand-written `currency_groups` table: a currency the stores of its
 * store groups sell in, the prices kept per group, and what one unit is worth in SEK (the SEK thresholds of the
 * order checks, returns and reminders convert through it).
 */
import { decimal, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';
import { currencyCodeShape } from './shop-setup';

export const currencyGroups: ResourceDef<'currency-groups'> = {
  name: 'currency-groups',
  area: 'setting',
  path: 'currency-groups',
  screen: 'SettingCurrencyGroup',
  table: 'currency_groups',
  titleField: 'Name',
  subtitleField: 'Currency',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Currency', { required: true, list: 1, filterable: true, sortable: true, maxLength: 3, rules: [currencyCodeShape] }),
    decimal('SekRate', {
      required: true,
      scale: 6,
      min: 0.000001,
      max: 999999,
      default: '1.000000',
      list: 1,
      label: 'resources.currencyGroups.SekRate',
      help: help('currencyGroups', 'SekRate'),
    }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['currency groups', 'currencies', 'exchange rate', 'valutagrupper', 'valuta', 'växelkurs'],
  noun: noun('currencyGroups'),
};
