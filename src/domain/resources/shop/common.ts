/** What the shop resources share: their permissions, helpers, option sets and rules. */
import { SKU_PATTERN, type Rule } from '../../validation';
import { CRUD, help, invalid, noun, options } from '../declare';
import { isBlankText as blank } from '../../validation';
import { valueText } from '../../value-text';

export { CRUD, blank, help, invalid, noun, options };

export const SHOP = { view: ['view', 'shop'], update: ['update', 'shop-content'] } as const;

/** Later than the other date-time field (the end of a period that starts at `start`). */
export const after =
  (start: string): Rule =>
  (value, form) =>
    blank(value) || blank(form[start]) || Date.parse(String(value)) > Date.parse(String(form[start]))
      ? null
      : invalid('resources.invalid.endBeforeStart', 'Must be later than the start');

/**
 * One SKU per line (SPEC.md "Multi-SKU fetch"), each an article number as the shared SKU rule says: a deal's
 * products, a coupon's buy and get lists.
 */
export const skuLines: Rule = (value) =>
  blank(value) ||
  String(value)
    .split(/\r?\n/)
    .every((line) => line === '' || SKU_PATTERN.test(line))
    ? null
    : invalid('resources.invalid.skuLines', 'One SKU per line: letters A–Z, digits and - _ . /');

/** The SKUs of a list `skuLines` checks, one per line, blank lines left out. */
export const skuListOf = (value: unknown): string[] =>
  valueText(value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An amount off or a percentage off, not both (a deal's discount, a coupon's). */
export const eitherDiscount =
  (percentage: string): Rule =>
  (value, form) =>
    blank(value) || blank(form[percentage]) ? null : invalid('resources.invalid.discountEither', 'Give either a percentage or an amount');

/** A newsletter's states (docs/decisions.md "Newsletters"): Sending while its job mails the subscribers, Sent when it has. */
export const NewsletterStatus = { Draft: 1, Scheduled: 2, Sent: 3, Sending: 4 } as const;
