/**
 * Offers' codes and rules (SPEC.md "Offer status": 1 Draft, 2 Sent, 3 Confirmed, 99 Cancelled), shared by the
 * declarations, the server and the screens. Choices: docs/decisions.md "Offers".
 */
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import { issueOf, type Rule } from '../../../domain/validation';

export const OfferStatus = { Draft: 1, Sent: 2, Confirmed: 3, Cancelled: 99 } as const;
export type OfferStatusCode = (typeof OfferStatus)[keyof typeof OfferStatus];
export const OFFER_STATUSES: readonly OfferStatusCode[] = Object.values(OfferStatus);

/** How long a new offer holds, in days, unless the colleague says otherwise. */
export const OFFER_VALID_DAYS = 30;
/** Coupon codes on one offer (as on a staff order). */
const OFFER_MAX_CODES = 10;
/** The reason a sent offer past its date is cancelled with, by the expiry job. */
export const OFFER_EXPIRED = 'expired';

/** The coupon codes written in an offer's Codes field: separated by spaces or commas, each once (case aside). */
export function offerCodes(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const seen = new Set<string>();
  return value
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code && !seen.has(code.toLowerCase()) && seen.add(code.toLowerCase()));
}

/** At most OFFER_MAX_CODES codes. */
export const codesRule: Rule = (value) =>
  offerCodes(value).length > OFFER_MAX_CODES
    ? issueOf('resources.offers.tooManyCodes', `At most ${OFFER_MAX_CODES} coupon codes`, { max: OFFER_MAX_CODES })
    : null;

const SHOP_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day of an instant, YYYY-MM-DD (an offer is valid through a day in Stockholm). */
export function shopDay(at: Date): string {
  return SHOP_DAY.format(at);
}

/** The day `days` after a YYYY-MM-DD day. */
export function daysAfter(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** What a Sent offer still takes (the customer asked for more time, a word to add); the rest would change its price. */
export const SENT_CHANGES: ReadonlySet<string> = new Set(['ValidUntil', 'Note']);
