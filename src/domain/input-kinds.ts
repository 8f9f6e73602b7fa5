/**
 * What typed palette text looks like, so the matching action can be offered first: a phone number → call
 * lookup, an order number or a parcel's tracking reference → search orders, an e-mail → search customers,
 * an SKU → search products. The kinds do not overlap: `inputKind` gives any text at most one of them.
 */
import { looksLikePhone } from './phone';
import { looksLikeTrackingReference, trackingReferenceOf } from './tracking';

export { looksLikePhone, looksLikeTrackingReference, trackingReferenceOf };

/**
 * Digits only, 5 to 16, not starting with 0: order numbers never start with 0 (a Swedish phone number
 * does), and numeric tracking references are longer (17, 18 or 20 digits).
 */
export function looksLikeOrderNumber(text: string): boolean {
  return /^[1-9]\d{4,15}$/.test(text.trim());
}

export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/**
 * One word of letters and digits, at least four characters with at least one letter and one digit,
 * optionally in parts joined by `-`, `_`, `.` or `/`: `IP12-SCR-BLK`, `AB-1001`, `SM-A525F`, `ip12`.
 * Command titles carry no digits, so such text is nearly always a product or a model; a tracking reference
 * (RR123456785SE, 1Z999AA10123456784, its check digit right) is not one.
 */
export function looksLikeSku(text: string): boolean {
  const t = text.trim();
  const shaped = t.length >= 4 && /^[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)*$/.test(t) && /[A-Za-z]/.test(t) && /\d/.test(t);
  return shaped && !looksLikeTrackingReference(t);
}

/**
 * A phone number that should lead: plain digits not starting with 0 read as an order number first (order
 * numbers never start with 0; a Swedish phone number does, an international one has + or separators).
 */
export function looksLikePhoneFirst(text: string): boolean {
  const t = text.trim();
  return looksLikePhone(t) && !looksLikeOrderNumber(t);
}

export type InputKind = 'orderNumber' | 'phone' | 'email' | 'trackingReference' | 'sku';

/**
 * The one kind the text is read as, or null for plain words: an e-mail has an @; a tracking reference
 * passes its format's check digit (or is a forwarder's tracking link); plain digits not starting with 0
 * are an order number; other phone-shaped text (leading 0 or +, separators) is a phone number; letters
 * with digits are an SKU.
 */
export function inputKind(text: string): InputKind | null {
  if (looksLikeEmail(text)) return 'email';
  if (looksLikeTrackingReference(text)) return 'trackingReference';
  if (looksLikeOrderNumber(text)) return 'orderNumber';
  if (looksLikePhoneFirst(text)) return 'phone';
  if (looksLikeSku(text)) return 'sku';
  return null;
}

/** The number as it goes into `?call=`: spaces, dashes and brackets dropped, a leading + kept. */
export function phoneQueryValue(text: string): string {
  return text.trim().replace(/[\s\-()]/g, '');
}
