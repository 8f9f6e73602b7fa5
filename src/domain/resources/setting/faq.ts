/** The faq resource's declaration (setting). */
import { boolean, integer, store, translations } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';

export const faq: ResourceDef<'faq'> = {
  name: 'faq',
  area: 'setting',
  path: 'faq',
  screen: 'SettingFaq',
  table: 'faqs',
  titleField: 'Question',
  permissions: SETTING,
  fields: [
    translations('Question', 'text', { required: true, list: 3, searchable: true }),
    translations('Answer', 'richText', { required: true, searchable: true }),
    store('Stores', { multiple: true, filterable: true, help: help('faq', 'Stores') }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000 }),
    boolean('Published', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['faq', 'questions', 'answers', 'help', 'vanliga frågor'],
  noun: noun('faq'),
};
