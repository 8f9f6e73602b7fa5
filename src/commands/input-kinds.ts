/**
 * What typed palette text looks like, so the matching action can be offered first: a phone number → call
 * lookup, an order number → search orders, an e-mail → search customers, an SKU → search products.
 */
import { looksLikePhone } from '../domain/phone';

export { looksLikePhone };

/** Digits only, at least five. */
export function looksLikeOrderNumber(text: string): boolean {
  return /^\d{5,}$/.test(text.trim());
}

export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/**
 * One word of letters and digits, at least four characters with at least one letter and one digit,
 * optionally in parts joined by `-`, `_`, `.` or `/`: `IP12-SCR-BLK`, `AB-1001`, `SM-A525F`, `ip12`.
 * Command titles carry no digits, so such text is nearly always a product or a model.
 */
export function looksLikeSku(text: string): boolean {
  const t = text.trim();
  return t.length >= 4 && /^[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)*$/.test(t) && /[A-Za-z]/.test(t) && /\d/.test(t);
}

/**
 * A phone number that should lead: plain digits not starting with 0 read as an order number first (order
 * numbers never start with 0; a Swedish phone number does, an international one has + or separators).
 */
export function looksLikePhoneFirst(text: string): boolean {
  const t = text.trim();
  return looksLikePhone(t) && !(looksLikeOrderNumber(t) && !t.startsWith('0'));
}

/** The number as it goes into `?call=`: spaces, dashes and brackets dropped, a leading + kept. */
export function phoneQueryValue(text: string): string {
  return text.trim().replace(/[\s\-()]/g, '');
}
