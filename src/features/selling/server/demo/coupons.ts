/**
 * Demo coupons: a hundred, twenty-five kinds each in every store and in each store of its own. Percentages, fixed
 * amounts (in the store's currency; in SEK for every store), free shipping, the discount over the shipping fee too,
 * applied without the code, usage limits, exclusive and not combinable ones, the buy list by product group, category
 * and SKU (real ones of the demo catalogue), buy X get Y with the same list, another get list and none, and
 * incremental rules (from 500 → 50 off, from 1000 → 150 off; a tenth of that in euro). A fifth ended, a tenth start
 * later. Three have twenty sub-coupons each. No redemptions: the orders write those. Deterministic (faker with a
 * fixed seed), and a few statements.
 */
import { Faker, base } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { FEATURE_FLAGS } from '../../../../domain/constants';
import { ProductStatus } from '../../../../domain/resources/product/products';
import { CouponType, subCode, subCodeSuffix } from '../../domain/coupons';
import { columnsOf } from '../../../../../server/db/schema/resource-table';
import { rowsOf } from '../../../../../server/db/recordset';
import type { Tx } from '../../../../../server/db/types';
import type { DemoContext } from '../../../../../server/demo/context';
import * as schema from '../schema';

const DAY = 86_400_000;
/** The fixed seed of the coupons' random choices: every run writes the same rows. */
const SEED = 20_261_129;

/** What the demo catalogue gives the coupons to aim at. */
interface Catalogue {
  groups: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  skus: string[];
}

/** One coupon of a kind, in a store or in every store (SEK). */
interface Scope {
  currency: 'SEK' | 'NOK' | 'EUR';
  /** An amount in SEK as the scope's currency writes it (a tenth in euro), with two decimals. */
  amount: (sek: number) => string;
  /** The same amount as a name says it: "100 kr", "10 €". */
  say: (sek: number) => string;
}

/** A kind of coupon: its code's stem, its name and what it does. */
interface Kind {
  code: string;
  name: (c: Catalogue, scope: Scope) => string;
  values: (c: Catalogue, scope: Scope) => Record<string, unknown>;
  /** Incremental rules in SEK: from → amount off. */
  tiers?: readonly [number, number][];
}

const lines = (skus: readonly string[]) => skus.join('\n');

