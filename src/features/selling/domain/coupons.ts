/**
 * Coupons' pure rules (SPEC.md "Coupon", section 5; docs/decisions.md "Coupons"), shared by the declarations, the
 * server and the demo: the kinds of coupon, what a code may be, and how sub-coupons' codes are made.
 */
import { isBlankText, issueOf, type Rule } from '../../../domain/validation';

/** SPEC.md "buy X get Y types": 1 a discount on the basket (or the buy list), 2 buy X get Y. */
export const CouponType = { Discount: 1, BuyXGetY: 2 } as const;
export type CouponTypeCode = (typeof CouponType)[keyof typeof CouponType];
export const COUPON_TYPES: readonly CouponTypeCode[] = Object.values(CouponType);

/** The currencies a coupon's amounts are in: the stores'. */
export const COUPON_CURRENCIES = ['SEK', 'NOK', 'EUR'] as const;

/** A coupon's code: 3–40 letters A–Z, digits, - and _, as a customer types it (compared without regard to case). */
const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const COUPON_CODE_MAX = 40;

export const couponCode: Rule = (value) =>
  isBlankText(value) || COUPON_CODE_PATTERN.test(String(value))
    ? null
    : issueOf('resources.coupons.invalidCode', 'Letters A–Z, digits, - and _ only');

/**
 * A sub-coupon's code: the coupon's code, a hyphen and SUB_CODE_LENGTH characters of SUB_CODE_ALPHABET (no 0/O,
 * 1/I: a code read aloud or off paper is typed right); 32^6, about a billion codes per coupon.
 */
const SUB_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SUB_CODE_LENGTH = 6;
export const SUB_CODE_MAX = COUPON_CODE_MAX + 1 + SUB_CODE_LENGTH;

/** The most sub-coupons one request makes. */
export const MAX_GENERATED_CODES = 10_000;

/** A sub-coupon's code from the coupon's and a suffix (upper case: the codes are compared without regard to it). */
export const subCode = (couponCode: string, suffix: string): string => `${couponCode.toUpperCase()}-${suffix}`;

/** A suffix of SUB_CODE_LENGTH characters, each drawn by `pick(n)` (an integer in [0, n)). */
export function subCodeSuffix(pick: (n: number) => number): string {
  let suffix = '';
  for (let i = 0; i < SUB_CODE_LENGTH; i++) suffix += SUB_CODE_ALPHABET[pick(SUB_CODE_ALPHABET.length)];
  return suffix;
}
