/**
 * How an order filter (setting "order filters") is compared with an order, for the order risk checks: each
 * match field has its normalized form, so "070-123 45 67" matches "+46701234567", "5566778899" matches
 * "16556677-8899" and "ÅSA ÖBERG" matches "Öberg, Åsa". Pure, shared by the server and the browser.
 */
import { slugify } from '../format';
import { normalizePhone, normalizePhoneIn } from '../phone';
import type { ORDER_FILTER_FIELDS } from '../resources/setting/order-filters';

type OrderFilterAction = 'BLOCK' | 'SKIP_CREDIT_CHECK' | 'CHECK';
type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];

/** An order filter as the checks need it (the order-filters record's Action, MatchField, MatchValue, Stores, Active). */
export interface RiskFilter {
  action: OrderFilterAction;
  matchField: OrderFilterField;
  matchValue: string;
  /** Store ids the filter applies in; empty for every store. */
  stores: readonly number[];
  active: boolean;
}

/** An address as the checks need it (SPEC.md "Address", with the order's name on it); country is ISO 3166-1 alpha-2. */
export interface RiskAddress {
  /** The name the parcel or the invoice is addressed to, when the order keeps one per address. */
  name?: string | null;
  address1: string;
  address2?: string | null;
  postalCode: string;
  city: string;
  country: string;
}

/** What of an order a filter can be compared with. */
export interface FilterSubject {
  storeId: number;
  /** The customer's full name (a person's first and last name, or the contact person). */
  customerName: string;
  /** The organisation's name when an organisation ordered. */
  organisationName?: string | null;
  email: string;
  phone: string;
  personalIdNumber?: string | null;
  organisationNumber?: string | null;
  ipAddress?: string | null;
  billingAddress: RiskAddress;
  deliveryAddress: RiskAddress;
}

/** Case- and accent-folded words in a fixed order: "Öberg, Åsa" and "åsa  OBERG" both give "asa oberg". */
function foldName(text: string): string {
  return slugify(text).split('-').filter(Boolean).sort().join(' ');
}

/**
 * Digits of a personal id or organisation number, compared by their last ten: the century of a 12-digit
 * personal id (19850101-1234) and the "16" an organisation number is sometimes written with are dropped.
 */
function idNumberKey(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 12 ? digits.slice(2) : digits;
}

export function foldEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** The part after the last @ (a filter value may be written with or without the @: @example.com, example.com). */
function emailDomainOf(text: string): string {
  const folded = foldEmail(text);
  return folded.slice(folded.lastIndexOf('@') + 1);
}

/** Postal code without spaces or dashes, upper case: "123 45" and "12345" are the same. */
export function postalCodeKey(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** A street line folded like a name but keeping its word order: "Storgatan 1 B" and "STORGATAN 1, b" give "storgatan 1 b". */
export function streetKey(text: string): string {
  return slugify(text).split('-').filter(Boolean).join(' ');
}

/** An IPv4 or IPv6 address as a number with its width; IPv4-mapped IPv6 (::ffff:1.2.3.4) reads as IPv4. */
function parseIp(text: string): { bits: 32 | 128; value: bigint } | null {
  const t = text.trim().toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(t);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.some((p) => p > 255)) return null;
    return { bits: 32, value: parts.reduce((sum, p) => (sum << 8n) + BigInt(p), 0n) };
  }
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(t);
  if (mapped) return parseIp(mapped[1]);
  if (!/^[0-9a-f:]+$/.test(t) || !t.includes(':')) return null;
  const halves = t.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return { bits: 128, value: all.reduce((sum, g) => (sum << 16n) + BigInt(parseInt(g, 16)), 0n) };
}

/** The address equals the filter's address, or lies in its range when the filter is written as a CIDR block. */
function ipMatches(filterValue: string, address: string): boolean {
  const [base, prefixText, ...rest] = filterValue.trim().split('/');
  if (rest.length) return false;
  const network = parseIp(base);
  const ip = parseIp(address);
  if (!network || !ip || network.bits !== ip.bits) return false;
  const prefix = prefixText === undefined ? network.bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
  if (prefix < 0 || prefix > network.bits) return false;
  const shift = BigInt(network.bits - prefix);
  return network.value >> shift === ip.value >> shift;
}

/** Keys equal and not empty (a filter whose value folds to nothing matches no order). */
function same(a: string, b: string | null | undefined): boolean {
  return a !== '' && b != null && a === b;
}

/** The filter's value compared with the order in the filter's match field's normalized form. */
function filterMatchesOrder(filter: Pick<RiskFilter, 'matchField' | 'matchValue'>, order: FilterSubject): boolean {
  const value = filter.matchValue;
  const addresses = [order.billingAddress, order.deliveryAddress];
  switch (filter.matchField) {
    case 'email':
      return same(foldEmail(value), foldEmail(order.email));
    case 'emailDomain':
      return order.email.includes('@') && same(emailDomainOf(value), emailDomainOf(order.email));
    case 'phone': {
      const key = normalizePhone(value);
      return key.length >= 7 && same(key, normalizePhoneIn(order.phone, order.billingAddress.country));
    }
    case 'personalIdNumber':
      return same(idNumberKey(value), order.personalIdNumber ? idNumberKey(order.personalIdNumber) : null);
    case 'organisationNumber':
      return same(idNumberKey(value), order.organisationNumber ? idNumberKey(order.organisationNumber) : null);
    case 'name': {
      const key = foldName(value);
      const names = [order.customerName, order.organisationName, order.billingAddress.name, order.deliveryAddress.name];
      return names.some((name) => !!name && same(key, foldName(name)));
    }
    case 'address': {
      const key = streetKey(value);
      return addresses.some((a) => same(key, streetKey(a.address1)));
    }
    case 'postalCode': {
      const key = postalCodeKey(value);
      return addresses.some((a) => same(key, postalCodeKey(a.postalCode)));
    }
    case 'ipAddress':
      return !!order.ipAddress && ipMatches(value, order.ipAddress);
  }
}

/** Active filters that apply in the order's store (a filter with no stores applies in every store). */
function filtersInForce<F extends Pick<RiskFilter, 'active' | 'stores'>>(filters: readonly F[], storeId: number): F[] {
  return filters.filter((f) => f.active && (f.stores.length === 0 || f.stores.includes(storeId)));
}

/** The filters in force for the order that match it, in the order given. */
export function matchingFilters<F extends RiskFilter>(filters: readonly F[], order: FilterSubject): F[] {
  return filtersInForce(filters, order.storeId).filter((f) => filterMatchesOrder(f, order));
}
