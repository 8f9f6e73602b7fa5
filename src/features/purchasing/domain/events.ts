/**
 * What a purchase order's timeline says (issue 30 §1: "every move … shown in the record's timeline"): each kind of
 * event and the message id the server writes for it, rendered in the reader's language with its values.
 */
export const PURCHASE_ORDER_EVENT_KINDS = [
  'proposed',
  'released',
  'ordered',
  'processed',
  'sent',
  'received',
  'annulled',
  'expected',
] as const;
export type PurchaseOrderEventKind = (typeof PURCHASE_ORDER_EVENT_KINDS)[number];

/** The message id of each kind: `purchaseOrderEvents.<kind>`, whose values the server gives. */
export const PURCHASE_ORDER_EVENT_MESSAGES = Object.fromEntries(
  PURCHASE_ORDER_EVENT_KINDS.map((kind) => [kind, `purchaseOrderEvents.${kind}`]),
) as Readonly<Record<PurchaseOrderEventKind, `purchaseOrderEvents.${PurchaseOrderEventKind}`>>;
