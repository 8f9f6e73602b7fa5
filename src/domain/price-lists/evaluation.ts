/**
 * The evaluate call's shapes (POST /api/product/price-lists/evaluate): what a price list's rules and mark-up
 * select now, from the saved list or the form's unsaved values, and the first matched products with their
 * price under the list, margin and reference cost (pricing.ts).
 */
import type { ProductPrice } from './pricing';

/** The body: the form's values (any left out are the saved list's when `ID` names one). */
export interface EvaluateRequest {
  ID?: number;
  Rules?: unknown;
  MarkUpType?: number | string | null;
  MarkUpAbsolute?: string | number | null;
  MarkUpPercentage?: string | number | null;
}

interface EvaluatedProduct extends ProductPrice {
  ID: number;
  Sku: string;
  Name: Record<string, string>;
  PurchasePrice: string | null;
}

export interface EvaluateResult {
  /** Products the rules match in the whole catalogue. */
  count: number;
  /** The first of them by SKU (EVALUATE_PAGE at most). */
  data: EvaluatedProduct[];
}

export const EVALUATE_PAGE = 20;
