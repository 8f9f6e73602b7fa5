/**
 * The deals and coupons an order may have, read for the money model (src/domain/pricing/promotions.ts), and the
 * coupons an order used, redeemed (issue 31 §2). Placing reads them with the coupons' rows locked: under READ
 * COMMITTED the count of redemptions read after the lock sees every order that redeemed before it, so twenty orders
 * at once for a coupon with a limit of five redeem exactly five (the others are refused on their code). A sub-coupon
 * (a generated code) is used once; the coupon's own limit counts every redemption, its sub-coupons' too.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { formatMinor, parseMinor } from '../../../domain/money';
import { skuListOf } from '../../../domain/resources/shop/common';
import type { PricedBasket } from '../../../domain/pricing/basket';
import {
  compileDeals,
  dateOrNull,
  dealPromotion,
  minorOrNull,
  normalCode,
  type DealSet,
  type Promotion,
  type Target,
} from '../../../domain/pricing/promotions';
import { columnsOf, deals } from '../../../../server/db/schema';
import type { Executor } from '../../../../server/db/types';
import { CouponType } from '../domain/coupons';
import * as schema from './schema';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

/**
 * Each store's deals compiled (`compileDeals`), by the database and the store, with the stamp of the rows they were
 * compiled from: how many there are and the sum of their row versions' transaction ids (`xmin`). A deal written, added
 * or removed (committed, or within the reading transaction) gives a new stamp, as no transaction id of a database
 * comes twice, so a stale set is never used; a set is compiled again only then. The database is named by its name and
 * its server's start (two copies of one database, as the tests make, are told apart).
 */
const compiledDeals = new Map<string, { stamp: string; set: DealSet }>();

/** The store's deals as the money model reads them, compiled once per change of them. */
async function storeDeals(tx: Executor, storeId: number): Promise<DealSet> {
  const d = columnsOf(deals);
  const [{ database, stamp }] = await tx
    .select({
      database: sql<string>`current_database() || '@' || pg_postmaster_start_time()::text`,
      stamp: sql<string>`count(*)::text || ':' || coalesce(sum(${sql.raw('xmin')}::text::bigint), 0)::text`,
    })
    .from(deals)
    .where(eq(d.StoreID, storeId));
  const key = `${database}#${storeId}`;
  const held = compiledDeals.get(key);
  if (held?.stamp === stamp) return held.set;
  const rows = await tx.select().from(deals).where(eq(d.StoreID, storeId));
  const set = compileDeals(rows.map((row) => dealPromotion(row)));
  compiledDeals.set(key, { stamp, set });
  return set;
}

/**
 * The store's deals (compiled: `deals`), and as `promotions` its coupons (and every store's) that apply by themselves
 * and have not ended, and the coupons whose code (or sub-coupon's code) was given, whatever their store and dates (the
 * money model says why one does not apply, and which deals run now). With `lock` (placing), the sub-coupons' rows and
 * then the coupons' are locked first, each in id order, and their use read after.
 */
