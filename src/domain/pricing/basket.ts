/**
 * The one money model (issue 31 §1): a basket priced. Lines at the prices given (the customer's price list, a
 * presale: the caller resolves the unit price and says where it came from), deals and coupons, the shipping and
 * payment fees, and VAT; every line's price and discount with the rules that made it, each fee with the VAT it
 * carries, VAT per rate and the totals. Staff orders, subscriptions' orders, an order's lines changed, offers,
 * invoices and credit notes are priced by it; nothing else computes money.
 *
 * All amounts are integer minor units (src/domain/money.ts) of the basket's currency, excl. VAT unless named
 * otherwise:
 *   total = subtotal + fees − discount + vat
 * where subtotal = Σ quantity × unit price, fees = Σ fees as charged before any discount, discount = Σ of the
 * lines' and fees' discounts, and vat = Σ per rate of the VAT of every line and fee part, each rounded once, half
 * away from zero. A line's or fee's discount never exceeds it, so nothing is ever negative.
 *
 * A fee's VAT follows the goods: its net is split over the goods' VAT rates in proportion to the goods' net at each
 * rate (after discounts), and at the store's standard rate when there are no goods to follow. Promotions apply in
 * one order whatever order they are given in: deals (the best one per line), then the coupons by kind (buy X get Y,
 * percentages, fixed amounts, incremental tiers, free shipping) and within a kind by code; which coupons combine is
 * decided by trying each allowed set and keeping the lowest total. Decisions: docs/decisions.md "One money model".
 */
import { divideHalfAway, percentOfMinor } from '../money';
import {
  dealsHolding,
  isEverything,
  linesHeld,
  normalCode,
  sharesAny,
  targets,
  unavailable,
  type DealSet,
  type Promotion,
  type Refusal,
  type Target,
} from './promotions';

/** Where a line's unit price came from (the explanation shown beside it). */
export interface PriceSource {
  kind: 'priceList' | 'product' | 'presale' | 'upsell' | 'offer' | 'manual';
  id: number | null;
}

export interface BasketLine {
  /** Unique within the basket (a product id as text, an order line's id). */
  key: string;
  sku: string;
  quantity: number;
  /** Excl. VAT. */
  unitPrice: number;
  /** Hundredths of a percent (25 % → 2500). */
  vatRate: number;
  groupId?: number | null;
  categories?: readonly number[];
  source?: PriceSource | null;
  /** Discounts decided before (an order's line as stored, priced again after a change), taken first. */
  kept?: readonly Adjustment[];
}

export type FeeKind = 'shipping' | 'payment';

interface BasketFee {
  kind: FeeKind;
  /** As charged before any discount, excl. VAT. */
  net: number;
}

export interface BasketInput {
  currency: string;
  storeId?: number | null;
  lines: readonly BasketLine[];
  fees?: readonly BasketFee[];
  /** The store country's standard rate: a fee's VAT when there are no goods to follow. */
  standardVatRate: number;
  /** The deals and coupons that may apply (the server reads those of the store and the codes given). */
  promotions?: readonly Promotion[];
  /** The store's deals compiled once (`compileDeals`), beside any deal in `promotions`: they apply alike. */
  deals?: DealSet;
  /** The coupon codes given; a coupon that does not auto-apply applies only when given. */
  codes?: readonly string[];
  now: Date;
}

interface PromotionRef {
  /** A deal, a coupon, or a discount given by hand before the money model (an order's line as migrated). */
  kind: Promotion['kind'] | 'manual';
  id: number;
  code: string | null;
  name: string;
}

/** One rule's part of a line's or fee's discount. */
export interface Adjustment extends PromotionRef {
  amount: number;
}

export interface PricedLine {
  key: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  /** quantity × unit price. */
  gross: number;
  discount: number;
  /** gross − discount. */
  net: number;
  vat: number;
  /** net + vat. */
  total: number;
  source: PriceSource | null;
  adjustments: Adjustment[];
}

interface FeePart {
  vatRate: number;
  net: number;
  vat: number;
}

interface PricedFee {
  kind: FeeKind;
  charged: number;
  discount: number;
  net: number;
  vat: number;
  total: number;
  /** The net split over the VAT rates it follows. */
  parts: FeePart[];
  adjustments: Adjustment[];
}

interface VatRow {
  rate: number;
  /** What the rate was charged on. */
  base: number;
  vat: number;
}

export interface AppliedPromotion extends PromotionRef {
  /** All it took off, excl. VAT. */
  amount: number;
}

