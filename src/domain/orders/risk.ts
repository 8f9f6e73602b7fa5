/**
 * Order risk checks (SPEC.md section 5, issue 9 §2): why a just-placed order waits in the checks queue.
 * `orderRiskReasons` is pure: the caller gathers the order, the order filters and the customer's earlier
 * orders, and stores what it answers; an order with no reasons goes on at once. The decisions the spec
 * leaves open (items counted by quantity, the duplicate window, what makes an address need a check, the box
 * patterns) are in docs/decisions.md "Order risk checks".
 */
import {
  ORDER_CHECK_DUPLICATE_WINDOW_HOURS,
  ORDER_CHECK_MAX_ITEMS,
  ORDER_CHECK_MAX_ORDERS_IN_WINDOW,
  ORDER_CHECK_MAX_VALUE_SEK_MINOR,
  ORDER_CHECK_ORDERS_WINDOW_DAYS,
} from '../constants';
import type { EnumOption } from '../resources/types';
import { addressNeedsCheck, isBoxAddress } from './risk-address';
import { foldEmail, matchingFilters, postalCodeKey, streetKey } from './risk-match';
import type { FilterSubject, RiskAddress, RiskFilter } from './risk-match';

export type { RiskFilter } from './risk-match';

/** The reasons, in the order they are listed and stored (SPEC.md's order, a CHECK filter after the block list). */
export const ORDER_RISK_REASONS = [
  'itemCount',
  'blockList',
  'orderFilter',
  'orderValue',
  'duplicate',
  'addressCheck',
  'creditCheckManualReview',
  'creditCheckDeclined',
  'creditCheckNonProfit',
  'dropshipping',
  'recentOrders',
  'boxAddress',
] as const;

export type OrderRiskReason = (typeof ORDER_RISK_REASONS)[number];

/** Message ids of the reasons' labels (messages resources-orders.json). */
export const ORDER_RISK_REASON_LABELS: Readonly<Record<OrderRiskReason, string>> = {
  itemCount: 'enums.orderRiskReason.itemCount',
  blockList: 'enums.orderRiskReason.blockList',
  orderFilter: 'enums.orderRiskReason.orderFilter',
  orderValue: 'enums.orderRiskReason.orderValue',
  duplicate: 'enums.orderRiskReason.duplicate',
  addressCheck: 'enums.orderRiskReason.addressCheck',
  creditCheckManualReview: 'enums.orderRiskReason.creditCheckManualReview',
  creditCheckDeclined: 'enums.orderRiskReason.creditCheckDeclined',
  creditCheckNonProfit: 'enums.orderRiskReason.creditCheckNonProfit',
  dropshipping: 'enums.orderRiskReason.dropshipping',
  recentOrders: 'enums.orderRiskReason.recentOrders',
  boxAddress: 'enums.orderRiskReason.boxAddress',
};

/** The block list stops an order (error tone); every other reason asks for a look (warning tone). */
export const ORDER_RISK_REASON_OPTIONS: readonly EnumOption[] = ORDER_RISK_REASONS.map((value) => ({
  value,
  label: ORDER_RISK_REASON_LABELS[value],
  tone: value === 'blockList' ? 'error' : 'warning',
}));

/** What the credit check answered; approved (or none made) gives no reason. */
export type CreditCheckResult = 'approved' | 'manualReview' | 'declined' | 'nonProfit';

export interface RiskOrderItem {
  sku: string;
  /** Units on the line (a product line; shipping and fees are not items). */
  quantity: number;
  /** Shipped by the supplier straight to the customer. */
  dropshipping: boolean;
}

/** An order as the checks need it. */
export interface RiskOrder extends FilterSubject {
  /** The order's id once stored, so its own row in `previousOrders` is not counted. */
  id?: number | string | null;
  customerId?: number | null;
  placedAt: Date;
  items: readonly RiskOrderItem[];
  /** What the customer pays, VAT and shipping included, in SEK minor units (öre). */
  totalSekMinor: number;
  creditCheck?: CreditCheckResult | null;
}

/** An earlier order the caller found for the same customer (by customer id or e-mail). */
export interface PreviousOrder {
  id?: number | string | null;
  customerId?: number | null;
  email: string;
  placedAt: Date;
  items: readonly Pick<RiskOrderItem, 'sku' | 'quantity'>[];
  deliveryAddress: RiskAddress;
}

