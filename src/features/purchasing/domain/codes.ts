/**
 * The codes of purchasing (SPEC.md section 4 "Statuses and enums"; issue 30): purchase orders' and their lines'
 * statuses, presales' and their items'. Held once, here: the declarations label them `enums.<name>.<code>`, the
 * server decides with them. Choices: docs/decisions.md "Purchasing".
 */
import { OrderStatus } from '../../../domain/orders/codes';
import { BEFORE_SENT } from '../../../domain/resources/shop/orders';

/**
 * SPEC.md "Purchase order status": 1 Pending, 2 Ready to be Imported, 3 Processing, 4 Processed, 5 Sent, 6 Received
 * Partial, 7 Received, 99 Annulled.
 */
export const PurchaseOrderStatus = {
  Pending: 1,
  ReadyToBeImported: 2,
  Processing: 3,
  Processed: 4,
  Sent: 5,
  ReceivedPartial: 6,
  Received: 7,
  Annulled: 99,
} as const;
export type PurchaseOrderStatusCode = (typeof PurchaseOrderStatus)[keyof typeof PurchaseOrderStatus];
export const PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatusCode[] = Object.values(PurchaseOrderStatus);

/** The statuses in which the supplier has the order: its lines' customer order lines are Purchase Order Confirmed. */
export const ORDERED_STATUSES = [
  PurchaseOrderStatus.Processing,
  PurchaseOrderStatus.Processed,
  PurchaseOrderStatus.Sent,
  PurchaseOrderStatus.ReceivedPartial,
] as const;

/** The statuses in which goods are received: the order is with the supplier, or partly in. */
export const RECEIVES_IN = [...ORDERED_STATUSES] as const;

/** The statuses a purchase order may be annulled from: any before Received. */
export const ANNULS_FROM = [
  PurchaseOrderStatus.Pending,
  PurchaseOrderStatus.ReadyToBeImported,
  PurchaseOrderStatus.Processing,
  PurchaseOrderStatus.Processed,
  PurchaseOrderStatus.Sent,
  PurchaseOrderStatus.ReceivedPartial,
] as const;

/** SPEC.md "Purchase order item status": 1 Pending, 2 Ordered, 3 Partial, 4 Received, 99 Annulled. */
export const PurchaseOrderItemStatus = { Pending: 1, Ordered: 2, Partial: 3, Received: 4, Annulled: 99 } as const;
export type PurchaseOrderItemStatusCode = (typeof PurchaseOrderItemStatus)[keyof typeof PurchaseOrderItemStatus];
export const PURCHASE_ORDER_ITEM_STATUSES: readonly PurchaseOrderItemStatusCode[] = Object.values(PurchaseOrderItemStatus);

/**
 * The customers' order line statuses purchasing sets (SPEC.md "Order item status"): 9 Purchase Order Confirmed
 * (its purchase order is with the supplier), 10 Purchase Order Delivered (received), 11 Purchase Order Done (the
 * customer's order shipped).
 */
export const OrderItemSupply = { Confirmed: 9, Delivered: 10, Done: 11 } as const;

/**
 * An order line waits for supply (docs/decisions.md "Purchasing: what waits for supply") when the warehouse answered
 * it as a backorder (logistics 3 Open Backorder, 6 Pending Backorder Full Delivery), it is neither shipped, refunded
 * nor cancelled, nor already on a purchase order, and its order is still to be shipped.
 */
export const BACKORDER_LOGISTICS = [3, 6] as const;
/** Item statuses that no longer wait: purchasing's own (9, 10, 11), picked, shipped, partly shipped, refunded, cancelled. */
export const ITEM_DONE_STATUSES = [9, 10, 11, 12, 13, 14, 19, 99] as const;
/** Order statuses whose lines may still wait: before the parcel leaves, and partly shipped. */
export const ORDER_WAITS_IN = [...BEFORE_SENT, OrderStatus.PartiallyShipped] as const;

/** SPEC.md "Presale status": 1 Draft, 2 Active, 99 Inactive. */
export const PresaleStatus = { Draft: 1, Active: 2, Inactive: 99 } as const;
export type PresaleStatusCode = (typeof PresaleStatus)[keyof typeof PresaleStatus];
export const PRESALE_STATUSES: readonly PresaleStatusCode[] = Object.values(PresaleStatus);

/** SPEC.md "Presale item status": 1 Draft, 2 Active, 3 Received, 99 Annulled. */
export const PresaleItemStatus = { Draft: 1, Active: 2, Received: 3, Annulled: 99 } as const;
export type PresaleItemStatusCode = (typeof PresaleItemStatus)[keyof typeof PresaleItemStatus];
export const PRESALE_ITEM_STATUSES: readonly PresaleItemStatusCode[] = Object.values(PresaleItemStatus);

/**
 * The order line statuses of a presale's lines (SPEC.md "Order item status"; docs/decisions.md "Presales"): a line
 * sold before its goods arrived is 8 On Hold; the goods received release it to 4 Confirmed, ready for the warehouse;
 * an annulled presale item leaves it 16 Manual Intervention, for a colleague to settle with the customer.
 */
export const PresaleLine = { Waiting: 8, Released: 4, Settle: 16 } as const;
