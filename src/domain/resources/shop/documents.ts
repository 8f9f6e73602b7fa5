/** The documents resource's declaration (shop). */
import { enumeration, file, locale, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, help, noun, options } from './common';

const DOCUMENT_TYPES = [
  'terms',
  'privacy',
  'manual',
  'safetyDataSheet',
  'declarationOfConformity',
  'warranty',
  'returnForm',
  'priceList',
] as const;

const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export const documents: ResourceDef<'documents'> = {
  name: 'documents',
  area: 'shop',
  path: 'documents',
  screen: 'ShopDocument',
  table: 'documents',
  titleField: 'Name',
  subtitleField: 'File',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 160 }),
    enumeration('DocumentType', options('documentType', DOCUMENT_TYPES), {
      label: 'fields.Type',
      required: true,
      list: 2,
      filterable: true,
    }),
    file('File', DOCUMENT_FILE_TYPES, { required: true, list: 2, help: help('documents', 'File') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    store('StoreID', { list: 2, filterable: true, help: help('documents', 'StoreID') }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['documents', 'files', 'pdf', 'dokument', 'filer'],
  noun: noun('documents'),
};
