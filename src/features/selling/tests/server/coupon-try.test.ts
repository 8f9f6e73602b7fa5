/**
 * A coupon's "try it" (POST /api/shop/coupons/{id}/try), against the real app and database: a basket priced in a
 * store with the coupon as if its code were given, line by line, the coupon's part apart from the store's deals'; a
 * coupon that does not apply says why as a message with its values; buy X get Y takes the unit it gives; the body
 * is checked at the edge; whoever sees the shop may ask; and nothing is written.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from '../../../../domain/money';
import type { ResourceRecord } from '../../../../domain/resources/types';
import type { CouponTryAnswer } from '../../domain/coupon-try';
import { couponRedemptions } from '../../server/schema';
import { auditEvents, deals, orders, stores } from '../../../../../server/db/schema';
import { signedInApp, goodsForSale, swedishOrderSetting, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
let storeId: number;
let goods: { id: number; sku: string }[];

const tryIt = (couponId: number, body: unknown, token = admin) =>
  t.call<CouponTryAnswer>('POST', `/api/shop/coupons/${couponId}/try`, { token, body });

let serial = 0;
/** A coupon of the test store, started an hour ago. */
async function coupon(values: Record<string, unknown>): Promise<ResourceRecord> {
  serial += 1;
  const answer = await t.call<ResourceRecord>('POST', '/api/shop/coupons', {
    token: admin,
    body: {
      Code: `TRY${serial}${Date.now() % 100_000}`,
      Name: `Prova ${serial}`,
      StoreID: storeId,
      Type: 1,
      StartsAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
      ...values,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const minor = (value: string) => parseMinor(value)!;
/** A percentage of an amount, as the money model rounds it (half away from zero). */
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  [support, catalog] = await Promise.all([t.signIn('support'), t.signIn('catalog')]);
  ({ storeId } = await swedishOrderSetting(t));
  // The store's own deals end, so that each test names the deals it prices with.
  await t.db
    .update(deals)
    .set({ EndsAt: new Date(t.clock.now().getTime() - 60_000) })
    .where(eq(deals.StoreID, storeId));
  // For Sale products no presale sells, with a price in SEK.
  goods = await goodsForSale(t, 3);
});

describe('trying a coupon on a basket', () => {
  it('a percentage takes its part of each line, apart from what a deal of the store took', async () => {
    const ten = await coupon({ Percentage: '10.00' });
    const now = t.clock.now().getTime();
    const [deal] = await t.db
      .insert(deals)
      .values({
        Name: 'Provkampanj',
        StoreID: storeId,
        StartsAt: new Date(now - 3_600_000),
        EndsAt: new Date(now + 86_400_000),
        DiscountPercentage: '20.00',
        Currency: 'SEK',
        SkuList: goods[0].sku,
      } as never)
      .returning({ id: deals.ID });
    try {
      const answer = await tryIt(ten.ID, {
        StoreID: storeId,
        Items: [
          { ProductID: goods[0].id, Quantity: 2 },
          { ProductID: goods[1].id, Quantity: 1 },
        ],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const a = answer.body;
      expect(a).toMatchObject({ CouponID: ten.ID, Code: ten.Code, StoreID: storeId, Currency: 'SEK', Applies: true, Reason: null });
      const [dealt, plain] = a.Items;
      expect([dealt.ProductID, dealt.SKU, dealt.Quantity, plain.ProductID]).toEqual([goods[0].id, goods[0].sku, 2, goods[1].id]);

      // The deal first (20 % of the line), then the coupon's 10 % of what is left; each apart.
      const gross = 2 * minor(dealt.UnitPrice);
      expect(dealt.OtherDiscount).toBe(formatMinor(percentOf(gross, 20)));
      expect(dealt.Others).toEqual([expect.objectContaining({ Kind: 'deal', ID: deal.id, Name: 'Provkampanj' })]);
      expect(dealt.CouponDiscount).toBe(formatMinor(percentOf(gross - percentOf(gross, 20), 10)));
      expect(minor(dealt.LineTotal)).toBe(gross - minor(dealt.OtherDiscount) - minor(dealt.CouponDiscount));
      expect(plain.OtherDiscount).toBe('0.00');
      expect(plain.CouponDiscount).toBe(formatMinor(percentOf(minor(plain.UnitPrice), 10)));

      // The totals: the coupon's part is its lines' (a plain percentage leaves the shipping alone).
      expect(a.CouponDiscount).toBe(formatMinor(minor(dealt.CouponDiscount) + minor(plain.CouponDiscount)));
      expect(a.OtherDiscount).toBe(dealt.OtherDiscount);
      expect(a.Subtotal).toBe(formatMinor(gross + minor(plain.UnitPrice)));
      expect(a.Shipping).not.toBeNull();
      expect(a.Shipping!.CouponDiscount).toBe('0.00');
      expect(minor(a.Total)).toBe(
        minor(a.Subtotal) - minor(a.CouponDiscount) - minor(a.OtherDiscount) + minor(a.Shipping!.Charged) + minor(a.VatAmount),
      );
    } finally {
      await t.db.delete(deals).where(eq(deals.ID, deal.id));
    }
  });

  it('prices with the store’s deals as they are now: one changed, ended, removed or added counts at the next pricing', async () => {
    // The store's deals are compiled once per change (src/features/selling/server/promotions.ts): every kind of change,
    // written straight to the table within the same second, is seen at once.
    const ten = await coupon({ Percentage: '10.00' });
    const now = t.clock.now().getTime();
    const basket = { StoreID: storeId, Items: [{ ProductID: goods[0].id, Quantity: 1 }] };
    const dealTook = async () => {
      const answer = await tryIt(ten.ID, basket);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [line] = answer.body.Items;
      return Math.round((minor(line.OtherDiscount) * 100) / minor(line.UnitPrice));
    };
    const values = {
      Name: 'Kampanj som ändras',
      StoreID: storeId,
      StartsAt: new Date(now - 3_600_000),
      EndsAt: new Date(now + 86_400_000),
      DiscountPercentage: '20.00',
      Currency: 'SEK',
      SkuList: goods[0].sku,
    };
    const [deal] = await t.db
      .insert(deals)
      .values(values as never)
      .returning({ id: deals.ID });
    try {
      expect(await dealTook()).toBe(20);
      await t.db.update(deals).set({ DiscountPercentage: '30.00' }).where(eq(deals.ID, deal.id));
      expect(await dealTook()).toBe(30);
      await t.db
        .update(deals)
        .set({ EndsAt: new Date(now - 60_000) })
        .where(eq(deals.ID, deal.id));
      expect(await dealTook()).toBe(0);
      await t.db
        .update(deals)
        .set({ EndsAt: new Date(now + 86_400_000) })
        .where(eq(deals.ID, deal.id));
      expect(await dealTook()).toBe(30);
      await t.db.delete(deals).where(eq(deals.ID, deal.id));
      expect(await dealTook()).toBe(0);
      const [again] = await t.db
        .insert(deals)
        .values(values as never)
        .returning({ id: deals.ID });
      deal.id = again.id;
      expect(await dealTook()).toBe(20);
    } finally {
      await t.db.delete(deals).where(eq(deals.ID, deal.id));
    }
  });

  it('free shipping takes the shipping of the store’s cheapest method', async () => {
    const free = await coupon({ FreeShipping: true });
    const answer = await tryIt(free.ID, { StoreID: storeId, Items: [{ ProductID: goods[2].id, Quantity: 1 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The demo's cheapest method for the store charges this basket: the coupon takes all of it, none of the line.
    const shipping = answer.body.Shipping!;
    expect(minor(shipping.Fee)).toBeGreaterThan(0);
    expect(answer.body.Applies).toBe(true);
    expect(shipping.CouponDiscount).toBe(shipping.Fee);
    expect(shipping.Charged).toBe('0.00');
    expect(answer.body.CouponDiscount).toBe(shipping.Fee);
    expect(answer.body.Items[0].CouponDiscount).toBe('0.00');
  });

  it('that does not apply says why, as a message with its values', async () => {
    const endedAt = new Date(t.clock.now().getTime() - 60_000);
    const ended = await coupon({ Percentage: '10.00', EndsAt: endedAt.toISOString(), StartsAt: new Date(endedAt.getTime() - 86_400_000) });
    const basket = { StoreID: storeId, Items: [{ ProductID: goods[0].id, Quantity: 1 }] };
    const answer = await tryIt(ended.ID, basket);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Applies).toBe(false);
    expect(answer.body.Reason).toMatchObject({ id: 'resources.couponTry.reason.ended', values: { at: endedAt.toISOString() } });
    expect(answer.body.CouponDiscount).toBe('0.00');
    expect(answer.body.Items[0].CouponDiscount).toBe('0.00');

    // Of another store: named by the coupon's store.
    const [other] = await t.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(sql`${stores.id} <> ${storeId}`)
      .limit(1);
    const elsewhere = await coupon({ Percentage: '10.00', StoreID: other.id });
    const refused = await tryIt(elsewhere.ID, basket);
    expect(refused.body.Reason).toMatchObject({ id: 'resources.couponTry.reason.otherStore', values: { store: other.name } });
    // In its own store the store's prices are its currency's; asked there, it is no longer the store that refuses.
    const there = await tryIt(elsewhere.ID, { ...basket, StoreID: other.id });
    expect(there.body.StoreID).toBe(other.id);
    expect(there.body.Reason?.id).not.toBe('resources.couponTry.reason.otherStore');

    // Nothing in the basket on its buy list.
    const narrow = await coupon({ Percentage: '10.00', SkuList: 'NO-SUCH-SKU-ANYWHERE' });
    expect((await tryIt(narrow.ID, basket)).body.Reason?.id).toBe('resources.couponTry.reason.nothingApplies');

    // Used up: its count and limit.
    const once = await coupon({ Percentage: '10.00', UsageLimit: 1 });
    const [order] = await t.db.select({ id: orders.ID }).from(orders).limit(1);
    await t.db
      .insert(couponRedemptions)
      .values({ CouponID: once.ID, OrderID: order.id, Code: String(once.Code), Currency: 'SEK', Amount: '1.00' } as never);
    expect((await tryIt(once.ID, basket)).body.Reason).toMatchObject({
      id: 'resources.couponTry.reason.usedUp',
      values: { used: 1, limit: 1 },
    });
  });

  it('buy X get Y takes the unit of the get list that the bought unit earns', async () => {
    const [bought, got] = goods;
    const bxgy = await coupon({ Type: 2, Percentage: '100.00', SkuList: bought.sku, GetSkuList: got.sku });
    const answer = await tryIt(bxgy.ID, {
      StoreID: storeId,
      Items: [
        { ProductID: bought.id, Quantity: 1 },
        { ProductID: got.id, Quantity: 2 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [buyLine, getLine] = answer.body.Items;
    expect(answer.body.Applies).toBe(true);
    expect(buyLine.CouponDiscount).toBe('0.00');
    // One unit bought earns one unit got (pick 2), free at 100 %.
    expect(getLine.CouponDiscount).toBe(getLine.UnitPrice);
    expect(getLine.LineTotal).toBe(getLine.UnitPrice);

    // Without the buy list's product, nothing is earned.
    const alone = await tryIt(bxgy.ID, { StoreID: storeId, Items: [{ ProductID: got.id, Quantity: 2 }] });
    expect(alone.body.Applies).toBe(false);
    expect(alone.body.Reason?.id).toBe('resources.couponTry.reason.nothingApplies');
  });

  it('writes nothing: no redemption, no order, no change to the coupon or its audit trail', async () => {
    const limited = await coupon({ FixedAmount: '10.00', Currency: 'SEK', UsageLimit: 1 });
    const tally = async () => {
      const [redemptions] = await t.db.select({ n: count() }).from(couponRedemptions);
      const [placed] = await t.db.select({ n: count() }).from(orders);
      const [audits] = await t.db.select({ n: count() }).from(auditEvents);
      const record = await t.read<ResourceRecord>(`/api/shop/coupons/${limited.ID}`, admin);
      return { redemptions: redemptions.n, orders: placed.n, audits: audits.n, version: record.Version, used: record.Used };
    };
    const before = await tally();
    for (let i = 0; i < 3; i++) {
      const answer = await tryIt(limited.ID, { StoreID: storeId, Items: [{ ProductID: goods[1].id, Quantity: 1 }] });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.Applies).toBe(true);
    }
    expect(await tally()).toEqual(before);
  });
});

describe('the try call at the edge', () => {
  it('refuses a basket it cannot price with 40001 naming each field', async () => {
    const ten = await coupon({ Percentage: '10.00' });
    const missing = await tryIt(ten.ID, { Items: [{ ProductID: goods[0].id, Quantity: 0 }, { ProductID: 'x' }] });
    expect(missing.status).toBe(400);
    const fields = (missing.body as unknown as { code: number; fields: Record<string, { id: string }> }).fields;
    expect((missing.body as unknown as { code: number }).code).toBe(40001);
    expect(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.id]))).toEqual({
      StoreID: 'validation.required',
      'Items.0.Quantity': 'validation.minValue',
      'Items.1.ProductID': 'validation.type',
      'Items.1.Quantity': 'validation.required',
    });
    const empty = await tryIt(ten.ID, { StoreID: storeId, Items: [] });
    expect((empty.body as unknown as { fields: Record<string, { id: string }> }).fields.Items.id).toBe('validation.required');
    const unknown = await tryIt(ten.ID, { StoreID: storeId, Items: [{ ProductID: goods[0].id, Quantity: 1 }], Codes: ['X'] });
    expect((unknown.body as unknown as { fields: Record<string, { id: string }> }).fields.Codes.id).toBe('validation.unknownParameter');
    const noStore = await tryIt(ten.ID, { StoreID: 999_999, Items: [{ ProductID: goods[0].id, Quantity: 1 }] });
    expect((noStore.body as unknown as { fields: Record<string, { id: string }> }).fields.StoreID.id).toBe(
      'resources.couponTry.unknownStore',
    );
    const noProduct = await tryIt(ten.ID, { StoreID: storeId, Items: [{ ProductID: 999_999_999, Quantity: 1 }] });
    expect((noProduct.body as unknown as { fields: Record<string, { id: string }> }).fields['Items.0.ProductID'].id).toBe(
      'staffOrder.invalid.unknownProduct',
    );
    expect((await tryIt(999_999_999, { StoreID: storeId, Items: [{ ProductID: goods[0].id, Quantity: 1 }] })).status).toBe(404);
  });

  it('answers whoever sees the shop, and no one else', async () => {
    const ten = await coupon({ Percentage: '10.00' });
    const basket = { StoreID: storeId, Items: [{ ProductID: goods[0].id, Quantity: 1 }] };
    expect((await tryIt(ten.ID, basket, support)).status).toBe(200);
    expect((await tryIt(ten.ID, basket, catalog)).status).toBe(403);
  });
});
