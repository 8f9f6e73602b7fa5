/**
 * A return's items (issue 9 §3): which of the order's items come back and how many (never more than bought
 * minus what earlier returns took back), with the SKU, name and unit price incl. VAT as the order sold them,
 * and the line's amount. Written only with the return (server/returns/create.ts); read-only here. A child
 * collection of returns.
 */
import { integer, money, reference, text } from '../fields';
import type { ResourceDef } from '../types';
import { noun } from './common';
import { RETURNS } from './returns';

const IN_RETURN_CURRENCY = { field: 'Currency' } as const;

export const returnItems: ResourceDef<'return-items'> = {
  name: 'return-items',
  area: 'shop',
  path: 'return-items',
  screen: 'ShopReturnItem',
  table: 'return_items',
  titleField: 'Name',
  subtitleField: 'SKU',
  parent: { resource: 'returns', field: 'ReturnID' },
  permissions: RETURNS,
  fields: [
    reference('ReturnID', 'returns', { required: true, readOnly: true, filterable: true, label: 'resources.returnItems.ReturnID' }),
    reference('OrderItemID', 'order-items', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.returnItems.OrderItemID',
    }),
    text('SKU', { required: true, readOnly: true, list: 2, format: 'sku', maxLength: 64 }),
    text('Name', { required: true, readOnly: true, list: 3, maxLength: 255 }),
    integer('Quantity', { required: true, readOnly: true, min: 1, max: 9999, list: 1, label: 'resources.returnItems.Quantity' }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    money('UnitPrice', IN_RETURN_CURRENCY, { required: true, readOnly: true, min: 0, list: 1, label: 'resources.returnItems.UnitPrice' }),
    money('Amount', IN_RETURN_CURRENCY, { required: true, readOnly: true, min: 0, list: 1, label: 'resources.returnItems.Amount' }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['return items', 'returartiklar'],
  noun: noun('returnItems'),
};
