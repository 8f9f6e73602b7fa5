/**
 * The order codes of SPEC.md section 4, held once: order status, order item status and item logistics status.
 * Declarations label them `enums.orderStatus.<code>` (and so on); the workflow between the order statuses is
 * the orders declaration's (src/domain/resources/shop/orders.ts).
 */
export const OrderStatus = {
  Pending: 1,
  ReadyToBeImported: 2,
  Processing: 3,
  Processed: 4,
  Picked: 5,
  Sent: 6,
  Delayed: 7,
  AwaitingPaymentApproval: 8,
  PartiallyShipped: 9,
  AnnulmentRequested: 98,
  Annulled: 99,
} as const;
export const ORDER_STATUSES = Object.values(OrderStatus);

/**
 * The statuses in which an order's items and its shipping and payment methods may change, the totals priced
 * again with them: before the warehouse works on the order (Processing, Processed and Picked are the
 * warehouse's; Sent and Partially shipped have left; an annulment requested or made closes it). They are the
 * statuses the order is released to the import from, and Ready to be imported itself, so the warehouse always
 * imports the order as it stands (docs/decisions.md "Order lines and totals after placing").
 */
export const ORDER_CHANGES_IN = [
  OrderStatus.Pending,
  OrderStatus.ReadyToBeImported,
  OrderStatus.Delayed,
  OrderStatus.AwaitingPaymentApproval,
] as const;

export const ORDER_ITEM_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 99] as const;
export const ORDER_ITEM_LOGISTICS_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 99] as const;

/** Where an order came from: a storefront's checkout, a colleague (orders/new), the API, or a return's approval. */
export const OrderSource = { Storefront: 1, Staff: 2, Api: 3, Replacement: 4, Swap: 5, Subscription: 6 } as const;
export const ORDER_SOURCES = Object.values(OrderSource);

/**
 * Where an order stands with the risk checks (issue 9 §2): none needed, waiting in the checks queue, snoozed
 * until a time, approved or rejected by a colleague.
 */
export const CheckStatus = { None: 0, Waiting: 1, Snoozed: 2, Approved: 3, Rejected: 4 } as const;
export const CHECK_STATUSES = Object.values(CheckStatus);

/**
 * Who logged an order event (SPEC.md section 4 "Order events are logged per integration") and the kinds each
 * one logs. Codes are stable strings: `paymentCard` + `capture`, `orderCheck` + `snoozed`, `email` + `copyOrder`.
 */
const ORDER_EVENT_KINDS = {
  paymentCard: ['create', 'get', 'acknowledge', 'capture', 'update', 'refund', 'cancel', 'push', 'upsell'],
  paymentInvoice: ['create', 'get', 'acknowledge', 'capture', 'update', 'refund', 'cancel', 'push', 'upsell'],
  analytics: ['purchase', 'refund'],
  orderCheck: ['approved', 'rejected', 'snoozed'],
  internal: [
    'readyToImport',
    'servicePointConfirmation',
    'adjustedItems',
    'cancel',
    'cancelRequest',
    'apiOrder',
    'chargebackApproved',
    'chargebackDeclined',
    'replacementApproved',
    'replacementDeclined',
    'shippingUpdated',
    'statusChanged',
    'returnCreated',
    'note',
    'staffOrder',
    'subscriptionOrder',
    'offerConfirmed',
  ],
  email: ['confirmation', 'reviewRequest', 'copyOrder', 'fulfillment', 'returnMail'],
  integration: ['export', 'import', 'update'],
  externalPayment: ['payment', 'refund'],
} as const;

export type OrderEventIntegration = keyof typeof ORDER_EVENT_KINDS;
export type OrderEventKind<I extends OrderEventIntegration = OrderEventIntegration> = (typeof ORDER_EVENT_KINDS)[I][number];
export const ORDER_EVENT_INTEGRATIONS = Object.keys(ORDER_EVENT_KINDS) as OrderEventIntegration[];
/** Every kind once (the integrations share some: `refund`, `cancel`, …), for the kind's option set. */
export const ORDER_EVENT_KIND_CODES = [...new Set(Object.values(ORDER_EVENT_KINDS).flat())];
