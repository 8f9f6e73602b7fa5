/**
 * Orders beyond the engine: a new order gets its number from the order-number sequence, the time it was
 * placed and its store's currency, all on the server (the form never sends them). A fulfilment's tracking
 * link is computed from its forwarder. The order's number is
 * what staff and customers quote, so it is never reused, even when a transaction rolls back. A typed tracking
 * reference finds the order whose fulfilment carries it.
 */
import { eq, sql } from 'drizzle-orm';
import { CheckStatus, OrderStatus } from '../../src/domain/orders/codes';
import { ErrorCode } from '../../src/domain/errors';
import { ApiFailure } from '../http/errors';
import { formatMinor, MINOR_MAX, parseMinor } from '../../src/domain/money';
import { issue } from '../../src/domain/validation';
import { orderFulfilments, orders, stores } from '../db/schema';
import { trackingReferenceOf } from '../../src/domain/tracking';
import { looksLikeEmail } from '../../src/domain/input-kinds';
import { invoiceOrder } from '../../src/features/billing/server/invoicing';
import { orderLinesDone } from '../../src/features/purchasing/server/supply';
import { rowsOf } from '../db/recordset';
import type { Executor } from '../db/types';
import type { ResourceHooks } from '../resources/hooks';
import { compactTrackingSql, trackingLinkSql } from './tracking';
import { confirmationEffects } from './confirmation';
import { priceMethodsAgain, priceOrderAgain } from './totals';
import { orderActionHandlers, orderEffects } from './workflow';

/** The next order number: digits, never starting with 0 (the palette tells it from a phone number by that). */
export async function nextOrderNumber(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`select nextval('order_number_seq')::text as next`);
  return rowsOf<{ next: string }>(result)[0].next;
}

/** The statuses of an order whose goods have left (src/domain/orders/codes.ts). */
const SHIPPED: readonly number[] = [OrderStatus.Sent, OrderStatus.PartiallyShipped];

export const orderHooks: ResourceHooks = {
  // A typed tracking reference (or a forwarder's tracking link) finds the orders whose fulfilments carry it,
  // through order_fulfilments_tracking_compact_idx and the orders' key.
  textMatches: {
    trackingReference: {
      reads: (text) => trackingReferenceOf(text) !== null,
      normalize: (text) => trackingReferenceOf(text)!.reference,
      condition: (c, value) =>
        sql`${c.ID} in (select ${orderFulfilments.OrderID} from ${orderFulfilments} where ${compactTrackingSql(orderFulfilments.TrackingReference)} = ${value})`,
    },
    // A whole address finds the orders placed with it, in any case, through orders_email_lower_idx: its
    // trigrams are shared by nearly every address, so the fragment search would read them all (README, bench).
    emailAddress: {
      reads: looksLikeEmail,
      normalize: (text) => text.trim().toLowerCase(),
      condition: (c, value) => sql`lower(${c.Email}) = ${value}`,
    },
  },
  // The checks queue: waiting, or snoozed to a time now past (by the server's clock, as the snooze was checked
  // against it); orders_check_queue_idx serves it.
  namedFilters: {
    needsCheck: (c, now) =>
      sql`(${c.CheckStatus} = ${sql.raw(String(CheckStatus.Waiting))} or (${c.CheckStatus} = ${sql.raw(String(CheckStatus.Snoozed))} and ${c.SnoozedUntil} <= ${now}))`,
  },
  effects: { ...orderEffects, ...confirmationEffects },
  actions: orderActionHandlers,
  // An order whose status becomes Sent or Partially shipped is invoiced when paid by invoice (src/features/billing/server/invoicing.ts),
  // and its lines a purchase order delivered are Purchase Order Done (src/features/purchasing/server/supply.ts).
  async afterWrite({ tx, resources, auth, now, mode, current, record }) {
    if (mode === 'update' && SHIPPED.includes(Number(record.Status)) && !SHIPPED.includes(Number(current?.Status))) {
      await invoiceOrder(tx, resources, record.ID, { now, actorId: auth.id });
      await orderLinesDone(tx, resources, record.ID, { now, actorId: auth.id });
    }
  },
  async beforeWrite(context) {
    const { tx, mode, values, now, current } = context;
    if (mode === 'update' && current) return priceMethodsAgain({ ...context, current });
    const [store] = await tx
      .select({ currency: stores.currency })
      .from(stores)
      .where(eq(stores.id, Number(values.StoreID)));
    // The engine has checked the store exists; one removed since is a bad request, not a crash.
    if (!store) throw new ApiFailure(ErrorCode.BadRequest);
    values.Number = await nextOrderNumber(tx);
    values.PlacedAt = now;
    values.Currency = store.currency;
  },
};

/** The line total: quantity × unit price, in minor units; beyond what an amount can hold is a bad request. */
function lineTotal(quantity: unknown, unitPrice: unknown): string {
  const total = Number(quantity) * (parseMinor(unitPrice) ?? 0);
  if (!Number.isSafeInteger(total) || total > MINOR_MAX) {
    throw new ApiFailure(ErrorCode.BadRequest, undefined, {
      UnitPrice: issue('validation.maxValue', { max: formatMinor(Math.floor(MINOR_MAX / Math.max(1, Number(quantity)))) }),
    });
  }
  return formatMinor(total);
}

/** A fulfilment's tracking link, computed from its forwarder's tracking page (server/orders/tracking.ts). */
export const orderFulfilmentHooks: ResourceHooks = {
  computed: { TrackingLink: trackingLinkSql },
  // A shipment registered: the goods have left, so an order paid by invoice is invoiced (src/features/billing/server/invoicing.ts)
  // and its lines a purchase order delivered are Purchase Order Done (src/features/purchasing/server/supply.ts).
  async afterWrite({ tx, resources, auth, now, mode, record }) {
    if (mode !== 'create') return;
    await invoiceOrder(tx, resources, Number(record.OrderID), { now, actorId: auth.id });
    await orderLinesDone(tx, resources, Number(record.OrderID), { now, actorId: auth.id });
  },
};

/**
 * An item written by a colleague is in its order's currency, and its line total is quantity × unit price less
 * the discount it was placed with, computed in minor units on the server (the form never sends either).
 */
export const orderItemHooks: ResourceHooks = {
  // The order is locked and in a status of ORDER_CHANGES_IN by now (the declaration's parent.changesWhen).
  async beforeWrite({ tx, values, current }) {
    const orderId = Number(values.OrderID ?? current?.OrderID);
    const [order] = await tx.select({ currency: orders.Currency }).from(orders).where(eq(orders.ID, orderId));
    if (!order) throw new ApiFailure(ErrorCode.BadRequest);
    values.Currency = order.currency;
    // The line keeps the discount it was placed with, up to what it is now (the order's pricing, ./totals.ts).
    const gross = parseMinor(lineTotal(values.Quantity ?? current?.Quantity, values.UnitPrice ?? current?.UnitPrice)) ?? 0;
    const discount = Math.min(gross, parseMinor(current?.Discount) ?? 0);
    values.Discount = formatMinor(discount);
    values.LineTotal = formatMinor(gross - discount);
  },
  // The order's totals follow its items in the same transaction (./totals.ts): the order (or both, for an
  // item moved to another order) is priced again from the items as stored.
  async afterWrite(context) {
    for (const id of new Set([context.current?.OrderID, context.record.OrderID]))
      if (typeof id === 'number') await priceOrderAgain(context, id);
  },
  async afterDelete(context) {
    for (const id of new Set(context.records.map((record) => record.OrderID)))
      if (typeof id === 'number') await priceOrderAgain(context, id);
  },
};
