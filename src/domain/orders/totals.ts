/**
 * An order's totals from its lines, in integer minor units (src/domain/money.ts), the same in the browser
 * (orders/new) and on the server (server/orders/place.ts). Unit prices are excl. VAT; each line's VAT is
 * rounded once, half away from zero, and the order's VAT is the sum of its lines'. Fees and the discount are
 * what the customer is charged (VAT included), so Total = Subtotal + VAT + shipping + payment fee − discount,
 * never below zero (docs/decisions.md "Order statuses, checks and totals").
 */
import { percentOfMinor } from '../money';

export interface TotalsLine {
  quantity: number;
  /** Unit price excl. VAT, minor units. */
  unitPriceMinor: number;
  /** VAT rate in hundredths of a percent (25 % → 2500). */
  vatRateHundredths: number;
}

export interface OrderTotals {
  /** Per line, in the lines' order: quantity × unit price. */
  lineTotals: number[];
  subtotal: number;
  vat: number;
  total: number;
}

export function orderTotals(lines: readonly TotalsLine[], fees: { shipping: number; payment: number; discount: number }): OrderTotals {
  const lineTotals = lines.map((line) => line.quantity * line.unitPriceMinor);
  const subtotal = lineTotals.reduce((sum, v) => sum + v, 0);
  const vat = lines.reduce((sum, line, i) => sum + percentOfMinor(lineTotals[i], line.vatRateHundredths), 0);
  const total = Math.max(0, subtotal + vat + fees.shipping + fees.payment - fees.discount);
  return { lineTotals, subtotal, vat, total };
}
