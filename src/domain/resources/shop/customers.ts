/**
 * The customers resource's declaration (shop), on the hand-written `customers` table
 * (server/db/schema/shop.ts; server/resources/bindings/customers.ts). Read-only for now: the storefronts
 * create customers, and their screens in depth come with issue 9. The free text finds a customer by name
 * or e-mail, and by phone number however it is typed (the normalized number, customers_phone_normalized_idx),
 * which is what the incoming-call lookup and the palette ask.
 */
import { store, text } from '../fields';
import type { ResourceDef } from '../types';
import { SHOP, noun } from './common';

export const customers: ResourceDef = {
  name: 'customers',
  area: 'shop',
  path: 'customers',
  screen: 'ShopCustomer',
  goKey: 'c',
  table: 'customers',
  titleField: 'Name',
  subtitleField: 'Email',
  permissions: { view: SHOP.view, update: ['update', 'customer'] },
  fields: [
    text('Name', { required: true, readOnly: true, list: 3, searchable: true }),
    text('Email', { required: true, readOnly: true, list: 3, searchable: true, format: 'email' }),
    text('Phone', { required: true, readOnly: true, list: 2, matchedAs: 'phone' }),
    text('City', { required: true, readOnly: true, list: 2 }),
    store('StoreID', { required: true, readOnly: true, list: 1, filterable: true }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['customers', 'kunder', 'phone', 'telefon'],
  noun: noun('customers'),
};
