/** The languages (issue 20 §0) on the hand-written `locales` table: the stores' languages, and which are active. */
import { boolean, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';
import { asText, isBlank, type Rule } from '../../validation';
import { invalid } from '../declare';

/** A BCP 47 language with an optional region, as the stores use them: sv, en, nb, en-GB. */
const localeCode: Rule = (value) =>
  isBlank(value) || /^[a-z]{2}(-[A-Z]{2})?$/.test(asText(value))
    ? null
    : invalid('resources.locales.invalid.Code', 'Use a language code such as sv, nb or en-GB');

export const locales: ResourceDef<'locales'> = {
  name: 'locales',
  area: 'setting',
  path: 'locales',
  screen: 'SettingLocale',
  table: 'locales',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: SETTING,
  fields: [
    text('Code', { required: true, unique: true, list: 1, searchable: true, sortable: true, maxLength: 16, rules: [localeCode] }),
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 80 }),
    boolean('Active', { list: 1, filterable: true, default: true, help: help('locales', 'Active') }),
  ],
  defaultSort: { field: 'Code', direction: 'asc' },
  actions: CRUD,
  keywords: ['locales', 'languages', 'språk'],
  noun: noun('locales'),
};
