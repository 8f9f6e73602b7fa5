/**
 * The returns resource's declaration (shop; issue 9 §3): goods a customer sends back from one order, with what
 * the shop does about them (SPEC.md's return action: 1 Chargeback, 2 Replacement, 3 Exchange), the reason, the
 * amount (the returned items at their price incl. VAT), whether the quantity was verified and the goods go back
 * to stock. A return is made from its order (`POST /api/shop/orders/{id}/returns`, server/returns), never by
 * the list's form; over its threshold it waits for approval, which is this workflow's two moves: approve
 * (creating the chargeback, the replacement order or the swap order) and decline with a reason code. Both need
 * `approve replacement_order_chargeback` and the user flag CanApproveReturns, and never by the return's
 * creator (server/returns/approval.ts). Choices: docs/decisions.md "Returns".
 */
import { DEFAULT_LIST_INTERVAL } from '../../constants';
import { DECLINE_REASONS, RETURN_ACTIONS, RETURN_STATUSES, ReturnStatus } from '../../returns/codes';
import { boolean, date, datetime, enumeration, longText, money, reference, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { ResourceDef, WorkflowDef } from '../types';
import { noun, options } from './common';

export const RETURNS = { view: ['view', 'shop'], update: ['update', 'return'] } as const;
const APPROVE_RETURNS = ['approve', 'replacement_order_chargeback'] as const;

const IN_ORDER_CURRENCY = { field: 'Currency' } as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'approve',
      label: 'resources.returns.approve',
      permission: APPROVE_RETURNS,
      flag: 'CanApproveReturns',
      bulk: true,
      shortcut: 'a',
      effect: 'approve',
      from: [ReturnStatus.AwaitingApproval],
      to: ReturnStatus.Approved,
      done: 'resources.returns.approved',
    },
    {
      id: 'decline',
      label: 'resources.returns.decline',
      permission: APPROVE_RETURNS,
      flag: 'CanApproveReturns',
      danger: true,
      shortcut: 'd',
      effect: 'decline',
      input: [
        enumeration('DeclineCode', options('returnDeclineReason', DECLINE_REASONS), {
          required: true,
          label: 'resources.returns.DeclineReason',
        }),
      ],
      from: [ReturnStatus.AwaitingApproval],
      to: ReturnStatus.Declined,
      done: 'resources.returns.declined',
    },
  ],
};

export const returns: ResourceDef<'returns'> = {
  name: 'returns',
  area: 'shop',
  path: 'returns',
  screen: 'ShopReturn',
  goKey: 'r',
  menuQuery: { interval: String(DEFAULT_LIST_INTERVAL), refresh: 'true' },
  // The menu link's interval=6 and the toolbar search's interval=24 count from when the record was made.
  interval: { field: 'CreatedAt' },
  table: 'returns',
  titleField: 'Number',
  subtitleField: 'Action',
  permissions: RETURNS,
  fields: [
    // Given by the database when the return is made (R1001, R1002, …: server/db/schema/resources-shop.ts).
    text('Number', { readOnly: true, unique: true, list: 1, searchable: true, maxLength: 20, label: 'resources.returns.Number' }),
    reference('OrderID', 'orders', { required: true, readOnly: true, list: 1, filterable: true, label: 'resources.returns.OrderID' }),
    reference('CustomerID', 'customers', {
      required: true,
      readOnly: true,
      list: 3,
      filterable: true,
      label: 'resources.returns.CustomerID',
    }),
    enumeration('Action', options('returnAction', RETURN_ACTIONS), {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.returns.Action',
    }),
    enumeration(
      'Status',
      statusOptions('returnStatus', RETURN_STATUSES, {
        [ReturnStatus.AwaitingApproval]: 'attention',
        [ReturnStatus.Approved]: 'done',
        [ReturnStatus.Declined]: 'refused',
      }),
      {
        required: true,
        readOnly: true,
        list: 1,
        filterable: true,
        label: 'resources.returns.Status',
      },
    ),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    money('Amount', IN_ORDER_CURRENCY, {
      required: true,
      readOnly: true,
      min: 0,
      list: 1,
      sortable: true,
      label: 'resources.returns.Amount',
    }),
    longText('Reason', { required: true, readOnly: true, maxLength: 2000, list: 3, label: 'resources.returns.Reason' }),
    boolean('QuantityVerified', { readOnly: true, label: 'resources.returns.QuantityVerified' }),
    boolean('Restock', { readOnly: true, label: 'resources.returns.Restock' }),
    date('ReturnedAt', {
      required: true,
      readOnly: true,
      list: 1,
      sortable: true,
      filterable: true,
      label: 'resources.returns.ReturnedAt',
    }),
    reference('CreatedBy', 'users', { required: true, readOnly: true, list: 2, filterable: true, label: 'resources.returns.CreatedBy' }),
    reference('DecidedBy', 'users', { readOnly: true, filterable: true, label: 'resources.returns.DecidedBy' }),
    datetime('DecidedAt', { readOnly: true, label: 'resources.returns.DecidedAt' }),
    // When the decision's effects ran (the chargeback or order made, the e-mail queued): the undo window's end.
    datetime('AppliedAt', { readOnly: true, label: 'resources.returns.AppliedAt' }),
    enumeration('DeclineReason', options('returnDeclineReason', DECLINE_REASONS), {
      readOnly: true,
      label: 'resources.returns.DeclineReason',
    }),
    reference('ResultOrderID', 'orders', { readOnly: true, filterable: true, label: 'resources.returns.ResultOrderID' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: {
    create: false,
    edit: false,
    delete: false,
    custom: [
      {
        // The goods came back and were counted: customer service notes it when the parcel is opened.
        id: 'verify',
        label: 'resources.returns.verify',
        permission: RETURNS.update,
        bulk: true,
        shortcut: 'v',
        when: { QuantityVerified: [false] },
        set: { QuantityVerified: true },
        effect: 'received',
        done: 'resources.returns.verified',
      },
    ],
  },
  workflow: WORKFLOW,
  // A decision taken back within its window, and its effects made by the decision's job (server/returns/decision.ts).
  historyActions: { undo: 'resources.returns.history.undo', apply: 'resources.returns.history.apply' },
  keywords: ['returns', 'return', 'returer', 'retur', 'reklamation', 'chargeback', 'replacement', 'ersättning'],
  noun: noun('returns'),
};
