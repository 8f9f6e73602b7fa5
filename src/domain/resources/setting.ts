/** Settings resources (SPEC.md "Settings"). */
import { boolean, integer, translations } from './fields';
import type { ResourceDef } from './types';

const SETTING_VIEW = ['view', 'setting'] as const;
/** Settings without an update subject of their own in SPEC.md section 6 (docs/decisions.md). */
const SETTING_UPDATE = ['update', 'setting'] as const;

export const faq: ResourceDef = {
  name: 'faq',
  area: 'setting',
  path: 'faq',
  screen: 'SettingFaq',
  table: 'faqs',
  titleField: 'Question',
  permissions: { view: SETTING_VIEW, update: SETTING_UPDATE },
  fields: [
    translations('Question', 'text', { required: true, list: 3, searchable: true }),
    translations('Answer', 'richText', { required: true, searchable: true }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000 }),
    boolean('Published', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['faq', 'questions', 'answers', 'help'],
  noun: { one: 'resources.faq.one', other: 'resources.faq.other' },
};

export const SETTING_RESOURCES: readonly ResourceDef[] = [faq];
