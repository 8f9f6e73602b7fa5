/**
 * A presale's items (issue 30 §2): a product at its presale price, the most that may be sold, the number sold (the
 * held order lines of orders not annulled, read when asked: never a stale count) and the date its goods are
 * expected. A child collection of presales, each with its own moves by keys: activated to be sold, received (the
 * goods are in: the orders waiting for it go on, and their customers are told), annulled (its orders wait for a
 * colleague). A changed expected date is told to the customers waiting for it. Server: ../server/presales.ts.
 */
import { PRESALE_ITEM_STATUSES, PresaleItemStatus, type PresaleItemStatusCode } from '../domain/codes';
import { computed } from '../../../domain/resources/computed';
import { date, enumeration, integer, money, reference, text } from '../../../domain/resources/fields';
import { statusOptions, type StatusMeaning } from '../../../domain/resources/status-tones';
import type { ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { PRESELLING } from './presales';

const I = PresaleItemStatus;

export const PRESALE_ITEM_MEANINGS: Readonly<Record<PresaleItemStatusCode, StatusMeaning>> = {
  [I.Draft]: 'idle',
  [I.Active]: 'active',
  [I.Received]: 'done',
  [I.Annulled]: 'closed',
};

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'activate',
      label: 'resources.presaleItems.activate',
      permission: PRESELLING.update,
      shortcut: 'shift+v',
      from: [I.Draft],
      to: I.Active,
      done: 'resources.presaleItems.activated',
    },
    {
      // The goods are in: the orders held for it go on to the warehouse, and each customer gets an e-mail.
      id: 'receive',
      label: 'resources.presaleItems.receive',
      permission: PRESELLING.update,
      confirm: 'resources.presaleItems.receiveConfirm',
      shortcut: 'shift+r',
      effect: 'presaleItemReceived',
      from: [I.Active],
      to: I.Received,
      done: 'resources.presaleItems.received',
    },
    {
      // The goods will not come: the orders held for it are left for a colleague to settle (a to-do says which).
      id: 'annul',
      label: 'resources.presaleItems.annul',
      permission: PRESELLING.update,
      confirm: 'resources.presaleItems.annulConfirm',
      danger: true,
      shortcut: 'shift+a',
      effect: 'presaleItemAnnulled',
      from: [I.Draft, I.Active],
      to: I.Annulled,
      done: 'resources.presaleItems.annulled',
    },
  ],
};

export const presaleItems: ResourceDef<'presale-items'> = {
  name: 'presale-items',
  area: 'shop',
  path: 'presale-items',
  screen: 'ShopPresaleItem',
  table: 'presale_items',
  titleField: 'SKU',
  subtitleField: 'Name',
  parent: { resource: 'presales', field: 'PresaleID' },
  permissions: PRESELLING,
  fields: [
    reference('PresaleID', 'presales', { required: true, filterable: true, label: 'resources.presaleItems.PresaleID' }),
    reference('ProductID', 'products', { required: true, filterable: true, label: 'resources.presaleItems.ProductID' }),
    text('SKU', { required: true, readOnly: true, list: 2, searchable: true, format: 'sku', maxLength: 64 }),
    text('Name', { required: true, readOnly: true, list: 3, maxLength: 255 }),
    // The presale's currency (its store's), set by the server.
    text('Currency', { required: true, readOnly: true, hidden: true, minLength: 3, maxLength: 3, default: 'SEK' }),
    money('Price', { field: 'Currency' }, { required: true, min: 0, list: 1, label: 'resources.presaleItems.Price' }),
    integer('MaxQuantity', { required: true, min: 1, max: 999_999, list: 1, label: 'resources.presaleItems.MaxQuantity' }),
    computed(integer('Sold', { list: 2, progressOf: 'MaxQuantity', label: 'resources.presaleItems.Sold' })),
    date('ExpectedDate', { required: true, list: 2, sortable: true, label: 'resources.presaleItems.ExpectedDate' }),
    enumeration('Status', statusOptions('presaleItemStatus', PRESALE_ITEM_STATUSES, PRESALE_ITEM_MEANINGS), {
      required: true,
      readOnly: true,
      default: I.Draft,
      list: 1,
      filterable: true,
      label: 'resources.presaleItems.Status',
    }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  workflow: WORKFLOW,
  keywords: ['presale items', 'förhandsförsäljningsartiklar'],
  noun: noun('presaleItems'),
};