interface RefusedCode {
  code: string;
  reason: Refusal;
  /** For notCombined: the codes applied instead. */
  with?: string;
}

export interface PricedBasket {
  currency: string;
  lines: PricedLine[];
  fees: PricedFee[];
  vat: VatRow[];
  subtotal: number;
  /** Σ fees as charged, before their discounts. */
  feeTotal: number;
  discount: number;
  vatTotal: number;
  total: number;
  applied: AppliedPromotion[];
  refused: RefusedCode[];
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * `amount` split over `weights` in proportion (largest remainder; ties to the earlier index): whole parts that sum
 * to exactly `amount`. Capped (a discount spread over what is left): at most Σ weights is split and no part exceeds
 * its weight; uncapped (a fee spread over the goods' rates): the whole amount.
 */
export function allocate(amount: number, weights: readonly number[], capped = true): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const share = BigInt(capped ? Math.min(amount, sum) : amount);
  const parts = weights.map((w) => Number((share * BigInt(w)) / BigInt(sum)));
  const rest = weights.map((w, i) => ({ i, r: (share * BigInt(w)) % BigInt(sum) }));
  let left = Number(share) - parts.reduce((s, p) => s + p, 0);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left <= 0) break;
    if (!capped || parts[i] < weights[i]) {
      parts[i] += 1;
      left -= 1;
    }
  }
  return parts;
}

/** A VAT-included amount's net at the rate, rounded half away from zero. */
function netOfGross(gross: number, rate: number): number {
  return divideHalfAway(BigInt(gross) * 10_000n, BigInt(10_000 + rate));
}

const grossOf = (net: number, rate: number) => net + percentOfMinor(net, rate);

/** The work of one evaluation: what is left of each line and fee, and what took it. */
interface State {
  lines: { line: BasketLine; gross: number; left: number; adjustments: Adjustment[] }[];
  fees: { fee: BasketFee; left: number; adjustments: Adjustment[] }[];
}

const refOf = (p: Promotion): PromotionRef => ({ kind: p.kind, id: p.id, code: p.code, name: p.name });

function take(adjustments: Adjustment[], promotion: Promotion, amount: number): void {
  if (amount <= 0) return;
  const held = adjustments.find((a) => a.kind === promotion.kind && a.id === promotion.id);
  if (held) held.amount += amount;
  else adjustments.push({ ...refOf(promotion), amount });
}

type LineState = State['lines'][number];
/** A line or a fee: what is left of it, and what took it. */
type Part = Pick<LineState, 'left' | 'adjustments'>;

/** Takes up to `amount` from what is left of the line or fee, for the promotion. */
function takeFrom(part: Part, promotion: Promotion, amount: number): void {
  const net = Math.min(part.left, amount);
  part.left -= net;
  take(part.adjustments, promotion, net);
}

const shippingOf = (state: State) => state.fees.find((f) => f.fee.kind === 'shipping');

/** The best deal of a line and what it takes. */
type DealPick = { deal: Promotion; amount: number };
const NO_DEALS: ReadonlyMap<string, DealPick> = new Map();

/** Takes a VAT-included amount from the lines (and the shipping fee) in proportion to what is left of them. */
function takeGross(state: State, promotion: Promotion, lines: LineState[], amount: number, withShipping: boolean): void {
  const shipping = withShipping ? shippingOf(state) : undefined;
  const shippingRate = lines[0]?.line.vatRate ?? 0;
  const weights = [...lines.map((l) => grossOf(l.left, l.line.vatRate)), shipping ? grossOf(shipping.left, shippingRate) : 0];
  const parts = allocate(amount, weights);
  lines.forEach((l, i) => takeFrom(l, promotion, netOfGross(parts[i], l.line.vatRate)));
  if (shipping) takeFrom(shipping, promotion, netOfGross(parts[parts.length - 1], shippingRate));
}

/** A percentage of what is left of the lines (and the shipping fee). */
function takePercent(state: State, promotion: Promotion, lines: LineState[], hundredths: number, withShipping: boolean): void {
  const shipping = withShipping ? shippingOf(state) : undefined;
  for (const part of shipping ? [...lines, shipping] : lines) takeFrom(part, promotion, percentOfMinor(part.left, hundredths));
}

const onList = (state: State, target: Target) => state.lines.filter((l) => l.line.quantity > 0 && targets(target, l.line));

