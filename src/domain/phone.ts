/** Incoming-call lookup: the reverse-phone directory is chosen by the number's country prefix. */

export type PhoneDirectory = 'de' | 'no' | 'se';

/** Country calling code assumed for a number written in national form (leading 0): the shop's home market. */
const DEFAULT_CALLING_CODE = '46';

/**
 * International digits of a phone number, the form customers' numbers are matched in: a leading + or 00
 * is dropped, and a national number (one leading 0, e.g. 070-123 45 67) gets the calling code instead of
 * the 0 (46701234567). Pass the customer's country code for numbers entered in another country's form.
 */
export function normalizePhone(input: string, callingCode: string = DEFAULT_CALLING_CODE): string {
  const digits = input.trim().replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0') && !input.trim().startsWith('+')) return `${callingCode}${digits.slice(1)}`;
  return digits;
}

export function phoneDirectoryOf(input: string): PhoneDirectory {
  const digits = normalizePhone(input);
  if (digits.startsWith('49')) return 'de';
  if (digits.startsWith('47')) return 'no';
  return 'se';
}

/** The external reverse-phone directory page for a number: 49 German, 47 Norwegian, otherwise Swedish. */
export function reversePhoneUrl(input: string): string {
  const digits = normalizePhone(input);
  switch (phoneDirectoryOf(digits)) {
    case 'de':
      return `https://www.dasoertliche.de/rueckwaertssuche/?ph=0${encodeURIComponent(digits.slice(2))}`;
    case 'no':
      return `https://www.1881.no/?query=${encodeURIComponent(digits.slice(2))}`;
    default: {
      const national = digits.startsWith('46') ? `0${digits.slice(2)}` : digits;
      return `https://www.hitta.se/vem-ringde/${encodeURIComponent(national)}`;
    }
  }
}

/** Digits a phone number has at least (a subscriber with its area code) and at most (E.164). */
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * A phone number as people write it: an optional leading +, then digits with spaces, dashes, dots or
 * brackets between them, and 7 to 15 digits in international form. "+46 70-123 45 67", "0701234567",
 * "0046 8 123 456 78" are numbers; "abc", "12", "070 123 45 67 ext 2" are not. Incoming calls (`?call=`)
 * and looked-up numbers are checked with it before they are kept or looked up.
 */
export function isPhoneNumber(input: string): boolean {
  const text = input.trim();
  if (!/^\+?[\d\s\-().]+$/.test(text) || !/\d/.test(text)) return false;
  const digits = normalizePhone(text).length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** True when the text looks like a phone number (used by the palette to rank the call lookup first). */
export function looksLikePhone(input: string): boolean {
  return isPhoneNumber(input);
}

/** Calling codes of the markets the storefronts sell to (ISO 3166-1 alpha-2 country → code). */
const CALLING_CODES: Readonly<Record<string, string>> = { SE: '46', NO: '47', DK: '45', FI: '358', DE: '49' };

/** The calling code a national number written in this country gets; the home market's for any other country. */
export function callingCodeOf(country: string | null | undefined): string {
  return CALLING_CODES[(country ?? '').trim().toUpperCase()] ?? DEFAULT_CALLING_CODE;
}

/** Countries whose national numbers have no trunk 0, with their national length (Norway, Denmark: 8 digits). */
const NATIONAL_WITHOUT_TRUNK: Readonly<Record<string, number>> = { NO: 8, DK: 8 };

/**
 * normalizePhone for a number written in a given country: a national number gets that country's calling
 * code, also where national numbers have no leading 0 (Norwegian "912 34 567" → 4791234567).
 */
export function normalizePhoneIn(input: string, country: string | null | undefined): string {
  const text = input.trim();
  const digits = text.replace(/\D/g, '');
  const national = NATIONAL_WITHOUT_TRUNK[(country ?? '').trim().toUpperCase()];
  const nationalForm = !text.startsWith('+') && !digits.startsWith('00') && digits.length === national;
  if (national && nationalForm) return `${callingCodeOf(country)}${digits}`;
  return normalizePhone(text, callingCodeOf(country));
}
