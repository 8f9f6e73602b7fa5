/** The stop-words resource's declaration (setting). */
import { boolean, locale, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';

export const stopWords: ResourceDef<'stop-words'> = {
  name: 'stop-words',
  area: 'setting',
  path: 'stop-words',
  screen: 'SettingStopWord',
  table: 'stop_words',
  titleField: 'Word',
  subtitleField: 'Locale',
  permissions: SETTING,
  fields: [
    text('Word', { required: true, list: 3, searchable: true, sortable: true, maxLength: 60, help: help('stopWords', 'Word') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Word', direction: 'asc' },
  actions: CRUD,
  keywords: ['stop words', 'search', 'stoppord'],
  noun: noun('stopWords'),
};