/** The best deal of each line as it is before the coupons: a percentage of it, or an amount off each unit (VAT included). */
function bestDeals(
  lines: readonly BasketLine[],
  deals: readonly Promotion[],
  set: DealSet | undefined,
  available: (deal: Promotion) => boolean,
): Map<string, DealPick> {
  const out = new Map<string, DealPick>();
  const grossOfLine = (line: BasketLine) =>
    Math.max(0, line.quantity * line.unitPrice - (line.kept ?? []).reduce((s, k) => s + k.amount, 0));
  // The deals given in the list, then the compiled set's, each while it may apply (a deal given in both: alike).
  const held = [...linesHeld(lines, deals), ...(set ? dealsHolding(set, lines) : [])];
  for (const [deal, on] of held) {
    if (!available(deal)) continue;
    for (const line of on) {
      const gross = grossOfLine(line);
      const amount =
        deal.percentage != null
          ? percentOfMinor(gross, deal.percentage)
          : deal.fixedAmount != null
            ? netOfGross(deal.fixedAmount * line.quantity, line.vatRate)
            : 0;
      const capped = Math.min(gross, amount);
      const best = out.get(line.key);
      if (capped > 0 && (!best || capped > best.amount || (capped === best.amount && deal.id < best.deal.id)))
        out.set(line.key, { deal, amount: capped });
    }
  }
  return out;
}

function applyDeals(state: State, deals: ReadonlyMap<string, DealPick>): void {
  for (const l of state.lines) {
    const best = deals.get(l.line.key);
    if (best) takeFrom(l, best.deal, best.amount);
  }
}

/** Buy X get Y: the cheapest units of the get list are discounted, one for every two (pick 3) or one (pick 2) bought. */
function applyBuyGet(state: State, coupon: Promotion): void {
  const get = coupon.get!;
  const hundredths = coupon.percentage ?? 10_000;
  const unitsOf = (lines: LineState[]) =>
    lines.flatMap((l) => Array.from({ length: l.line.quantity }, () => l)).sort((a, b) => cheaperFirst(a, b));
  let discounted: LineState[];
  if (sharesAny(coupon.buy, get)) {
    const units = unitsOf(state.lines.filter((l) => targets(coupon.buy, l.line) || targets(get, l.line)));
    discounted = units.slice(0, Math.floor(units.length / 3));
  } else {
    const bought = unitsOf(onList(state, coupon.buy).filter((l) => !targets(get, l.line)));
    const got = unitsOf(onList(state, get).filter((l) => !targets(coupon.buy, l.line)));
    discounted = got.slice(0, Math.min(bought.length, got.length));
  }
  for (const l of discounted) {
    const amount =
      coupon.fixedAmount != null && coupon.percentage == null
        ? netOfGross(coupon.fixedAmount, l.line.vatRate)
        : percentOfMinor(l.line.unitPrice, hundredths);
    // At most the unit itself.
    takeFrom(l, coupon, Math.min(l.line.unitPrice, amount));
  }
}

const cheaperFirst = (a: LineState, b: LineState) =>
  a.line.unitPrice - b.line.unitPrice || (a.line.key < b.line.key ? -1 : a.line.key > b.line.key ? 1 : 0);

/** The kind's place in the one order coupons apply in. */
function rank(p: Promotion): number {
  if (p.get && !isPlain(p)) return 0;
  if (p.percentage != null) return 1;
  if (p.fixedAmount != null) return 2;
  if (p.tiers.length) return 3;
  return 4;
}

/** A buy X get Y coupon with an empty get list is a plain discount on its buy list. */
const isPlain = (p: Promotion) => !p.get || isEverything(p.get);

function applyCoupon(state: State, coupon: Promotion): void {
  const lines = onList(state, coupon.buy);
  if (coupon.get && !isPlain(coupon)) applyBuyGet(state, coupon);
  else if (lines.length) {
    if (coupon.percentage != null) takePercent(state, coupon, lines, coupon.percentage, coupon.includeShipping);
    else if (coupon.fixedAmount != null) takeGross(state, coupon, lines, coupon.fixedAmount, coupon.includeShipping);
    if (coupon.tiers.length) {
      const shipping = coupon.includeShipping ? shippingOf(state) : undefined;
      const rate = lines[0].line.vatRate;
      const basket = lines.reduce((s, l) => s + grossOf(l.left, l.line.vatRate), 0) + (shipping ? grossOf(shipping.left, rate) : 0);
      const tier = [...coupon.tiers].sort((a, b) => b.from - a.from).find((t) => basket >= t.from);
      if (tier) takeGross(state, coupon, lines, tier.amount, coupon.includeShipping);
    }
  }
  // Free shipping needs something of its buy list in the basket.
  if (coupon.freeShipping && lines.length) {
    const shipping = shippingOf(state);
    if (shipping) takeFrom(shipping, coupon, shipping.left);
  }
}

