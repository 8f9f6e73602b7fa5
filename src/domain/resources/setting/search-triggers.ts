/** The search-triggers resource's declaration (setting). */
import { boolean, enumeration, locale, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun, options } from './common';

const SEARCH_MATCH_TYPES = ['exact', 'contains'] as const;

export const searchTriggers: ResourceDef<'search-triggers'> = {
  name: 'search-triggers',
  area: 'setting',
  path: 'search-triggers',
  screen: 'SettingSearchTrigger',
  table: 'search_triggers',
  titleField: 'Words',
  subtitleField: 'TargetURL',
  permissions: SETTING,
  fields: [
    text('Words', { required: true, list: 3, searchable: true, sortable: true, maxLength: 255, help: help('searchTriggers', 'Words') }),
    text('TargetURL', {
      required: true,
      format: 'url',
      list: 3,
      searchable: true,
      maxLength: 500,
      help: help('searchTriggers', 'TargetURL'),
    }),
    enumeration('MatchType', options('searchMatchType', SEARCH_MATCH_TYPES), {
      required: true,
      default: 'exact',
      list: 1,
      filterable: true,
      help: help('searchTriggers', 'MatchType'),
    }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    store('Stores', { multiple: true, filterable: true, help: help('searchTriggers', 'Stores') }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Words', direction: 'asc' },
  actions: CRUD,
  keywords: ['search triggers', 'trigger words', 'search', 'sökord', 'söktriggers'],
  noun: noun('searchTriggers'),
};
