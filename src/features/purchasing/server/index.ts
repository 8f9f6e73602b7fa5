/**
 * Purchasing as the app assembles it (server/features.ts): the presales (./presales.ts), the purchase orders' moves and what each does beyond the
 * status (./supply.ts: the customers' order lines follow; the e-mail to the supplier; the timeline), the lines taken
 * from the catalogue when added by SKU, the computed totals, the late filter, its routes and its demo data.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import type { ResourceRecord } from '../../../domain/resources/types';
import { PurchaseOrderItemStatus } from '../domain/codes';
import type { PurchaseOrderEventKind } from '../domain/events';
import { SUPPLIER_TEXTS } from '../domain/supplier-texts';
import { columnsOf, products, suppliers } from '../../../../server/db/schema';
import { valueText } from '../../../domain/value-text';
import type { Tx } from '../../../../server/db/types';
import type { DemoContext } from '../../../../server/demo/context';
import { ApiFailure, ERROR_TEXT, refusal } from '../../../../server/http/errors';
import { queueMail } from '../../../../server/mail';
import type { EffectContext, ResourceHooks } from '../../../../server/resources/hooks';
import { versionedUpdates } from '../../../../server/resources/versioned-writes';
import { openTodo } from '../../../../server/todos';
import { seedPurchaseOrders } from './demo/purchase-orders';
import {
  LATE_PURCHASE_ORDERS_JOB,
  LATE_PURCHASE_ORDERS_SCHEDULE,
  lateCondition,
  latePurchaseOrdersJob,
  PURCHASING_TODO_QUEUE,
} from './late';
import { purchaseOrderCsv, purchaseOrderDocument, purchaseOrderFileName, purchaseOrderPdf } from './documents';
import { logPurchaseOrderEvent } from './events';
import { purchasingRoutes } from './routes';
import * as schema from './schema';
import { confirmOrderLines, releaseOrderLines } from './supply';
import { presaleHooks, presaleItemHooks, presaleReservationHooks } from './presales';
import { seedPresales } from './demo/presales';

/** A purchase order goes out only with lines to order. */
async function requireLines(tx: Tx, record: ResourceRecord): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.purchaseOrderItems)
    .where(
      and(
        eq(schema.purchaseOrderItems.PurchaseOrderID, record.ID),
        sql`${schema.purchaseOrderItems.Status} <> ${PurchaseOrderItemStatus.Annulled}`,
      ),
    );
  if (Number(row.n) === 0)
    throw refusal(ErrorCode.PurchaseOrderEmpty, `${String(record.Number)} has no lines`, { number: String(record.Number) });
}

/** The purchase order's lines (not annulled) are with the supplier: Ordered, and their order lines Confirmed. */
async function ordered(context: EffectContext, kind: PurchaseOrderEventKind, values: Record<string, string | number> = {}): Promise<void> {
  const { tx, resources, record, auth, now } = context;
  const items = resources.bindingOf('purchase-order-items');
  await versionedUpdates(tx, items, {
    where: sql`${items.columns.PurchaseOrderID} = ${record.ID} and ${items.columns.Status} = ${PurchaseOrderItemStatus.Pending}`,
    set: { Status: PurchaseOrderItemStatus.Ordered },
    action: 'order',
    actorId: auth.id,
    now,
  });
  const confirmed = await confirmOrderLines(tx, resources, record.ID, { now, actorId: auth.id });
  await logPurchaseOrderEvent(tx, {
    purchaseOrderId: record.ID,
    kind,
    values: { ...values, orderLines: confirmed },
    actorId: auth.id,
    at: now,
  });
}

