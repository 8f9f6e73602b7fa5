/**
 * An order's amounts as stored, from its basket priced by the one money model (src/domain/pricing/basket.ts). All
 * excl. VAT but the VAT and the total, so that they add up as read (docs/decisions.md "One money model"):
 *   Total = Subtotal − Discount + ShippingFee + PaymentFee + VatAmount
 * Subtotal is the lines' quantity × unit price; Discount the lines' discounts; each fee as charged after what a
 * coupon took from it (its full price and the coupon are in the order's Pricing); VatAmount all the VAT, the fees'
 * included.
 */
import { formatMinor, parseMinor } from '../money';
import { valueText } from '../value-text';
import {
  allocate,
  creditShare,
  type Adjustment,
  type AppliedPromotion,
  type BasketInput,
  type FeeKind,
  type PricedBasket,
  type PricedLine,
  type PriceSource,
} from '../pricing/basket';

export interface OrderAmounts {
  Subtotal: string;
  Discount: string;
  ShippingFee: string;
  PaymentFee: string;
  VatAmount: string;
  Total: string;
}

/**
 * What the order keeps of how it was priced: the promotions applied, what each fee cost before them, and where each
 * line's unit price came from, by the line's ID (recorded when the line was placed or added as an upsell; a line
 * written by hand, or placed before it was recorded, has none).
 */
export interface OrderPricing {
  applied: AppliedPromotion[];
  fees: { kind: FeeKind; charged: number; adjustments: Adjustment[] }[];
  lines?: Record<string, PriceSource>;
}

const feeOf = (priced: PricedBasket, kind: FeeKind) => priced.fees.find((f) => f.kind === kind)?.net ?? 0;

export function orderAmounts(priced: PricedBasket): OrderAmounts {
  return {
    Subtotal: formatMinor(priced.subtotal),
    Discount: formatMinor(priced.lines.reduce((s, l) => s + l.discount, 0)),
    ShippingFee: formatMinor(feeOf(priced, 'shipping')),
    PaymentFee: formatMinor(feeOf(priced, 'payment')),
    VatAmount: formatMinor(priced.vatTotal),
    Total: formatMinor(priced.total),
  };
}

export function orderPricing(priced: PricedBasket): OrderPricing {
  return {
    applied: priced.applied,
    fees: priced.fees.filter((f) => f.discount > 0).map((f) => ({ kind: f.kind, charged: f.charged, adjustments: f.adjustments })),
  };
}

/** An order line's amounts: its unit price, its discount and its total after it (excl. VAT), and the rules behind them. */
export function lineAmounts(line: PricedLine): { UnitPrice: string; Discount: string; LineTotal: string; Adjustments: Adjustment[] } {
  return {
    UnitPrice: formatMinor(line.unitPrice),
    Discount: formatMinor(line.discount),
    LineTotal: formatMinor(line.net),
    Adjustments: line.adjustments,
  };
}

/** An order line as stored, as the money model reads it again. */
export interface StoredLine {
  ID: unknown;
  SKU: unknown;
  Quantity: unknown;
  UnitPrice: unknown;
  VatRate: unknown;
  /** The rules behind its discount (the line's Adjustments column). */
  Adjustments?: unknown;
}

/**
 * An order as stored, as a basket to price again: its lines at their unit prices keeping the discounts they were
 * placed with, its fees as charged (after their coupons), nothing new applying. The order's totals after a change,
 * its invoice and its credit notes are priced from it.
 */
export function storedBasket(order: Readonly<Record<string, unknown>>, lines: readonly StoredLine[], standardVatRate: number): BasketInput {
  const minor = (value: unknown) => parseMinor(value) ?? 0;
  return {
    currency: String(order.Currency),
    storeId: order.StoreID == null ? null : Number(order.StoreID),
    lines: lines.map((line) => ({
      key: String(line.ID).padStart(12, '0'),
      sku: valueText(line.SKU ?? ''),
      quantity: Number(line.Quantity),
      unitPrice: minor(line.UnitPrice),
      vatRate: minor(line.VatRate),
      kept: Array.isArray(line.Adjustments) ? (line.Adjustments as Adjustment[]) : [],
    })),
    fees: [
      { kind: 'shipping', net: minor(order.ShippingFee) },
      { kind: 'payment', net: minor(order.PaymentFee) },
    ],
    standardVatRate,
    now: new Date(0),
  };
}

/**
 * What `quantity` of a priced line gives back when returned or credited, `already` of its units having been before:
 * its share of the line's net, discount and VAT (src/domain/pricing/basket.ts creditShare), so that every unit
 * returned, at once or one by one, gives back exactly what the line cost.
 */
export function creditOfLine(
  line: PricedLine,
  quantity: number,
  already = 0,
): { net: number; discount: number; vat: number; total: number } {
  const share = (amount: number) => creditShare(amount, line.quantity, already, quantity);
  const net = share(line.net);
  const vat = share(line.vat);
  return { net, discount: share(line.discount), vat, total: net + vat };
}

/**
 * The rules behind a credited share of a line's discount: `credited` (what the credit gives back of the discount,
 * negative on a credit note) split over the line's rules in proportion to what each took (`allocate`), so that they
 * add up to it exactly. A credit note's line explains its discount with them.
 */
export function creditedAdjustments(adjustments: readonly Adjustment[], credited: number): Adjustment[] {
  const sign = credited < 0 ? -1 : 1;
  const parts = allocate(
    Math.abs(credited),
    adjustments.map((a) => Math.max(0, a.amount)),
  );
  return adjustments.map((a, i) => ({ ...a, amount: sign * parts[i] })).filter((a) => a.amount !== 0);
}
