/**
 * The orders resource's declaration (shop; issue 9 §1): what a customer bought in one storefront, with its
 * addresses, methods, status and totals. Its items, fulfilments, transactions and events are child
 * collections. Money is numeric(14,2) in the order's currency (arithmetic in minor units, src/domain/money.ts).
 * Field choices: docs/decisions.md "Orders".
 */
import { DEFAULT_LIST_INTERVAL } from '../../constants';
import { CHECK_STATUSES, CheckStatus, ORDER_SOURCES, ORDER_STATUSES, OrderStatus } from '../../orders/codes';
import { ORDER_RISK_REASON_OPTIONS } from '../../orders/risk';
import { country, datetime, enumeration, longText, money, reference, store, text } from '../fields';
import { statusOptions, type StatusMeaning } from '../status-tones';
import type { CustomActionDef, FieldDef, ResourceDef, WorkflowDef } from '../types';
import type { Rule } from '../../validation';
import { blank, help, invalid, noun, options } from './common';
import { printDocuments } from './print-documents';

export const ORDERS = { view: ['view', 'shop'], update: ['update', 'order'] } as const;

/** The spec's address (SPEC.md "Address"), once for billing and once for delivery: `BillingAddress1`, `DeliveryCity`, … */
function addressFields(prefix: 'Billing' | 'Delivery', opts: { required: boolean }): FieldDef[] {
  const required = opts.required;
  return [
    text(`${prefix}Name`, { required, maxLength: 120 }),
    text(`${prefix}Address1`, { required, maxLength: 120 }),
    text(`${prefix}Address2`, { maxLength: 120 }),
    text(`${prefix}PostalCode`, { required, maxLength: 16 }),
    text(`${prefix}Municipality`, { maxLength: 80 }),
    text(`${prefix}City`, { required, maxLength: 80 }),
    country(`${prefix}Country`, { required, help: help('orders', 'Country') }),
    text(`${prefix}Reference`, { maxLength: 120 }),
  ];
}

const IN_ORDER_CURRENCY = { field: 'Currency' } as const;

const UPDATE_ORDER = ORDERS.update;
const DECIDE_CHECK = ['update', 'order-check'] as const;

/** The statuses before the parcel leaves: an annulment may still be asked for (docs/decisions.md "Order statuses"). */
export const BEFORE_SENT = [
  OrderStatus.Pending,
  OrderStatus.ReadyToBeImported,
  OrderStatus.Processing,
  OrderStatus.Processed,
  OrderStatus.Picked,
  OrderStatus.Delayed,
  OrderStatus.AwaitingPaymentApproval,
] as const;

/** What each order status means to a colleague (its chip's tone, src/domain/resources/status-tones.ts). */
const ORDER_STATUS_MEANINGS: Record<(typeof ORDER_STATUSES)[number], StatusMeaning> = {
  [OrderStatus.Pending]: 'idle',
  [OrderStatus.ReadyToBeImported]: 'active',
  [OrderStatus.Processing]: 'active',
  [OrderStatus.Processed]: 'active',
  [OrderStatus.Picked]: 'active',
  [OrderStatus.Sent]: 'done',
  [OrderStatus.Delayed]: 'attention',
  [OrderStatus.AwaitingPaymentApproval]: 'attention',
  [OrderStatus.PartiallyShipped]: 'active',
  [OrderStatus.AnnulmentRequested]: 'attention',
  [OrderStatus.Annulled]: 'closed',
};

const CHECK_STATUS_MEANINGS: Record<(typeof CHECK_STATUSES)[number], StatusMeaning> = {
  [CheckStatus.None]: 'idle',
  [CheckStatus.Waiting]: 'attention',
  [CheckStatus.Snoozed]: 'active',
  [CheckStatus.Approved]: 'done',
  [CheckStatus.Rejected]: 'refused',
};

const reason = (required: boolean) =>
  longText('Reason', { required, minLength: required ? 3 : undefined, maxLength: 500, label: 'resources.orders.reason' });

/**
 * The moves staff make between the order statuses (docs/decisions.md "Order statuses"); the warehouse and
 * the payment integrations move the rest. Each logs its order event in the move's transaction.
 */
