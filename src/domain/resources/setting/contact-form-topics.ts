/** The contact-form-topics resource's declaration (setting). */
import { boolean, email, integer, store, translations } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';

export const contactFormTopics: ResourceDef<'contact-form-topics'> = {
  name: 'contact-form-topics',
  area: 'setting',
  path: 'contact-form-topics',
  screen: 'SettingContactFormTopic',
  table: 'contact_form_topics',
  titleField: 'Name',
  subtitleField: 'RecipientEmail',
  permissions: SETTING,
  fields: [
    translations('Name', 'text', { required: true, list: 3, searchable: true, maxLength: 120, help: help('contactFormTopics', 'Name') }),
    email('RecipientEmail', { required: true, list: 2, searchable: true, help: help('contactFormTopics', 'RecipientEmail') }),
    boolean('RequiresOrderNumber', { list: 1, help: help('contactFormTopics', 'RequiresOrderNumber') }),
    store('Stores', { multiple: true, filterable: true, help: help('contactFormTopics', 'Stores') }),
    integer('SortOrder', { list: 1, sortable: true, default: 0, min: 0, max: 10_000 }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'SortOrder', direction: 'asc' },
  actions: CRUD,
  keywords: ['contact form', 'topics', 'kontaktformulär', 'ämnen'],
  noun: noun('contactFormTopics'),
};