const effects: ResourceHooks['effects'] = {
  async releasedToErp({ tx, record, auth, now }) {
    await requireLines(tx, record);
    await logPurchaseOrderEvent(tx, { purchaseOrderId: record.ID, kind: 'released', actorId: auth.id, at: now });
  },
  async ordered(context) {
    await ordered(context, 'ordered');
  },
  async moved({ tx, record, auth, now }) {
    await logPurchaseOrderEvent(tx, { purchaseOrderId: record.ID, kind: 'processed', actorId: auth.id, at: now });
  },
  /** To the supplier's order address (else its address), with the purchase order as PDF and CSV, in its language. */
  async sent(context) {
    const { tx, resources, record, auth, now, filesDir } = context;
    await requireLines(tx, record);
    const document = await purchaseOrderDocument(tx, record.ID);
    if (!document) throw new ApiFailure(ErrorCode.NotFound);
    const to = document.supplier.email;
    if (!to)
      throw refusal(ErrorCode.SupplierNoAddress, `${document.supplier.name} has no e-mail address`, { supplier: document.supplier.name });
    const texts = SUPPLIER_TEXTS[document.language];
    const body = texts.body(document.number, document.store.name, document.expected);
    const mail = await queueMail(tx, resources, {
      to,
      subject: texts.subject(document.number, document.store.name),
      html: body
        .split('\n\n')
        .map((paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
        .join(''),
      text: body,
      storeId: Number(record.StoreID),
      locale: document.language,
      about: { entity: 'purchase-orders', id: record.ID },
      createdBy: auth.id,
      attachments: [
        { filename: purchaseOrderFileName(document, 'pdf'), contentType: 'application/pdf', content: await purchaseOrderPdf(document) },
        { filename: purchaseOrderFileName(document, 'csv'), contentType: 'text/csv', content: purchaseOrderCsv(document) },
      ],
      filesDir,
    });
    await tx.update(schema.purchaseOrders).set({ SentAt: now }).where(eq(schema.purchaseOrders.ID, record.ID));
    await ordered(context, 'sent', { to });
    return { OutboxID: mail.ID, To: to, Subject: String(mail.Subject) };
  },
  /** Annulled with a reason: its lines not received are annulled, their order lines wait again, and a to-do says so. */
  async annulled({ tx, resources, record, auth, now, input }) {
    const reason = valueText(input?.Reason ?? '');
    await tx.update(schema.purchaseOrders).set({ AnnulledAt: now, AnnulReason: reason }).where(eq(schema.purchaseOrders.ID, record.ID));
    const items = resources.bindingOf('purchase-order-items');
    const annulled = await versionedUpdates(tx, items, {
      where: sql`${items.columns.PurchaseOrderID} = ${record.ID} and ${items.columns.Status} <> ${PurchaseOrderItemStatus.Received}`,
      set: { Status: PurchaseOrderItemStatus.Annulled },
      action: 'annul',
      actorId: auth.id,
      now,
    });
    const orders = await releaseOrderLines(
      tx,
      resources,
      annulled.map((line) => line.ID),
      { now, actorId: auth.id },
    );
    await logPurchaseOrderEvent(tx, {
      purchaseOrderId: record.ID,
      kind: 'annulled',
      message: reason,
      values: { orders: orders.length },
      actorId: auth.id,
      at: now,
    });
    if (orders.length > 0)
      await openTodo(tx, {
        queue: PURCHASING_TODO_QUEUE,
        title: `Inköpsorder ${String(record.Number)} annullerad: ${orders.length} kundorder väntar på nytt`,
        deepLink: `/shop/purchase-orders/${record.ID}`,
        now,
      });
  },
};

const purchaseOrderHooks: ResourceHooks = {
  effects,
  computed: {
    Total: (row) =>
      sql`select coalesce(sum(i.quantity * i.unit_cost), 0)::numeric(14, 2) from purchase_order_items i
        where i.purchase_order_id = ${row.ID} and i.status <> ${PurchaseOrderItemStatus.Annulled}`,
    LineCount: (row) =>
      sql`select count(*)::int from purchase_order_items i where i.purchase_order_id = ${row.ID} and i.status <> ${PurchaseOrderItemStatus.Annulled}`,
  },
  namedFilters: {
    // With the supplier, not all in, and the expected date passed (the shop's calendar day).
    late: (columns, now) => lateCondition(sql`${columns.Status}`, sql`${columns.ExpectedDate}`, now),
  },
  // The expected date moved by the buyer is told on the timeline.
  async afterWrite({ tx, mode, current, record, auth, now }) {
    const before = current?.ExpectedDate == null ? '–' : valueText(current.ExpectedDate);
    const after = record.ExpectedDate == null ? '–' : valueText(record.ExpectedDate);
    if (mode === 'update' && before !== after)
      await logPurchaseOrderEvent(tx, {
        purchaseOrderId: record.ID,
        kind: 'expected',
        values: { from: before, to: after },
        actorId: auth.id,
        at: now,
      });
  },
};

const purchaseOrderItemHooks: ResourceHooks = {
  computed: {
    LineTotal: (row) => sql`(${row.Quantity} * ${row.UnitCost})::numeric(14, 2)`,
  },
  /** A line added by SKU takes the product's SKU, supplier SKU, name and purchase price; it must be the supplier's. */
  async beforeWrite({ tx, mode, values, current }) {
    const productId = Number(values.ProductID ?? current?.ProductID);
    if (mode === 'update' && current && Number(current.ProductID) === productId) return;
    const P = columnsOf(products);
    const [product] = await tx
      .select({ sku: P.Sku, supplierId: P.SupplierID, supplierSku: P.SupplierSku, name: P.Name, price: P.PurchasePrice })
      .from(products)
      .where(eq(P.ID, productId));
    if (!product) return;
    const O = columnsOf(schema.purchaseOrders);
    const [order] = await tx
      .select({ supplierId: O.SupplierID, supplier: columnsOf(suppliers).Name })
      .from(schema.purchaseOrders)
      .innerJoin(suppliers, eq(columnsOf(suppliers).ID, O.SupplierID))
      .where(eq(O.ID, Number(values.PurchaseOrderID ?? current?.PurchaseOrderID)));
    const sku = valueText(product.sku);
    if (order && Number(product.supplierId) !== Number(order.supplierId))
      throw new ApiFailure(ErrorCode.OtherSupplier, `${ERROR_TEXT[ErrorCode.OtherSupplier]}: ${sku}`, {
        ProductID: {
          id: 'errors.otherSupplier',
          message: ERROR_TEXT[ErrorCode.OtherSupplier],
          values: { sku, supplier: valueText(order.supplier) },
        },
      });
    const name = product.name as Record<string, string> | null;
    values.SKU = sku;
    values.SupplierSku = product.supplierSku == null ? null : valueText(product.supplierSku);
    values.Name = (name?.sv || name?.en || sku).slice(0, 255);
    if (values.UnitCost == null) values.UnitCost = product.price ?? null;
  },
  /** A line deleted from a Pending purchase order leaves its order lines waiting again. */
  async beforeDelete({ tx, resources, records, auth, now }) {
    await releaseOrderLines(
      tx,
      resources,
      records.map((record) => record.ID),
      { now, actorId: auth.id },
    );
  },
};

const allocationHooks: ResourceHooks = {
  computed: {
    PurchaseOrderStatus: (row) => sql`select po.status from purchase_orders po where po.id = ${row.PurchaseOrderID}`,
    ExpectedDate: (row) => sql`select po.expected_date from purchase_orders po where po.id = ${row.PurchaseOrderID}`,
  },
};

export const purchasingFeature = {
  routes: () => ({ shop: purchasingRoutes() }),
  hooks: {
    'purchase-orders': purchaseOrderHooks,
    'purchase-order-items': purchaseOrderItemHooks,
    'purchase-order-allocations': allocationHooks,
    presales: presaleHooks,
    'presale-items': presaleItemHooks,
    'presale-reservations': presaleReservationHooks,
  },
  jobs: { [LATE_PURCHASE_ORDERS_JOB]: latePurchaseOrdersJob },
  schedules: [LATE_PURCHASE_ORDERS_SCHEDULE],
  schema,
  async demo(tx: Tx, context: DemoContext) {
    await seedPurchaseOrders(tx, context);
    await seedPresales(tx, context);
  },
};
