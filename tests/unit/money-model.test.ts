/**
 * The one money model (src/domain/pricing/basket.ts): its invariants over random baskets, deals and coupons
 * (fast-check, fixed seed), and every coupon rule at its edges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfMinor } from '../../src/domain/money';
import { creditedAdjustments, creditOfLine } from '../../src/domain/orders/totals';
import { allocate, creditShare, priceBasket, type BasketInput, type BasketLine, type PricedBasket } from '../../src/domain/pricing/basket';
import { compileDeals, EVERYTHING, type Promotion, type Target } from '../../src/domain/pricing/promotions';

const NOW = new Date('2026-11-29T12:00:00Z');
const RATES = [0, 600, 1200, 2500, 2550];

const target: fc.Arbitrary<Target> = fc.oneof(
  fc.constant(EVERYTHING),
  fc.record({
    skus: fc.subarray(['A1', 'B2', 'C3', 'D4']),
    groups: fc.subarray([1, 2, 3]),
    categories: fc.subarray([10, 11, 12]),
  }),
);

const promotion: fc.Arbitrary<Promotion> = fc
  .record({
    kind: fc.constantFrom('deal' as const, 'coupon' as const),
    id: fc.integer({ min: 1, max: 40 }),
    code: fc.constantFrom('SPRING', 'TEN', 'FREE', 'BIG', 'VIP', 'TIERS'),
    percentage: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    fixedAmount: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
    freeShipping: fc.boolean(),
    includeShipping: fc.boolean(),
    autoApply: fc.boolean(),
    exclusive: fc.boolean(),
    combinable: fc.boolean(),
    buy: target,
    get: fc.option(target, { nil: null }),
    tiers: fc.array(fc.record({ from: fc.integer({ min: 0, max: 500_000 }), amount: fc.integer({ min: 1, max: 50_000 }) }), {
      maxLength: 3,
    }),
    usageLimit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    used: fc.integer({ min: 0, max: 5 }),
  })
  .map((p) => ({
    ...p,
    code: p.kind === 'deal' ? null : `${p.code}${p.id}`,
    name: `${p.kind} ${p.id}`,
    storeId: null,
    currency: 'SEK',
    startsAt: null,
    endsAt: null,
  }));

const line: fc.Arbitrary<Omit<BasketLine, 'key'>> = fc.record({
  sku: fc.constantFrom('A1', 'B2', 'C3', 'D4', 'E5'),
  quantity: fc.integer({ min: 1, max: 6 }),
  unitPrice: fc.integer({ min: 0, max: 150_000 }),
  vatRate: fc.constantFrom(...RATES),
  groupId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  categories: fc.subarray([10, 11, 12]),
});

const basket: fc.Arbitrary<BasketInput> = fc
  .record({
    lines: fc.array(line, { minLength: 0, maxLength: 8 }),
    shipping: fc.integer({ min: 0, max: 20_000 }),
    payment: fc.integer({ min: 0, max: 5_000 }),
    promotions: fc.uniqueArray(promotion, { maxLength: 6, selector: (p) => `${p.kind}${p.id}` }),
    codes: fc.subarray(['SPRING1', 'TEN2', 'FREE3', 'BIG4', 'VIP5', 'NOPE']),
    standardVatRate: fc.constantFrom(...RATES),
  })
  .map(({ lines, shipping, payment, promotions, codes, standardVatRate }) => ({
    currency: 'SEK',
    storeId: 1,
    lines: lines.map((l, i) => ({ ...l, key: `line-${i}` })),
    fees: [
      { kind: 'shipping' as const, net: shipping },
      { kind: 'payment' as const, net: payment },
    ],
    promotions: promotions.map((p, i) =>
      p.kind === 'coupon' && i < 5 ? { ...p, code: ['SPRING1', 'TEN2', 'FREE3', 'BIG4', 'VIP5'][i] } : p,
    ),
    codes,
    standardVatRate,
    now: NOW,
  }));

const RUNS = { seed: 31, numRuns: 400 };

/** A priced basket as compared across orderings: by line key. */
const comparable = (p: PricedBasket) => ({ ...p, lines: [...p.lines].sort((a, b) => (a.key < b.key ? -1 : 1)) });

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (seed * (i + 7)) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('the money model, for any basket', () => {
  it('adds up: total = lines + fees − discounts + VAT, and the VAT per rate is the lines’ and fees’ own', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const p = priceBasket(input);
        expect(p.total).toBe(p.subtotal + p.feeTotal - p.discount + p.vatTotal);
        expect(p.total).toBe(p.lines.reduce((s, l) => s + l.total, 0) + p.fees.reduce((s, f) => s + f.total, 0));
        expect(p.subtotal).toBe(input.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0));
        for (const l of p.lines) {
          expect(l.net).toBe(l.gross - l.discount);
          expect(l.vat).toBe(percentOfMinor(l.net, l.vatRate));
          expect(l.discount).toBe(l.adjustments.reduce((s, a) => s + a.amount, 0));
        }
        for (const f of p.fees) {
          expect(f.parts.reduce((s, x) => s + x.net, 0)).toBe(f.net);
          for (const part of f.parts) expect(part.vat).toBe(percentOfMinor(part.net, part.vatRate));
        }
        for (const row of p.vat) {
          const lines = p.lines.filter((l) => l.vatRate === row.rate);
          const parts = p.fees.flatMap((f) => f.parts).filter((x) => x.vatRate === row.rate);
          expect(row.base).toBe(lines.reduce((s, l) => s + l.net, 0) + parts.reduce((s, x) => s + x.net, 0));
          expect(row.vat).toBe(lines.reduce((s, l) => s + l.vat, 0) + parts.reduce((s, x) => s + x.vat, 0));
        }
        expect(p.vatTotal).toBe(p.vat.reduce((s, r) => s + r.vat, 0));
        expect(p.discount).toBe(p.applied.reduce((s, a) => s + a.amount, 0));
      }),
      RUNS,
    );
  });

  it('never makes a line, a fee or the total negative', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const p = priceBasket(input);
        for (const l of p.lines) expect(l.net).toBeGreaterThanOrEqual(0);
        for (const f of p.fees) expect(f.net).toBeGreaterThanOrEqual(0);
        expect(p.total).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('does not depend on the order of the lines, the promotions or the codes', () => {
    fc.assert(
      fc.property(basket, fc.integer({ min: 1, max: 1000 }), (input, seed) => {
        const again = priceBasket({
          ...input,
          lines: shuffled(input.lines, seed),
          promotions: shuffled(input.promotions ?? [], seed + 1),
          codes: shuffled(input.codes ?? [], seed + 2),
        });
        expect(comparable(again)).toEqual(comparable(priceBasket(input)));
      }),
      RUNS,
    );
  });

  it('a fee follows the goods’ rates in proportion, and the standard rate without goods', () => {
    const p = priceBasket({
      currency: 'SEK',
      lines: [
        { key: 'a', sku: 'A1', quantity: 1, unitPrice: 30_000, vatRate: 2500 },
        { key: 'b', sku: 'B2', quantity: 1, unitPrice: 10_000, vatRate: 600 },
      ],
      fees: [{ kind: 'shipping', net: 4_000 }],
      standardVatRate: 2500,
      now: NOW,
    });
    expect(p.fees[0].parts).toEqual([
      { vatRate: 600, net: 1_000, vat: 60 },
      { vatRate: 2500, net: 3_000, vat: 750 },
    ]);
    const empty = priceBasket({ currency: 'SEK', lines: [], fees: [{ kind: 'payment', net: 2_320 }], standardVatRate: 2500, now: NOW });
    expect(empty.fees[0].parts).toEqual([{ vatRate: 2500, net: 2_320, vat: 580 }]);
    expect(empty.total).toBe(2_900);
  });

  it('crediting every line and fee, in one note or unit by unit, gives back exactly the total', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const p = priceBasket(input);
        const whole = (amount: number, of: number) => creditShare(amount, of, 0, of);
        const stepwise = (amount: number, of: number) =>
          Array.from({ length: of }, (_, i) => creditShare(amount, of, i, 1)).reduce((s, x) => s + x, 0);
        const credited = (share: (amount: number, of: number) => number) =>
          p.lines.reduce((s, l) => s + share(l.net, l.quantity) + share(l.vat, l.quantity), 0) + p.fees.reduce((s, f) => s + f.total, 0);
        expect(credited(whole)).toBe(p.total);
        expect(credited(stepwise)).toBe(p.total);
      }),
      RUNS,
    );
    // Three of 95.37 (3 × 31.79) credited one by one: 31.79 each, never 95.38.
    expect([0, 1, 2].map((i) => creditShare(9_537, 3, i, 1))).toEqual([3_179, 3_179, 3_179]);
  });

  it('prices alike with the store’s deals compiled once as with them listed', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const promotions = input.promotions ?? [];
        const compiled = { ...input, promotions: promotions.filter((p) => p.kind !== 'deal'), deals: compileDeals(promotions) };
        expect(priceBasket(compiled)).toEqual(priceBasket(input));
      }),
      RUNS,
    );
  });

  it('a credited share of a line explains its discount: the rules behind it add up to what is given back of it', () => {
    fc.assert(
      fc.property(basket, fc.nat(), (input, n) => {
        for (const line of priceBasket(input).lines) {
          const quantity = 1 + (n % line.quantity);
          const { discount } = creditOfLine(line, quantity);
          const rules = creditedAdjustments(line.adjustments, -discount);
          expect(rules.reduce((s, rule) => s + rule.amount, 0) + discount).toBe(0);
          rules.forEach((rule) =>
            expect(line.adjustments.some((a) => a.kind === rule.kind && a.id === rule.id && a.amount >= -rule.amount)).toBe(true),
          );
        }
      }),
      RUNS,
    );
  });

  it('splits an amount in proportion, exactly, none above its weight', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), fc.nat(), (weights, n) => {
        const sum = weights.reduce((s, w) => s + w, 0);
        const amount = sum ? n % (sum + 1) : 0;
        const parts = allocate(amount, weights);
        expect(parts.reduce((s, x) => s + x, 0)).toBe(amount);
        parts.forEach((part, i) => expect(part).toBeLessThanOrEqual(weights[i]));
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The rules at their edges.

const coupon = (over: Partial<Promotion>): Promotion => ({
  kind: 'coupon',
  id: 1,
  code: 'SAVE',
  name: 'Save',
  storeId: null,
  currency: 'SEK',
  percentage: null,
  fixedAmount: null,
  freeShipping: false,
  includeShipping: false,
  autoApply: false,
  exclusive: false,
  combinable: true,
  buy: EVERYTHING,
  get: null,
  tiers: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  used: 0,
  ...over,
});

const CASE: BasketLine = { key: 'case', sku: 'CASE', quantity: 1, unitPrice: 8_000, vatRate: 2500, groupId: 1, categories: [10] };
const GLASS: BasketLine = { key: 'glass', sku: 'GLASS', quantity: 1, unitPrice: 4_000, vatRate: 2500, groupId: 2, categories: [11] };
const CABLE: BasketLine = { key: 'cable', sku: 'CABLE', quantity: 1, unitPrice: 2_000, vatRate: 2500, groupId: 2, categories: [12] };

function price(lines: BasketLine[], promotions: Promotion[], codes: string[] = [], shipping = 0): PricedBasket {
  return priceBasket({
    currency: 'SEK',
    storeId: 1,
    lines,
    fees: [{ kind: 'shipping', net: shipping }],
    standardVatRate: 2500,
    promotions,
    codes,
    now: NOW,
  });
}
const discountOf = (p: PricedBasket, key: string) => p.lines.find((l) => l.key === key)!.discount;

describe('coupons', () => {
  it('apply by code, case-insensitively; a code not given does nothing unless the coupon applies by itself', () => {
    const ten = coupon({ percentage: 1000 });
    expect(price([CASE], [ten]).discount).toBe(0);
    expect(price([CASE], [ten], ['save']).discount).toBe(800);
    expect(price([CASE], [{ ...ten, autoApply: true }]).discount).toBe(800);
  });

  it('refuse, with the reason, a code unknown, not started, ended, used up, of another store or currency', () => {
    const refused = (p: Promotion, codes = ['SAVE']) => price([CASE], [p], codes).refused;
    expect(refused(coupon({ percentage: 1000 }), ['NOPE'])).toEqual([{ code: 'NOPE', reason: 'unknownCode' }]);
    expect(refused(coupon({ percentage: 1000, startsAt: new Date(NOW.getTime() + 1) }))[0].reason).toBe('notStarted');
    expect(refused(coupon({ percentage: 1000, endsAt: NOW }))[0].reason).toBe('ended');
    expect(refused(coupon({ percentage: 1000, usageLimit: 5, used: 5 }))[0].reason).toBe('usedUp');
    expect(refused(coupon({ percentage: 1000, usageLimit: 5, used: 4 }))).toEqual([]);
    expect(refused(coupon({ percentage: 1000, storeId: 2 }))[0].reason).toBe('otherStore');
    expect(refused(coupon({ fixedAmount: 5_000, currency: 'EUR' }))[0].reason).toBe('otherCurrency');
    expect(refused(coupon({ percentage: 1000, buy: { skus: ['OTHER'], groups: [], categories: [] } }))[0].reason).toBe('nothingApplies');
  });

  it('take a fixed amount, VAT included, from the lines they target in proportion, never below zero', () => {
    // 100 kr incl. VAT off 150 kr of goods incl. VAT: 80 kr net.
    const p = price([CASE, GLASS], [coupon({ fixedAmount: 10_000 })], ['SAVE']);
    expect(p.discount).toBe(8_000);
    expect(discountOf(p, 'case') + discountOf(p, 'glass')).toBe(8_000);
    expect(Math.abs(discountOf(p, 'case') - 2 * discountOf(p, 'glass'))).toBeLessThanOrEqual(2);
    const over = price([CASE], [coupon({ fixedAmount: 1_000_000 })], ['SAVE']);
    expect(over.total).toBe(0);
    expect(over.lines[0].net).toBe(0);
  });

  it('include the shipping fee when told to, and free shipping waives it', () => {
    expect(price([GLASS], [coupon({ fixedAmount: 10_000 })], ['SAVE'], 4_000).fees[0].net).toBe(4_000);
    const both = price([GLASS], [coupon({ fixedAmount: 10_000, includeShipping: true })], ['SAVE'], 4_000);
    expect(both.lines[0].net + both.fees[0].net).toBe(0);
    const free = price([GLASS], [coupon({ freeShipping: true })], ['SAVE'], 4_000);
    expect(free.fees[0]).toMatchObject({ charged: 4_000, discount: 4_000, net: 0, vat: 0 });
    expect(free.lines[0].discount).toBe(0);
  });

  it('target groups, categories and SKUs', () => {
    const p = price([CASE, GLASS, CABLE], [coupon({ percentage: 5000, buy: { skus: [], groups: [2], categories: [] } })], ['SAVE']);
    expect([discountOf(p, 'case'), discountOf(p, 'glass'), discountOf(p, 'cable')]).toEqual([0, 2_000, 1_000]);
    const c = price([CASE, GLASS], [coupon({ percentage: 5000, buy: { skus: [], groups: [], categories: [10] } })], ['SAVE']);
    expect([discountOf(c, 'case'), discountOf(c, 'glass')]).toEqual([4_000, 0]);
  });

  it('incremental rules: the highest tier the targeted goods reach (VAT included)', () => {
    const tiers = coupon({
      tiers: [
        { from: 50_000, amount: 5_000 },
        { from: 100_000, amount: 15_000 },
      ],
    });
    const at = (unitPrice: number) => price([{ ...CASE, unitPrice }], [tiers], ['SAVE']).discount;
    expect(at(39_999)).toBe(0); // 499.99 incl. VAT
    expect(at(40_000)).toBe(4_000); // 500 incl. VAT: 50 off, 40 net
    expect(at(79_999)).toBe(4_000);
    expect(at(80_000)).toBe(12_000); // 1,000 incl. VAT: 150 off, 120 net
  });

  it('buy X get Y: pick 3 when the lists share a product, group or category; pick 2 otherwise; no get list: the whole buy list', () => {
    const group2 = { skus: [], groups: [2], categories: [] };
    // The same group bought and received: the cheapest of every three units is free.
    const three = coupon({ get: group2, buy: group2 });
    expect(discountOf(price([{ ...GLASS, quantity: 2 }, CABLE], [three], ['SAVE']), 'cable')).toBe(2_000);
    expect(price([{ ...GLASS, quantity: 1 }, CABLE], [three], ['SAVE']).discount).toBe(0);
    // A case bought, a glass received: one glass per case, at the coupon's percentage.
    const two = coupon({
      percentage: 5000,
      buy: { skus: ['CASE'], groups: [], categories: [] },
      get: { skus: ['GLASS'], groups: [], categories: [] },
    });
    const p = price([CASE, { ...GLASS, quantity: 3 }], [two], ['SAVE']);
    expect([discountOf(p, 'case'), discountOf(p, 'glass')]).toEqual([0, 2_000]);
    expect(price([{ ...GLASS, quantity: 3 }], [two], ['SAVE']).discount).toBe(0);
    // No get items: the discount covers every item of the buy list.
    const all = coupon({ percentage: 1000, buy: group2, get: EVERYTHING });
    expect(price([CASE, GLASS, CABLE], [{ ...all, get: { skus: [], groups: [], categories: [] } }], ['SAVE']).discount).toBe(600);
  });

  it('an exclusive coupon is never combined; one not combinable goes with deals but no other coupon', () => {
    const deal: Promotion = { ...coupon({ percentage: 1000 }), kind: 'deal', id: 9, code: null, autoApply: true };
    const small = coupon({ id: 2, code: 'SMALL', percentage: 500 });
    const exclusive = coupon({ id: 3, code: 'ONLY', percentage: 2500, exclusive: true, combinable: false });
    const p = price([CASE], [deal, small, exclusive], ['SMALL', 'ONLY']);
    expect(p.applied.map((a) => a.code)).toEqual(['ONLY']); // 25 % alone beats 10 % and then 5 %
    expect(p.refused).toEqual([{ code: 'SMALL', reason: 'notCombined', with: 'ONLY' }]);
    const lone = coupon({ id: 4, code: 'LONE', percentage: 1000, combinable: false });
    const q = price([CASE], [deal, small, lone], ['SMALL', 'LONE']);
    expect(q.applied.map((a) => a.code ?? a.kind)).toEqual(['LONE', 'deal']);
    expect(q.refused).toEqual([{ code: 'SMALL', reason: 'notCombined', with: 'LONE' }]);
  });

  it('deals: the best of them on each line, by percentage or an amount off each unit', () => {
    const deal = (id: number, over: Partial<Promotion>): Promotion => ({ ...coupon(over), kind: 'deal', id, code: null, autoApply: true });
    const p = price(
      [{ ...CASE, quantity: 2 }],
      [deal(1, { percentage: 1000 }), deal(2, { fixedAmount: 2_500 }), deal(3, { percentage: 5000, endsAt: NOW })],
    );
    // 10 % of 160 = 16; 25 incl. VAT × 2 = 40 net: the amount wins; the ended deal does nothing.
    expect(p.lines[0].adjustments).toEqual([{ kind: 'deal', id: 2, code: null, name: 'Save', amount: 4_000 }]);
  });
});
