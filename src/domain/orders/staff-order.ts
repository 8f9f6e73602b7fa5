/**
 * A staff order (orders/new, issue 9 §1): what a colleague sends to quote and place an order for a customer,
 * checked the same way in the browser and at the API's edge (`parseStaffOrder`), and which price applies
 * when several price lists give one (`choosePrice`). The server prices the lines; the browser only shows
 * what the server quoted. Decisions: docs/decisions.md "Staff orders".
 */
import type { FieldIssue } from '../errors';
import { issue, issueOf } from '../validation';

/** More of one product than this on one line is a typing slip, not an order. */
export const STAFF_ORDER_MAX_QUANTITY = 999;
/** Lines on one staff order. */
const STAFF_ORDER_MAX_LINES = 100;
/** Coupon codes on one staff order. */
const STAFF_ORDER_MAX_CODES = 10;

/** The address fields of each side, named as the order's own fields (`BillingCity`, `DeliveryCountry`). */
export const ADDRESS_PARTS = ['Name', 'Address1', 'Address2', 'PostalCode', 'Municipality', 'City', 'Country', 'Reference'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
const REQUIRED_PARTS: ReadonlySet<AddressPart> = new Set(['Name', 'Address1', 'PostalCode', 'City', 'Country']);
const MAX_LENGTH: Readonly<Record<AddressPart, number>> = {
  Name: 120,
  Address1: 120,
  Address2: 120,
  PostalCode: 16,
  Municipality: 80,
  City: 80,
  Country: 2,
  Reference: 120,
};

export type StaffOrderAddress = Record<AddressPart, string | null>;

interface StaffOrderLineInput {
  ProductID: number;
  Quantity: number;
}

export interface StaffOrderInput {
  CustomerID: number;
  /** The customer's store; when given it must be the customer's (the store follows the customer). */
  StoreID: number | null;
  ShippingMethodID: number;
  PaymentMethodID: number;
  Billing: StaffOrderAddress;
  Delivery: StaffOrderAddress;
  Note: string | null;
  Items: StaffOrderLineInput[];
  /** Coupon codes given (the deals and the coupons that apply by themselves need none). */
  Codes: string[];
}

/** A line as the server priced it: money as the API writes it, in the order's currency. */
interface QuotedLine {
  ProductID: number;
  SKU: string;
  Name: string;
  Quantity: number;
  /** Excl. VAT. */
  UnitPrice: string;
  VatRate: string;
  /** What the deals and coupons took (excl. VAT), and the rules behind it. */
  Discount: string;
  Adjustments: QuotedAdjustment[];
  /** Quantity × unit price − discount, excl. VAT. */
  LineTotal: string;
  /** Where the price came from: a price list's id, or null for the product's own price in the currency group. */
  PriceListID: number | null;
  /** The presale item it is sold on (at its presale price, held until the goods come), when one sells it. */
  PresaleItemID?: number | null;
}

/** A rule's part of a discount: a deal or a coupon, by name (and code), with the amount it took (excl. VAT). */
export interface QuotedAdjustment {
  Kind: 'deal' | 'coupon' | 'manual';
  ID: number;
  Code: string | null;
  Name: string;
  Amount: string;
}

/** The order priced as placing will store it (src/domain/orders/totals.ts): every amount excl. VAT but VAT and Total. */
export interface StaffOrderQuote {
  StoreID: number;
  Currency: string;
  Items: QuotedLine[];
  Subtotal: string;
  Discount: string;
  /** The fees as charged, after what a coupon took from them (the rule in FeeAdjustments). */
  ShippingFee: string;
  PaymentFee: string;
  FeeAdjustments: QuotedAdjustment[];
  VatAmount: string;
  /** VAT per rate: what it was charged on and how much. */
  Vat: { Rate: string; Base: string; Vat: string }[];
  Total: string;
  /** Codes given that do nothing, and why (`Reason`: a coupon refusal, src/domain/pricing/promotions.ts). */
  Refused: { Code: string; Reason: string; With?: string }[];
}

/** Message ids of the refusals only a staff order has (messages resources-staff-order.json). */
export const STAFF_ORDER_ISSUES = {
  unknownProduct: ['staffOrder.invalid.unknownProduct', 'There is no such product'],
  notForSale: ['staffOrder.invalid.notForSale', 'The product is not for sale'],
  noPrice: ['staffOrder.invalid.noPrice', 'The product has no price in {currency}'],
  duplicateLine: ['staffOrder.invalid.duplicateLine', "The product is already on the order: change that line's quantity"],
  unknownCustomer: ['staffOrder.invalid.unknownCustomer', 'There is no such customer'],
  mergedCustomer: ['staffOrder.invalid.mergedCustomer', 'The customer was merged into another: order for that one'],
  otherStore: ['staffOrder.invalid.otherStore', 'The customer belongs to another store'],
  methodNotInStore: ['staffOrder.invalid.methodNotInStore', "Not an active method of the customer's store"],
  noVat: ['staffOrder.invalid.noVat', "There is no VAT rate for the store's country"],
  presaleSoldOut: ['staffOrder.invalid.presaleSoldOut', 'The presale has {left} left of this product'],
  couponRefused: ['staffOrder.invalid.couponRefused', 'The code {code} does not apply ({reason})'],
} as const;

export function staffOrderIssue(which: keyof typeof STAFF_ORDER_ISSUES, values?: Record<string, string | number>): FieldIssue {
  const [id, text] = STAFF_ORDER_ISSUES[which];
  return issueOf(id, text, values);
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The body checked: every field's problem at once, keyed as the form names them (`CustomerID`,
 * `BillingCity`, `Items.2.Quantity`, `Items` for the list itself). Pure: the browser runs it before sending.
 * For a quote (`quote: true`) a missing address part is not refused: only placing needs the addresses.
 */
export function parseStaffOrder(
  body: unknown,
  options: { quote?: boolean } = {},
): { input: StaffOrderInput | null; fields: Record<string, FieldIssue> } {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fields: Record<string, FieldIssue> = {};
  for (const key of ['CustomerID', 'ShippingMethodID', 'PaymentMethodID'] as const) {
    if (b[key] == null || b[key] === '') fields[key] = issue('validation.required');
    else if (!isId(b[key])) fields[key] = issue('validation.type');
  }
  if (b.StoreID != null && b.StoreID !== '' && !isId(b.StoreID)) fields.StoreID = issue('validation.type');

  const address = (side: 'Billing' | 'Delivery'): StaffOrderAddress => {
    const out = {} as StaffOrderAddress;
    for (const part of ADDRESS_PARTS) {
      const key = `${side}${part}`;
      const raw = b[key];
      if (raw != null && typeof raw !== 'string') {
        fields[key] = issue('validation.type');
        out[part] = null;
        continue;
      }
      const value = text(raw);
      out[part] = part === 'Country' && value ? value.toUpperCase() : value;
      if (value == null) {
        // A quote prices the lines: the addresses it may still lack are asked for when the order is placed.
        if (REQUIRED_PARTS.has(part) && !options.quote) fields[key] = issue('validation.required');
      } else if (value.length > MAX_LENGTH[part]) fields[key] = issue('validation.maxLength', { max: MAX_LENGTH[part] });
      else if (part === 'Country' && !/^[A-Za-z]{2}$/.test(value)) fields[key] = issue('validation.minLength', { min: 2 });
    }
    return out;
  };
  const billing = address('Billing');
  const delivery = address('Delivery');

  const note = b.Note == null ? null : typeof b.Note === 'string' ? text(b.Note) : null;
  if (b.Note != null && typeof b.Note !== 'string') fields.Note = issue('validation.type');
  else if (note && note.length > 2000) fields.Note = issue('validation.maxLength', { max: 2000 });

  const codes: string[] = [];
  if (b.Codes != null) {
    if (!Array.isArray(b.Codes) || b.Codes.length > STAFF_ORDER_MAX_CODES) fields.Codes = issue('validation.type');
    else
      for (const raw of b.Codes as unknown[]) {
        const code = typeof raw === 'string' ? raw.trim() : null;
        if (code == null || code.length > 64 || /[\p{Cc}]/u.test(code)) fields.Codes = issue('validation.type');
        else if (code && !codes.some((c) => c.toUpperCase() === code.toUpperCase())) codes.push(code);
      }
  }

  const items = parseOrderItems(b.Items, fields);
  if (Object.keys(fields).length) return { input: null, fields };
  return {
    input: {
      CustomerID: b.CustomerID as number,
      StoreID: (b.StoreID as number | null | undefined) ?? null,
      ShippingMethodID: b.ShippingMethodID as number,
      PaymentMethodID: b.PaymentMethodID as number,
      Billing: billing,
      Delivery: delivery,
      Note: note,
      Items: items,
      Codes: codes,
    },
    fields,
  };
}

/**
 * The lines of a basket checked (a staff order's, a coupon's "try it"): at least one and at most STAFF_ORDER_MAX_LINES,
 * each a product once with a whole quantity from 1 to STAFF_ORDER_MAX_QUANTITY. Each problem goes into `fields`, keyed
 * `Items` for the list and `Items.{i}.ProductID` or `Items.{i}.Quantity` for a line.
 */
export function parseOrderItems(raw: unknown, fields: Record<string, FieldIssue>): StaffOrderLineInput[] {
  const items: StaffOrderLineInput[] = [];
  if (!Array.isArray(raw) || raw.length === 0) fields.Items = issue('validation.required');
  else if (raw.length > STAFF_ORDER_MAX_LINES) fields.Items = issue('validation.maxValue', { max: STAFF_ORDER_MAX_LINES });
  else {
    const seen = new Set<number>();
    (raw as unknown[]).forEach((line, i) => {
      const l = (line && typeof line === 'object' && !Array.isArray(line) ? line : {}) as Record<string, unknown>;
      const product = l.ProductID;
      const quantity = l.Quantity;
      if (product == null) fields[`Items.${i}.ProductID`] = issue('validation.required');
      else if (!isId(product)) fields[`Items.${i}.ProductID`] = issue('validation.type');
      else if (seen.has(product)) fields[`Items.${i}.ProductID`] = staffOrderIssue('duplicateLine');
      if (quantity == null || quantity === '') fields[`Items.${i}.Quantity`] = issue('validation.required');
      else if (typeof quantity !== 'number' || !Number.isInteger(quantity)) fields[`Items.${i}.Quantity`] = issue('validation.type');
      else if (quantity < 1) fields[`Items.${i}.Quantity`] = issue('validation.minValue', { min: 1 });
      else if (quantity > STAFF_ORDER_MAX_QUANTITY)
        fields[`Items.${i}.Quantity`] = issue('validation.maxValue', { max: STAFF_ORDER_MAX_QUANTITY });
      if (isId(product)) seen.add(product);
      items.push({ ProductID: product as number, Quantity: quantity as number });
    });
  }
  return items;
}

/** One price a price list (or the product's own price) gives a product in the order's currency. */
export interface PriceCandidate {
  /** null: the product's own price in the store's currency group (used only when no list prices it). */
  priceListId: number | null;
  priority: number;
  /** A static or merged list's fixed price (true) or a dynamic or merged list's mark-up price (false). */
  fixed: boolean;
  priceMinor: number;
}

/**
 * The price that applies: the price list with the highest priority; within one list its fixed price over its
 * mark-up price; between lists of equal priority the lower price, then the older list (lower id). The
 * product's own price in the currency group only when no list prices it. Null: no price at all.
 */
export function choosePrice(candidates: readonly PriceCandidate[]): PriceCandidate | null {
  const perList = new Map<number, PriceCandidate>();
  for (const c of candidates) {
    if (c.priceListId == null) continue;
    const held = perList.get(c.priceListId);
    if (!held || (c.fixed && !held.fixed)) perList.set(c.priceListId, c);
  }
  if (!perList.size) return candidates.find((c) => c.priceListId == null) ?? null;
  let best: PriceCandidate | null = null;
  for (const c of perList.values()) {
    const better =
      !best ||
      c.priority > best.priority ||
      (c.priority === best.priority &&
        (c.priceMinor < best.priceMinor || (c.priceMinor === best.priceMinor && c.priceListId! < best.priceListId!)));
    if (better) best = c;
  }
  return best;
}
