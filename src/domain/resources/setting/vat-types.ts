/** The VAT types (issue 20 §0) on the hand-written `vat_types` table: standard, reduced, zero … each with a rate per country. */
import { text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, noun } from './common';

export const vatTypes: ResourceDef<'vat-types'> = {
  name: 'vat-types',
  area: 'setting',
  path: 'vat-types',
  screen: 'SettingVatType',
  table: 'vat_types',
  titleField: 'Name',
  permissions: SETTING,
  fields: [text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 80 })],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: CRUD,
  keywords: ['vat types', 'tax', 'momstyper', 'moms'],
  noun: noun('vatTypes'),
};
