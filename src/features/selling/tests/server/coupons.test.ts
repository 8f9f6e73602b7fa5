/**
 * Coupons and deals on a staff order (issue 31 §2), against the real app and database: a coupon given by code is
 * priced line by line through the one money model and redeemed with the order; a code that does nothing says why and
 * stops the placing; a coupon's limit holds when orders are placed at the same moment; a sub-coupon is used once; a
 * deal of the store applies by itself; the order's invoice carries each line's discount and VAT per rate truly.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from '../../../../domain/money';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { couponCodes, couponRedemptions } from '../../server/schema';
import { deals, orderItems } from '../../../../../server/db/schema';
import { invoiceLinesOf } from '../../../billing/server/invoicing';
import { orders } from '../../../../../server/db/schema';
import { SE_ORDER_ADDRESS, signedInApp, goodsForSale, swedishOrderSetting, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let storeId: number;
let customerId: number;
let shipping: number;
let payment: number;
let goods: { id: number; sku: string }[];

const body = (codes: string[], items = [{ ProductID: goods[0].id, Quantity: 2 }]) => ({
  CustomerID: customerId,
  ShippingMethodID: shipping,
  PaymentMethodID: payment,
  ...SE_ORDER_ADDRESS,
  Items: items,
  Codes: codes,
});

interface Quote {
  Items: {
    ProductID: number;
    UnitPrice: string;
    Discount: string;
    LineTotal: string;
    Adjustments: { Kind: string; Code: string | null; Amount: string }[];
  }[];
  Subtotal: string;
  Discount: string;
  ShippingFee: string;
  VatAmount: string;
  Total: string;
  Refused: { Code: string; Reason: string }[];
}

const quote = (codes: string[], items?: { ProductID: number; Quantity: number }[]) =>
  t.call<Quote>('POST', '/api/shop/orders/quote', { token: admin, body: body(codes, items) });
const place = (codes: string[], items?: { ProductID: number; Quantity: number }[]) =>
  t.call<ResourceRecord>('POST', '/api/shop/orders/place', { token: admin, body: body(codes, items) });

let serial = 0;
/** A coupon of the test store, started an hour ago. */
async function coupon(values: Record<string, unknown>): Promise<ResourceRecord> {
  serial += 1;
  const answer = await t.call<ResourceRecord>('POST', '/api/shop/coupons', {
    token: admin,
    body: {
      Code: `TEST${serial}${Date.now() % 100_000}`,
      Name: `Test ${serial}`,
      StoreID: storeId,
      Type: 1,
      StartsAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
      ...values,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const redemptionsOf = (couponId: number) =>
  t.db.select().from(couponRedemptions).where(eq(couponRedemptions.CouponID, couponId)).orderBy(asc(couponRedemptions.ID));

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  // An invoice method, so that the order's invoice can be read.
  ({ storeId, customerId, shipping, payment } = await swedishOrderSetting(t, { invoiced: true }));
  // For Sale products no presale sells, with a price in SEK.
  goods = await goodsForSale(t, 4);
});

describe('a coupon given by code on a staff order', () => {
  it('is priced line by line, placed with the order and redeemed once', async () => {
    const ten = await coupon({ Percentage: '10.00' });
    const with10 = await quote([String(ten.Code).toLowerCase()]);
    expect(with10.status, JSON.stringify(with10.body)).toBe(200);
    const [line] = with10.body.Items;
    const gross = 2 * parseMinor(line.UnitPrice)!;
    expect(line.Discount).toBe(formatMinor(Math.round(gross / 10)));
    expect(line.LineTotal).toBe(formatMinor(gross - Math.round(gross / 10)));
    expect(line.Adjustments).toContainEqual(expect.objectContaining({ Kind: 'coupon', Code: ten.Code }));
    expect(with10.body.Refused).toEqual([]);
    // Total = Subtotal − Discount + fees + VAT, as read.
    const q = with10.body;
    expect(parseMinor(q.Total)).toBe(
      parseMinor(q.Subtotal)! -
        parseMinor(q.Discount)! +
        parseMinor(q.ShippingFee)! +
        parseMinor(q.VatAmount)! +
        parseMinor((q as unknown as { PaymentFee: string }).PaymentFee)!,
    );

    const placed = await place([String(ten.Code)]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ Discount: q.Discount, Total: q.Total });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, placed.body.ID));
    expect(item.Discount).toBe(line.Discount);
    expect(item.Adjustments).toContainEqual(expect.objectContaining({ kind: 'coupon', id: ten.ID }));
    const redeemed = await redemptionsOf(ten.ID);
    expect(redeemed.map((r) => [r.OrderID, r.Code])).toEqual([[placed.body.ID, ten.Code]]);
    expect((await t.read(`/api/shop/coupons/${ten.ID}`, admin)).Used).toBe(1);

    // Its invoice: each line's discount and VAT, the fees at the goods' rate, adding up to the order's total.
    const [order] = await t.db.select().from(orders).where(eq(orders.ID, placed.body.ID));
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, placed.body.ID));
    const lines = invoiceLinesOf(order, items);
    expect(lines[0].Discount).toBe(line.Discount);
    expect(lines.every((l) => l.VatRate === '25.00')).toBe(true);
    const sum = lines.reduce((s, l) => s + parseMinor(l.LineTotal)! + parseMinor(l.VatAmount)!, 0);
    expect(formatMinor(sum)).toBe(order.Total);
    expect(formatMinor(lines.reduce((s, l) => s + parseMinor(l.VatAmount)!, 0))).toBe(order.VatAmount);
  });

  it('that does nothing says why in the quote, and stops the placing with 40001 on Codes', async () => {
    const ended = await coupon({ Percentage: '10.00', EndsAt: new Date(t.clock.now().getTime() - 60_000).toISOString() });
    const elsewhere = await coupon({ Percentage: '10.00', SkuList: 'NO-SUCH-SKU-ANYWHERE' });
    const answer = await quote([String(ended.Code), String(elsewhere.Code), 'NOPE-NOT-A-CODE']);
    expect(answer.status).toBe(200);
    expect(answer.body.Refused).toEqual(
      expect.arrayContaining([
        { Code: String(ended.Code).toUpperCase(), Reason: 'ended' },
        { Code: String(elsewhere.Code).toUpperCase(), Reason: 'nothingApplies' },
        { Code: 'NOPE-NOT-A-CODE', Reason: 'unknownCode' },
      ]),
    );
    const refused = await place([String(ended.Code)]);
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { fields: Record<string, { id: string }> }).fields.Codes.id).toBe(
      'staffOrder.invalid.couponRefused',
    );
  });

  it('an exclusive coupon is never combined: the better of it alone and the others together applies', async () => {
    const five = await coupon({ Percentage: '5.00' });
    const only = await coupon({ Percentage: '30.00', Exclusive: true, CanBeCombined: false });
    const answer = await quote([String(five.Code), String(only.Code)]);
    expect(answer.body.Items[0].Adjustments.map((a) => a.Code)).toEqual([only.Code]);
    expect(answer.body.Refused).toEqual([
      { Code: String(five.Code).toUpperCase(), Reason: 'notCombined', With: String(only.Code).toUpperCase() },
    ]);
  });

  it('keeps to its usage limit when twenty orders redeem it at the same moment: exactly five', async () => {
    const limited = await coupon({ FixedAmount: '10.00', Currency: 'SEK', UsageLimit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place([String(limited.Code)], [{ ProductID: goods[1].id, Quantity: 1 }])),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(15);
    for (const a of refused)
      expect((a.body as unknown as { fields: Record<string, { values: { reason: string } }> }).fields.Codes.values.reason).toBe('usedUp');
    expect(await redemptionsOf(limited.ID)).toHaveLength(5);
  });

  it('a sub-coupon is used once; its coupon counts it', async () => {
    const parent = await coupon({ Percentage: '15.00' });
    const made = await t.call('POST', `/api/shop/coupons/${parent.ID}/codes`, { token: admin, body: { Count: 3 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [sub] = await t.db.select().from(couponCodes).where(eq(couponCodes.CouponID, parent.ID)).orderBy(asc(couponCodes.ID)).limit(1);
    const first = await place([String(sub.Code).toLowerCase()], [{ ProductID: goods[2].id, Quantity: 1 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const [used] = await t.db.select().from(couponCodes).where(eq(couponCodes.ID, sub.ID));
    expect(used.UsedAt).not.toBeNull();
    const again = await quote([String(sub.Code)], [{ ProductID: goods[2].id, Quantity: 1 }]);
    expect(again.body.Refused).toEqual([{ Code: String(sub.Code).toUpperCase(), Reason: 'usedUp' }]);
    expect((await redemptionsOf(parent.ID)).map((r) => r.CouponCodeID)).toEqual([sub.ID]);
  });
});

describe('a deal of the store', () => {
  it('applies by itself to the SKUs it names, the best one per line', async () => {
    const now = t.clock.now().getTime();
    const [deal] = await t.db
      .insert(deals)
      .values({
        Name: 'Testkampanj',
        StoreID: storeId,
        StartsAt: new Date(now - 3_600_000),
        EndsAt: new Date(now + 86_400_000),
        DiscountPercentage: '20.00',
        Currency: 'SEK',
        SkuList: goods[3].sku,
      } as never)
      .returning({ id: deals.ID });
    const answer = await quote(
      [],
      [
        { ProductID: goods[3].id, Quantity: 1 },
        { ProductID: goods[0].id, Quantity: 1 },
      ],
    );
    expect(answer.status).toBe(200);
    const [dealt, other] = answer.body.Items;
    expect(dealt.Adjustments).toContainEqual(expect.objectContaining({ Kind: 'deal', Code: null }));
    expect(other.Adjustments.filter((a) => a.Kind === 'deal')).toEqual([]);
    await t.db.delete(deals).where(eq(deals.ID, deal.id));
  });
});
