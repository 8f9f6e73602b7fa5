/**
 * A coupon's "try it" (POST /api/shop/coupons/{id}/try; docs/decisions.md "Coupons"): a basket built by a colleague
 * and priced in a store with the coupon as if its code were given, nothing stored. Pure, shared by the server (the
 * body checked at the edge, the reason put as a message) and the coupon's panel (the answer's shape, the same check
 * before sending).
 */
import type { FieldIssue } from '../../../domain/errors';
import { parseOrderItems, type QuotedAdjustment } from '../../../domain/orders/staff-order';
import type { Refusal } from '../../../domain/pricing/promotions';
import { issue, issueOf } from '../../../domain/validation';

/** A line of the basket tried: a product and how many. */
interface CouponTryItem {
  ProductID: number;
  Quantity: number;
}

export interface CouponTryInput {
  StoreID: number;
  Items: CouponTryItem[];
}

/** The body's fields (anything else is refused as an unknown parameter). */
export const COUPON_TRY_FIELDS: ReadonlySet<string> = new Set(['StoreID', 'Items']);

/**
 * The body checked: every problem at once, keyed as the panel names them (`StoreID`, `Items`, `Items.2.Quantity`),
 * the lines as a staff order's (at most 100, each product once, a quantity from 1 to 999).
 */
export function parseCouponTry(body: unknown): { input: CouponTryInput | null; fields: Record<string, FieldIssue> } {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fields: Record<string, FieldIssue> = {};
  const store = b.StoreID;
  if (store == null || store === '') fields.StoreID = issue('validation.required');
  else if (typeof store !== 'number' || !Number.isInteger(store) || store < 1 || store > 2_147_483_647)
    fields.StoreID = issue('validation.type');
  const items = parseOrderItems(b.Items, fields);
  if (Object.keys(fields).length) return { input: null, fields };
  return { input: { StoreID: store as number, Items: items }, fields };
}

/** One line as the coupon leaves it: money as the API writes it (excl. VAT), in the store's currency. */
interface CouponTryLine {
  ProductID: number;
  SKU: string;
  Name: string;
  Quantity: number;
  UnitPrice: string;
  /** What this coupon took from the line. */
  CouponDiscount: string;
  /** What the other rules (the store's deals) took, and which. */
  OtherDiscount: string;
  Others: QuotedAdjustment[];
  /** Quantity × unit price − both discounts. */
  LineTotal: string;
}

/** The store's cheapest active shipping method, charged as an order of the basket would be, and the coupon's part of it. */
interface CouponTryShipping {
  MethodID: number;
  Name: string;
  /** As charged before the coupon (after the method's own free-shipping threshold), excl. VAT. */
  Fee: string;
  CouponDiscount: string;
  /** Fee − the coupon's part. */
  Charged: string;
}

export interface CouponTryAnswer {
  CouponID: number;
  Code: string;
  StoreID: number;
  Currency: string;
  /** The coupon took something off the basket. */
  Applies: boolean;
  /** Why it does not apply (a message of resources-coupon-try.json with its values); null when it applies. */
  Reason: FieldIssue | null;
  Items: CouponTryLine[];
  /** null: the store has no active shipping method. */
  Shipping: CouponTryShipping | null;
  Subtotal: string;
  CouponDiscount: string;
  OtherDiscount: string;
  VatAmount: string;
  /** Subtotal − discounts + shipping as charged + VAT; no payment fee (it depends on the customer's choice). */
  Total: string;
}

/** The values a reason's message takes; `at` is an ISO date-time (the panel shows it as a date). */
type ReasonValues = Record<string, string | number>;

/** Each refusal of the money model as a message of the panel (its English text for the API's readers). */
const REASONS: Readonly<Record<Refusal, readonly [string, string]>> = {
  unknownCode: ['resources.couponTry.reason.unknownCode', 'There is no such code'],
  notStarted: ['resources.couponTry.reason.notStarted', 'The coupon starts {at}'],
  ended: ['resources.couponTry.reason.ended', 'The coupon ended {at}'],
  usedUp: ['resources.couponTry.reason.usedUp', 'The coupon is used up: {used} of {limit}'],
  otherStore: ['resources.couponTry.reason.otherStore', 'The coupon is for the store {store} only'],
  otherCurrency: [
    'resources.couponTry.reason.otherCurrency',
    "The coupon's amounts are in {currency}, the store's prices in {storeCurrency}",
  ],
  nothingApplies: ['resources.couponTry.reason.nothingApplies', 'Nothing in the basket is on its buy list (or not enough of it)'],
  notCombined: ['resources.couponTry.reason.notCombined', "The coupon is exclusive, and the store's deals give more without it"],
};

/** Why the coupon does not apply, as the panel says it. */
export function couponTryReason(refusal: Refusal, values?: ReasonValues): FieldIssue {
  const [id, text] = REASONS[refusal];
  return issueOf(id, text, values);
}
