/**
 * Money in integer minor units (öre, cent): amounts travel as decimal strings with two decimals ("129.50",
 * as numeric(14,2) answers them) and are computed as whole numbers, never as accumulated floats, so the
 * browser, the server and PostgreSQL's numeric arithmetic give the same öre.
 */

/** numeric(14,2)'s largest amount in minor units (999,999,999,999.99), well inside Number's exact range. */
export const MINOR_MAX = 99_999_999_999_999;

/** "129.5", "129,50", 129.5 → 12950; null for blank or text that is no amount with at most two decimals. */
export function parseMinor(value: unknown): number | null {
  if (value == null) return null;
  const text = (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '').trim().replace(',', '.');
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, decimals = ''] = match;
  const minor = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** 12950 → "129.50" (the API's form of an amount). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `minor × hundredths / 10,000` rounded half away from zero, as PostgreSQL's round(numeric, 2) does: a
 * percentage of an amount (percentage with two decimals as hundredths: 25.5 % → 2550). BigInt keeps the
 * product exact whatever its size.
 */
export function percentOfMinor(minor: number, hundredths: number): number {
  return divideHalfAway(BigInt(minor) * BigInt(hundredths), 10_000n);
}

/** A rate's decimals: six, as numeric(12,6) keeps it (currency_groups.sek_rate). */
const RATE_SCALE = 1_000_000n;

/**
 * An amount in minor units converted at a rate given as decimal text with up to six decimals ("1.0143":
 * one unit of the amount's currency in the other currency), rounded half away from zero to the minor unit.
 * Exact: the rate is read as a whole number of millionths and the product taken in BigInt, so 5,000.00 and
 * 5,000.01 SEK never meet through float drift. Null when the rate is no such number or not positive.
 */
export function convertMinor(minor: number, rate: string): number | null {
  const millionths = rateMillionths(rate);
  return millionths === null ? null : divideHalfAway(BigInt(minor) * millionths, RATE_SCALE);
}

/**
 * The inverse of convertMinor: an amount in the rate's currency (SEK) back in the other currency's minor
 * units (a shipping price in SEK charged in NOK), `minor ÷ rate` rounded half away from zero. Null for a rate
 * convertMinor refuses.
 */
export function convertMinorBack(minor: number, rate: string): number | null {
  const millionths = rateMillionths(rate);
  return millionths === null ? null : divideHalfAway(BigInt(minor) * RATE_SCALE, millionths);
}

/** A rate of up to six decimals in millionths; null unless it is a positive decimal. */
function rateMillionths(rate: string): bigint | null {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(String(rate).trim());
  if (!match) return null;
  const millionths = BigInt(match[1]) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
  return millionths > 0n ? millionths : null;
}

/** `dividend ÷ divisor` (divisor > 0) rounded half away from zero, as a number. */
export function divideHalfAway(dividend: bigint, divisor: bigint): number {
  const abs = dividend < 0n ? -dividend : dividend;
  const rounded = (2n * abs + divisor) / (2n * divisor);
  return Number(dividend < 0n ? -rounded : rounded);
}
