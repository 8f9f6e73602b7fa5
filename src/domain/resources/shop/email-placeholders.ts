/**
 * The placeholders an e-mail template may use, by template type (docs/decisions.md "Outgoing e-mail",
 * "Placeholders"): what the code that sends each type gives (server/mail `queueTemplatedMail` values). The
 * templates' Subject and Body declare them (`placeholders`), so saving a template with a placeholder its type does
 * not know is refused with the name, on both sides, and a typo never reaches a customer as `{{order.numbr}}`; the
 * renderer fills only these. A feature that sends a new value adds its name here.
 */
import { of } from '../../placeholders';

/** What every e-mail knows: whom it is for and which store sends it. */
const COMMON = [...of('customer', ['firstName', 'lastName', 'name', 'email']), ...of('store', ['name', 'url'])];
const ORDER = of('order', [
  'number',
  'date',
  'total',
  'items',
  'deliveryAddress',
  'billingAddress',
  'paymentMethod',
  'shippingMethod',
  'trackingUrl',
]);
const PARTNER = of('partner', ['name', 'code']);
/** A presale's held order line: the order, the product and when it is expected (the earlier date when it moved). */
const PRESALE = [...of('order', ['number']), ...of('presale', ['name', 'product', 'sku', 'quantity', 'expectedDate', 'previousDate'])];
const RETURN = [
  ...of('order', ['number']),
  ...of('return', ['number', 'date', 'reason', 'items', 'label', 'amount', 'declineReason']),
  ...of('refund', ['amount']),
  ...of('replacement', ['number']),
  ...of('shipment', ['trackingUrl', 'trackingNumber']),
];

export const EMAIL_PLACEHOLDERS: Readonly<Record<number, readonly string[]>> = {
  1: [...COMMON, ...ORDER],
  2: [...COMMON, ...PARTNER],
  3: [...COMMON, ...PARTNER],
  4: [...COMMON, ...of('newsletter', ['subject', 'preheader', 'content', 'unsubscribeUrl'])],
  5: [...COMMON, ...of('reset', ['url', 'expiresInMinutes'])],
  ...Object.fromEntries([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((type) => [type, [...COMMON, ...RETURN]])),
  18: [...COMMON, ...of('invoice', ['number', 'date', 'dueDate', 'newDueDate', 'amount', 'balance', 'paymentReference'])],
  ...Object.fromEntries([19, 20].map((type) => [type, [...COMMON, ...PRESALE]])),
};

/** The placeholders a template of the type may hold (none for a type that is not one). */
export const emailPlaceholders = (type: number): readonly string[] =>
  Object.hasOwn(EMAIL_PLACEHOLDERS, type) ? EMAIL_PLACEHOLDERS[type] : [];
