/**
 * What a product costs under a price list (SPEC.md "Price list": mark-up, margin, reference cost): the
 * purchase price plus the list's mark-up, absolute (SEK) or a percentage of the purchase price, in whole öre
 * (money.ts). server/price-lists/rules-sql.ts computes the same in SQL for processing; both round a
 * percentage half away from zero to the öre, as PostgreSQL's round(numeric, 2) does.
 */
import { formatMinor, parseMinor, percentOfMinor } from '../money';

/** SPEC.md markUpType. */
export const MARK_UP_TYPE = { Absolute: 1, Percentage: 2 } as const;
/** SPEC.md isDynamic: the three kinds of list. */
export const PRICE_LIST_TYPE = { Static: 1, Dynamic: 2, Merged: 3 } as const;

export interface MarkUp {
  MarkUpType: number | null;
  /** numeric(14,2) SEK. */
  MarkUpAbsolute: string | null;
  /** Percent with two decimals. */
  MarkUpPercentage: string | null;
}

export interface PricedProduct {
  PurchasePrice: string | null;
  ReferenceCost: string | null;
}

export interface ProductPrice {
  /** SEK excl. VAT, two decimals; null without a purchase price. */
  Price: string | null;
  /** Price less the reference cost; null when either is unknown. */
  Margin: string | null;
  /** The product's reference cost, else its purchase price. */
  ReferenceCost: string | null;
}

/** The mark-up in öre for a purchase price in öre (no mark-up type or amount adds nothing). */
function markUpMinor(purchaseMinor: number, markUp: MarkUp): number {
  if (markUp.MarkUpType === MARK_UP_TYPE.Absolute) return parseMinor(markUp.MarkUpAbsolute) ?? 0;
  if (markUp.MarkUpType === MARK_UP_TYPE.Percentage) return percentOfMinor(purchaseMinor, parseMinor(markUp.MarkUpPercentage) ?? 0);
  return 0;
}

export function priceOf(product: PricedProduct, markUp: MarkUp): ProductPrice {
  const purchase = parseMinor(product.PurchasePrice);
  const reference = parseMinor(product.ReferenceCost) ?? purchase;
  const price = purchase == null ? null : purchase + markUpMinor(purchase, markUp);
  return {
    Price: price == null ? null : formatMinor(price),
    Margin: price == null || reference == null ? null : formatMinor(price - reference),
    ReferenceCost: reference == null ? null : formatMinor(reference),
  };
}
