/**
 * The presales' declaration (shop; SPEC.md "Presale status", issue 30 §2): products sold before they arrive (a new
 * phone model's cases) in one store, between its start and end, each item with its presale price, the most that may
 * be sold and its expected date (./presale-items.ts). Made and changed by its form (SPEC's presale/{id} serves both
 * new and edit); activated and deactivated by keys. An order for a product of an Active presale's Active item, in its
 * store and time, is held for it (src/features/purchasing/server/presales.ts). Choices: docs/decisions.md "Presales".
 */
import { PRESALE_STATUSES, PresaleStatus, type PresaleStatusCode } from '../domain/codes';
import { datetime, enumeration, integer, longText, store, text } from '../../../domain/resources/fields';
import { computed } from '../../../domain/resources/computed';
import { statusOptions, type StatusMeaning } from '../../../domain/resources/status-tones';
import type { ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { after, noun } from '../../../domain/resources/shop/common';

/** Staff who see the shop see presales; those who sell (roles 1 and 4) change them (docs/decisions.md "Presales"). */
export const PRESELLING = { view: ['view', 'shop'], update: ['update', 'presale'] } as const;

const S = PresaleStatus;

const PRESALE_MEANINGS: Readonly<Record<PresaleStatusCode, StatusMeaning>> = {
  [S.Draft]: 'idle',
  [S.Active]: 'active',
  [S.Inactive]: 'closed',
};

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      // Its Draft items are sold from now on too (an item added later starts as Draft and is activated by its key).
      id: 'activate',
      label: 'resources.presales.activate',
      permission: PRESELLING.update,
      shortcut: 'shift+v',
      effect: 'presaleActivated',
      from: [S.Draft, S.Inactive],
      to: S.Active,
      done: 'resources.presales.activated',
    },
    {
      // Nothing more is sold; what was sold still waits for its goods.
      id: 'deactivate',
      label: 'resources.presales.deactivate',
      permission: PRESELLING.update,
      confirm: 'resources.presales.deactivateConfirm',
      shortcut: 'shift+i',
      from: [S.Active],
      to: S.Inactive,
      done: 'resources.presales.deactivated',
    },
  ],
};

export const presales: ResourceDef<'presales'> = {
  name: 'presales',
  area: 'shop',
  path: 'presales',
  // SPEC.md: "presales, presale/{id}", the one record route for both new and edit.
  recordPath: 'presale',
  screen: 'ShopPresale',
  table: 'presales',
  titleField: 'Name',
  subtitleField: 'StartsAt',
  permissions: PRESELLING,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120, label: 'resources.presales.Name' }),
    store('StoreID', { required: true, list: 2, filterable: true, label: 'resources.presales.StoreID' }),
    // The store's currency, which its items' prices are in (set by the server from the store).
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3, default: 'SEK' }),
    enumeration('Status', statusOptions('presaleStatus', PRESALE_STATUSES, PRESALE_MEANINGS), {
      required: true,
      readOnly: true,
      default: S.Draft,
      list: 1,
      filterable: true,
      label: 'resources.presales.Status',
    }),
    datetime('StartsAt', { required: true, list: 2, sortable: true, label: 'resources.presales.StartsAt' }),
    datetime('EndsAt', { list: 2, sortable: true, rules: [after('StartsAt')], label: 'resources.presales.EndsAt' }),
    computed(integer('ItemCount', { list: 1, label: 'resources.presales.ItemCount' })),
    computed(integer('Sold', { list: 1, label: 'resources.presales.Sold' })),
    longText('Note', { maxLength: 4000, label: 'resources.presales.Note' }),
  ],
  defaultSort: { field: 'StartsAt', direction: 'desc' },
  actions: { create: true, edit: true, delete: true },
  workflow: WORKFLOW,
  keywords: ['presales', 'pre-orders', 'förhandsförsäljningar', 'förbeställningar'],
  noun: noun('presales'),
};