const STATUS_WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'release-to-import',
      label: 'resources.orders.releaseToImport',
      permission: UPDATE_ORDER,
      bulk: true,
      shortcut: 'i',
      from: [OrderStatus.Pending, OrderStatus.Delayed, OrderStatus.AwaitingPaymentApproval],
      to: OrderStatus.ReadyToBeImported,
      effect: 'releasedToImport',
      done: 'resources.orders.releasedToImport',
    },
    {
      id: 'mark-delayed',
      label: 'resources.orders.markDelayed',
      permission: UPDATE_ORDER,
      bulk: true,
      shortcut: 'l',
      input: [reason(false)],
      from: [OrderStatus.Pending, OrderStatus.ReadyToBeImported, OrderStatus.Processing, OrderStatus.Processed, OrderStatus.Picked],
      to: OrderStatus.Delayed,
      effect: 'markedDelayed',
      done: 'resources.orders.markedDelayed',
    },
    {
      id: 'request-annulment',
      label: 'resources.orders.requestAnnulment',
      permission: UPDATE_ORDER,
      shortcut: 'c',
      confirm: 'resources.orders.confirmRequestAnnulment',
      input: [reason(true)],
      from: BEFORE_SENT,
      to: OrderStatus.AnnulmentRequested,
      effect: 'annulmentRequested',
      done: 'resources.orders.annulmentRequested',
    },
    {
      id: 'withdraw-annulment',
      label: 'resources.orders.withdrawAnnulment',
      permission: UPDATE_ORDER,
      shortcut: 'w',
      input: [reason(false)],
      from: [OrderStatus.AnnulmentRequested],
      to: OrderStatus.Pending,
      effect: 'annulmentWithdrawn',
      done: 'resources.orders.annulmentWithdrawn',
    },
    {
      id: 'annul',
      label: 'resources.orders.annul',
      permission: UPDATE_ORDER,
      danger: true,
      shortcut: 'd',
      confirm: 'resources.orders.confirmAnnul',
      input: [reason(false)],
      from: [OrderStatus.AnnulmentRequested],
      to: OrderStatus.Annulled,
      effect: 'annulled',
      done: 'resources.orders.annulled',
    },
  ],
};

/** A time after now (a snooze ends in the future); the server checks it again with its own clock. */
const inFuture: Rule = (value) =>
  blank(value) || Date.parse(String(value)) > Date.now() ? null : invalid('resources.orders.invalid.notInFuture', 'Must be later than now');

const OPEN_CHECK = { CheckStatus: [CheckStatus.Waiting, CheckStatus.Snoozed] } as const;

/** The order checks queue (issue 9 §2): a supervisor approves, snoozes or rejects an order's risk check. */
const CHECK_ACTIONS: readonly CustomActionDef[] = [
  {
    id: 'approve-check',
    label: 'resources.orders.approveCheck',
    permission: DECIDE_CHECK,
    shortcut: 'a',
    when: OPEN_CHECK,
    input: [reason(false)],
    set: { CheckStatus: CheckStatus.Approved, SnoozedUntil: null },
    effect: 'checkApproved',
    done: 'resources.orders.checkApproved',
  },
  {
    id: 'snooze-check',
    label: 'resources.orders.snoozeCheck',
    permission: DECIDE_CHECK,
    shortcut: 's',
    when: OPEN_CHECK,
    input: [
      datetime('Until', {
        required: true,
        rules: [inFuture],
        label: 'resources.orders.snoozeUntil',
        presets: [
          { label: 'resources.orders.snoozeInAnHour', after: { hours: 1 } },
          { label: 'resources.orders.snoozeTomorrow', days: 1, at: '08:00' },
          { label: 'resources.orders.snoozeNextMonday', weekday: 1, at: '08:00' },
        ],
      }),
      reason(true),
    ],
    effect: 'checkSnoozed',
    done: 'resources.orders.checkSnoozed',
  },
  {
    id: 'reject-check',
    label: 'resources.orders.rejectCheck',
    permission: DECIDE_CHECK,
    shortcut: 'r',
    danger: true,
    confirm: 'resources.orders.confirmRejectCheck',
    when: OPEN_CHECK,
    input: [reason(true)],
    set: { CheckStatus: CheckStatus.Rejected, SnoozedUntil: null },
    effect: 'checkRejected',
    done: 'resources.orders.checkRejected',
  },
];

/**
 * The order confirmation e-mail (template 1) again, to the order's address or a copy to another one
 * (issue 9 §1; server/orders/confirmation.ts). The order itself does not change; the timeline gets an
 * `email` event and the outbox the message. One address per copy (docs/decisions.md "Outgoing e-mail").
 */
const MAIL_ACTIONS: readonly CustomActionDef[] = [
  {
    id: 'resend-confirmation',
    label: 'resources.orders.resendConfirmation',
    permission: UPDATE_ORDER,
    shortcut: 'm',
    confirm: 'resources.orders.confirmResendConfirmation',
    keepsRecord: true,
    effect: 'confirmationResent',
    done: 'resources.orders.confirmationResent',
  },
  {
    id: 'copy-confirmation',
    label: 'resources.orders.copyConfirmation',
    permission: UPDATE_ORDER,
    shortcut: 'shift+m',
    input: [text('CopyTo', { required: true, format: 'email', maxLength: 200, label: 'resources.orders.copyTo' })],
    keepsRecord: true,
    effect: 'confirmationCopied',
    done: 'resources.orders.confirmationCopied',
  },
];

