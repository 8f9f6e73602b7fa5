/**
 * How the incoming-call lookup matches numbers: customers.phone_normalized holds the international digits
 * of the number as entered (src/domain/phone.ts normalizePhone), and a looked-up number is normalized the
 * same way, so "+46 70-123 45 67", "0046701234567" and "0701234567" all find 46701234567 through the index.
 */
import { normalizePhone } from '../../../src/domain/phone';
import type { Rule } from '../../../src/domain/validation';
import { issue } from '../../../src/domain/validation';

/** Fewer digits than this cannot name one subscriber; such a lookup is refused rather than run. */
export const PHONE_MIN_DIGITS = 6;

/** The phone_normalized value a looked-up number matches. */
export function phoneMatchKey(input: string): string {
  return normalizePhone(input);
}

/** A phone filter must carry at least PHONE_MIN_DIGITS digits. Blank passes (no filter). */
export const phoneRule: Rule = (value) => {
  if (value == null || String(value).trim() === '') return null;
  return String(value).replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? null : issue('validation.minLength', { min: PHONE_MIN_DIGITS });
};
