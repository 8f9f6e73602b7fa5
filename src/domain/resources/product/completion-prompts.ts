/**
 * The AI texts' prompts (issue 8 §3, docs/decisions.md "Product texts by AI"): one per language and field, the
 * instruction the model gets with the product's placeholders filled in; one active per language and field.
 */
import { boolean, enumeration, locale, longText, text } from '../fields';
import type { ResourceDef } from '../types';
import { COMPLETION_FIELD_OPTIONS, EDIT_COMPLETION_SETTINGS, knownPlaceholders, productTextLocale } from './completion-texts';

export const completionPrompts: ResourceDef<'completion-prompts'> = {
  name: 'completion-prompts',
  area: 'product',
  path: 'completion-prompts',
  screen: 'ProductCompletionPrompt',
  table: 'completion_prompts',
  titleField: 'Title',
  subtitleField: 'Locale',
  permissions: { view: ['view', 'product'], update: EDIT_COMPLETION_SETTINGS },
  fields: [
    text('Title', { required: true, maxLength: 120, list: 2, searchable: true, label: 'resources.completionPrompts.Title' }),
    locale('Locale', { required: true, list: 1, filterable: true, rules: [productTextLocale], label: 'resources.completions.Locale' }),
    enumeration('Field', COMPLETION_FIELD_OPTIONS, { required: true, list: 1, filterable: true, label: 'resources.completions.Field' }),
    longText('Prompt', {
      required: true,
      maxLength: 4000,
      rules: [knownPlaceholders],
      label: 'resources.completionPrompts.Prompt',
      help: 'resources.completionPrompts.help.Prompt',
    }),
    // Activating a prompt deactivates the one active before it for that language and field.
    boolean('Active', { default: true, list: 1, filterable: true, help: 'resources.completionPrompts.help.Active' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['prompts', 'ai', 'completion', 'gpt', 'llm', 'instruktioner'],
  noun: { one: 'resources.completionPrompts.one', other: 'resources.completionPrompts.other' },
};
