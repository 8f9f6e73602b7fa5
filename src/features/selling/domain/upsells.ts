/** Upsells' codes (SPEC.md "Upsell"): type 1 is the post-purchase upsell, the only one. */
import { integer } from '../../../domain/resources/fields';
import type { FieldDef } from '../../../domain/resources/types';
import type { FieldIssue } from '../../../domain/errors';
import { issueOf } from '../../../domain/validation';

export const UpsellType = { PostPurchase: 1 } as const;
export const UPSELL_TYPES: readonly number[] = Object.values(UpsellType);

/** Most of one upsell a single add takes (the declaration's MaxQuantity caps it further, per order). */
const UPSELL_MAX_QUANTITY = 99;

/**
 * What adding an upsell to a placed order takes besides the order's Version (`POST /api/shop/orders/{id}/add-upsell`),
 * checked by the same rules at the API's edge and in the dialog.
 */
export const ADD_UPSELL_FIELDS: readonly FieldDef[] = [
  integer('UpsellID', { required: true, min: 1, label: 'orders.upsell.upsell' }),
  integer('Quantity', { required: true, min: 1, max: UPSELL_MAX_QUANTITY, label: 'orders.upsell.quantity' }),
];

/** Why an upsell cannot be added, in English beside its message id (the console says it in the reader's language). */
const UPSELL_ISSUES = {
  unknown: { id: 'orders.upsell.unknown', message: 'No such upsell' },
  otherStore: { id: 'orders.upsell.otherStore', message: "The upsell is another store's" },
  inactive: { id: 'orders.upsell.inactive', message: 'The upsell is not active' },
  notStarted: { id: 'orders.upsell.notStarted', message: 'The upsell has not started yet' },
  ended: { id: 'orders.upsell.ended', message: 'The upsell has ended' },
  notForSale: { id: 'orders.upsell.notForSale', message: "The upsell's product is not for sale" },
  noPrice: { id: 'orders.upsell.noPrice', message: "The upsell's product has no price in {currency}" },
  tooMany: { id: 'orders.upsell.tooMany', message: 'At most {left} more of this upsell can be added to this order ({max} per order)' },
  orderClosed: { id: 'orders.upsell.orderClosed', message: 'An upsell can only be added before the order goes to the warehouse' },
} as const;

type UpsellIssue = keyof typeof UPSELL_ISSUES;

export function upsellIssue(key: UpsellIssue, values?: Record<string, string | number>): FieldIssue {
  return issueOf(UPSELL_ISSUES[key].id, UPSELL_ISSUES[key].message, values);
}
