/** The payment-methods resource's declaration (setting). */
import { boolean, enumeration, money, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING_VIEW, help, noun, options } from './common';

const PAYMENT_PROCESSORS = ['klarna', 'adyen', 'swish', 'svea', 'walley', 'qliro', 'paypal', 'trustly', 'invoice'] as const;

export const paymentMethods: ResourceDef<'payment-methods'> = {
  name: 'payment-methods',
  area: 'setting',
  path: 'payment-methods',
  screen: 'SettingPaymentMethod',
  table: 'payment_methods',
  titleField: 'Name',
  subtitleField: 'MethodSKU',
  permissions: { view: SETTING_VIEW, update: ['update', 'payment-method'] },
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    text('MethodSKU', {
      required: true,
      unique: true,
      format: 'sku',
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 40,
      help: help('paymentMethods', 'MethodSKU'),
    }),
    enumeration('Processor', options('paymentProcessor', PAYMENT_PROCESSORS), { required: true, list: 2, filterable: true }),
    money('Fee', 'SEK', { min: 0, list: 1, help: help('paymentMethods', 'Fee') }),
    boolean('RequiresGLN', { help: help('paymentMethods', 'RequiresGLN') }),
    boolean('RequiresInvoiceEmail', { help: help('paymentMethods', 'RequiresInvoiceEmail') }),
    boolean('SupportsRecurring', { filterable: true, help: help('paymentMethods', 'SupportsRecurring') }),
    boolean('RequiresCreditWorthy', { help: help('paymentMethods', 'RequiresCreditWorthy') }),
    store('Stores', { multiple: true, required: true, filterable: true }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['payment', 'payment methods', 'klarna', 'invoice', 'betalning', 'betalsätt'],
  noun: noun('paymentMethods'),
};