function stateOf(input: BasketInput, lines: readonly BasketLine[]): State {
  return {
    lines: lines.map((line) => {
      const gross = line.quantity * line.unitPrice;
      let left = gross;
      const adjustments: Adjustment[] = [];
      for (const kept of line.kept ?? []) {
        const amount = Math.min(left, kept.amount);
        left -= amount;
        if (amount > 0) adjustments.push({ ...kept, amount });
      }
      return { line, gross, left, adjustments };
    }),
    fees: (input.fees ?? []).map((fee) => ({ fee, left: fee.net, adjustments: [] })),
  };
}

/** What the promotions take, evaluated from scratch; the coupons in their one order. */
function evaluate(
  input: BasketInput,
  lines: readonly BasketLine[],
  deals: ReadonlyMap<string, DealPick>,
  coupons: readonly Promotion[],
): State {
  const state = stateOf(input, lines);
  applyDeals(state, deals);
  const ordered = [...coupons].sort((a, b) => rank(a) - rank(b) || byCode(a, b));
  for (const coupon of ordered) applyCoupon(state, coupon);
  return state;
}

const codeOf = (p: Promotion) => normalCode(p.code ?? `#${p.id}`);
const byCode = (a: Promotion, b: Promotion) => (codeOf(a) < codeOf(b) ? -1 : codeOf(a) > codeOf(b) ? 1 : a.id - b.id);
const leftOf = (state: State) => state.lines.reduce((s, l) => s + l.left, 0) + state.fees.reduce((s, f) => s + f.left, 0);
const took = (state: State, p: Promotion) =>
  [...state.lines, ...state.fees].some((x) => x.adjustments.some((a) => a.kind === p.kind && a.id === p.id && a.amount > 0));

