/**
 * The offers' declaration (shop; SPEC.md "Offer status", issue 31 §3): a quotation to one customer in the
 * customer's store and currency, valid until a day, its lines at prices the colleague agrees (./offer-items.ts),
 * coupons by code, fees of the shipping and payment methods it would be delivered and paid by, priced by the money
 * model as a staff order would be. Drafted and changed while Draft; sent as PDF by e-mail (Shift+S), confirmed into
 * an order through the staff order's path (Shift+B), cancelled with a reason (Shift+A); a sent offer past its date
 * is cancelled by a job ("expired"). SPEC's `offers/new/{id}` names the customer the offer is for; `offers/edit/{id}`
 * is the offer. Choices: docs/decisions.md "Offers".
 */
import { OFFER_STATUSES, OfferStatus, type OfferStatusCode, codesRule } from '../domain/offers';
import { date, datetime, enumeration, longText, money, reference, store, text } from '../../../domain/resources/fields';
import { statusOptions, type StatusMeaning } from '../../../domain/resources/status-tones';
import type { ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { help, noun } from '../../../domain/resources/shop/common';

/** Staff who see the shop see offers; those who sell (roles 1 and 4, as presales) make and move them. */
export const OFFERING = { view: ['view', 'shop'], update: ['update', 'offer'] } as const;

const S = OfferStatus;

const OFFER_MEANINGS: Readonly<Record<OfferStatusCode, StatusMeaning>> = {
  [S.Draft]: 'idle',
  [S.Sent]: 'active',
  [S.Confirmed]: 'done',
  [S.Cancelled]: 'closed',
};

const IN_CURRENCY = { field: 'Currency' } as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      // The offer as PDF to the customer's e-mail address, through the outbox.
      id: 'send',
      label: 'resources.offers.send',
      permission: OFFERING.update,
      confirm: 'resources.offers.sendConfirm',
      shortcut: 'shift+s',
      effect: 'offerSent',
      from: [S.Draft],
      to: S.Sent,
      done: 'resources.offers.sent',
    },
    {
      // The customer said yes (by mail, on the phone): the order is placed at the offer's prices.
      id: 'confirm',
      label: 'resources.offers.confirm',
      permission: OFFERING.update,
      confirm: 'resources.offers.confirmConfirm',
      shortcut: 'shift+b',
      effect: 'offerConfirmed',
      from: [S.Draft, S.Sent],
      to: S.Confirmed,
      done: 'resources.offers.confirmed',
    },
    {
      id: 'cancel',
      label: 'resources.offers.cancel',
      permission: OFFERING.update,
      confirm: 'resources.offers.cancelConfirm',
      danger: true,
      shortcut: 'shift+a',
      input: [longText('Reason', { required: true, maxLength: 2000, label: 'resources.offers.CancelReason' })],
      effect: 'offerCancelled',
      from: [S.Draft, S.Sent],
      to: S.Cancelled,
      done: 'resources.offers.cancelled',
    },
  ],
};

export const offers: ResourceDef<'offers'> = {
  name: 'offers',
  area: 'shop',
  path: 'offers',
  // SPEC.md: "offers, offers/new/{id}, offers/edit/{id}": the customer's new offer, and the offer.
  recordPath: 'offers/edit',
  newFor: { field: 'CustomerID' },
  screen: 'ShopOffer',
  table: 'offers',
  titleField: 'Number',
  subtitleField: 'ValidUntil',
  permissions: OFFERING,
  fields: [
    text('Number', {
      required: true,
      readOnly: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 20,
      label: 'resources.offers.Number',
    }),
    reference('CustomerID', 'customers', { required: true, list: 3, filterable: true, label: 'resources.offers.CustomerID' }),
    // The customer's store and its currency, set by the server (an offer follows its customer, as an order does).
    store('StoreID', { required: true, readOnly: true, list: 1, filterable: true, label: 'resources.offers.StoreID' }),
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3, default: 'SEK' }),
    enumeration('Status', statusOptions('offerStatus', OFFER_STATUSES, OFFER_MEANINGS), {
      required: true,
      readOnly: true,
      default: S.Draft,
      list: 1,
      filterable: true,
      label: 'resources.offers.Status',
    }),
    // Empty: 30 days from today (OFFER_VALID_DAYS).
    date('ValidUntil', {
      list: 1,
      sortable: true,
      filterable: true,
      label: 'resources.offers.ValidUntil',
      help: help('offers', 'ValidUntil'),
    }),
    reference('ShippingMethodID', 'shipping-methods', { required: true, label: 'resources.offers.ShippingMethodID' }),
    reference('PaymentMethodID', 'payment-methods', { required: true, label: 'resources.offers.PaymentMethodID' }),
    text('Codes', { maxLength: 400, rules: [codesRule], label: 'resources.offers.Codes', help: help('offers', 'Codes') }),
    longText('Note', { maxLength: 4000, label: 'resources.offers.Note', help: help('offers', 'Note') }),
    // Priced by the money model whenever the offer or a line changes (excl. VAT, but the total).
    money('Subtotal', IN_CURRENCY, { readOnly: true, label: 'resources.offers.Subtotal' }),
    money('Discount', IN_CURRENCY, { readOnly: true, label: 'resources.offers.Discount' }),
    money('ShippingFee', IN_CURRENCY, { readOnly: true, label: 'resources.offers.ShippingFee' }),
    money('PaymentFee', IN_CURRENCY, { readOnly: true, label: 'resources.offers.PaymentFee' }),
    money('VatAmount', IN_CURRENCY, { readOnly: true, label: 'resources.offers.VatAmount' }),
    money('Total', IN_CURRENCY, { readOnly: true, list: 1, sortable: true, label: 'resources.offers.Total' }),
    // The order the confirmation placed.
    reference('OrderID', 'orders', { readOnly: true, filterable: true, list: 1, label: 'resources.offers.OrderID' }),
    datetime('SentAt', { readOnly: true, sortable: true, label: 'resources.offers.SentAt' }),
    datetime('ConfirmedAt', { readOnly: true, label: 'resources.offers.ConfirmedAt' }),
    datetime('CancelledAt', { readOnly: true, label: 'resources.offers.CancelledAt' }),
    longText('CancelReason', { readOnly: true, maxLength: 2000, label: 'resources.offers.CancelReason' }),
  ],
  defaultSort: { field: 'ID', direction: 'desc' },
  actions: { create: true, edit: true, delete: false },
  workflow: WORKFLOW,
  // The offer as the customer gets it (GET /api/shop/offers/{id}/pdf).
  documents: [{ label: 'resource.document.pdf', path: 'pdf', type: 'application/pdf', key: 'shift+d' }],
  keywords: ['offers', 'quotations', 'quotes', 'offerter', 'anbud'],
  noun: noun('offers'),
};
