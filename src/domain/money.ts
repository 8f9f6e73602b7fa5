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
  const product = BigInt(minor) * BigInt(hundredths);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5_000n) / 10_000n;
  return Number(negative ? -rounded : rounded);
}
