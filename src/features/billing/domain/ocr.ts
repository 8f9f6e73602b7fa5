/**
 * Swedish OCR payment references (Bankgirot's "OCR-nummer"): digits with a Luhn (modulus 10) check digit last,
 * optionally preceded by a length digit (the reference's whole length, check digit included, modulo 10), so the
 * bank refuses a mistyped reference. Pure: the invoice's reference is made from its number (src/features/billing/server).
 */

/** The Luhn (modulus 10) check digit of a string of digits: weights 2, 1, 2, … from the right. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits ends in its right Luhn check digit. */
export function luhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/**
 * The OCR reference of a base number: the base, with `lengthDigit` the reference's length (mod 10) appended, then
 * the Luhn check digit over all of it. `ocrReference('500123', { lengthDigit: true })` → '50012384'.
 */
export function ocrReference(base: string | number, options: { lengthDigit?: boolean } = {}): string {
  const digits = String(base);
  if (!/^\d+$/.test(digits)) throw new Error(`an OCR reference is made of digits: ${digits}`);
  const body = options.lengthDigit ? `${digits}${(digits.length + 2) % 10}` : digits;
  const reference = `${body}${luhnCheckDigit(body)}`;
  if (reference.length > 25) throw new Error(`an OCR reference has at most 25 digits: ${reference}`);
  return reference;
}

/**
 * Whether a reference is a valid OCR reference: 2–25 digits (spaces ignored) ending in the Luhn check digit, and
 * with `lengthDigit` the digit before it giving the length modulo 10.
 */
export function ocrValid(reference: string, options: { lengthDigit?: boolean } = {}): boolean {
  const digits = reference.replace(/\s+/g, '');
  if (!/^\d{2,25}$/.test(digits) || !luhnValid(digits)) return false;
  if (!options.lengthDigit) return true;
  return digits.length >= 3 && Number(digits[digits.length - 2]) === digits.length % 10;
}
