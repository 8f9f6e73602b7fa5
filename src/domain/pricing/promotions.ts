/**
 * Deals and coupons as the money model reads them (./basket.ts): what a promotion targets, when it may apply and
 * what it takes off. Pure; the server reads the deals and coupons into this shape (src/features/selling/server).
 * The rules: docs/decisions.md "One money model".
 */

/** A set of products by SKU, product group or category; all three empty: every product. */
export interface Target {
  skus: readonly string[];
  groups: readonly number[];
  categories: readonly number[];
}

export const EVERYTHING: Target = { skus: [], groups: [], categories: [] };

/** One incremental rule: from this amount of the basket (VAT included) this much off (VAT included). */
export interface Tier {
  from: number;
  amount: number;
}

export interface Promotion {
  kind: 'deal' | 'coupon';
  id: number;
  /** A coupon's code (null for a deal, or a sub-coupon's parent when the code given was a sub-code). */
  code: string | null;
  name: string;
  /** null: every store. */
  storeId: number | null;
  /** The currency of its fixed amounts and tiers; null when it has none (a percentage works in any currency). */
  currency: string | null;
  /** Percentage off in hundredths (25 % → 2500). */
  percentage: number | null;
  /**
   * Amount off, VAT included, in minor units of `currency`: a deal's per unit of each product it names, a coupon's
   * once per basket (spread over the lines it targets).
   */
  fixedAmount: number | null;
  freeShipping: boolean;
  /** The coupon's percentage or amount also takes from the shipping fee. */
  includeShipping: boolean;
  /** Applied without its code being given (deals always). */
  autoApply: boolean;
  /** Applied alone: no other coupon, and no deal. */
  exclusive: boolean;
  /** false: no other coupon with it (deals still apply). */
  combinable: boolean;
  /** The buy list: the products it takes off from (or that must be bought, for buy X get Y). */
  buy: Target;
  /** Buy X get Y: the get list (empty: the discount covers the whole buy list); null: a plain discount. */
  get: Target | null;
  tiers: readonly Tier[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** null: no limit. */
  usageLimit: number | null;
  used: number;
}

/** Why a coupon given by code does nothing (each has a message: resources-coupons.json `refusal.*`). */
export type Refusal = 'unknownCode' | 'notStarted' | 'ended' | 'usedUp' | 'otherStore' | 'otherCurrency' | 'nothingApplies' | 'notCombined';

/** What a line must tell for a promotion to find it. */
export interface Targetable {
  sku: string;
  groupId?: number | null;
  categories?: readonly number[];
}

export const isEverything = (target: Target): boolean => !target.skus.length && !target.groups.length && !target.categories.length;

/** Whether the line is on the list (an empty list holds every line). */
export function targets(target: Target, line: Targetable): boolean {
  if (isEverything(target)) return true;
  const sku = line.sku.toUpperCase();
  if (target.skus.some((s) => s.toUpperCase() === sku)) return true;
  if (line.groupId != null && target.groups.includes(line.groupId)) return true;
  return (line.categories ?? []).some((c) => target.categories.includes(c));
}

/**
 * SPEC.md "Coupon buy list": pick 3 when the same category, product or group is both bought and received (buy two,
 * get the third), otherwise pick 2 (buy one, get one).
 */
export function sharesAny(buy: Target, get: Target): boolean {
  const upper = (xs: readonly string[]) => new Set(xs.map((x) => x.toUpperCase()));
  const skus = upper(buy.skus);
  return (
    get.skus.some((s) => skus.has(s.toUpperCase())) ||
    get.groups.some((g) => buy.groups.includes(g)) ||
    get.categories.some((c) => buy.categories.includes(c)) ||
    (isEverything(buy) && !isEverything(get)) ||
    (isEverything(get) && !isEverything(buy)) ||
    (isEverything(buy) && isEverything(get))
  );
}

/** Why the promotion cannot apply now in this store and currency; null when it may. */
export function unavailable(promotion: Promotion, context: { now: Date; storeId: number | null; currency: string }): Refusal | null {
  if (promotion.storeId != null && context.storeId != null && promotion.storeId !== context.storeId) return 'otherStore';
  if (promotion.startsAt && promotion.startsAt.getTime() > context.now.getTime()) return 'notStarted';
  if (promotion.endsAt && promotion.endsAt.getTime() <= context.now.getTime()) return 'ended';
  if (promotion.usageLimit != null && promotion.used >= promotion.usageLimit) return 'usedUp';
  const needsCurrency = promotion.fixedAmount != null || promotion.tiers.length > 0;
  if (needsCurrency && promotion.currency != null && promotion.currency !== context.currency) return 'otherCurrency';
  return null;
}

/** A coupon code as compared: trimmed, upper case (codes are unique case-insensitively). */
export const normalCode = (code: string): string => code.trim().toUpperCase();
