/** The attributes resource's declaration (product). */
import { issue, requiredIf, type Rule } from '../../validation';
import { boolean, enumeration, integer, text, translations } from '../fields';
import type { EnumOption, ResourceDef } from '../types';
import { CRUD, permissions } from './common';

const ATTRIBUTE_VALUE_TYPES: EnumOption[] = [
  { value: 'text', label: 'enums.attributeValueType.text' },
  { value: 'numeric', label: 'enums.attributeValueType.numeric' },
];

const ATTRIBUTE_FILTER_TYPES: EnumOption[] = [
  { value: 'checkbox', label: 'enums.attributeFilterType.checkbox' },
  { value: 'dropdown', label: 'enums.attributeFilterType.dropdown' },
  { value: 'swatch', label: 'enums.attributeFilterType.swatch' },
  { value: 'range', label: 'enums.attributeFilterType.range' },
  { value: 'toggle', label: 'enums.attributeFilterType.toggle' },
];

/** A range filter needs numbers to slide over. */
const rangeNeedsNumbers: Rule = (value, form) => (value === 'range' && form.ValueType === 'text' ? issue('validation.oneOf') : null);

export const attributes: ResourceDef<'attributes'> = {
  name: 'attributes',
  area: 'product',
  path: 'attributes',
  screen: 'ProductAttribute',
  table: 'attributes',
  titleField: 'Name',
  subtitleField: 'Code',
  permissions: permissions('attribute'),
  fields: [
    translations('Name', 'text', { required: true, list: 3, searchable: true, maxLength: 80 }),
    text('Code', {
      required: true,
      unique: true,
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 40,
      help: 'resources.attributes.help.Code',
    }),
    enumeration('ValueType', ATTRIBUTE_VALUE_TYPES, { required: true, default: 'text', list: 1, filterable: true }),
    text('Unit', { maxLength: 16, list: 1, help: 'resources.attributes.help.Unit' }),
    boolean('Filterable', { list: 1, filterable: true, help: 'resources.attributes.help.Filterable' }),
    enumeration('FilterType', ATTRIBUTE_FILTER_TYPES, {
      list: 1,
      filterable: true,
      help: 'resources.attributes.help.FilterType',
      rules: [requiredIf((form) => form.Filterable === true), rangeNeedsNumbers],
    }),
    boolean('AutoTranslate', { list: 1, filterable: true, help: 'resources.attributes.help.AutoTranslate' }),
    integer('SortOrder', { sortable: true, default: 0, min: 0, max: 10_000, help: 'resources.attributes.help.SortOrder' }),
  ],
  defaultSort: { field: 'Code', direction: 'asc' },
  actions: CRUD,
  keywords: ['attributes', 'properties', 'filters', 'egenskaper', 'attribut'],
  noun: { one: 'resources.attributes.one', other: 'resources.attributes.other' },
};
