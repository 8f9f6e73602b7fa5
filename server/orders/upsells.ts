/**
 * Upsells added to a placed order (SPEC.md §7's payment providers' "upsell" call; docs/decisions.md "Upsells"). The
 * shop has no payment-provider integration to call, so the upsell is an order action at the order's API, for those
 * who may update upsells (roles 1 and 4):
 * - `GET /orders/{id}/upsells`: the upsells of the order's store running now, each with its product, its unit price
 *   for the order and how many of it the order may still take (the dialog's choices).
 * - `POST /orders/{id}/add-upsell` with `{ Version, UpsellID, Quantity }`: one transaction at the order's Version
 *   (40901 with the order as it is now when it moved on). The order must still take changes to its lines
 *   (ORDER_CHANGES_IN, as a line's own edit: 40902 naming UpsellID otherwise); the upsell must be of the order's
 *   store, active and running (40001 naming UpsellID), and the quantity within what the upsell's MaxQuantity leaves
 *   after its earlier adds to this order (40001 naming Quantity). The line is the upsell's product at its price for
 *   the order's store and currency (the staff order's price lists, `choosePrice`) less the upsell's discount (else the
 *   product's UpsellingDiscount), rounded half away from zero to the öre; it is written as a colleague's line is
 *   (audited, the order priced again by the money model with its other lines, its Version moving on), its price
 *   source `{ kind: 'upsell', id }` kept in the order's Pricing, and the payment provider's "upsell" event logged on
 *   the order's timeline. Answers 201 `{ Order, Item }`.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ID_SEGMENT } from '../../src/domain/api-access';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor, parseMinor, percentOfMinor } from '../../src/domain/money';
import { ORDER_CHANGES_IN } from '../../src/domain/orders/codes';
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { choosePrice } from '../../src/domain/orders/staff-order';
import type { OrderPricing } from '../../src/domain/orders/totals';
import { fieldRules } from '../../src/domain/resources/rules';
import { ProductStatus } from '../../src/domain/resources/product/products';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { validateForm, type FieldErrors } from '../../src/domain/validation';
import { INVOICED_PROCESSORS } from '../../src/features/billing/domain/invoices';
import { ADD_UPSELL_FIELDS, upsellIssue } from '../../src/features/selling/domain/upsells';
import { upsells } from '../../src/features/selling/server/schema';
import { columnsOf, orderEvents, orders, paymentMethods, products } from '../db/schema';
import type { Executor, Tx } from '../db/types';
import { inArea, routeList, type RouteDef } from '../http/api-route';
import { ApiFailure, badRequest, ERROR_TEXT, idParam, jsonBody } from '../http/errors';
import { assertVersion, conflict } from '../resources/concurrency';
import { refuseUnknownParams } from '../resources/list-params';
import { inTransaction, writeCreate, type MutationContext } from '../resources/mutations';
import { readRecord, recordSelection } from '../resources/records';
import { mutationContext } from '../resources/routes';
import { bodyObject, checkedValues } from '../resources/write-values';
import { logOrderEvent } from './events';
import { storePricing } from './fees';
import { localized, priceCandidates } from './staff';

const UPDATE_UPSELL = inArea('shop', ['update', 'upsell']);
const BODY_KEYS = new Set(['Version', ...ADD_UPSELL_FIELDS.map((f) => f.key)]);
const RULES = Object.fromEntries(ADD_UPSELL_FIELDS.map((f) => [f.key, fieldRules(f)]));

const refuse = (fields: FieldErrors) => badRequest(fields);

// The generated tables' columns, typed as columns (their rows are read field by field below).
const U = columnsOf(upsells);
const E = columnsOf(orderEvents);
const P = columnsOf(products);
const O = columnsOf(orders);
const M = columnsOf(paymentMethods);

/** An upsell's row as this module reads it. */
interface UpsellRow {
  ID: number;
  Name: string;
  StoreID: number;
  ProductID: number;
  DiscountPercentage: unknown;
  MaxQuantity: number;
  StartsAt: Date;
  EndsAt: Date | null;
  Active: boolean;
}

const UPSELL_COLUMNS = {
  ID: U.ID,
  Name: U.Name,
  StoreID: U.StoreID,
  ProductID: U.ProductID,
  DiscountPercentage: U.DiscountPercentage,
  MaxQuantity: U.MaxQuantity,
  StartsAt: U.StartsAt,
  EndsAt: U.EndsAt,
  Active: U.Active,
};

const upsellRow = (row: Record<string, unknown>): UpsellRow => ({
  ID: Number(row.ID),
  Name: String(row.Name),
  StoreID: Number(row.StoreID),
  ProductID: Number(row.ProductID),
  DiscountPercentage: row.DiscountPercentage,
  MaxQuantity: Number(row.MaxQuantity),
  StartsAt: new Date(row.StartsAt as Date),
  EndsAt: row.EndsAt == null ? null : new Date(row.EndsAt as Date),
  Active: row.Active === true,
});

