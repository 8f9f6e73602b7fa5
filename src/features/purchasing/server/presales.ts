/**
 * Presales on the server (issue 30 §2; docs/decisions.md "Presales"): what an order is sold on, how the most that
 * may be sold holds when orders are placed at the same moment, and what the items' moves do to the orders held.
 *
 * - An order line of a product that an Active item of an Active presale of the order's store offers, between the
 *   presale's start and end, is sold on that item: priced at the presale price (the staff order's quote asks
 *   `presaleOffers`), held for it (a row in presale_reservations) and On Hold (8) until the goods come.
 * - `holdPresaleLines` takes the item's row lock before it counts what is sold, so two orders placed at once are
 *   counted one after the other: the second sees the first's hold (a new statement under READ COMMITTED) and is
 *   refused with 40961 when it would pass the most. The count is read from the holds of lines and orders that are
 *   not cancelled, never kept as a copy that could drift.
 * - Received: the held lines go on to the warehouse (4 Confirmed) and each order's customer gets template 19 in
 *   the customer's language, from the order's store. A changed expected date tells them the same way (template
 *   20). Annulled: the held lines are left to a colleague (16 Manual Intervention), and a to-do says so.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import { parseMinor } from '../../../domain/money';
import { EmailTemplateType } from '../../../domain/resources/shop/email-templates';
import type { ResourceRecord } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';
import { PresaleItemStatus, PresaleLine, PresaleStatus } from '../domain/codes';
import { columnsOf, customers, orderItems, orders, products, stores } from '../../../../server/db/schema';
import { code } from '../../../../server/db/codes';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor, Tx } from '../../../../server/db/types';
import { ApiFailure, refusal } from '../../../../server/http/errors';
import { queueTemplatedMail, type TemplateValues } from '../../../../server/mail';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { IN_USE_MESSAGE } from '../../../../server/resources/db-errors';
import type { ResourceHooks } from '../../../../server/resources/hooks';
import { versionedUpdates } from '../../../../server/resources/versioned-writes';
import { openTodo } from '../../../../server/todos';
import * as schema from './schema';

const R = columnsOf(schema.presaleReservations);
const S = columnsOf(schema.presales);
const O = columnsOf(orders);
const C = columnsOf(customers);
const P = columnsOf(products);
const LINE = columnsOf(orderItems);

/** The to-do queue of presale items whose goods will not come: their customers wait for a colleague. */
export const PRESALE_TODO_QUEUE = 'Förhandsförsäljning att åtgärda';

/** What an item has sold: the held quantities of order lines and orders not cancelled. */
const soldSql = (itemId: SQL | number): SQL =>
  sql`(select coalesce(sum(r.quantity), 0)::int from presale_reservations r
    join order_items oi on oi.id = r.order_item_id
    join orders o on o.id = r.order_id
    where r.presale_item_id = ${itemId} and oi.item_status <> ${code(99)} and o.status <> ${code(99)})`;

/** A presale item an order line may be sold on. */
export interface PresaleOffer {
  itemId: number;
  presaleId: number;
  productId: number;
  sku: string;
  /** The presale price, in the presale's (its store's) currency, minor units. */
  priceMinor: number;
  /** How many may still be sold. */
  left: number;
}

/**
 * The presale items that sell these products in the store now: Active items of Active presales whose time holds
 * `now`. A product two presales offer is sold on the older item.
 */
