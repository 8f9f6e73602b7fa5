/** The prints resource's declaration (shop). */
import { enumeration, integer, locale, richText, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SHOP, help, noun, options } from './common';

const PRINT_TYPES = ['packingSlip', 'invoice', 'pickList', 'returnForm', 'productLabel', 'shelfLabel'] as const;

const PAPER_SIZES = ['A4', 'A5', 'label102x152', 'label62x29'] as const;

const ORIENTATIONS = ['portrait', 'landscape'] as const;

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
    enumeration('PaperSize', options('paperSize', PAPER_SIZES), { required: true, default: 'A4', list: 1, filterable: true }),
    enumeration('Orientation', options('orientation', ORIENTATIONS), { required: true, default: 'portrait' }),
    integer('Copies', { required: true, default: 1, min: 1, max: 10, help: help('prints', 'Copies') }),
    richText('Template', { required: true, help: help('prints', 'Template') }),
    store('StoreID', { list: 2, filterable: true, help: help('prints', 'StoreID') }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['prints', 'print templates', 'packing slip', 'labels', 'utskrifter', 'följesedel', 'etiketter'],
  noun: noun('prints'),
};
