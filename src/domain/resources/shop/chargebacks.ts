/**
 * The chargebacks resource's declaration (shop; issue 9 §3): money paid back for an approved chargeback return,
 * in SPEC.md's steps Pending → Credit-Note (a credit note document is made, server/returns/chargebacks.ts) →
 * Refund processed (a durable job records the refund on the order, the same file). Made only
 * by a return's approval; the steps are this workflow's moves.
 */
import { DEFAULT_LIST_INTERVAL } from '../../constants';
import { CHARGEBACK_STATUSES, ChargebackStatus } from '../../returns/codes';
import { enumeration, file, money, reference, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { ResourceDef, WorkflowDef } from '../types';
import { noun } from './common';
import { RETURNS } from './returns';

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'credit-note',
      label: 'resources.chargebacks.creditNote',
      permission: RETURNS.update,
      bulk: true,
      shortcut: 'c',
      effect: 'creditNote',
      from: [ChargebackStatus.Pending],
      to: ChargebackStatus.CreditNote,
      done: 'resources.chargebacks.creditNoteDone',
    },
    {
      id: 'refund',
      label: 'resources.chargebacks.refund',
      permission: RETURNS.update,
      bulk: true,
      shortcut: 'f',
      effect: 'refund',
      confirm: 'resources.chargebacks.confirmRefund',
      from: [ChargebackStatus.CreditNote],
      to: ChargebackStatus.RefundProcessed,
      done: 'resources.chargebacks.refundDone',
    },
  ],
};

export const chargebacks: ResourceDef<'chargebacks'> = {
  name: 'chargebacks',
  area: 'shop',
  path: 'chargebacks',
  screen: 'ShopChargeback',
  menuQuery: { interval: String(DEFAULT_LIST_INTERVAL), refresh: 'true' },
  // The menu link's interval=6 and the toolbar search's interval=24 count from when the record was made.
  interval: { field: 'CreatedAt' },
  table: 'chargebacks',
  titleField: 'ReturnID',
  subtitleField: 'Status',
  permissions: RETURNS,
  fields: [
    reference('ReturnID', 'returns', {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.chargebacks.ReturnID',
    }),
    reference('OrderID', 'orders', { required: true, readOnly: true, list: 1, filterable: true, label: 'resources.chargebacks.OrderID' }),
    enumeration(
      'Status',
      statusOptions('chargebackStatus', CHARGEBACK_STATUSES, {
        [ChargebackStatus.Pending]: 'attention',
        [ChargebackStatus.CreditNote]: 'active',
        [ChargebackStatus.RefundProcessed]: 'done',
      }),
      {
        required: true,
        readOnly: true,
        list: 1,
        filterable: true,
        label: 'resources.chargebacks.Status',
      },
    ),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    money(
      'Amount',
      { field: 'Currency' },
      { required: true, readOnly: true, min: 0, list: 1, sortable: true, label: 'resources.chargebacks.Amount' },
    ),
    file('CreditNote', ['application/pdf'], { readOnly: true, label: 'resources.chargebacks.CreditNote' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  workflow: WORKFLOW,
  keywords: ['chargebacks', 'chargeback', 'återbetalning', 'kreditnota', 'credit note', 'refund'],
  noun: noun('chargebacks'),
};
