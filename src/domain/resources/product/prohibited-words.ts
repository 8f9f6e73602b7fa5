/**
 * The words an AI text may not hold, per language (issue 8 §3, docs/decisions.md "Product texts by AI"):
 * a proposal holding one names it before it is approved.
 */
import { locale, text } from '../fields';
import type { ResourceDef } from '../types';
import { EDIT_COMPLETION_SETTINGS, productTextLocale } from './completion-texts';

export const prohibitedWords: ResourceDef<'prohibited-words'> = {
  name: 'prohibited-words',
  area: 'product',
  path: 'prohibited-words',
  screen: 'ProductProhibitedWord',
  table: 'prohibited_words',
  titleField: 'Word',
  subtitleField: 'Locale',
  permissions: { view: ['view', 'product'], update: EDIT_COMPLETION_SETTINGS },
  fields: [
    text('Word', {
      required: true,
      maxLength: 100,
      list: 3,
      searchable: true,
      uniqueWith: ['Locale'],
      label: 'resources.prohibitedWords.Word',
      help: 'resources.prohibitedWords.help.Word',
    }),
    locale('Locale', { required: true, list: 1, filterable: true, rules: [productTextLocale], label: 'resources.completions.Locale' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['prohibited words', 'banned words', 'forbidden', 'ai', 'förbjudna ord'],
  noun: { one: 'resources.prohibitedWords.one', other: 'resources.prohibitedWords.other' },
};
