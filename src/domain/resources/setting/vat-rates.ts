/** VAT rates (issue 20 §0) on the hand-written `vat` table: one rate in percent per country and VAT type. */
import { country, percentage, reference } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING, noun } from './common';
import { countryCodeShape } from './shop-setup';

export const vatRates: ResourceDef<'vat-rates'> = {
  name: 'vat-rates',
  area: 'setting',
  path: 'vat-rates',
  screen: 'SettingVatRate',
  table: 'vat',
  titleField: 'CountryCode',
  permissions: SETTING,
  fields: [
    country('CountryCode', {
      required: true,
      list: 1,
      filterable: true,
      sortable: true,
      maxLength: 2,
      rules: [countryCodeShape],
      label: 'resources.stores.CountryCode',
    }),
    reference('VatTypeID', 'vat-types', {
      required: true,
      list: 2,
      filterable: true,
      uniqueWith: ['CountryCode'],
      label: 'resources.vatRates.VatTypeID',
    }),
    percentage('Rate', { required: true, list: 1, sortable: true, label: 'resources.vatRates.Rate' }),
  ],
  defaultSort: { field: 'CountryCode', direction: 'asc' },
  actions: CRUD,
  keywords: ['vat', 'vat rates', 'tax rates', 'moms', 'momssatser', 'skattesats'],
  noun: noun('vatRates'),
};
