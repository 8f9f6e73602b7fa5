/**
 * The customers' order lines a presale holds (issue 30 §2): one row per order line sold on a presale item, with its
 * quantity. Made when the order is placed (src/features/purchasing/server/presales.ts), never by a form; a child of
 * the presale, read-only, so a colleague sees who waits for what and who is told when the goods come.
 */
import { computed } from '../../../domain/resources/computed';
import { enumeration, integer, reference, text } from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { PRESALE_ITEM_STATUSES } from '../domain/codes';
import { PRESELLING } from './presales';
import { PRESALE_ITEM_MEANINGS } from './presale-items';

export const presaleReservations: ResourceDef<'presale-reservations'> = {
  name: 'presale-reservations',
  area: 'shop',
  path: 'presale-reservations',
  screen: 'ShopPresaleReservation',
  table: 'presale_reservations',
  titleField: 'SKU',
  subtitleField: 'OrderID',
  parent: { resource: 'presales', field: 'PresaleID' },
  permissions: PRESELLING,
  fields: [
    reference('PresaleID', 'presales', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.presaleReservations.PresaleID',
    }),
    reference('PresaleItemID', 'presale-items', {
      required: true,
      readOnly: true,
      filterable: true,
      label: 'resources.presaleReservations.PresaleItemID',
    }),
    reference('OrderID', 'orders', {
      required: true,
      readOnly: true,
      filterable: true,
      list: 2,
      label: 'resources.presaleReservations.OrderID',
    }),
    // One per order line.
    reference('OrderItemID', 'order-items', {
      required: true,
      readOnly: true,
      unique: true,
      label: 'resources.presaleReservations.OrderItemID',
    }),
    text('SKU', { required: true, readOnly: true, list: 2, format: 'sku', maxLength: 64 }),
    integer('Quantity', { required: true, readOnly: true, min: 1, list: 1, label: 'resources.presaleReservations.Quantity' }),
    // The presale item's status, read from it.
    computed(
      enumeration('ItemStatus', statusOptions('presaleItemStatus', PRESALE_ITEM_STATUSES, PRESALE_ITEM_MEANINGS), {
        list: 1,
        label: 'resources.presaleReservations.ItemStatus',
      }),
    ),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['presale reservations', 'held order lines', 'väntande orderrader'],
  noun: noun('presaleReservations'),
};
