/**
 * Orders beyond the engine: a new order gets its number from the order-number sequence, the time it was
 * placed and its store's currency, all on the server (the form never sends them). A fulfilment's tracking
 * link is computed from its forwarder. The order's number is
 * what staff and customers quote, so it is never reused, even when a transaction rolls back.
 */
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../src/domain/errors';
import { ApiFailure } from '../../http/errors';
import { stores } from '../../db/schema';
import { rowsOf } from '../../db/recordset';
import type { Executor } from '../../db/types';
import type { ResourceHooks } from '../hooks';
import { trackingLinkSql } from '../../orders/tracking';
import { orderActionHandlers, orderEffects } from '../../orders/workflow';

/** The next order number: digits, never starting with 0 (the palette tells it from a phone number by that). */
export async function nextOrderNumber(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`select nextval('order_number_seq')::text as next`);
  return rowsOf<{ next: string }>(result)[0].next;
}

export const orderHooks: ResourceHooks = {
  effects: orderEffects,
  actions: orderActionHandlers,
  async beforeWrite({ tx, mode, values, now }) {
    if (mode !== 'create') return;
    const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, Number(values.StoreID)));
    // The engine has checked the store exists; one removed since is a bad request, not a crash.
    if (!store) throw new ApiFailure(ErrorCode.BadRequest);
    values.Number = await nextOrderNumber(tx);
    values.PlacedAt = now;
    values.Currency = store.currency;
  },
};

/** A fulfilment's tracking link, computed from its forwarder's tracking page (server/orders/tracking.ts). */
export const orderFulfilmentHooks: ResourceHooks = {
  computed: { TrackingLink: trackingLinkSql },
};
