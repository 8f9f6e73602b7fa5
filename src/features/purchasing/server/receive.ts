/**
 * Receiving goods against a purchase order (issue 30 §1; `POST /api/shop/purchase-orders/{id}/receipts`): the
 * receive screen posts what a person scanned or typed, SKU and quantity per line, under a key of its own. In one
 * transaction, with the purchase order's row locked (so two people receiving the same purchase order at once are
 * counted one after the other, each against what the other already posted):
 * - a purchase order that is not with the supplier (Pending, at the ERP's door, received, annulled) takes no
 *   receipt: 40902;
 * - a purchase order that is not with the supplier (Pending, at the ERP's door, received, annulled) takes no
 *   receipt: 40902;
 * - a key already posted answers that receipt as it stands and counts nothing again (a retry, a second press);
 * - each line is named by its SKU or the supplier's SKU; a code that is no line of the purchase order (annulled
 *   lines included) is 42240 naming it;
 * - a line taken past its ordered quantity is 40960 with the figures, unless the receipt says `over` (the screen
 *   asked the person first);
 * - each line's received quantity goes up and its status follows (Partial, Received); the purchase order is
 *   Received Partial, or Received (with its time) once every line not annulled is in; the customers' order lines
 *   whose units came in are Purchase Order Delivered; the timeline says how many units of how many lines, and who.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import type { ResourceRecord } from '../../../domain/resources/types';
import { PurchaseOrderItemStatus, PurchaseOrderStatus, RECEIVES_IN } from '../domain/codes';
import type { ReceiptRequest } from '../domain/receipts';
import { code } from '../../../../server/db/codes';
import { rowsOf } from '../../../../server/db/recordset';
import type { Tx } from '../../../../server/db/types';
import { ApiFailure, ERROR_TEXT, refusal } from '../../../../server/http/errors';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { versionedUpdate, versionedUpdates } from '../../../../server/resources/versioned-writes';
import { logPurchaseOrderEvent } from './events';
import { purchaseOrderReceipts } from './schema';
import { deliverOrderLines, type Who } from './supply';

export interface ReceiptOutcome {
  /** The purchase order as the receipt left it. */
  purchaseOrder: ResourceRecord;
  /** Its lines, as they now stand. */
  lines: ResourceRecord[];
  /** The receipt had been posted before under its key: nothing was counted now. */
  repeated: boolean;
}

async function linesOf(tx: Tx, resources: ResourceRegistry, purchaseOrderId: number): Promise<ResourceRecord[]> {
  const binding = resources.bindingOf('purchase-order-items');
  const rows = await tx
    .select(recordSelection(binding))
    .from(binding.table)
    .where(eq(binding.columns.PurchaseOrderID, purchaseOrderId))
    .orderBy(binding.columns.ID);
  return rows.map(toRecord);
}

export async function postReceipt(
  tx: Tx,
  resources: ResourceRegistry,
  purchaseOrderId: number,
  request: ReceiptRequest,
  who: Who,
): Promise<ReceiptOutcome> {
  const orders = resources.bindingOf('purchase-orders');
  const [locked] = await tx.select(recordSelection(orders)).from(orders.table).where(eq(orders.columns.ID, purchaseOrderId)).for('update');
  if (!locked) throw new ApiFailure(ErrorCode.NotFound);
  const before = toRecord(locked);

  const [posted] = await tx
    .select({ id: purchaseOrderReceipts.id })
    .from(purchaseOrderReceipts)
    .where(and(eq(purchaseOrderReceipts.purchaseOrderId, purchaseOrderId), eq(purchaseOrderReceipts.key, request.key)));
  if (posted) return { purchaseOrder: before, lines: await linesOf(tx, resources, purchaseOrderId), repeated: true };

  if (!(RECEIVES_IN as readonly number[]).includes(Number(before.Status)))
    throw new ApiFailure(ErrorCode.Locked, `${ERROR_TEXT[ErrorCode.Locked]}: the purchase order is not with the supplier`);

  const lines = await linesOf(tx, resources, purchaseOrderId);
  // A code is the line's SKU, else the supplier's SKU (what a supplier's label carries), without regard to case.
  const bySku = new Map(lines.map((line) => [String(line.SKU).toLowerCase(), line]));
  const bySupplierSku = new Map(
    lines.filter((line) => line.SupplierSku != null).map((line) => [String(line.SupplierSku).toLowerCase(), line]),
  );
  const receiving = new Map<number, number>();
  for (const { sku, quantity } of request.lines) {
    const code = sku.trim().toLowerCase();
    const line = bySku.get(code) ?? bySupplierSku.get(code);
    if (!line || line.Status === PurchaseOrderItemStatus.Annulled)
      throw refusal(ErrorCode.NotOnPurchaseOrder, `${sku} is not on it`, { sku });
    receiving.set(line.ID, (receiving.get(line.ID) ?? 0) + quantity);
  }
  if (!request.over) {
    for (const [id, quantity] of receiving) {
      const line = lines.find((l) => l.ID === id)!;
      const ordered = Number(line.Quantity);
      const received = Number(line.ReceivedQuantity);
      if (received + quantity > ordered)
        throw refusal(ErrorCode.OverReceipt, `${String(line.SKU)}: ${received} + ${quantity} received of ${ordered} ordered`, {
          sku: String(line.SKU),
          ordered,
          received,
          receiving: quantity,
        });
    }
  }

  const items = resources.bindingOf('purchase-order-items');
  const ids = [...receiving.keys()];
  const added = sql`(case ${items.columns.ID} ${sql.join(
    [...receiving].map(([id, quantity]) => sql`when ${id} then ${quantity}::int`),
    sql` `,
  )} end)`;
  await versionedUpdates(tx, items, {
    where: sql`${items.columns.ID} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    set: {
      ReceivedQuantity: sql`${items.columns.ReceivedQuantity} + ${added}`,
      Status: sql`case when ${items.columns.ReceivedQuantity} + ${added} >= ${items.columns.Quantity}
        then ${code(PurchaseOrderItemStatus.Received)} else ${code(PurchaseOrderItemStatus.Partial)} end`,
    },
    action: 'receive',
    actorId: who.actorId,
    now: who.now,
  });

  const [{ open }] = rowsOf<{ open: number }>(
    await tx.execute(sql`
      select count(*)::int as open from purchase_order_items
      where purchase_order_id = ${purchaseOrderId} and status <> ${PurchaseOrderItemStatus.Annulled} and received_quantity < quantity`),
  );
  const complete = Number(open) === 0;
  const purchaseOrder = await versionedUpdate(tx, orders, {
    id: purchaseOrderId,
    before,
    set: complete ? { Status: PurchaseOrderStatus.Received, ReceivedAt: who.now } : { Status: PurchaseOrderStatus.ReceivedPartial },
    action: 'receive',
    actorId: who.actorId,
    now: who.now,
  });
  await tx.insert(purchaseOrderReceipts).values({
    purchaseOrderId,
    key: request.key,
    actorId: who.actorId || null,
    lines: [...receiving].map(([itemId, quantity]) => ({ itemId, quantity })),
    createdAt: who.now,
    updatedAt: who.now,
  });
  const units = [...receiving.values()].reduce((sum, quantity) => sum + quantity, 0);
  await logPurchaseOrderEvent(tx, {
    purchaseOrderId,
    kind: 'received',
    values: { units, lines: receiving.size, complete: complete ? 1 : 0 },
    actorId: who.actorId,
    at: who.now,
  });
  await deliverOrderLines(tx, resources, ids, who);
  return { purchaseOrder: purchaseOrder!, lines: await linesOf(tx, resources, purchaseOrderId), repeated: false };
}
