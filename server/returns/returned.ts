/**
 * What returns took of an order's lines before, shared by making a return (what it may still take) and by its credit
 * note (the share of each line's cost it gives back after the earlier returns).
 */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { ReturnStatus } from '../../src/domain/returns/codes';
import { columnsOf, returnItems, returns } from '../db/schema';
import type { Executor } from '../db/types';

/**
 * How many units of each order line returns took before (declined returns give theirs back): all of them, or those
 * of returns made before `beforeReturnId`.
 */
export async function returnedBefore(tx: Executor, orderItemIds: readonly number[], beforeReturnId?: number): Promise<Map<number, number>> {
  if (!orderItemIds.length) return new Map();
  const item = columnsOf(returnItems);
  const ret = columnsOf(returns);
  const rows = await tx
    .select({ id: item.OrderItemID, quantity: sql<number>`sum(${item.Quantity})::int` })
    .from(returnItems)
    .innerJoin(returns, eq(ret.ID, item.ReturnID))
    .where(
      and(
        inArray(item.OrderItemID, [...orderItemIds]),
        ne(ret.Status, ReturnStatus.Declined),
        beforeReturnId == null ? undefined : lt(item.ReturnID, beforeReturnId),
      ),
    )
    .groupBy(item.OrderItemID);
  return new Map(rows.map((row) => [Number(row.id), Number(row.quantity)]));
}
