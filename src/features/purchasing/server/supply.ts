/**
 * The customers' order lines follow their purchase orders (issue 30 §1): a line on a purchase order the supplier
 * has (sent, or taken on by the ERP) is 9 Purchase Order Confirmed; once the units it waits for are received, 10
 * Purchase Order Delivered (a purchase order line's received units go to its order lines in the order they were
 * allocated); and 11 Purchase Order Done when the customer's order is shipped. An annulled purchase order line gives
 * each order line not yet delivered the status it had and ends its allocation, so the line waits again. Every change
 * is the order line's versioned write (audited), in the caller's transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ITEM_DONE_STATUSES, OrderItemSupply, PurchaseOrderItemStatus } from '../domain/codes';
import { codes } from '../../../../server/db/codes';
import { rowsOf } from '../../../../server/db/recordset';
import type { Tx } from '../../../../server/db/types';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { versionedUpdates } from '../../../../server/resources/versioned-writes';

export interface Who {
  now: Date;
  actorId: number;
}

/** Moves the order lines `where` selects (SQL over order_items' id) to `status`, each audited as `action`. */
async function moveOrderLines(
  tx: Tx,
  resources: ResourceRegistry,
  where: SQL,
  status: number | SQL,
  action: string,
  who: Who,
): Promise<number> {
  const binding = resources.bindingOf('order-items');
  const written = await versionedUpdates(tx, binding, {
    where: sql`${binding.columns.ID} in (${where})`,
    set: { ItemStatus: status },
    action,
    actorId: who.actorId,
    now: who.now,
  });
  return written.length;
}

/** The purchase order is with the supplier: the order lines of its lines (not annulled) are Purchase Order Confirmed. */
export function confirmOrderLines(tx: Tx, resources: ResourceRegistry, purchaseOrderId: number, who: Who): Promise<number> {
  return moveOrderLines(
    tx,
    resources,
    sql`select a.order_item_id from purchase_order_allocations a
      join purchase_order_items i on i.id = a.purchase_order_item_id and i.status <> ${PurchaseOrderItemStatus.Annulled}
      join order_items oi on oi.id = a.order_item_id and oi.item_status not in (${codes(ITEM_DONE_STATUSES)})
      where a.purchase_order_id = ${purchaseOrderId}`,
    OrderItemSupply.Confirmed,
    'purchase-order-confirmed',
    who,
  );
}

/**
 * The order lines whose units have come in: of the purchase order lines named, each order line whose allocation,
 * counted in the order allocated, lies within the line's received quantity, and is not delivered yet.
 */
export function deliverOrderLines(tx: Tx, resources: ResourceRegistry, itemIds: readonly number[], who: Who): Promise<number> {
  if (itemIds.length === 0) return Promise.resolve(0);
  return moveOrderLines(
    tx,
    resources,
    sql`select a.order_item_id from (
        select a.order_item_id, a.purchase_order_item_id,
          sum(a.quantity) over (partition by a.purchase_order_item_id order by a.id) as upto
        from purchase_order_allocations a where a.purchase_order_item_id in (${codes(itemIds)})
      ) a
      join purchase_order_items i on i.id = a.purchase_order_item_id
      join order_items oi on oi.id = a.order_item_id
      where a.upto <= i.received_quantity and oi.item_status = ${OrderItemSupply.Confirmed}`,
    OrderItemSupply.Delivered,
    'purchase-order-delivered',
    who,
  );
}

/** The customer's order is shipped: its delivered order lines are Purchase Order Done. */
export function orderLinesDone(tx: Tx, resources: ResourceRegistry, orderId: number, who: Who): Promise<number> {
  return moveOrderLines(
    tx,
    resources,
    sql`select a.order_item_id from purchase_order_allocations a
      join order_items oi on oi.id = a.order_item_id and oi.item_status = ${OrderItemSupply.Delivered}
      where a.order_id = ${orderId}`,
    OrderItemSupply.Done,
    'purchase-order-done',
    who,
  );
}

/**
 * The purchase order lines named are annulled: their order lines not yet delivered get back the status they had
 * and wait again (their allocations end). Answers the orders whose lines wait again.
 */
export async function releaseOrderLines(tx: Tx, resources: ResourceRegistry, itemIds: readonly number[], who: Who): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const released = rowsOf<{ order_item_id: number; order_id: number }>(
    await tx.execute(sql`
      select a.order_item_id, a.order_id from purchase_order_allocations a
      join order_items oi on oi.id = a.order_item_id
      where a.purchase_order_item_id in (${codes(itemIds)})
        and oi.item_status not in (${codes([OrderItemSupply.Delivered, OrderItemSupply.Done])})
      order by a.id`),
  );
  if (released.length === 0) return [];
  const lines = released.map((row) => Number(row.order_item_id));
  await moveOrderLines(
    tx,
    resources,
    sql`select a.order_item_id from purchase_order_allocations a
      join order_items oi on oi.id = a.order_item_id
      where a.order_item_id in (${codes(lines)}) and oi.item_status = ${OrderItemSupply.Confirmed}`,
    sql`(select a.item_status_before from purchase_order_allocations a where a.order_item_id = order_items.id)`,
    'purchase-order-annulled',
    who,
  );
  await tx.execute(sql`
    with gone as (delete from purchase_order_allocations a where a.order_item_id in (${codes(lines)})
      returning a.id, a.purchase_order_id, a.order_item_id)
    insert into audit_events (actor_id, entity, entity_id, action, before, after, created_at, updated_at)
    select ${who.actorId}, 'purchase-order-allocations', g.id, 'annul',
      jsonb_build_object('ID', g.id, 'PurchaseOrderID', g.purchase_order_id, 'OrderItemID', g.order_item_id), null,
      ${who.now.toISOString()}::timestamptz, ${who.now.toISOString()}::timestamptz
    from gone g`);
  return [...new Set(released.map((row) => Number(row.order_id)))];
}
