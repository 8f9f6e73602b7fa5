/**
 * Purchasing's tables (issue 30; declarations src/features/purchasing/resources/): purchase orders with their
 * lines, the customers' order lines they serve and their timeline. A purchase order's number is the database's
 * (PO10001, PO10002, …); a supplier has at most one Pending purchase order (the proposal adds to it), and a
 * purchase order one line per product. A presale has one item per product, and an order line is held by at most one
 * presale item; the hold goes with the order line.
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchaseOrders as purchaseOrderDef } from '../resources/purchase-orders';
import { purchaseOrderItems as itemDef } from '../resources/purchase-order-items';
import { purchaseOrderAllocations as allocationDef } from '../resources/purchase-order-allocations';
import { purchaseOrderEvents as eventDef } from '../resources/purchase-order-events';
import { presales as presaleDef } from '../resources/presales';
import { presaleItems as presaleItemDef } from '../resources/presale-items';
import { presaleReservations as reservationDef } from '../resources/presale-reservations';
import { orderItems, orders } from '../../../../server/db/schema/resources-shop';
import { PurchaseOrderStatus } from '../domain/codes';
import { columnsOf, resourceTable } from '../../../../server/db/schema/resource-table';
import { users } from '../../../../server/db/schema/users';
import { baseColumns } from '../../../../server/db/schema/columns';
import { code } from '../../../../server/db/codes';

export const purchaseOrderNumberSeq = pgSequence('purchase_order_number_seq', { startWith: 10001 });

export const purchaseOrders = resourceTable(purchaseOrderDef, {
  columns: {
    Number: text('number')
      .notNull()
      .default(sql`('PO' || nextval('purchase_order_number_seq')::text)`),
  },
  indexes: (t) => [
    uniqueIndex('purchase_orders_pending_supplier_key')
      .on(t.SupplierID)
      .where(sql`${t.Status} = ${code(PurchaseOrderStatus.Pending)}`),
  ],
});
/** One line per product on a purchase order: the proposal adds to a line rather than making a second. */
export const purchaseOrderItems = resourceTable(itemDef, {
  indexes: (t) => [uniqueIndex('purchase_order_items_product_key').on(t.PurchaseOrderID, t.ProductID)],
});
/**
 * The order line and the purchase order line are the allocation's references, checked by their keys; the order and
 * the purchase order follow from them and are kept beside them for the filters (an order's tab, a purchase order's),
 * unchecked: a proposal of 100,000 lines spent 5.8 of its 10.9 s on checking them row by row (bench:propose).
 */
export const purchaseOrderAllocations = resourceTable(allocationDef, {
  columns: {
    PurchaseOrderID: integer('purchase_order_id').notNull(),
    OrderID: integer('order_id').notNull(),
  },
});
/** Who acted, a staff account (null: the system or the ERP's own run); a user named in a timeline is disabled, not deleted. */
export const purchaseOrderEvents = resourceTable(eventDef, {
  columns: { ActorID: integer('actor_id').references(() => users.id) },
});

/**
 * Each receipt posted against a purchase order, under the key its screen gave it: a receipt posted again (a retry
 * after a lost answer, a second press) is answered as it was and counts nothing twice.
 */
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    ...baseColumns(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => columnsOf(purchaseOrders).ID, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    /** The lines as received: `[{ itemId, sku, quantity }]`. */
    lines: jsonb('lines').notNull(),
  },
  (t) => [uniqueIndex('purchase_order_receipts_key').on(t.purchaseOrderId, t.key)],
);

export const presales = resourceTable(presaleDef);
/** One item per product on a presale. */
export const presaleItems = resourceTable(presaleItemDef, {
  indexes: (t) => [uniqueIndex('presale_items_product_key').on(t.PresaleID, t.ProductID)],
});
/** An order line removed, or its order, takes its hold with it (the item's Sold count is read from the holds). */
export const presaleReservations = resourceTable(reservationDef, {
  columns: {
    OrderID: integer('order_id')
      .notNull()
      .references(() => columnsOf(orders).ID, { onDelete: 'cascade' }),
    OrderItemID: integer('order_item_id')
      .notNull()
      .references(() => columnsOf(orderItems).ID, { onDelete: 'cascade' }),
  },
});