const KINDS: readonly Kind[] = [
  { code: 'VALKOMMEN10', name: () => 'Välkomstrabatt 10 %', values: () => ({ Percentage: '10.00', CanBeCombined: false }) },
  { code: 'SOMMAR20', name: () => 'Sommarrea 20 %', values: () => ({ Percentage: '20.00' }) },
  { code: 'RABATT100', name: (_c, s) => `Rabatt ${s.say(100)}`, values: (_c, s) => ({ FixedAmount: s.amount(100), Currency: s.currency }) },
  { code: 'FRIFRAKT', name: () => 'Fri frakt', values: () => ({ FreeShipping: true }) },
  { code: 'FRAKT10', name: () => '10 % och fri frakt', values: () => ({ Percentage: '10.00', FreeShipping: true }) },
  { code: 'HELG5', name: () => 'Helgrabatt 5 % (automatisk)', values: () => ({ Percentage: '5.00', AutoApply: true }) },
  { code: 'NYHETSBREV15', name: () => 'Nyhetsbrevet 15 %', values: () => ({ Percentage: '15.00', UsageLimit: 500 }) },
  {
    code: 'KOMPENSATION',
    name: (_c, s) => `Kundtjänst: kompensation ${s.say(200)}`,
    values: (_c, s) => ({ FixedAmount: s.amount(200), Currency: s.currency, UsageLimit: 1, Exclusive: true, CanBeCombined: false }),
  },
  { code: 'INFLUENCER25', name: () => 'Influencerkod 25 %', values: () => ({ Percentage: '25.00', UsageLimit: 100 }) },
  {
    code: 'BLACKFRIDAY30',
    name: () => 'Black Friday 30 %',
    values: () => ({ Percentage: '30.00', Exclusive: true, CanBeCombined: false, UsageLimit: 2000 }),
  },
  { code: 'EXTRA12', name: () => 'Extra 12 % (ej kombinerbar)', values: () => ({ Percentage: '12.00', CanBeCombined: false }) },
  { code: 'GRUPP20', name: (c) => `20 % på ${c.groups[0].name}`, values: (c) => ({ Percentage: '20.00', Groups: [c.groups[0].id] }) },
  {
    code: 'KATEGORI15',
    name: (c) => `15 % på ${c.categories[2].name.toLowerCase()}`,
    values: (c) => ({ Percentage: '15.00', Categories: [c.categories[2].id] }),
  },
  {
    code: 'UTVALDA50',
    name: (_c, s) => `${s.say(50)} på utvalda artiklar`,
    values: (c, s) => ({ FixedAmount: s.amount(50), Currency: s.currency, SkuList: lines(c.skus.slice(0, 6)) }),
  },
  {
    code: 'MIX10',
    name: (c) => `10 % på ${c.groups[1].name} och ${c.categories[3].name.toLowerCase()}`,
    values: (c) => ({ Percentage: '10.00', Groups: [c.groups[1].id], Categories: [c.categories[3].id] }),
  },
  {
    // The same list bought and received: pick 3, pay for 2.
    code: 'TRE-FOR-TVA',
    name: (c) => `Köp 3, betala för 2: ${c.groups[2].name}`,
    values: (c) => ({ Type: CouponType.BuyXGetY, Percentage: '100.00', Groups: [c.groups[2].id], GetGroups: [c.groups[2].id] }),
  },
  {
    code: 'SKAL-GLAS',
    name: (c) => `Köp ${c.categories[0].name.toLowerCase()}, få ${c.categories[1].name.toLowerCase()} till halva priset`,
    values: (c) => ({
      Type: CouponType.BuyXGetY,
      Percentage: '50.00',
      Categories: [c.categories[0].id],
      GetCategories: [c.categories[1].id],
    }),
  },
  {
    // No get list: the discount applies to every item of the buy list.
    code: 'KOP2-30',
    name: () => 'Köp två utvalda, 30 % på dem',
    values: (c) => ({ Type: CouponType.BuyXGetY, Percentage: '30.00', SkuList: lines(c.skus.slice(6, 12)) }),
  },
  {
    code: 'LADDA-GRATIS',
    name: (c) => `Köp ${c.groups[3].name}, få en utvald artikel på köpet`,
    values: (c) => ({ Type: CouponType.BuyXGetY, Percentage: '100.00', Groups: [c.groups[3].id], GetSkuList: lines(c.skus.slice(12, 14)) }),
  },
  {
    code: 'MANGDRABATT',
    name: (_c, s) => `Mängdrabatt: ${s.say(50)} från ${s.say(500)}, ${s.say(150)} från ${s.say(1000)}`,
    values: (_c, s) => ({ Currency: s.currency }),
    tiers: [
      [500, 50],
      [1000, 150],
    ],
  },
  {
    code: 'STORKOP',
    name: (_c, s) => `Stora köp: upp till ${s.say(400)} rabatt`,
    values: (_c, s) => ({ Currency: s.currency, IncludeShipping: true }),
    tiers: [
      [1000, 100],
      [2000, 250],
      [3000, 400],
    ],
  },
  {
    code: 'ENGANG50',
    name: (_c, s) => `Engångskod ${s.say(50)}`,
    values: (_c, s) => ({ FixedAmount: s.amount(50), Currency: s.currency, UsageLimit: 1 }),
  },
  { code: 'STUDENT10', name: () => 'Studentrabatt 10 %', values: () => ({ Percentage: '10.00', UsageLimit: 1000 }) },
  { code: 'HELGFRAKT', name: () => 'Fri frakt i helgen (automatisk)', values: () => ({ FreeShipping: true, AutoApply: true }) },
  { code: 'LOJAL8', name: () => 'Stamkund 8 % inklusive frakt', values: () => ({ Percentage: '8.00', IncludeShipping: true }) },
];

/** The kinds whose first coupon (every store, then the stores in turn) gets twenty sub-coupons. */
const WITH_SUB_CODES = ['NYHETSBREV15', 'KOMPENSATION', 'INFLUENCER25'];
const SUB_CODES_EACH = 20;

async function catalogue(tx: Tx): Promise<Catalogue> {
  // Product groups and categories with the most products for sale, and SKUs spread over the catalogue.
  const groups = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
      select g.id, g.name from product_groups g join products p on p.group_id = g.id
      where p.status = ${ProductStatus.ForSale} group by g.id, g.name order by count(*) desc, g.id limit 4`),
  );
  // One category per name (the spare parts' kinds recur under every phone brand), those with most products first;
  // a case and a screen protection for the coupon that pairs them, when the catalogue has them.
  const categories = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
      select id, name from (
        select distinct on (lower(c.name)) c.id, c.name, count(*) as products from categories c
        join products p on c.id = any(p.categories)
        where p.status = ${ProductStatus.ForSale} group by c.id, c.name order by lower(c.name), count(*) desc, c.id
      ) c order by case lower(name) when 'silikonskal' then 0 when 'härdat glas' then 1 else 2 end, products desc, id limit 4`),
  );
  const skus = rowsOf<{ sku: string }>(
    await tx.execute(sql`
      select sku from (select sku, row_number() over (order by id) as n from products where status = ${ProductStatus.ForSale}) p
      where n % 97 = 1 order by n limit 14`),
  ).map((row) => row.sku);
  if (groups.length < 4 || categories.length < 4 || skus.length < 14)
    throw new Error('The demo catalogue has too few product groups, categories or products for sale for the coupons');
  return {
    groups: groups.map((g) => ({ id: Number(g.id), name: g.name })),
    categories: categories.map((c) => ({ id: Number(c.id), name: c.name })),
    skus,
  };
}