/** The basket priced: see the module's comment. */
export function priceBasket(input: BasketInput): PricedBasket {
  const context = { now: input.now, storeId: input.storeId ?? null, currency: input.currency };
  // Lines in key order, so that nothing depends on the order they were given in.
  const lines = [...input.lines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const given = new Set((input.codes ?? []).map(normalCode).filter(Boolean));
  const refused: RefusedCode[] = [];
  const promotions = input.promotions ?? [];
  const dealt = bestDeals(
    lines,
    promotions.filter((p) => p.kind === 'deal'),
    input.deals,
    (deal) => unavailable(deal, context) == null,
  );

  const coupons: Promotion[] = [];
  const known = new Set<string>();
  for (const p of promotions.filter((x) => x.kind === 'coupon')) {
    const code = p.code == null ? null : normalCode(p.code);
    const asked = code != null && given.has(code);
    if (code) known.add(code);
    if (!asked && !p.autoApply) continue;
    const why = unavailable(p, context);
    if (why) {
      if (asked) refused.push({ code: code, reason: why });
      continue;
    }
    coupons.push(p);
  }
  for (const code of given) if (!known.has(code)) refused.push({ code, reason: 'unknownCode' });

  // The sets allowed to apply together: every combinable coupon, each one that is not combinable alone (with the
  // deals), each exclusive one alone (without the deals). The lowest total wins; ties to the fewest codes, then by code.
  const combinable = coupons.filter((c) => c.combinable && !c.exclusive);
  const candidates: { coupons: Promotion[]; deals: boolean }[] = [{ coupons: combinable, deals: true }];
  for (const c of coupons) if (!combinable.includes(c)) candidates.push({ coupons: [c], deals: !c.exclusive });
  let best: { state: State; coupons: Promotion[]; key: string } | null = null;
  for (const candidate of candidates) {
    const state = evaluate(input, lines, candidate.deals ? dealt : NO_DEALS, candidate.coupons);
    const key = candidate.coupons.map(codeOf).sort().join(' ');
    const better =
      !best ||
      leftOf(state) < leftOf(best.state) ||
      (leftOf(state) === leftOf(best.state) && (key.length < best.key.length || (key.length === best.key.length && key < best.key)));
    if (better) best = { state, coupons: candidate.coupons, key };
  }
  const state = best!.state;
  const chosen = best!.coupons.filter((c) => took(state, c));
  const withCodes = chosen.map(codeOf).sort().join(', ');
  for (const c of coupons) {
    const code = c.code == null ? null : normalCode(c.code);
    if (code == null || !given.has(code) || chosen.includes(c)) continue;
    refused.push(best!.coupons.includes(c) ? { code, reason: 'nothingApplies' } : { code, reason: 'notCombined', with: withCodes });
  }
  return finish(input, state, refused);
}

/** The priced lines and fees from what the promotions left: VAT per line and fee part, per rate, and the totals. */
function finish(input: BasketInput, state: State, refused: RefusedCode[]): PricedBasket {
  const byKey = new Map<string, PricedLine>();
  for (const l of state.lines) {
    const vat = percentOfMinor(l.left, l.line.vatRate);
    byKey.set(l.line.key, {
      key: l.line.key,
      sku: l.line.sku,
      quantity: l.line.quantity,
      unitPrice: l.line.unitPrice,
      vatRate: l.line.vatRate,
      gross: l.gross,
      discount: l.gross - l.left,
      net: l.left,
      vat,
      total: l.left + vat,
      source: l.line.source ?? null,
      adjustments: l.adjustments,
    });
  }
  const lines = input.lines.map((line) => byKey.get(line.key)!);

  // The goods' net per rate, which the fees follow.
  const goods = new Map<number, number>();
  for (const l of lines) goods.set(l.vatRate, (goods.get(l.vatRate) ?? 0) + l.net);
  const rates = [...goods.entries()].filter(([, net]) => net > 0).sort((a, b) => a[0] - b[0]);
  const fees: PricedFee[] = state.fees.map((f) => {
    const split = rates.length
      ? allocate(
          f.left,
          rates.map(([, net]) => net),
          false,
        )
      : [f.left];
    const parts = (rates.length ? rates.map(([rate]) => rate) : [input.standardVatRate])
      .map((vatRate, i) => ({ vatRate, net: split[i], vat: percentOfMinor(split[i], vatRate) }))
      .filter((p) => p.net !== 0 || f.left === 0);
    const vat = parts.reduce((s, p) => s + p.vat, 0);
    return {
      kind: f.fee.kind,
      charged: f.fee.net,
      discount: f.fee.net - f.left,
      net: f.left,
      vat,
      total: f.left + vat,
      parts: parts.length ? parts : [{ vatRate: input.standardVatRate, net: 0, vat: 0 }],
      adjustments: f.adjustments,
    };
  });

  const rows = new Map<number, VatRow>();
  const add = (rate: number, base: number, vat: number) => {
    const row = rows.get(rate) ?? { rate, base: 0, vat: 0 };
    row.base += base;
    row.vat += vat;
    rows.set(rate, row);
  };
  for (const l of lines) add(l.vatRate, l.net, l.vat);
  for (const f of fees) for (const p of f.parts) if (p.net !== 0) add(p.vatRate, p.net, p.vat);

  const applied = new Map<string, AppliedPromotion>();
  for (const a of [...lines.flatMap((l) => l.adjustments), ...fees.flatMap((f) => f.adjustments)]) {
    const key = `${a.kind}:${a.id}`;
    const held = applied.get(key);
    if (held) held.amount += a.amount;
    else applied.set(key, { ...a });
  }

  const subtotal = lines.reduce((s, l) => s + l.gross, 0);
  const feesCharged = fees.reduce((s, f) => s + f.charged, 0);
  const discount = lines.reduce((s, l) => s + l.discount, 0) + fees.reduce((s, f) => s + f.discount, 0);
  const vat = [...rows.values()].sort((a, b) => a.rate - b.rate);
  const vatTotal = vat.reduce((s, r) => s + r.vat, 0);
  return {
    currency: input.currency,
    lines,
    fees,
    vat,
    subtotal,
    feeTotal: feesCharged,
    discount,
    vatTotal,
    total: subtotal + feesCharged - discount + vatTotal,
    applied: [...applied.values()].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1)),
    refused: refused.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
  };
}

/**
 * A credit's share of an invoiced amount (a line's net or VAT): crediting `quantity` of its `of` units when
 * `already` were credited before. Taken as the difference of two proportional roundings, so crediting every unit,
 * in one credit note or several, gives back exactly the amount, never an öre more.
 */
export function creditShare(amount: number, of: number, already: number, quantity: number): number {
  if (of <= 0) return 0;
  const at = (units: number) => divideHalfAway(BigInt(amount) * BigInt(Math.min(of, Math.max(0, units))), BigInt(of));
  return at(already + quantity) - at(already);
}
