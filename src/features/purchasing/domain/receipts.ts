/**
 * A receipt of goods against a purchase order (`POST /api/shop/purchase-orders/{id}/receipts`; issue 30 §1): what
 * the receive screen posts. `key` is the screen's own for this receipt (a retry with it counts nothing twice);
 * `over` says the person confirmed taking a line past its ordered quantity.
 */
import type { ValidationMessageId } from '../../../domain/validation';

export interface ReceiptRequest {
  key: string;
  lines: { sku: string; quantity: number }[];
  over?: boolean;
}

/** At most this many lines in one receipt (a purchase order's lines, scanned one by one, and then some). */
const RECEIPT_MAX_LINES = 500;
/** The most units of one line in one receipt. */
export const RECEIPT_MAX_QUANTITY = 99999;

/** What is wrong with a receipt's body, as a field path and a message id; null when it is well formed. */
export function receiptProblem(body: unknown): { field: string; id: ValidationMessageId; values?: Record<string, number> } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { field: 'lines', id: 'validation.required' };
  const { key, lines, over } = body as Record<string, unknown>;
  if (typeof key !== 'string' || key.trim().length === 0 || key.length > 100) return { field: 'key', id: 'validation.required' };
  if (!Array.isArray(lines) || lines.length === 0) return { field: 'lines', id: 'validation.required' };
  if (lines.length > RECEIPT_MAX_LINES) return { field: 'lines', id: 'validation.maxValue', values: { max: RECEIPT_MAX_LINES } };
  for (const [index, line] of lines.entries()) {
    if (!line || typeof line !== 'object') return { field: ['lines', index].join('.'), id: 'validation.required' };
    const { sku, quantity } = line as Record<string, unknown>;
    if (typeof sku !== 'string' || sku.trim().length === 0 || sku.length > 64)
      return { field: ['lines', index, 'sku'].join('.'), id: 'validation.required' };
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity))
      return { field: ['lines', index, 'quantity'].join('.'), id: 'validation.integer' };
    if (quantity < 1) return { field: ['lines', index, 'quantity'].join('.'), id: 'validation.minValue', values: { min: 1 } };
    if (quantity > RECEIPT_MAX_QUANTITY)
      return { field: ['lines', index, 'quantity'].join('.'), id: 'validation.maxValue', values: { max: RECEIPT_MAX_QUANTITY } };
    const extra = Object.keys(line as object).find((name) => name !== 'sku' && name !== 'quantity');
    if (extra) return { field: ['lines', index, extra].join('.'), id: 'validation.unknownParameter' };
  }
  if (over !== undefined && typeof over !== 'boolean') return { field: 'over', id: 'validation.type' };
  const extra = Object.keys(body).find((name) => !['key', 'lines', 'over'].includes(name));
  if (extra) return { field: extra, id: 'validation.unknownParameter' };
  return null;
}