export async function promotionsFor(
  tx: Executor,
  { storeId, codes, now, lock }: { storeId: number; codes: readonly string[]; now: Date; lock: boolean },
): Promise<{ promotions: Promotion[]; deals: DealSet }> {
  const dealSet = await storeDeals(tx, storeId);
  const out: Promotion[] = [];

  const given = [...new Set(codes.map(normalCode).filter(Boolean))];
  // The codes as their unique indexes hold them: lower(code).
  const lowered = given.map((g) => g.toLowerCase());
  const c = columnsOf(schema.coupons);
  const sc = columnsOf(schema.couponCodes);
  // The sub-coupons given, locked when placing (in id order): read after the lock, each one's use is the latest.
  const subQuery = tx
    .select({ id: sc.ID, couponId: sc.CouponID, code: sc.Code, usedAt: sc.UsedAt })
    .from(schema.couponCodes)
    .where(inArray(sql`lower(${sc.Code})`, lowered))
    .orderBy(asc(sc.ID));
  const subRows = given.length ? await (lock ? subQuery.for('update') : subQuery) : [];
  const byCode = given.length ? inArray(sql`lower(${c.Code})`, lowered) : sql`false`;
  const bySub = subRows.length
    ? inArray(
        c.ID,
        subRows.map((s) => Number(s.couponId)),
      )
    : sql`false`;
  // A code given is read whatever its store and dates, so that the model says why it does not apply.
  const automatic = and(eq(c.AutoApply, true), or(isNull(c.StoreID), eq(c.StoreID, storeId)), or(isNull(c.EndsAt), gt(c.EndsAt, now)));
  const where = or(byCode, bySub, automatic);
  const couponRows = lock
    ? await tx.select().from(schema.coupons).where(where).orderBy(asc(c.ID)).for('update')
    : await tx.select().from(schema.coupons).where(where).orderBy(asc(c.ID));
  if (!couponRows.length) return { promotions: out, deals: dealSet };
  const couponIds = couponRows.map((row) => Number(row.ID));
  const r = columnsOf(schema.couponRedemptions);
  const usedRows = await tx
    .select({ coupon: r.CouponID, n: sql<number>`count(*)::int` })
    .from(schema.couponRedemptions)
    .where(inArray(r.CouponID, couponIds))
    .groupBy(r.CouponID);
  const used = new Map(usedRows.map((u) => [Number(u.coupon), Number(u.n)]));
  const t = columnsOf(schema.couponTiers);
  const tierRows = await tx.select().from(schema.couponTiers).where(inArray(t.CouponID, couponIds));
  for (const row of couponRows) {
    const id = Number(row.ID);
    const target = (groups: unknown, categories: unknown, list: unknown): Target => ({
      skus: skuListOf(list),
      groups: ids(groups),
      categories: ids(categories),
    });
    const base: Promotion = {
      kind: 'coupon',
      id,
      code: String(row.Code),
      name: String(row.Name),
      storeId: row.StoreID == null ? null : Number(row.StoreID),
      currency: row.Currency == null ? null : String(row.Currency),
      percentage: minorOrNull(row.Percentage),
      fixedAmount: minorOrNull(row.FixedAmount),
      freeShipping: row.FreeShipping === true,
      includeShipping: row.IncludeShipping === true,
      autoApply: row.AutoApply === true,
      exclusive: row.Exclusive === true,
      combinable: row.CanBeCombined !== false,
      buy: target(row.Groups, row.Categories, row.SkuList),
      get: Number(row.Type) === CouponType.BuyXGetY ? target(row.GetGroups, row.GetCategories, row.GetSkuList) : null,
      tiers: tierRows
        .filter((tier) => Number(tier.CouponID) === id)
        .map((tier) => ({ from: parseMinor(tier.From) ?? 0, amount: parseMinor(tier.Amount) ?? 0 })),
      startsAt: dateOrNull(row.StartsAt),
      endsAt: dateOrNull(row.EndsAt),
      usageLimit: row.UsageLimit == null ? null : Number(row.UsageLimit),
      used: used.get(id) ?? 0,
    };
    const asked = given.includes(normalCode(base.code!));
    if (asked || base.autoApply) out.push(base);
    // Each sub-coupon given is the coupon under its own code, used once (the first of one coupon's codes only).
    const sub = subRows.find((s) => Number(s.couponId) === id);
    if (sub && !asked) {
      const spent = sub.usedAt != null;
      out.push({
        ...base,
        code: String(sub.code),
        autoApply: false,
        usageLimit: spent ? 0 : base.usageLimit,
      });
    }
  }
  return { promotions: out, deals: dealSet };
}

/**
 * The coupons the priced order used, redeemed in the placing's transaction (the coupons were locked when read): one
 * redemption per coupon with the code given and what it took (excl. VAT), and a sub-coupon marked used.
 */
export async function redeemCoupons(
  tx: Executor,
  { orderId, priced, now }: { orderId: number; priced: PricedBasket; now: Date },
): Promise<void> {
  const applied = priced.applied.filter((a) => a.kind === 'coupon' && a.amount > 0);
  if (!applied.length) return;
  const sc = columnsOf(schema.couponCodes);
  for (const coupon of applied) {
    const code = String(coupon.code);
    const [sub] = await tx
      .update(schema.couponCodes)
      .set({ UsedAt: now, UpdatedAt: now })
      .where(and(eq(sc.CouponID, coupon.id), eq(sql`lower(${sc.Code})`, normalCode(code).toLowerCase()), isNull(sc.UsedAt)))
      .returning({ id: sc.ID });
    await tx.insert(schema.couponRedemptions).values({
      CouponID: coupon.id,
      OrderID: orderId,
      Code: code,
      CouponCodeID: sub ? Number(sub.id) : null,
      Currency: priced.currency,
      Amount: formatMinor(coupon.amount),
      CreatedAt: now,
      UpdatedAt: now,
    });
  }
}
