/**
 * What an order event says, as a code and its values (issue 19 §3): the server stores the code (a message id)
 * and the values, and the console renders them in the reader's language. Free text a person wrote (a reason)
 * stays the event's Message; events written before the codes keep their Message as it was.
 */
export const ORDER_EVENT_MESSAGES = {
  /** A return was made: its number, the lines (`2 × SKU, …`), the amount, the customer's reason. */
  returnCreated: 'orderEvents.message.returnCreated',
  /** Approved at once (`automatic`) or by a supervisor, with the chargeback or the replacement / swap order. */
  returnApproved: 'orderEvents.message.returnApproved',
  returnApprovedChargeback: 'orderEvents.message.returnApprovedChargeback',
  returnApprovedOrder: 'orderEvents.message.returnApprovedOrder',
  returnDeclined: 'orderEvents.message.returnDeclined',
  /** On the replacement or swap order: which return of which order it is for. */
  resultOrderFor: 'orderEvents.message.resultOrderFor',
  creditNote: 'orderEvents.message.creditNote',
  refundBooked: 'orderEvents.message.refundBooked',
  returnMail: 'orderEvents.message.returnMail',
  /** A check snoozed until a time (`until`: milliseconds since the epoch). */
  snoozedUntil: 'orderEvents.message.snoozedUntil',
  /** The order confirmation could not be queued: the store has no active template for it. */
  confirmationNoTemplate: 'orderEvents.message.confirmationNoTemplate',
  /** Placed by the subscription-orders job: the subscription's number. */
  placedBySubscription: 'orderEvents.message.placedBySubscription',
  /** An upsell added after placing (`upsellId`, `upsell`, `sku`, `quantity`, `price` per unit excl. VAT, `currency`). */
  upsellAdded: 'orderEvents.message.upsellAdded',
  /** Placed by confirming an offer: the offer's number. */
  placedFromOffer: 'orderEvents.message.placedFromOffer',
} as const;

export type OrderEventMessage = (typeof ORDER_EVENT_MESSAGES)[keyof typeof ORDER_EVENT_MESSAGES];

export type OrderEventValues = Readonly<Record<string, string | number>>;

/** The values stored with a coded message (JSON text), or null when they cannot be read. */
export function orderEventValues(text: unknown): OrderEventValues | null {
  if (typeof text !== 'string' || !text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as OrderEventValues) : null;
  } catch {
    return null;
  }
}