export const orders: ResourceDef<'orders'> = {
  name: 'orders',
  area: 'shop',
  path: 'orders',
  screen: 'ShopOrder',
  goKey: 'o',
  /** SPEC.md: the menu link carries interval=6 (the last six months) and refresh=true. */
  menuQuery: { interval: String(DEFAULT_LIST_INTERVAL), refresh: 'true' },
  table: 'orders',
  titleField: 'Number',
  subtitleField: 'BillingName',
  permissions: ORDERS,
  fields: [
    text('Number', { required: true, readOnly: true, unique: true, list: 1, searchable: true, sortable: true, maxLength: 20 }),
    datetime('PlacedAt', { required: true, readOnly: true, list: 1, sortable: true, filterable: true }),
    store('StoreID', { required: true, list: 1, filterable: true }),
    reference('CustomerID', 'customers', { required: true, list: 2, filterable: true, label: 'resources.orders.CustomerID' }),
    enumeration('Status', statusOptions('orderStatus', ORDER_STATUSES, ORDER_STATUS_MEANINGS), {
      required: true,
      readOnly: true,
      default: OrderStatus.Pending,
      list: 1,
      filterable: true,
    }),
    enumeration('Source', options('orderSource', ORDER_SOURCES), {
      required: true,
      readOnly: true,
      default: 2,
      filterable: true,
      label: 'resources.orders.Source',
    }),
    text('InvoiceNumber', { readOnly: true, searchable: true, maxLength: 30, label: 'resources.orders.InvoiceNumber' }),
    text('ErpReference', { readOnly: true, searchable: true, maxLength: 40, label: 'resources.orders.ErpReference' }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3 }),
    reference('ShippingMethodID', 'shipping-methods', { required: true, filterable: true, label: 'resources.orders.ShippingMethodID' }),
    reference('PaymentMethodID', 'payment-methods', { required: true, filterable: true, label: 'resources.orders.PaymentMethodID' }),
    money('Subtotal', IN_ORDER_CURRENCY, { required: true, readOnly: true, default: '0.00', label: 'resources.orders.Subtotal' }),
    money('ShippingFee', IN_ORDER_CURRENCY, { required: true, readOnly: true, default: '0.00', label: 'resources.orders.ShippingFee' }),
    money('PaymentFee', IN_ORDER_CURRENCY, { required: true, readOnly: true, default: '0.00', label: 'resources.orders.PaymentFee' }),
    money('Discount', IN_ORDER_CURRENCY, { required: true, readOnly: true, default: '0.00', label: 'resources.orders.Discount' }),
    money('VatAmount', IN_ORDER_CURRENCY, { required: true, readOnly: true, default: '0.00', label: 'resources.orders.VatAmount' }),
    money('Total', IN_ORDER_CURRENCY, {
      required: true,
      readOnly: true,
      default: '0.00',
      list: 1,
      sortable: true,
      label: 'resources.orders.Total',
    }),
    ...addressFields('Billing', { required: true }),
    ...addressFields('Delivery', { required: true }),
    text('Email', { required: true, searchable: true, format: 'email', maxLength: 200 }),
    text('Phone', { maxLength: 40 }),
    enumeration('CheckStatus', statusOptions('checkStatus', CHECK_STATUSES, CHECK_STATUS_MEANINGS), {
      required: true,
      readOnly: true,
      default: CheckStatus.None,
      filterable: true,
      label: 'resources.orders.CheckStatus',
    }),
    // Codes the checks set (src/domain/orders/risk.ts), read by their labels: never a raw code on screen.
    enumeration('CheckReasons', ORDER_RISK_REASON_OPTIONS, { multiple: true, readOnly: true, label: 'resources.orders.CheckReasons' }),
    datetime('SnoozedUntil', { readOnly: true, label: 'resources.orders.SnoozedUntil' }),
    longText('Note', { maxLength: 2000, label: 'resources.orders.Note' }),
    // The return whose approval made this order (Source Replacement or Swap); the return links back (ResultOrderID).
    reference('ReturnID', 'returns', { readOnly: true, filterable: true, label: 'resources.orders.ReturnID' }),
  ],
  defaultSort: { field: 'PlacedAt', direction: 'desc' },
  interval: { field: 'PlacedAt' },
  /** Its packing slip, pick list and return form, each from the print template for its store and language. */
  documents: printDocuments('orders'),
  /**
   * A tab of the order's invoice and credit notes (issue 20 §1), and one of the purchase orders its lines wait for
   * (issue 30: per line the purchase order, its status and its expected date).
   */
  related: [
    { resource: 'invoices', field: 'OrderID' },
    { resource: 'purchase-order-allocations', field: 'OrderID' },
  ],
  /** Waiting for a check, or snoozed and past the time it was snoozed to (the checks queue). */
  namedFilters: [{ key: 'needsCheck', label: 'resources.orders.needsCheck' }],
  actions: { create: true, edit: true, delete: false, custom: [...CHECK_ACTIONS, ...MAIL_ACTIONS] },
  // orders/new is the staff order screen (src/views/shop/order-new): items priced from the price lists by the server.
  bespokeNew: true,
  workflow: STATUS_WORKFLOW,
  keywords: ['orders', 'order', 'ordrar', 'beställningar', 'invoice', 'faktura'],
  noun: noun('orders'),
};