/** One upsell as the order's dialog offers it. */
interface OfferedUpsell {
  ID: number;
  Name: string;
  ProductID: number;
  SKU: string;
  ProductName: string;
  /** Excl. VAT, after the discount, in the order's currency. */
  UnitPrice: string;
  Currency: string;
  DiscountPercentage: string;
  MaxQuantity: number;
  /** How many more the order may take. */
  Left: number;
}

/** How many of the upsell this order was given by its earlier adds (their timeline events). */
async function alreadyAdded(tx: Executor, orderId: number, upsellId: number): Promise<number> {
  const values = sql`(${E.MessageValues})::jsonb`;
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum((${values}->>'quantity')::int), 0)::int` })
    .from(orderEvents)
    .where(
      and(
        eq(E.OrderID, orderId),
        eq(E.Kind, 'upsell'),
        eq(E.MessageCode, ORDER_EVENT_MESSAGES.upsellAdded),
        sql`(${values}->>'upsellId')::int = ${upsellId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The upsell's product and its unit price for the order (null price: the product has none in the order's currency). */
async function upsellLine(tx: Executor, order: ResourceRecord, upsell: UpsellRow) {
  const productId = upsell.ProductID;
  const [product] = await tx
    .select({ sku: P.Sku, name: P.Name, status: P.Status, discount: P.UpsellingDiscount })
    .from(products)
    .where(eq(P.ID, productId));
  const store = await storePricing(tx, Number(order.StoreID));
  if (!product || !store) return null;
  const currency = String(order.Currency);
  const price = choosePrice((await priceCandidates(tx, [productId], currency, store.groupId)).get(productId) ?? []);
  const percent = parseMinor(upsell.DiscountPercentage ?? product.discount) ?? 0;
  return {
    productId,
    sku: String(product.sku),
    name: localized(product.name, store.locale).slice(0, 255),
    forSale: product.status === ProductStatus.ForSale,
    unitMinor: price ? price.priceMinor - percentOfMinor(price.priceMinor, percent) : null,
    percent,
    currency,
    vatRate: store.vatRate,
  };
}

/** The upsells of the store running at `now` (active, started, not ended), by name. */
async function runningUpsells(tx: Executor, storeId: number, now: Date): Promise<UpsellRow[]> {
  const rows = await tx
    .select(UPSELL_COLUMNS)
    .from(upsells)
    .where(and(eq(U.StoreID, storeId), eq(U.Active, true), lte(U.StartsAt, now), or(isNull(U.EndsAt), gt(U.EndsAt, now))))
    .orderBy(asc(U.Name), asc(U.ID));
  return rows.map(upsellRow);
}

async function offeredUpsells(tx: Executor, order: ResourceRecord, now: Date): Promise<OfferedUpsell[]> {
  const offered: OfferedUpsell[] = [];
  for (const upsell of await runningUpsells(tx, Number(order.StoreID), now)) {
    const line = await upsellLine(tx, order, upsell);
    if (!line?.forSale || line.unitMinor == null) continue;
    const left = Math.max(0, upsell.MaxQuantity - (await alreadyAdded(tx, order.ID, upsell.ID)));
    offered.push({
      ID: upsell.ID,
      Name: upsell.Name,
      ProductID: line.productId,
      SKU: line.sku,
      ProductName: line.name,
      UnitPrice: formatMinor(line.unitMinor),
      Currency: line.currency,
      DiscountPercentage: formatMinor(line.percent),
      MaxQuantity: upsell.MaxQuantity,
      Left: left,
    });
  }
  return offered;
}

/** Checks the upsell against the order and the time: the issue naming UpsellID, or null. */
function upsellRefusal(upsell: UpsellRow | undefined, order: ResourceRecord, now: Date) {
  if (!upsell) return upsellIssue('unknown');
  if (upsell.StoreID !== Number(order.StoreID)) return upsellIssue('otherStore');
  if (!upsell.Active) return upsellIssue('inactive');
  if (upsell.StartsAt.getTime() > now.getTime()) return upsellIssue('notStarted');
  if (upsell.EndsAt != null && upsell.EndsAt.getTime() <= now.getTime()) return upsellIssue('ended');
  return null;
}

/** The payment provider that holds the order's payment: the one that logged its first payment event, else its method's kind. */
async function providerOf(tx: Executor, order: ResourceRecord): Promise<'paymentCard' | 'paymentInvoice'> {
  const [logged] = await tx
    .select({ integration: E.Integration })
    .from(orderEvents)
    .where(and(eq(E.OrderID, order.ID), inArray(E.Integration, ['paymentCard', 'paymentInvoice'])))
    .orderBy(asc(E.ID))
    .limit(1);
  if (logged) return logged.integration === 'paymentInvoice' ? 'paymentInvoice' : 'paymentCard';
  const [method] = await tx
    .select({ processor: M.Processor })
    .from(paymentMethods)
    .where(eq(M.ID, Number(order.PaymentMethodID)));
  return method && INVOICED_PROCESSORS.includes(String(method.processor)) ? 'paymentInvoice' : 'paymentCard';
}