export async function seedCoupons(tx: Tx, { now }: DemoContext): Promise<void> {
  const f = new Faker({ locale: [base], seed: SEED });
  /** An integer in [0, n). */
  const random = { int: (n: number) => f.number.int({ min: 0, max: n - 1 }) };
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  const c = await catalogue(tx);
  const shops = rowsOf<{ id: number; currency: 'SEK' | 'NOK' | 'EUR'; country: string }>(
    await tx.execute(sql`select id, currency, country_code as country from stores order by id`),
  );
  const scopes = [
    { storeId: null, suffix: '', currency: 'SEK' as const },
    ...shops.map((s) => ({ storeId: Number(s.id), suffix: `-${s.country}`, currency: s.currency })),
  ];
  const rows: Record<string, unknown>[] = [];
  const tiers: { code: string; from: number; amount: number; currency: string }[] = [];
  for (const [k, kind] of KINDS.entries())
    for (const [s, scope] of scopes.entries()) {
      const n = k * scopes.length + s;
      const tenth = scope.currency === 'EUR';
      const money: Scope = {
        currency: scope.currency,
        amount: (sek) => (tenth ? sek / 10 : sek).toFixed(2),
        say: (sek) => (tenth ? `${sek / 10} €` : `${sek.toLocaleString('sv-SE')} kr`),
      };
      const values = kind.values(c, money);
      // A fifth ended, a tenth start later, the rest run now (half of them without an end).
      const phase = (n * 7) % 10;
      let starts = phase < 2 ? -200 + random.int(120) : phase === 2 ? 5 + random.int(35) : -90 + random.int(89);
      let ends: number | null =
        phase < 2 ? -1 - random.int(30) : phase === 2 ? starts + 14 + random.int(46) : random.int(2) === 0 ? null : 10 + random.int(110);
      // A coupon that applies by itself takes from every order of its store while it runs: the demo's are the coming
      // weekend's, planned (a running one would change every order a colleague prices now).
      if (values.AutoApply === true) {
        starts = 5 + (n % 3) * 7;
        ends = starts + 3;
      }
      const code = `${kind.code}${scope.suffix}`;
      const { FreeShipping, ...rest } = values;
      rows.push({
        Code: code,
        Name: kind.name(c, money),
        StoreID: scope.storeId,
        Type: CouponType.Discount,
        AutoApply: false,
        Percentage: null,
        FixedAmount: null,
        Currency: null,
        ...(FEATURE_FLAGS.FreeShippingCoupon ? { FreeShipping: FreeShipping === true } : {}),
        IncludeShipping: false,
        UsageLimit: null,
        StartsAt: days(starts),
        EndsAt: ends == null ? null : days(ends),
        CanBeCombined: true,
        Exclusive: false,
        Groups: [],
        Categories: [],
        SkuList: null,
        GetGroups: [],
        GetCategories: [],
        GetSkuList: null,
        ...rest,
        CreatedAt: days(Math.min(starts, 0) - 5),
        UpdatedAt: now,
      });
      for (const [from, amount] of kind.tiers ?? [])
        tiers.push({ code, from: tenth ? from / 10 : from, amount: tenth ? amount / 10 : amount, currency: scope.currency });
    }
  const C = columnsOf(schema.coupons);
  const made = await tx
    .insert(schema.coupons)
    .values(rows as (typeof schema.coupons.$inferInsert)[])
    .returning({ id: C.ID, code: C.Code });
  const idOf = new Map(made.map((row) => [String(row.code), Number(row.id)]));

  await tx.insert(schema.couponTiers).values(
    tiers.map((tier) => ({
      CouponID: idOf.get(tier.code),
      From: tier.from.toFixed(2),
      Amount: tier.amount.toFixed(2),
      CreatedAt: now,
      UpdatedAt: now,
    })),
  );

  const codes: Record<string, unknown>[] = [];
  for (const [k, stem] of WITH_SUB_CODES.entries()) {
    const scope = scopes[k % scopes.length];
    const code = `${stem}${scope.suffix}`;
    const drawn = new Set<string>();
    while (drawn.size < SUB_CODES_EACH)
      drawn.add(
        subCode(
          code,
          subCodeSuffix((n) => random.int(n)),
        ),
      );
    for (const sub of drawn) codes.push({ CouponID: idOf.get(code), Code: sub, UsedAt: null, CreatedAt: now, UpdatedAt: now });
  }
  await tx.insert(schema.couponCodes).values(codes);
}
