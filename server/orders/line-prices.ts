/**
 * Why each line of a document costs what it does (`GET /{orders|invoices|offers}/{id}/line-prices`, for whoever may
 * read the document; each feature's own route: `linePricesRoute`): where its unit price came from and each rule
 * behind its discount with what it took (kind, id, code, name, amount excl. VAT). The document's detail shows it beside
 * its lines (src/views/common/line-prices/LinePrices.tsx).
 * - An order's line: its source as the order's Pricing keeps it (a price list, the product's own price, a presale, an
 *   offer, an upsell; a line a presale holds says so even when placed before sources were kept) with the name of the
 *   price list, presale or upsell, and its Adjustments.
 * - An invoice's goods line: its order line's source and rules as they were when invoiced (a credit note's line the
 *   credited share of each rule); a fee's line is not listed.
 * - An offer's line: its agreed price beside the customer's price, and the rules of its last pricing.
 * A line with no source kept (written by hand, or placed before) answers Source null; with no rules kept,
 * Adjustments null ("not recorded").
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { ID_SEGMENT } from '../../src/domain/api-access';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor } from '../../src/domain/money';
import type { OrderPricing } from '../../src/domain/orders/totals';
import type { Adjustment, PriceSource } from '../../src/domain/pricing/basket';
import { orders as orderDef } from '../../src/domain/resources/shop/orders';
import type { ResourceDef } from '../../src/domain/resources/types';
import { valueText } from '../../src/domain/value-text';
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

/** Where a line's unit price came from, as explained: a kept source, or an offer's agreed price and the customer's. */
type SourceKind = PriceSource['kind'] | 'agreed' | 'customerPrice';

interface LinePrice {
  ID: number;
  SKU: string;
  Name: string;
  Discount: string;
  Source: { Kind: SourceKind; ID: number | null; Name: string | null; ListPrice?: string } | null;
  Adjustments: { Kind: string; ID: number; Code: string | null; Name: string; Amount: string }[] | null;
}

/** A document's line as kept, to explain: its rules (Adjustment[], null when not recorded) and its price's source. */
export interface PricedRow {
  ID: number;
  SKU: string | null;
  Name: string;
  Discount: unknown;
  Adjustments: unknown;
  Source: PriceSource | null;
  /** An offer's line: the customer's price beside the agreed one (the source then says which it is). */
  ListPrice?: unknown;
  UnitPrice?: unknown;
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

/** The rows explained: each source with the name of what it points at, each rule that took something. */
async function explainLines(tx: Executor, rows: readonly PricedRow[]): Promise<LinePrice[]> {
  const names = await sourceNames(
    tx,
    rows.map((row) => row.Source).filter((s): s is PriceSource => s != null),
  );
  return rows.map((row) => {
    const list = row.ListPrice == null ? null : valueText(row.ListPrice);
    const source: LinePrice['Source'] = row.Source
      ? { Kind: row.Source.kind, ID: row.Source.id, Name: names.get(`${row.Source.kind}:${row.Source.id}`) ?? null }
      : list == null
        ? null
        : { Kind: list === valueText(row.UnitPrice ?? '') ? 'customerPrice' : 'agreed', ID: null, Name: null, ListPrice: list };
    return {
      ID: row.ID,
      SKU: row.SKU ?? '',
      Name: row.Name,
      Discount: valueText(row.Discount ?? '0.00'),
      Source: source,
      Adjustments: Array.isArray(row.Adjustments)
        ? (row.Adjustments as Adjustment[])
            .filter((a) => a.amount !== 0)
            .map((a) => ({ Kind: a.kind, ID: a.id, Code: a.code, Name: a.name, Amount: formatMinor(a.amount) }))
        : null,
    };
  });
}

/** An order's lines as kept, in their order; null when there is no such order. */
async function orderLines(tx: Executor, orderId: number): Promise<PricedRow[] | null> {
  const [order] = await tx.select({ pricing: O.Pricing }).from(orders).where(eq(O.ID, orderId));
  if (!order) return null;
  const kept = (order.pricing as OrderPricing | null)?.lines ?? {};
  const lines = await tx
    .select({ ID: I.ID, SKU: I.SKU, Name: I.Name, Discount: I.Discount, Adjustments: I.Adjustments })
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
            lines.map((l) => Number(l.ID)),
          ),
        )
    : [];
  const byPresale = new Map(held.map((h) => [Number(h.item), Number(h.presaleItem)]));
  return lines.map((line) => {
    const id = Number(line.ID);
    return {
      ID: id,
      SKU: line.SKU == null ? null : valueText(line.SKU),
      Name: String(line.Name),
      Discount: line.Discount,
      Adjustments: Array.isArray(line.Adjustments) ? line.Adjustments : [],
      Source: kept[String(id)] ?? (byPresale.has(id) ? { kind: 'presale', id: byPresale.get(id)! } : null),
    };
  });
}

/**
 * `GET /{path}/{id}/line-prices` as the resource is read: its lines explained (`rows` answers null when there is no
 * such record: 404).
 */
export function linePricesRoute(def: ResourceDef, rows: (tx: Executor, id: number) => Promise<readonly PricedRow[] | null>): RouteDef[] {
  const routes = routeList();
  routes.get(`/${def.path}/${ID_SEGMENT}/line-prices`, resourceAccess(def).read, async (c) => {
    const db = c.get('deps').db;
    const found = await rows(db, idParam(c));
    if (!found) throw new ApiFailure(ErrorCode.NotFound);
    return c.json({ data: await explainLines(db, found) });
  });
  return routes.list;
}

export function linePriceRoutes(): RouteDef[] {
  return linePricesRoute(orderDef, orderLines);
}
