/**
 * Why each line of an order costs what it does (`GET /orders/{id}/line-prices`, for whoever sees orders): where its
 * unit price came from (the order's Pricing keeps each line's price source: a price list, the product's own price, a
 * presale, an offer, an upsell; a line a presale holds says so even when placed before sources were kept) with the
 * name of the price list, presale or upsell, and each rule behind its discount with what it took (the line's
 * Adjustments: kind, id, code, name, amount excl. VAT). A line with no source kept (written by hand, or placed before)
 * answers Source null. The order's detail shows it beside its lines.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { ID_SEGMENT } from '../../src/domain/api-access';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor } from '../../src/domain/money';
import type { OrderPricing } from '../../src/domain/orders/totals';
import type { Adjustment, PriceSource } from '../../src/domain/pricing/basket';
import { orders as orderDef } from '../../src/domain/resources/shop/orders';
import { presaleItems, presaleReservations, presales } from '../../src/features/purchasing/server/schema';
import { upsells } from '../../src/features/selling/server/schema';
import { columnsOf, orderItems, orders, priceLists } from '../db/schema';
import type { Executor } from '../db/types';
import { routeList, type RouteDef } from '../http/api-route';
import { ApiFailure, idParam } from '../http/errors';
import { resourceAccess } from '../resources/access';

// The generated tables' columns, typed as columns (their rows are read field by field below).
const O = columnsOf(orders);
const I = columnsOf(orderItems);
const L = columnsOf(priceLists);
const PI = columnsOf(presaleItems);
const PS = columnsOf(presales);
const R = columnsOf(presaleReservations);
const U = columnsOf(upsells);

interface LinePrice {
  ID: number;
  SKU: string;
  Name: string;
  Discount: string;
  Source: { Kind: PriceSource['kind']; ID: number | null; Name: string | null } | null;
  Adjustments: { Kind: string; ID: number; Code: string | null; Name: string; Amount: string }[];
}

/** The names of the records the sources point at, by kind and id. */
async function sourceNames(tx: Executor, sources: readonly PriceSource[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (kind: PriceSource['kind']) => [...new Set(sources.filter((s) => s.kind === kind && s.id != null).map((s) => s.id!))];
  const lists = ids('priceList');
  if (lists.length)
    for (const row of await tx.select({ id: L.ID, name: L.Name }).from(priceLists).where(inArray(L.ID, lists)))
      names.set(`priceList:${Number(row.id)}`, String(row.name));
  const items = ids('presale');
  if (items.length)
    for (const row of await tx
      .select({ id: PI.ID, name: PS.Name })
      .from(presaleItems)
      .innerJoin(presales, eq(PS.ID, PI.PresaleID))
      .where(inArray(PI.ID, items)))
      names.set(`presale:${Number(row.id)}`, String(row.name));
  const offered = ids('upsell');
  if (offered.length)
    for (const row of await tx.select({ id: U.ID, name: U.Name }).from(upsells).where(inArray(U.ID, offered)))
      names.set(`upsell:${Number(row.id)}`, String(row.name));
  return names;
}

async function linePrices(tx: Executor, orderId: number): Promise<LinePrice[] | null> {
  const [order] = await tx.select({ pricing: O.Pricing }).from(orders).where(eq(O.ID, orderId));
  if (!order) return null;
  const kept = (order.pricing as OrderPricing | null)?.lines ?? {};
  const lines = await tx
    .select({
      id: I.ID,
      sku: I.SKU,
      name: I.Name,
      discount: I.Discount,
      adjustments: I.Adjustments,
    })
    .from(orderItems)
    .where(eq(I.OrderID, orderId))
    .orderBy(asc(I.ID));
  const held = lines.length
    ? await tx
        .select({ item: R.OrderItemID, presaleItem: R.PresaleItemID })
        .from(presaleReservations)
        .where(
          inArray(
            R.OrderItemID,
            lines.map((l) => Number(l.id)),
          ),
        )
    : [];
  const byPresale = new Map(held.map((h) => [Number(h.item), Number(h.presaleItem)]));
  const sourceOf = (id: number): PriceSource | null =>
    kept[String(id)] ?? (byPresale.has(id) ? { kind: 'presale', id: byPresale.get(id)! } : null);
  const names = await sourceNames(
    tx,
    lines.map((l) => sourceOf(Number(l.id))).filter((s): s is PriceSource => s !== null),
  );
  return lines.map((line) => {
    const source = sourceOf(Number(line.id));
    const adjustments = Array.isArray(line.adjustments) ? (line.adjustments as Adjustment[]) : [];
    return {
      ID: Number(line.id),
      SKU: String(line.sku),
      Name: String(line.name),
      Discount: String(line.discount),
      Source: source ? { Kind: source.kind, ID: source.id, Name: names.get(`${source.kind}:${source.id}`) ?? null } : null,
      Adjustments: adjustments
        .filter((a) => a.amount > 0)
        .map((a) => ({ Kind: a.kind, ID: a.id, Code: a.code, Name: a.name, Amount: formatMinor(a.amount) })),
    };
  });
}

export function linePriceRoutes(): RouteDef[] {
  const routes = routeList();
  routes.get(`/orders/${ID_SEGMENT}/line-prices`, resourceAccess(orderDef).read, async (c) => {
    const data = await linePrices(c.get('deps').db, idParam(c));
    if (!data) throw new ApiFailure(ErrorCode.NotFound);
    return c.json({ data });
  });
  return routes.list;
}