export async function presaleOffers(
  tx: Executor,
  storeId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, PresaleOffer>> {
  const offers = new Map<number, PresaleOffer>();
  if (!productIds.length) return offers;
  const I = columnsOf(schema.presaleItems);
  const P = columnsOf(schema.presales);
  const rows = await tx
    .select({
      itemId: I.ID,
      presaleId: I.PresaleID,
      productId: I.ProductID,
      sku: I.SKU,
      price: I.Price,
      max: I.MaxQuantity,
      sold: soldSql(sql`${I.ID}`),
    })
    .from(schema.presaleItems)
    .innerJoin(schema.presales, eq(P.ID, I.PresaleID))
    .where(
      and(
        eq(P.StoreID, storeId),
        eq(P.Status, PresaleStatus.Active),
        eq(I.Status, PresaleItemStatus.Active),
        inArray(I.ProductID, [...productIds]),
        sql`${P.StartsAt} <= ${now} and (${P.EndsAt} is null or ${P.EndsAt} > ${now})`,
      ),
    )
    .orderBy(I.ID);
  for (const row of rows) {
    const productId = Number(row.productId);
    if (offers.has(productId)) continue;
    offers.set(productId, {
      itemId: Number(row.itemId),
      presaleId: Number(row.presaleId),
      productId,
      sku: valueText(row.sku),
      priceMinor: parseMinor(row.price) ?? 0,
      left: Math.max(0, Number(row.max) - Number(row.sold)),
    });
  }
  return offers;
}

/** Moves the order lines named to `status`, each audited as `action` (the one way presales change a held line). */
async function moveLines(
  tx: Tx,
  resources: ResourceRegistry,
  ids: readonly number[],
  status: number,
  who: { action: string; actorId: number | null; now: Date },
): Promise<void> {
  const items = resources.bindingOf('order-items');
  await versionedUpdates(tx, items, { where: inArray(items.columns.ID, [...ids]), set: { ItemStatus: status }, ...who });
}

/**
 * Holds an order's lines that a presale sells (those not held yet), in the caller's transaction: each item's row
 * locked in id order, its sold count read again, the hold written and the line put On Hold. 40961 when a line would
 * take an item past the most that may be sold; the caller's transaction then keeps nothing of the order.
 */
export async function holdPresaleLines(
  tx: Tx,
  resources: ResourceRegistry,
  order: { id: number; storeId: number },
  options: { now: Date; actorId: number | null },
): Promise<number> {
  const OI = columnsOf(orderItems);
  const lines = await tx
    .select({ id: OI.ID, productId: OI.ProductID, quantity: OI.Quantity, sku: OI.SKU })
    .from(orderItems)
    .where(
      and(
        eq(OI.OrderID, order.id),
        sql`${OI.ProductID} is not null and ${OI.ItemStatus} <> ${code(99)}`,
        sql`not exists (select 1 from presale_reservations r where r.order_item_id = ${OI.ID})`,
      ),
    )
    .orderBy(OI.ID);
  if (!lines.length) return 0;
  const offers = await presaleOffers(
    tx,
    order.storeId,
    lines.map((l) => Number(l.productId)),
    options.now,
  );
  const sold = lines
    .map((line) => ({ line, offer: offers.get(Number(line.productId)) }))
    .filter((x): x is { line: (typeof lines)[number]; offer: PresaleOffer } => !!x.offer)
    .sort((a, b) => a.offer.itemId - b.offer.itemId || Number(a.line.id) - Number(b.line.id));
  if (!sold.length) return 0;
  for (const { line, offer } of sold) {
    // The lock orders concurrent orders on the item; the count after it sees every hold committed before.
    const [item] = rowsOf<{ max: number; status: number }>(
      await tx.execute(sql`select max_quantity as max, status from presale_items where id = ${offer.itemId} for update`),
    );
    const [count] = rowsOf<{ sold: number }>(await tx.execute(sql`select ${soldSql(offer.itemId)} as sold`));
    const left = Number(item?.max ?? 0) - Number(count?.sold ?? 0);
    const quantity = Number(line.quantity);
    if (!item || Number(item.status) !== PresaleItemStatus.Active || quantity > left)
      throw refusal(ErrorCode.PresaleSoldOut, `${offer.sku}: ${Math.max(0, left)} left`, { sku: offer.sku, left: Math.max(0, left) });
    await tx.insert(schema.presaleReservations).values({
      PresaleID: offer.presaleId,
      PresaleItemID: offer.itemId,
      OrderID: order.id,
      OrderItemID: Number(line.id),
      SKU: valueText(line.sku),
      Quantity: quantity,
      CreatedAt: options.now,
      UpdatedAt: options.now,
    } as typeof schema.presaleReservations.$inferInsert);
  }
  await moveLines(
    tx,
    resources,
    sold.map((s) => Number(s.line.id)),
    PresaleLine.Waiting,
    { action: 'presale-hold', ...options },
  );
  return sold.length;
}

/** The held order lines of an item still On Hold, with their orders. */
async function waitingLines(tx: Executor, itemId: number): Promise<{ orderItemId: number; orderId: number; quantity: number }[]> {
  const rows = await tx
    .select({
      orderItemId: R.OrderItemID,
      orderId: R.OrderID,
      quantity: R.Quantity,
    })
    .from(schema.presaleReservations)
    .innerJoin(orderItems, eq(LINE.ID, R.OrderItemID))
    .where(and(eq(R.PresaleItemID, itemId), eq(LINE.ItemStatus, PresaleLine.Waiting)));
  return rows.map((r) => ({ orderItemId: Number(r.orderItemId), orderId: Number(r.orderId), quantity: Number(r.quantity) }));
}

const textOrNull = (value: unknown): string | null => (value == null ? null : valueText(value));

/** A date as a customer reads it ("12 mars 2027", "12 March 2027"). */
function dateText(value: unknown, locale: string): string | null {
  if (value == null || value === '') return null;
  const text = valueText(value).slice(0, 10);
  const at = new Date(`${text}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return text;
  return new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : 'sv-SE', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * Tells each order's customer about the item (template 19 or 20), in the customer's language, from the order's
 * store: one e-mail per order. Answers how many were told and how many could not be (no template for the store).
 */
async function tellCustomers(
  tx: Tx,
  resources: ResourceRegistry,
  item: ResourceRecord,
  lines: readonly { orderId: number; quantity: number }[],
  mail: { templateType: number; previousDate?: unknown; actorId: number | null },
): Promise<{ told: number; untold: number }> {
  const byOrder = new Map<number, number>();
  for (const line of lines) byOrder.set(Number(line.orderId), (byOrder.get(Number(line.orderId)) ?? 0) + Number(line.quantity));
  if (!byOrder.size) return { told: 0, untold: 0 };
  const [presale] = await tx
    .select({ name: S.Name })
    .from(schema.presales)
    .where(eq(S.ID, Number(item.PresaleID)));
  const rows = await tx
    .select({
      id: O.ID,
      number: O.Number,
      email: O.Email,
      storeId: O.StoreID,
      billingName: O.BillingName,
      customerLocale: C.Locale,
      firstName: C.FirstName,
      lastName: C.LastName,
      customerName: C.Name,
      storeName: stores.name,
      storeDomain: stores.domain,
      storeLocale: stores.locale,
    })
    .from(orders)
    .leftJoin(customers, eq(C.ID, O.CustomerID))
    .leftJoin(stores, eq(stores.id, O.StoreID))
    .where(inArray(O.ID, [...byOrder.keys()]))
    .orderBy(O.ID);
  const [product] = await tx
    .select({ name: P.Name })
    .from(products)
    .where(eq(P.ID, Number(item.ProductID)));
  let told = 0;
  let untold = 0;
  for (const order of rows) {
    const locale = valueText(order.customerLocale ?? order.storeLocale ?? 'sv');
    const names = (product?.name ?? null) as Record<string, string> | null;
    const values: TemplateValues = {
      customer: {
        firstName: textOrNull(order.firstName),
        lastName: textOrNull(order.lastName),
        name: textOrNull(order.customerName ?? order.billingName),
        email: valueText(order.email),
      },
      store: { name: order.storeName ?? null, url: order.storeDomain ? `https://${order.storeDomain}` : null },
      order: { number: valueText(order.number) },
      presale: {
        name: presale ? valueText(presale.name) : null,
        product: names?.[locale.slice(0, 2)] || names?.sv || names?.en || valueText(item.Name),
        sku: valueText(item.SKU),
        quantity: String(byOrder.get(Number(order.id)) ?? 0),
        expectedDate: dateText(item.ExpectedDate, locale),
        previousDate: dateText(mail.previousDate, locale),
      },
    };
    try {
      await queueTemplatedMail(tx, resources, {
        templateType: mail.templateType,
        storeId: order.storeId == null ? null : Number(order.storeId),
        locale,
        to: valueText(order.email),
        values,
        about: { entity: 'orders', id: Number(order.id) },
        createdBy: mail.actorId,
      });
      told += 1;
    } catch (error) {
      if (!(error instanceof ApiFailure) || error.code !== ErrorCode.MailTemplateMissing) throw error;
      untold += 1;
    }
  }
  return { told, untold };
}

