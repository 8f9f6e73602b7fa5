/**
 * The prints resource's declaration (shop): the templates of the shop's printed documents (./print-documents.ts
 * says which record each type prints and where it is got). A template's detail previews it as a PDF against the
 * latest record it could print.
 */
import { enumeration, integer, locale, richText, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, help, noun, options } from './common';
import { ORIENTATIONS, PAPER_SIZES, PRINT_PLACEHOLDERS, PRINT_TYPES } from './print-documents';

export const prints: ResourceDef<'prints'> = {
  name: 'prints',
  area: 'shop',
  path: 'prints',
  screen: 'ShopPrint',
  table: 'prints',
  titleField: 'Name',
  subtitleField: 'PrintType',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('PrintType', options('printType', PRINT_TYPES), { label: 'fields.Type', required: true, list: 2, filterable: true }),
    enumeration('PaperSize', options('paperSize', PAPER_SIZES), {
      required: true,
      default: 'A4',
      list: 1,
      filterable: true,
      help: help('prints', 'PaperSize'),
    }),
    enumeration('Orientation', options('orientation', ORIENTATIONS), { required: true, default: 'portrait' }),
    integer('Copies', { required: true, default: 1, min: 1, max: 10, help: help('prints', 'Copies') }),
    richText('Template', {
      required: true,
      help: help('prints', 'Template'),
      placeholders: { by: 'PrintType', names: PRINT_PLACEHOLDERS },
    }),
    store('StoreID', { list: 2, filterable: true, help: help('prints', 'StoreID') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  documents: [
    {
      label: 'resources.prints.document.preview',
      path: 'preview',
      type: 'application/pdf',
      key: 'shift+d',
      missing: 'resources.prints.missing.preview',
    },
  ],
  keywords: ['prints', 'print templates', 'packing slip', 'labels', 'utskrifter', 'följesedel', 'etiketter'],
  noun: noun('prints'),
};