/** Adds the upsell in the caller's transaction, the order locked at its Version; answers the new line and the order. */
async function addUpsell(tx: Tx, context: MutationContext, order: ResourceRecord, input: { upsellId: number; quantity: number }) {
  const { now } = context;
  if (!(ORDER_CHANGES_IN as readonly number[]).includes(Number(order.Status)))
    throw new ApiFailure(ErrorCode.Locked, ERROR_TEXT[ErrorCode.Locked], { UpsellID: upsellIssue('orderClosed') });
  const [row] = await tx.select(UPSELL_COLUMNS).from(upsells).where(eq(U.ID, input.upsellId)).for('update');
  const upsell = row ? upsellRow(row) : undefined;
  const refusal = upsellRefusal(upsell, order, now);
  if (!upsell || refusal) throw refuse({ UpsellID: refusal ?? upsellIssue('unknown') });
  const line = await upsellLine(tx, order, upsell);
  if (!line?.forSale) throw refuse({ UpsellID: upsellIssue('notForSale') });
  if (line.unitMinor == null || line.vatRate == null) throw refuse({ UpsellID: upsellIssue('noPrice', { currency: line.currency }) });
  const max = upsell.MaxQuantity;
  const left = Math.max(0, max - (await alreadyAdded(tx, order.ID, upsell.ID)));
  if (input.quantity > left) throw refuse({ Quantity: upsellIssue('tooMany', { left, max }) });

  // Written as a colleague's line is: the order's lock and state checked, audited, the order priced again.
  const items = context.resources.bindingOf('order-items');
  const values = checkedValues(
    items,
    {
      OrderID: order.ID,
      ProductID: line.productId,
      SKU: line.sku,
      Name: line.name,
      Quantity: input.quantity,
      UnitPrice: formatMinor(line.unitMinor),
      VatRate: line.vatRate,
    },
    'create',
    null,
  );
  const item = await writeCreate(tx, context, items, values);
  const [stored] = await tx.select({ pricing: O.Pricing }).from(orders).where(eq(O.ID, order.ID));
  const pricing = (stored?.pricing ?? { applied: [], fees: [] }) as OrderPricing;
  const kept: OrderPricing = { ...pricing, lines: { ...pricing.lines, [String(item.ID)]: { kind: 'upsell', id: upsell.ID } } };
  await tx.update(orders).set({ Pricing: kept }).where(eq(O.ID, order.ID));
  await logOrderEvent(tx, {
    orderId: order.ID,
    integration: await providerOf(tx, order),
    kind: 'upsell',
    code: {
      id: ORDER_EVENT_MESSAGES.upsellAdded,
      values: {
        upsellId: upsell.ID,
        upsell: upsell.Name,
        sku: line.sku,
        quantity: input.quantity,
        price: formatMinor(line.unitMinor),
        currency: line.currency,
      },
    },
    actorId: context.auth.id,
    at: now,
  });
  const binding = context.resources.bindingOf('orders');
  return { Order: (await readRecord(tx, binding, order.ID))!, Item: item };
}

export function orderUpsellRoutes(): RouteDef[] {
  const routes = routeList();

  routes.get(`/orders/${ID_SEGMENT}/upsells`, UPDATE_UPSELL, async (c) => {
    const { db, clock, resources } = c.get('deps');
    const order = await readRecord(db, resources.bindingOf('orders'), idParam(c));
    if (!order) throw new ApiFailure(ErrorCode.NotFound);
    return c.json({ data: await offeredUpsells(db, order, clock.now()) });
  });

  routes.post(`/orders/${ID_SEGMENT}/add-upsell`, UPDATE_UPSELL, async (c) => {
    const body = bodyObject(await jsonBody(c));
    refuseUnknownParams(body, BODY_KEYS);
    const context = mutationContext(c);
    const binding = context.resources.bindingOf('orders');
    const current = await readRecord(context.db, binding, idParam(c));
    if (!current) throw new ApiFailure(ErrorCode.NotFound);
    const errors = validateForm(RULES, body);
    if (Object.keys(errors).length) throw refuse(errors);
    assertVersion(body.Version, current);
    const answer = await inTransaction(context, binding, 'write', async (tx) => {
      // The order locked at the Version it was read with: a colleague's write in between is a 40901, never overwritten.
      const [locked] = await tx
        .select(recordSelection(binding))
        .from(binding.table)
        .where(and(eq(binding.columns.ID, current.ID), eq(binding.columns.Version, current.Version)))
        .for('update');
      if (!locked) {
        const now = await readRecord(tx, binding, current.ID);
        throw now ? conflict(now) : new ApiFailure(ErrorCode.NotFound);
      }
      return addUpsell(tx, context, current, { upsellId: Number(body.UpsellID), quantity: Number(body.Quantity) });
    });
    return c.json(answer, 201);
  });
  return routes.list;
}
