/**
 * Deals and coupons as the money model reads them (./basket.ts): what a promotion targets, when it may apply and
 * what it takes off. Pure; the server reads the deals and coupons into this shape (src/features/selling/server).
 * The rules: docs/decisions.md "One money model".
 */
import { parseMinor } from '../money';
import { skuListOf } from '../resources/shop/common';

/** A set of products by SKU, product group or category; all three empty: every product. */
export interface Target {
  skus: readonly string[];
  groups: readonly number[];
  categories: readonly number[];
}

export const EVERYTHING: Target = { skus: [], groups: [], categories: [] };

/** One incremental rule: from this amount of the basket (VAT included) this much off (VAT included). */
interface Tier {
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

/** A list as it is matched: its SKUs upper case, each part a set; read once per list (a promotion is matched often). */
interface CompiledTarget {
  all: boolean;
  skus: ReadonlySet<string>;
  groups: ReadonlySet<number>;
  categories: ReadonlySet<number>;
  /** The same as arrays, for walking. */
  skuList: readonly string[];
}

const compiledTargets = new WeakMap<Target, CompiledTarget>();

function compiled(target: Target): CompiledTarget {
  let held = compiledTargets.get(target);
  if (!held) {
    held = {
      all: isEverything(target),
      skus: new Set(target.skus.map((s) => s.toUpperCase())),
      skuList: [...new Set(target.skus.map((s) => s.toUpperCase()))],
      groups: new Set(target.groups),
      categories: new Set(target.categories),
    };
    compiledTargets.set(target, held);
  }
  return held;
}

/** Whether the line is on the list (an empty list holds every line). */
export function targets(target: Target, line: Targetable): boolean {
  const t = compiled(target);
  if (t.all || t.skus.has(line.sku.toUpperCase())) return true;
  if (line.groupId != null && t.groups.has(line.groupId)) return true;
  return (line.categories ?? []).some((c) => t.categories.has(c));
}

/** `found` with the lines of `more` it lacks (a promotion holds few lines: a list beats a set). */
function gather<L>(found: L[] | null, more: readonly L[] | undefined): L[] | null {
  if (!more) return found;
  const out = found ?? [];
  for (const line of more) if (!out.includes(line)) out.push(line);
  return out;
}

/**
 * The lines each promotion holds, found from the basket's side: the basket's few lines indexed by SKU, group and
 * category, each promotion's lists looked up in them. A deal list of thousands is read once, without trying each
 * deal on each line.
 */
export function linesHeld<L extends Targetable>(lines: readonly L[], promotions: readonly Promotion[]): Map<Promotion, L[]> {
  const bySku = new Map<string, L[]>();
  const byGroup = new Map<number, L[]>();
  const byCategory = new Map<number, L[]>();
  const add = <K>(map: Map<K, L[]>, key: K, line: L) => {
    const held = map.get(key);
    if (held) held.push(line);
    else map.set(key, [line]);
  };
  for (const line of lines) {
    add(bySku, line.sku.toUpperCase(), line);
    if (line.groupId != null) add(byGroup, line.groupId, line);
    for (const c of line.categories ?? []) add(byCategory, c, line);
  }
  const out = new Map<Promotion, L[]>();
  for (const p of promotions) {
    const t = compiled(p.buy);
    if (t.all) {
      out.set(p, [...lines]);
      continue;
    }
    let found: L[] | null = null;
    const skus = t.skuList;
    for (let i = 0; i < skus.length; i++) found = gather(found, bySku.get(skus[i]));
    for (const key of p.buy.groups) found = gather(found, byGroup.get(key));
    for (const key of p.buy.categories) found = gather(found, byCategory.get(key));
    if (found) out.set(p, found);
  }
  return out;
}

/**
 * A store's deals compiled once for many baskets (the server keeps it until a deal of the store changes:
 * src/features/selling/server/promotions.ts): each deal under the SKUs, product groups and categories its buy list
 * names, and those naming every product apart. A basket's lines find their deals by a few lookups each, instead of
 * every deal of the store being read for every basket (`linesHeld`).
 */
export interface DealSet {
  readonly size: number;
  readonly everything: readonly Promotion[];
  readonly bySku: ReadonlyMap<string, readonly Promotion[]>;
  readonly byGroup: ReadonlyMap<number, readonly Promotion[]>;
  readonly byCategory: ReadonlyMap<number, readonly Promotion[]>;
}

/** The deals (and only deals) of `promotions`, compiled. */
export function compileDeals(promotions: readonly Promotion[]): DealSet {
  const everything: Promotion[] = [];
  const bySku = new Map<string, Promotion[]>();
  const byGroup = new Map<number, Promotion[]>();
  const byCategory = new Map<number, Promotion[]>();
  const add = <K>(map: Map<K, Promotion[]>, key: K, deal: Promotion) => {
    const held = map.get(key);
    if (!held) map.set(key, [deal]);
    else if (held[held.length - 1] !== deal) held.push(deal);
  };
  let size = 0;
  for (const deal of promotions) {
    if (deal.kind !== 'deal') continue;
    size++;
    const t = compiled(deal.buy);
    if (t.all) {
      everything.push(deal);
      continue;
    }
    for (const sku of t.skuList) add(bySku, sku, deal);
    for (const group of t.groups) add(byGroup, group, deal);
    for (const category of t.categories) add(byCategory, category, deal);
  }
  return { size, everything, bySku, byGroup, byCategory };
}

/** The lines each deal of the set holds (as `linesHeld` finds them), found from the lines' side. */
export function dealsHolding<L extends Targetable>(set: DealSet, lines: readonly L[]): Map<Promotion, L[]> {
  const out = new Map<Promotion, L[]>();
  const hold = (deals: readonly Promotion[] | undefined, line: L) => {
    if (!deals) return;
    for (const deal of deals) {
      const held = out.get(deal);
      if (!held) out.set(deal, [line]);
      else if (!held.includes(line)) held.push(line);
    }
  };
  for (const line of lines) {
    hold(set.everything, line);
    hold(set.bySku.get(line.sku.toUpperCase()), line);
    if (line.groupId != null) hold(set.byGroup.get(line.groupId), line);
    for (const category of line.categories ?? []) hold(set.byCategory.get(category), line);
  }
  return out;
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

/** A stored amount in minor units; null when not given. */
export const minorOrNull = (value: unknown): number | null => (value == null || value === '' ? null : parseMinor(value));
/** A stored time; null when not given. */
export const dateOrNull = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

/**
 * A deal as the money model reads it, from its values as stored (the deals resource's: ID, Name, StoreID, Currency,
 * DiscountPercentage, DiscountAmount, SkuList, StartsAt, EndsAt): it applies by itself, in its store, to the SKUs it
 * lists, while it runs.
 */
export function dealPromotion(row: Readonly<Record<string, unknown>>): Promotion {
  return {
    kind: 'deal',
    id: Number(row.ID),
    code: null,
    name: String(row.Name),
    storeId: Number(row.StoreID),
    currency: String(row.Currency),
    percentage: minorOrNull(row.DiscountPercentage),
    fixedAmount: minorOrNull(row.DiscountAmount),
    freeShipping: false,
    includeShipping: false,
    autoApply: true,
    exclusive: false,
    combinable: true,
    buy: { skus: skuListOf(row.SkuList), groups: [], categories: [] },
    get: null,
    tiers: [],
    startsAt: dateOrNull(row.StartsAt),
    endsAt: dateOrNull(row.EndsAt),
    usageLimit: null,
    used: 0,
  };
}
