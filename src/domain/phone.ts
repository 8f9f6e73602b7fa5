/** Incoming-call lookup: the reverse-phone directory is chosen by the number's country prefix. */

export type PhoneDirectory = 'de' | 'no' | 'se';

/** Digits of a phone number with a leading 00 or + removed. */
export function normalizePhone(input: string): string {
  return input.trim().replace(/^\+/, '').replace(/\D/g, '').replace(/^00/, '');
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

/** True when the text looks like a phone number (used by the palette to rank the call lookup first). */
export function looksLikePhone(input: string): boolean {
  return /^\+?[\d\s\-()]{7,}$/.test(input.trim()) && normalizePhone(input).length >= 7;
}
