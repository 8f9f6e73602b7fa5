/**
 * The storefronts (issue 20 §0) on the hand-written `stores` table: where each sells (country, currency,
 * language, store group), the brand its customers know, and the seller's legal details its invoices carry.
 */
import { country, email as emailField, file, locale, storeGroup, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, help, noun } from './common';
import { countryCodeShape, currencyCodeShape, domainShape } from './shop-setup';

export const stores: ResourceDef<'stores'> = {
  name: 'stores',
  area: 'setting',
  path: 'stores',
  screen: 'SettingStore',
  table: 'stores',
  titleField: 'Name',
  subtitleField: 'Domain',
  permissions: SETTING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('Domain', {
      required: true,
      unique: true,
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 253,
      rules: [domainShape],
      label: 'resources.stores.Domain',
      help: help('stores', 'Domain'),
    }),
    country('CountryCode', {
      required: true,
      list: 1,
      filterable: true,
      maxLength: 2,
      rules: [countryCodeShape],
      label: 'resources.stores.CountryCode',
    }),
    text('Currency', { required: true, list: 1, filterable: true, maxLength: 3, rules: [currencyCodeShape] }),
    locale('Locale', { required: true, list: 1, filterable: true }),
    storeGroup('StoreGroupID', { required: true, list: 1, filterable: true }),
    text('BrandName', { maxLength: 120, label: 'resources.stores.BrandName', help: help('stores', 'BrandName') }),
    file('Logo', ['image/png', 'image/jpeg'], { maxBytes: 2_000_000, help: help('stores', 'Logo') }),
    text('LegalName', { maxLength: 200, label: 'resources.stores.LegalName', help: help('stores', 'LegalName') }),
    text('OrganisationNumber', { maxLength: 40, label: 'resources.stores.OrganisationNumber' }),
    text('VatNumber', { maxLength: 40, label: 'resources.stores.VatNumber' }),
    text('Street', { maxLength: 200, label: 'resources.stores.Street' }),
    text('PostalCode', { maxLength: 20, label: 'resources.stores.PostalCode' }),
    text('City', { maxLength: 100 }),
    text('PaymentAccount', { maxLength: 80, label: 'resources.stores.PaymentAccount', help: help('stores', 'PaymentAccount') }),
    emailField('Email', { maxLength: 254 }),
    text('Phone', { maxLength: 40 }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['stores', 'storefronts', 'shops', 'seller', 'legal details', 'butiker', 'butik', 'säljare', 'organisationsnummer'],
  noun: noun('stores'),
};
