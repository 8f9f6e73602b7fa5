/**
 * The phone models a product fits (issue 8 §2): a spare part or a case names the models it is made for, so a
 * storefront's model picker finds it (`GET /api/product/compatible-models?PhoneModelID=…` lists them across
 * products), with a note on the fit a shopper should read ("not for the 5G version"). Each model once per
 * product. A child collection of the products.
 */
import { reference, text } from '../fields';
import type { ResourceDef } from '../types';

export const productPhoneModels: ResourceDef<'product-phone-models'> = {
  name: 'product-phone-models',
  area: 'product',
  path: 'compatible-models',
  screen: 'ProductCompatibleModel',
  table: 'product_phone_models',
  titleField: 'PhoneModelID',
  parent: { resource: 'products', field: 'ProductID' },
  permissions: { view: ['view', 'product'], update: ['update', 'product'] },
  fields: [
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.productPhoneModels.ProductID' }),
    reference('PhoneModelID', 'phone-models', {
      required: true,
      list: 4,
      filterable: true,
      uniqueWith: ['ProductID'],
      label: 'resources.productPhoneModels.PhoneModelID',
    }),
    text('Note', { maxLength: 120, list: 3, label: 'resources.productPhoneModels.Note', help: 'resources.productPhoneModels.help.Note' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['compatible models', 'fits', 'phone models', 'passar till', 'telefonmodeller'],
  noun: { one: 'resources.productPhoneModels.one', other: 'resources.productPhoneModels.other' },
};
