/** The quick-reply-templates resource's declaration (setting). */
import { QUICK_REPLY_PLACEHOLDERS } from '../domain/quick-replies';
import { enumeration, locale, longText, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { CRUD, SETTING, help, loginName, noun, options } from '../../../domain/resources/setting/common';

const QUICK_REPLY_TAGS = ['order', 'delivery', 'return', 'reclaim', 'refund', 'payment', 'invoice', 'product', 'account'] as const;

export const quickReplyTemplates: ResourceDef<'quick-reply-templates'> = {
  name: 'quick-reply-templates',
  area: 'setting',
  path: 'quick-reply-templates',
  screen: 'SettingQuickReplyTemplate',
  table: 'quick_reply_templates',
  titleField: 'Name',
  subtitleField: 'Subject',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Shortcut', {
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 32,
      rules: [loginName],
      help: help('quickReplyTemplates', 'Shortcut'),
    }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    text('Subject', { list: 3, searchable: true, maxLength: 200, placeholders: QUICK_REPLY_PLACEHOLDERS }),
    longText('Body', {
      required: true,
      searchable: true,
      maxLength: 10_000,
      help: help('quickReplyTemplates', 'Body'),
      placeholders: QUICK_REPLY_PLACEHOLDERS,
    }),
    enumeration('Tags', options('quickReplyTag', QUICK_REPLY_TAGS), { multiple: true, list: 2, filterable: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['quick replies', 'templates', 'macros', 'snabbsvar', 'svarsmallar'],
  noun: noun('quickReplyTemplates'),
};
