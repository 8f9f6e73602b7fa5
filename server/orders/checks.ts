/**
 * What the risk checks of a just-placed order read (issue 9 §2), gathered in the placing transaction: the
 * order filters and the customer's orders of the last 30 days (by customer id or e-mail, annulled ones left
 * out), in the shapes of the pure `orderRiskReasons` (src/domain/orders/risk.ts). This module only gathers;
 * the rules are the pure function's, passed to placeOrder (server/orders/place.ts) as its `reasons`.
 */
import { and, desc, eq, gte, ne, or } from 'drizzle-orm';
import { OrderStatus } from '../../src/domain/orders/codes';
import { orderFilters, orderItems, orders } from '../db/schema';
import type { Executor } from '../db/types';
import type { RiskAddress, RiskFilter } from '../../src/domain/orders/risk-match';

/** The window the checks look back over: more than two orders within 30 days (SPEC.md section 5). */
const CHECK_WINDOW_DAYS = 30;
/** At most this many earlier orders are read (a customer with more in 30 days is checked anyway). */
const RECENT_LIMIT = 50;

/** The risk checks' own shapes (src/domain/orders/risk-match.ts), under the names the placing code reads. */
export type CheckAddress = RiskAddress;

type CheckFilter = RiskFilter;

interface CheckPreviousOrder {
  id: number;
  customerId: number | null;
  email: string;
  placedAt: Date;
  items: { sku: string; quantity: number }[];
  deliveryAddress: CheckAddress;
}

export interface CheckOrder {
  id?: number | null;
  storeId: number;
  customerId: number | null;
  customerName: string;
  /** The customer's company name when an organisation ordered (the block list's names). */
  organisationName?: string | null;
  personalIdNumber?: string | null;
  organisationNumber?: string | null;
  email: string;
  phone: string;
  placedAt: Date;
  billingAddress: CheckAddress;
  deliveryAddress: CheckAddress;
  items: { sku: string; quantity: number; dropshipping: boolean }[];
  /** What the customer pays, in the order's currency's minor units. */
  totalMinor: number;
  /** The same in SEK öre, at the currency group's rate (./currency.ts): the "value above 5,000 SEK" rule. */
  totalSekMinor: number;
  currency: string;
}

export interface CheckContext {
  filters: CheckFilter[];
  previousOrders: CheckPreviousOrder[];
}

/** The risk reasons of an order given what was gathered: the pure `orderRiskReasons` unless a test passes another. */
export type RiskReasonsOf = (order: CheckOrder, context: CheckContext) => readonly string[];

const DAY_MS = 86_400_000;

export async function gatherCheckContext(tx: Executor, order: CheckOrder): Promise<CheckContext> {
  const filterRows = await tx.select().from(orderFilters).where(eq(orderFilters.Active, true));
  const filters: CheckFilter[] = filterRows.map((f) => ({
    action: f.Action as CheckFilter['action'],
    matchField: f.MatchField as CheckFilter['matchField'],
    matchValue: String(f.MatchValue),
    stores: (f.Stores as number[] | null) ?? [],
    active: Boolean(f.Active),
  }));

  const since = new Date(order.placedAt.getTime() - CHECK_WINDOW_DAYS * DAY_MS);
  const sameCustomer =
    order.customerId != null ? or(eq(orders.CustomerID, order.customerId), eq(orders.Email, order.email)) : eq(orders.Email, order.email);
  const recent = await tx
    .select({
      id: orders.ID,
      customerId: orders.CustomerID,
      email: orders.Email,
      placedAt: orders.PlacedAt,
      name: orders.DeliveryName,
      address1: orders.DeliveryAddress1,
      address2: orders.DeliveryAddress2,
      postalCode: orders.DeliveryPostalCode,
      city: orders.DeliveryCity,
      country: orders.DeliveryCountry,
    })
    .from(orders)
    .where(and(sameCustomer, gte(orders.PlacedAt, since), ne(orders.Status, OrderStatus.Annulled)))
    .orderBy(desc(orders.PlacedAt))
    .limit(RECENT_LIMIT);
  const previousOrders: CheckPreviousOrder[] = [];
  for (const row of recent) {
    if (order.id != null && row.id === order.id) continue;
    const items = await tx
      .select({ sku: orderItems.SKU, quantity: orderItems.Quantity })
      .from(orderItems)
      .where(eq(orderItems.OrderID, row.id));
    previousOrders.push({
      id: row.id,
      customerId: row.customerId,
      email: row.email,
      placedAt: new Date(row.placedAt),
      items: items.map((i) => ({ sku: String(i.sku), quantity: Number(i.quantity) })),
      deliveryAddress: {
        name: row.name,
        address1: row.address1,
        address2: row.address2,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
      },
    });
  }
  return { filters, previousOrders };
}