export interface RiskContext {
  /** The order filters (inactive ones and other stores' are skipped here). */
  filters: readonly RiskFilter[];
  /**
   * The customer's orders of the last 30 days at least (annulled ones left out by the caller); the count
   * and the duplicate check both read it and skip orders of other customers or after this one.
   */
  previousOrders: readonly PreviousOrder[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The order's units: the sum of its lines' quantities (five of one SKU are five items). */
export function itemCount(items: readonly Pick<RiskOrderItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}

/** Same customer: the same customer id when both have one, otherwise the same e-mail address. */
function sameCustomer(order: RiskOrder, other: PreviousOrder): boolean {
  if (order.customerId != null && other.customerId != null) return order.customerId === other.customerId;
  const email = foldEmail(order.email);
  return email !== '' && email === foldEmail(other.email);
}

/** Units per SKU, SKUs in order: the same order whatever its lines' order or split. */
function itemsKey(items: readonly Pick<RiskOrderItem, 'sku' | 'quantity'>[]): string {
  const units = new Map<string, number>();
  for (const item of items) {
    const sku = item.sku.trim().toUpperCase();
    units.set(sku, (units.get(sku) ?? 0) + Math.max(0, item.quantity));
  }
  return [...units]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, quantity]) => `${sku}×${quantity}`)
    .join(',');
}

function deliveryKey(address: RiskAddress): string {
  const { address1, address2, postalCode, country } = address;
  return [streetKey(address1), streetKey(address2 ?? ''), postalCodeKey(postalCode), country.trim().toUpperCase()].join('|');
}

/** The customer's earlier orders placed within `windowMs` before this one (this order itself excluded). */
function earlierOrders(order: RiskOrder, previous: readonly PreviousOrder[], windowMs: number): PreviousOrder[] {
  const placed = order.placedAt.getTime();
  return previous.filter((other) => {
    if (order.id != null && other.id === order.id) return false;
    const at = other.placedAt.getTime();
    return at <= placed && placed - at <= windowMs && sameCustomer(order, other);
  });
}

/** Why the order waits for a check, in ORDER_RISK_REASONS' order; empty when it need not wait. */
export function orderRiskReasons(order: RiskOrder, context: RiskContext): OrderRiskReason[] {
  const found = new Set<OrderRiskReason>();
  const matched = matchingFilters(context.filters, order);
  const actions = new Set(matched.map((f) => f.action));

  if (itemCount(order.items) > ORDER_CHECK_MAX_ITEMS) found.add('itemCount');
  if (actions.has('BLOCK')) found.add('blockList');
  if (actions.has('CHECK')) found.add('orderFilter');
  if (order.totalSekMinor > ORDER_CHECK_MAX_VALUE_SEK_MINOR) found.add('orderValue');

  const key = itemsKey(order.items);
  const delivery = deliveryKey(order.deliveryAddress);
  const recent = earlierOrders(order, context.previousOrders, ORDER_CHECK_DUPLICATE_WINDOW_HOURS * HOUR_MS);
  if (key !== '' && recent.some((other) => itemsKey(other.items) === key && deliveryKey(other.deliveryAddress) === delivery)) {
    found.add('duplicate');
  }

  if (addressNeedsCheck(order.billingAddress, order.deliveryAddress)) found.add('addressCheck');

  if (!actions.has('SKIP_CREDIT_CHECK')) {
    if (order.creditCheck === 'manualReview') found.add('creditCheckManualReview');
    if (order.creditCheck === 'declined') found.add('creditCheckDeclined');
    if (order.creditCheck === 'nonProfit') found.add('creditCheckNonProfit');
  }

  if (order.items.some((item) => item.dropshipping && item.quantity > 0)) found.add('dropshipping');

  const inWindow = earlierOrders(order, context.previousOrders, ORDER_CHECK_ORDERS_WINDOW_DAYS * DAY_MS).length + 1;
  if (inWindow > ORDER_CHECK_MAX_ORDERS_IN_WINDOW) found.add('recentOrders');

  if (isBoxAddress(order.deliveryAddress)) found.add('boxAddress');

  return ORDER_RISK_REASONS.filter((reason) => found.has(reason));
}
