/** What the shop resources share: their permissions, helpers, option sets and rules. */
import type { Rule } from '../../validation';
import { CRUD, help, invalid, noun, options } from '../declare';
import { isBlankText as blank } from '../../validation';

export { CRUD, blank, help, invalid, noun, options };

export const SHOP = { view: ['view', 'shop'], update: ['update', 'shop-content'] } as const;

/** Later than the other date-time field (the end of a period that starts at `start`). */
export const after =
  (start: string): Rule =>
  (value, form) =>
    blank(value) || blank(form[start]) || Date.parse(String(value)) > Date.parse(String(form[start]))
      ? null
      : invalid('resources.invalid.endBeforeStart', 'Must be later than the start');

/** A newsletter's states (docs/decisions.md "Newsletters"): Sending while its job mails the subscribers, Sent when it has. */
export const NewsletterStatus = { Draft: 1, Scheduled: 2, Sent: 3, Sending: 4 } as const;
