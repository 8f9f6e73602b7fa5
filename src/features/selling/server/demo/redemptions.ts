/**
 * Demo redemptions (issue 31 §5, "coupons … with redemptions on demo orders"): coupons that ran when an open demo
 * order was placed are redeemed on a share of those orders, priced again by the one money model with the coupon and
 * the store's deals as they stood then, so that the order, its lines, its authorised amount and the redemption agree.
 * Open orders only (Pending, Ready to be imported): they are not invoiced, returned or shipped yet, so nothing made
 * from their amounts before is left stale. A coupon's limit is kept (its redemptions are counted as they are made).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../../domain/orders/codes';
import { lineAmounts, orderAmounts, orderPricing, storedBasket, type StoredLine } from '../../../../domain/orders/totals';
import { priceBasket } from '../../../../domain/pricing/basket';
import { TransactionType } from '../../../../domain/resources/shop/order-transactions';
import { rowsOf } from '../../../../../server/db/recordset';
import { columnsOf, orderItems, orders, orderTransactions } from '../../../../../server/db/schema';
import type { Tx } from '../../../../../server/db/types';
import type { DemoContext } from '../../../../../server/demo/context';
import { storePricing } from '../../../../../server/orders/fees';
import { CouponType } from '../../domain/coupons';
import { promotionsFor, redeemCoupons } from '../promotions';

/** One open order in this many redeems a coupon. */
const EVERY = 4;

export async function seedRedemptions(tx: Tx, _context: DemoContext): Promise<void> {
  const O = columnsOf(orders);
  const open = await tx
    .select()
    .from(orders)
    .where(inArray(O.Status, [OrderStatus.Pending, OrderStatus.ReadyToBeImported]))
    .orderBy(asc(O.ID));
  const coupons = rowsOf<{ code: string; store: number | null; starts: Date; ends: Date | null }>(
    await tx.execute(sql`
      select code, store_id as store, starts_at as starts, ends_at as ends from coupons
      where not auto_apply and type = ${CouponType.Discount}
      order by id`),
  );
  const I = columnsOf(orderItems);
  const T = columnsOf(orderTransactions);
  const standard = new Map<number, number>();
  for (const [n, order] of open.entries()) {
    if (n % EVERY !== 0) continue;
    const placed = new Date(order.PlacedAt as string);
    const storeId = Number(order.StoreID);
    const running = coupons.filter(
      (c) =>
        (c.store == null || Number(c.store) === storeId) && new Date(c.starts) <= placed && (c.ends == null || new Date(c.ends) > placed),
    );
    if (!running.length) continue;
    const code = running[(n / EVERY) % running.length].code;
    if (!standard.has(storeId)) standard.set(storeId, (await storePricing(tx, storeId))?.vatHundredths ?? 0);
    const items = (await tx.select().from(orderItems).where(eq(I.OrderID, order.ID)).orderBy(asc(I.ID))) as StoredLine[];
    const { promotions, deals } = await promotionsFor(tx, { storeId, codes: [code], now: placed, lock: false });
    // From the lines' prices, without the deals they were placed with: those apply again among the promotions.
    const stored = storedBasket(order, items, standard.get(storeId)!);
    const lines = stored.lines.map((line) => ({ ...line, kept: [] }));
    const priced = priceBasket({ ...stored, lines, promotions, deals, codes: [code], now: placed });
    if (!priced.applied.some((a) => a.kind === 'coupon')) continue;
    await tx
      .update(orders)
      .set({ ...orderAmounts(priced), Pricing: orderPricing(priced) })
      .where(eq(O.ID, order.ID));
    for (const [i, item] of items.entries())
      await tx
        .update(orderItems)
        .set(lineAmounts(priced.lines[i]))
        .where(eq(I.ID, Number(item.ID)));
    await tx
      .update(orderTransactions)
      .set({ Amount: orderAmounts(priced).Total })
      .where(and(eq(T.OrderID, order.ID), eq(T.Type, TransactionType.Authorization)));
    await redeemCoupons(tx, { orderId: Number(order.ID), priced, now: placed });
  }
}