const presaleLink = (presaleId: number) => `/shop/presale/${presaleId}`;

/** A to-do for the customers a presale item could not tell, or whose goods will not come. */
async function todoFor(tx: Tx, item: ResourceRecord, title: string, now: Date): Promise<void> {
  await openTodo(tx, { queue: PRESALE_TODO_QUEUE, title, deepLink: `${presaleLink(Number(item.PresaleID))}?item=${item.ID}`, now });
}

export const presaleHooks: ResourceHooks = {
  computed: {
    ItemCount: (row) => sql`select count(*)::int from presale_items i where i.presale_id = ${row.ID}`,
    Sold: (row) =>
      sql`select coalesce(sum(r.quantity), 0)::int from presale_reservations r
        join order_items oi on oi.id = r.order_item_id join orders o on o.id = r.order_id
        where r.presale_id = ${row.ID} and oi.item_status <> ${code(99)} and o.status <> ${code(99)}`,
  },
  effects: {
    /** Its Draft items are sold from now on too. */
    async presaleActivated({ tx, resources, record, auth, now }) {
      const items = resources.bindingOf('presale-items');
      await versionedUpdates(tx, items, {
        where: sql`${items.columns.PresaleID} = ${record.ID} and ${items.columns.Status} = ${PresaleItemStatus.Draft}`,
        set: { Status: PresaleItemStatus.Active },
        action: 'activate',
        actorId: auth.id,
        now,
      });
    },
  },
  /** The items' prices are in the store's currency: a presale with items keeps its store. */
  async beforeWrite({ tx, mode, values, current }) {
    const storeId = Number(values.StoreID ?? current?.StoreID);
    if (mode === 'update' && current && Number(current.StoreID) !== storeId) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.presaleItems)
        .where(eq(columnsOf(schema.presaleItems).PresaleID, current.ID));
      if (Number(row.n) > 0)
        throw new ApiFailure(ErrorCode.BadRequest, 'A presale with items keeps its store', {
          StoreID: { id: 'resources.presales.storeWithItems', message: 'A presale with items keeps its store' },
        });
    }
    const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, storeId));
    if (store) values.Currency = store.currency;
  },
  /** A presale that has sold is kept: its customers' orders wait on it. */
  async beforeDelete({ tx, records }) {
    const ids = records.map((r) => r.ID);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.presaleReservations)
      .where(inArray(R.PresaleID, ids));
    if (Number(row.n) > 0) throw new ApiFailure(ErrorCode.Conflict, IN_USE_MESSAGE);
  },
};

