/**
 * bench:price-basket (issue 31 §5): the one money model (src/domain/pricing/basket.ts) pricing a 50-line basket
 * against 10,000 active deals and coupons in one process. Goal: p95 ≤ 5 ms.
 *
 * The promotions: 9,000 deals naming one to five SKUs each (a tenth of them naming SKUs of the basket), 1,000 coupons
 * targeted by group, category or SKU, of which 20 apply by themselves (five of them not combinable, one exclusive) and
 * three are given by code. Fixed seed; the median, p95 and max of 1,000 pricings after 100 to warm up, two ways side by
 * side: with the store's deals compiled once (`compileDeals`, as the server keeps them until a deal of the store
 * changes: src/features/selling/server/promotions.ts), the goal's; and with every deal listed in the basket's
 * promotions, read through on every pricing. Then what compiling the deals takes, once per change.
 *
 *   npm run bench:price-basket [-- --runs 1000]
 */
import { performance } from 'node:perf_hooks';
import { priceBasket, type BasketInput, type BasketLine } from '../../src/domain/pricing/basket';
import { compileDeals, type Promotion } from '../../src/domain/pricing/promotions';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1000;
let seed = 31;
const random = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
};

const NOW = new Date('2026-11-29T12:00:00Z');
const sku = (n: number) => `SKU-${String(n).padStart(6, '0')}`;
const lines: BasketLine[] = Array.from({ length: 50 }, (_, i) => ({
  key: String(i).padStart(3, '0'),
  sku: sku(i * 97),
  quantity: 1 + random(3),
  unitPrice: 2_000 + random(150_000),
  vatRate: random(10) === 0 ? 1200 : 2500,
  groupId: 1 + random(40),
  categories: [1 + random(200), 1 + random(200)],
}));

const base = (over: Partial<Promotion>): Promotion => ({
  kind: 'coupon',
  id: 0,
  code: null,
  name: '',
  storeId: 1,
  currency: 'SEK',
  percentage: null,
  fixedAmount: null,
  freeShipping: false,
  includeShipping: false,
  autoApply: false,
  exclusive: false,
  combinable: true,
  buy: { skus: [], groups: [], categories: [] },
  get: null,
  tiers: [],
  startsAt: new Date(NOW.getTime() - 86_400_000),
  endsAt: new Date(NOW.getTime() + 86_400_000),
  usageLimit: null,
  used: 0,
  ...over,
});

const promotions: Promotion[] = [];
for (let i = 1; i <= 9_000; i++) {
  const named = Array.from({ length: 1 + random(5) }, () => (random(10) === 0 ? lines[random(50)].sku : sku(100_000 + random(800_000))));
  promotions.push(
    base({
      kind: 'deal',
      id: i,
      name: `Deal ${i}`,
      autoApply: true,
      ...(random(2) ? { percentage: 500 + random(3_000) } : { fixedAmount: 500 + random(5_000) }),
      buy: { skus: named, groups: [], categories: [] },
    }),
  );
}
const codes: string[] = [];
for (let i = 1; i <= 1_000; i++) {
  const auto = i <= 20;
  const code = `C${i}`;
  if (i > 20 && i <= 23) codes.push(code);
  const by = random(3);
  promotions.push(
    base({
      id: i,
      code,
      name: `Coupon ${i}`,
      autoApply: auto,
      combinable: !(auto && i <= 5),
      exclusive: auto && i === 1,
      ...(random(3) === 0 ? { fixedAmount: 5_000 + random(20_000) } : { percentage: 500 + random(2_000) }),
      freeShipping: random(10) === 0,
      tiers:
        random(8) === 0
          ? [
              { from: 50_000, amount: 5_000 },
              { from: 100_000, amount: 15_000 },
            ]
          : [],
      buy: {
        skus: by === 0 ? [lines[random(50)].sku] : [],
        groups: by === 1 ? [1 + random(40)] : [],
        categories: by === 2 ? [1 + random(200)] : [],
      },
    }),
  );
}

const input: BasketInput = {
  currency: 'SEK',
  storeId: 1,
  lines,
  fees: [
    { kind: 'shipping', net: 4_900 },
    { kind: 'payment', net: 1_900 },
  ],
  standardVatRate: 2500,
  promotions,
  codes,
  now: NOW,
};

const compiled: BasketInput = { ...input, promotions: promotions.filter((p) => p.kind !== 'deal'), deals: compileDeals(promotions) };

/** The median, p95 and max of `runs` pricings of `basket`, after 100 to warm up, in ms. */
function measure(basket: BasketInput): { median: number; p95: number; max: number; total: number } {
  for (let i = 0; i < 100; i++) priceBasket(basket);
  const times: number[] = [];
  let last = priceBasket(basket);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = priceBasket(basket);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p95: at(0.95), max: times[times.length - 1], total: last.total };
}

const once = measure(compiled);
const listed = measure(input);
if (once.total !== listed.total) throw new Error(`The two ways price differently: ${once.total} and ${listed.total}`);
const compiling: number[] = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  compileDeals(promotions);
  compiling.push(performance.now() - start);
}
compiling.sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(2)} ms`;
const row = (what: string, m: ReturnType<typeof measure>) => `  ${what}: median ${ms(m.median)}, p95 ${ms(m.p95)}, max ${ms(m.max)}`;
console.log(
  `bench:price-basket: 50 lines, ${promotions.length.toLocaleString('en')} promotions (${codes.length} codes given), ${runs} pricings each way, total ${once.total}`,
);
console.log(`${row("the store's deals compiled once", once)} (goal p95 ≤ 5 ms: ${once.p95 <= 5 ? 'met' : 'NOT met'})`);
console.log(row('every deal listed and read through', listed));
console.log(`  compiling the 9,000 deals, once per change of them: median ${ms(compiling[25])}`);
