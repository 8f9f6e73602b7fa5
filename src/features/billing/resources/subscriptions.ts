/**
 * The subscriptions resource's declaration (shop; issue 20 §3): a customer's standing order, placed again every
 * `IntervalDays` days from `FirstOrderAt` by the `subscription-orders` job (src/features/billing/server/subscriptions) through the
 * staff order's pricing and risk checks; `NextOrderAt` says when the next one is due. Its items are a child
 * collection (subscription-items), priced when each order is placed. The fees, when given, are what each order
 * charges for shipping and payment instead of the methods' own. Status codes: src/features/billing/domain/codes.ts
 * (1 Paused, 2 Active, 3 Cancelled); the moves pause, resume and cancel, and "skip next", need update
 * `subscription`. Choices: docs/decisions.md "Billing: subscriptions".
 */
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../domain/codes';
import { country, datetime, enumeration, integer, longText, money, reference, store, text } from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { CustomActionDef, FieldDef, ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { help, noun } from '../../../domain/resources/shop/common';

export const SUBSCRIPTIONS = { view: ['view', 'shop'], update: ['update', 'subscription'] } as const;

const IN_CURRENCY = { field: 'Currency' } as const;
const OPEN = [SubscriptionStatus.Active, SubscriptionStatus.Paused] as const;

/** The delivery address as orders have it (SPEC.md "Address"): `DeliveryName`, `DeliveryAddress1`, … */
const DELIVERY: FieldDef[] = [
  text('DeliveryName', { required: true, maxLength: 120 }),
  text('DeliveryAddress1', { required: true, maxLength: 120 }),
  text('DeliveryAddress2', { maxLength: 120 }),
  text('DeliveryPostalCode', { required: true, maxLength: 16 }),
  text('DeliveryMunicipality', { maxLength: 80 }),
  text('DeliveryCity', { required: true, maxLength: 80 }),
  country('DeliveryCountry', { required: true, help: help('orders', 'Country') }),
  text('DeliveryReference', { maxLength: 120 }),
];

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'pause',
      label: 'resources.subscriptions.pause',
      permission: SUBSCRIPTIONS.update,
      bulk: true,
      shortcut: 'p',
      from: [SubscriptionStatus.Active],
      to: SubscriptionStatus.Paused,
      done: 'resources.subscriptions.paused',
    },
    {
      id: 'resume',
      label: 'resources.subscriptions.resume',
      permission: SUBSCRIPTIONS.update,
      bulk: true,
      shortcut: 'r',
      effect: 'resumed',
      from: [SubscriptionStatus.Paused],
      to: SubscriptionStatus.Active,
      done: 'resources.subscriptions.resumed',
    },
    {
      id: 'cancel',
      label: 'resources.subscriptions.cancel',
      permission: SUBSCRIPTIONS.update,
      danger: true,
      shortcut: 'c',
      confirm: 'resources.subscriptions.confirmCancel',
      from: OPEN,
      to: SubscriptionStatus.Cancelled,
      done: 'resources.subscriptions.cancelled',
    },
  ],
};

/** The next order one interval later (src/features/billing/server/subscriptions: from NextOrderAt, so the dates do not drift). */
const SKIP_NEXT: CustomActionDef = {
  id: 'skip-next',
  label: 'resources.subscriptions.skipNext',
  permission: SUBSCRIPTIONS.update,
  shortcut: 's',
  when: { Status: OPEN },
  done: 'resources.subscriptions.skipped',
};

export const subscriptions: ResourceDef<'subscriptions'> = {
  name: 'subscriptions',
  area: 'shop',
  path: 'subscriptions',
  screen: 'ShopSubscription',
  /** SPEC.md: the menu link asks status=2, the active ones. */
  menuQuery: { status: String(SubscriptionStatus.Active) },
  table: 'subscriptions',
  titleField: 'Number',
  subtitleField: 'DeliveryName',
  permissions: SUBSCRIPTIONS,
  fields: [
    // Given by the database (S1001, S1002, …: src/features/billing/server/schema-subscriptions.ts).
    text('Number', {
      readOnly: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 20,
      label: 'resources.subscriptions.Number',
    }),
    reference('CustomerID', 'customers', { required: true, list: 2, filterable: true, label: 'resources.subscriptions.CustomerID' }),
    // The customer's store and its currency, set by the server from the customer.
    store('StoreID', { readOnly: true, list: 1, filterable: true }),
    text('Currency', { readOnly: true, minLength: 3, maxLength: 3 }),
    enumeration(
      'Status',
      statusOptions('subscriptionStatus', SUBSCRIPTION_STATUSES, {
        [SubscriptionStatus.Paused]: 'attention',
        [SubscriptionStatus.Active]: 'active',
        [SubscriptionStatus.Cancelled]: 'closed',
      }),
      {
        required: true,
        readOnly: true,
        default: SubscriptionStatus.Active,
        list: 1,
        filterable: true,
        label: 'resources.subscriptions.Status',
      },
    ),
    integer('IntervalDays', {
      required: true,
      min: 1,
      max: 365,
      default: 30,
      list: 1,
      label: 'resources.subscriptions.IntervalDays',
      help: help('subscriptions', 'IntervalDays'),
    }),
    datetime('FirstOrderAt', { required: true, sortable: true, label: 'resources.subscriptions.FirstOrderAt' }),
    datetime('NextOrderAt', {
      readOnly: true,
      list: 1,
      sortable: true,
      label: 'resources.subscriptions.NextOrderAt',
      help: help('subscriptions', 'NextOrderAt'),
    }),
    reference('ShippingMethodID', 'shipping-methods', {
      required: true,
      filterable: true,
      label: 'resources.subscriptions.ShippingMethodID',
    }),
    reference('PaymentMethodID', 'payment-methods', { required: true, filterable: true, label: 'resources.subscriptions.PaymentMethodID' }),
    money('ShippingFee', IN_CURRENCY, { min: 0, label: 'resources.subscriptions.ShippingFee', help: help('subscriptions', 'Fees') }),
    money('PaymentFee', IN_CURRENCY, { min: 0, label: 'resources.subscriptions.PaymentFee', help: help('subscriptions', 'Fees') }),
    ...DELIVERY,
    longText('Note', { maxLength: 2000, label: 'resources.subscriptions.Note' }),
    // What the job last did: the order it placed, or why it could not (kept until the next order is placed).
    reference('LastOrderID', 'orders', { readOnly: true, label: 'resources.subscriptions.LastOrderID' }),
    datetime('LastFailedAt', { readOnly: true, label: 'resources.subscriptions.LastFailedAt' }),
    longText('LastFailure', { readOnly: true, maxLength: 2000, label: 'resources.subscriptions.LastFailure' }),
  ],
  defaultSort: { field: 'NextOrderAt', direction: 'asc' },
  actions: { create: true, edit: true, delete: false, custom: [SKIP_NEXT] },
  workflow: WORKFLOW,
  historyActions: {
    'place-order': 'resources.subscriptions.history.placeOrder',
    'order-failed': 'resources.subscriptions.history.orderFailed',
  },
  keywords: ['subscriptions', 'subscription', 'prenumerationer', 'prenumeration', 'abonnemang', 'recurring', 'återkommande'],
  noun: noun('subscriptions'),
};