export const presaleItemHooks: ResourceHooks = {
  computed: { Sold: (row) => soldSql(sql`${row.ID}`) },
  effects: {
    /** The goods are in: the held lines go on to the warehouse, and each order's customer is told. */
    async presaleItemReceived({ tx, resources, record, auth, now }) {
      const lines = await waitingLines(tx, record.ID);
      await moveLines(
        tx,
        resources,
        lines.map((l) => l.orderItemId),
        PresaleLine.Released,
        { action: 'presale-release', actorId: auth.id, now },
      );
      const { told, untold } = await tellCustomers(tx, resources, record, lines, {
        templateType: EmailTemplateType.PresaleArrived,
        actorId: auth.id,
      });
      if (untold > 0)
        await todoFor(
          tx,
          record,
          `Förhandsförsäljning: ${valueText(record.SKU)} har kommit, ${untold} kunder har inte fått besked (mall 19 saknas)`,
          now,
        );
      return { Released: lines.length, Told: told, Untold: untold };
    },
    /** The goods will not come: the held lines wait for a colleague, whom a to-do tells. */
    async presaleItemAnnulled({ tx, resources, record, auth, now }) {
      const lines = await waitingLines(tx, record.ID);
      if (!lines.length) return { Orders: 0 };
      await moveLines(
        tx,
        resources,
        lines.map((l) => l.orderItemId),
        PresaleLine.Settle,
        { action: 'presale-annul', actorId: auth.id, now },
      );
      const orderCount = new Set(lines.map((l) => Number(l.orderId))).size;
      await todoFor(tx, record, `Förhandsförsäljning: ${valueText(record.SKU)} annullerad, ${orderCount} kundorder väntar på besked`, now);
      return { Orders: orderCount };
    },
  },
  /**
   * A new item takes its product's SKU and name and its presale's currency; the product of an item that has sold
   * stays, as does a most below what is sold; a received or annulled item is kept as it was.
   */
  async beforeWrite({ tx, mode, values, current }) {
    if (mode === 'update' && current) {
      const status = Number(current.Status);
      if (status === PresaleItemStatus.Received || status === PresaleItemStatus.Annulled)
        throw new ApiFailure(ErrorCode.Locked, 'A received or annulled presale item is kept as it was', {
          Status: { id: 'resources.presaleItems.closed', message: 'A received or annulled presale item is kept as it was' },
        });
      const [row] = await tx.execute(sql`select ${soldSql(current.ID)} as sold`).then((r) => rowsOf<{ sold: number }>(r));
      const sold = Number(row?.sold ?? 0);
      if (values.MaxQuantity != null && Number(values.MaxQuantity) < sold)
        throw new ApiFailure(ErrorCode.BadRequest, `${sold} are sold already`, {
          MaxQuantity: { id: 'validation.minValue', message: `At least ${sold}`, values: { min: sold } },
        });
      if (sold > 0 && values.ProductID != null && Number(values.ProductID) !== Number(current.ProductID))
        throw new ApiFailure(ErrorCode.BadRequest, 'A presale item that has sold keeps its product', {
          ProductID: { id: 'resources.presaleItems.productSold', message: 'A presale item that has sold keeps its product' },
        });
    }
    const [presale] = await tx
      .select({ currency: S.Currency })
      .from(schema.presales)
      .where(eq(S.ID, Number(values.PresaleID ?? current?.PresaleID)));
    if (presale) values.Currency = presale.currency;
    const productId = Number(values.ProductID ?? current?.ProductID);
    if (mode === 'update' && current && Number(current.ProductID) === productId) return;
    const [product] = await tx.select({ sku: P.Sku, name: P.Name }).from(products).where(eq(P.ID, productId));
    if (!product) return;
    const name = product.name as Record<string, string> | null;
    values.SKU = valueText(product.sku);
    values.Name = (name?.sv || name?.en || valueText(product.sku)).slice(0, 255);
  },
  /** A moved expected date is told to the customers waiting for the item. */
  async afterWrite({ tx, resources, mode, current, record, auth }) {
    if (mode !== 'update' || !current) return;
    const before = current.ExpectedDate == null ? null : valueText(current.ExpectedDate).slice(0, 10);
    const after = record.ExpectedDate == null ? null : valueText(record.ExpectedDate).slice(0, 10);
    if (before === after || Number(record.Status) !== PresaleItemStatus.Active) return;
    await tellCustomers(tx, resources, record, await waitingLines(tx, record.ID), {
      templateType: EmailTemplateType.PresaleDateChanged,
      previousDate: before,
      actorId: auth.id,
    });
  },
};

export const presaleReservationHooks: ResourceHooks = {
  computed: { ItemStatus: (row) => sql`select i.status from presale_items i where i.id = ${row.PresaleItemID}` },
};
