/**
 * The placeholders an e-mail template may use, by template type (docs/decisions.md "Outgoing e-mail"): what
 * the code that sends each type gives (server/mail `queueTemplatedMail` values). Saving a template with a
 * placeholder its type does not know is refused with the name, on both sides, so a typo never reaches a
 * customer as `{{order.numbr}}`. A feature that sends a new value adds its name here.
 */
import type { Rule } from '../../validation';
import { invalid } from '../declare';

/** `{{order.number}}`: a dotted path, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*\}\}/g;

/** The paths of an object's values: `of('order', ['number'])` is order.number. */
export const of = (object: string, names: readonly string[]) => names.map((name) => [object, name].join('.'));

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
};

/** The placeholders a text (or each text of a translations value) names, each once, in order. */
export function placeholderNames(value: unknown): string[] {
  const texts =
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : [];
  const names = texts
    .filter((t): t is string => typeof t === 'string')
    .flatMap((text) => [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]));
  return [...new Set(names)];
}

/** A rule of the templates' subject and body: every placeholder is one the template's type knows. */
export const knownPlaceholders: Rule = (value, form) => {
  const known = EMAIL_PLACEHOLDERS[Number(form.TemplateType)];
  if (!known) return null;
  const unknown = placeholderNames(value).filter((name) => !known.includes(name));
  if (unknown.length === 0) return null;
  return invalid(
    'resources.emailTemplates.unknownPlaceholder',
    `Unknown placeholder ${unknown.join(', ')}; this template type knows ${known.join(', ')}`,
    {
      names: unknown.join(', '),
      known: known.join(', '),
    },
  );
};
