/**
 * Swedish personal id numbers (personnummer, and samordningsnummer with the day plus 60) and organisation
 * numbers: how a customer's are checked, stored and searched. Both are stored in SPEC.md section 5's formats
 * (src/domain/format.ts: `19850101-1234`, `556677-8899`) and matched by their digits however they are typed
 * ("850101-1234", "19850101 1234", "198501011234" are the same person).
 */
import { formatOrganisationNumber, formatPersonalId } from '../format';

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** The Luhn check (mod 10) over the ten digits the Swedish numbers carry, the last one the check digit. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Only digits, spaces, one hyphen or plus (the century sign) between date and number: what such numbers are typed as. */
const ID_TYPED = /^\s*\d{6}(\d{2})?\s*[-+]?\s*\d{4}\s*$/;
const ORG_TYPED = /^\s*\d{6}\s*-?\s*\d{4}\s*$/;

/**
 * A personal id number in the stored format (12 digits, `YYYYMMDD-NNNN`), or null when the text is not a
 * valid one: 10 or 12 digits, a real date (a coordination number's day is the day plus 60) not in the future,
 * and the Luhn check digit over the last ten.
 */
export function personalIdOf(input: string, now: Date = new Date()): string | null {
  if (!ID_TYPED.test(input)) return null;
  const formatted = formatPersonalId(input, now);
  const digits = digitsOf(formatted);
  if (digits.length !== 12) return null;
  const [year, month, rawDay] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > now.getTime()) return null;
  return passesLuhn(digits.slice(2)) ? formatted : null;
}

/** An organisation number in the stored format (`NNNNNN-NNNN`), or null: ten digits with the Luhn check digit. */
export function organisationNumberOf(input: string): string | null {
  if (!ORG_TYPED.test(input)) return null;
  const formatted = formatOrganisationNumber(input);
  return passesLuhn(digitsOf(formatted)) ? formatted : null;
}

/** Free text that reads as a personal id number's structure (the search form; the check digit is not asked). */
export const readsAsPersonalId = (text: string): boolean => ID_TYPED.test(text);

/** A personal id number's digits as its indexed column holds them (12, the century added to a 10-digit one). */
export const personalIdDigits = (text: string, now: Date = new Date()): string => digitsOf(formatPersonalId(text, now));

export const readsAsOrganisationNumber = (text: string): boolean => ORG_TYPED.test(text);

export const organisationNumberDigits = (text: string): string => digitsOf(text);

/** The digit that makes nine digits pass the Luhn check (how valid numbers are made for demo data and tests). */
export function luhnCheckDigit(nineDigits: string): string {
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${nineDigits}${d}`)) return String(d);
  throw new Error('unreachable');
}
