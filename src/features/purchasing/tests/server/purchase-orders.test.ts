/**
 * Purchase orders (issue 30 §1) against the real app and database: the proposal (grouping by supplier, adding to a
 * supplier's open Pending one, lines without a supplier left waiting, the minimum order told); lines added by SKU
 * (the supplier's products only); sending (the e-mail with the PDF and the CSV, in the supplier's language) and the
 * ERP's way; receiving (partial, over with and without consent, an unknown SKU, a receipt posted twice, two
 * receivers at once); the customers' order lines following (9, 10, 11, and back when annulled, with a to-do); who
 * may do what.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '../../../../domain/constants';
import { ErrorCode } from '../../../../domain/errors';
import { OrderStatus } from '../../../../domain/orders/codes';
import { FORWARDER_CODES } from '../../../../domain/orders/forwarders';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { OrderItemSupply, PurchaseOrderItemStatus, PurchaseOrderStatus } from '../../domain/codes';
import { chaseLatePurchaseOrders } from '../../server/late';
import { purchaseOrderAllocations, purchaseOrderEvents, purchaseOrderItems, purchaseOrders } from '../../server/schema';
import { orderItems, orders, outbox, outboxAttachments, products, suppliers, todos } from '../../../../../server/db/schema';
import { newProduct, pdfText, signedInApp, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let manager: string;
let support: string;
/** A Swedish supplier and an English-speaking one, each with products of its own made here. */
let swedish: { id: number; products: number[] };
let foreign: { id: number; products: number[] };
let openOrderId: number;

async function supplierWithProducts(country: string, code: string): Promise<{ id: number; products: number[] }> {
  const [row] = await t.db
    .insert(suppliers)
    .values({
      Name: `Leverantör ${code}`,
      Code: code,
      Country: country,
      Currency: 'SEK',
      Email: `info@${code.toLowerCase()}.example`,
      OrderEmail: `order@${code.toLowerCase()}.example`,
      LeadTimeMinDays: 3,
      LeadTimeMaxDays: 10,
      Active: true,
    } as typeof suppliers.$inferInsert)
    .returning({ id: suppliers.ID });
  const made: number[] = [];
  for (const [index, price] of ['40.00', '125.50'].entries()) {
    const product = await newProduct(t, admin, { SupplierID: row.id, SupplierSku: `${code}-${index + 1}`, PurchasePrice: price });
    made.push(product.ID);
  }
  return { id: row.id, products: made };
}

/** A line of the open order that waits for supply (a backorder the warehouse answered). */
async function waitingLine(productId: number, quantity: number): Promise<number> {
  const [product] = await t.db.select({ sku: products.Sku }).from(products).where(eq(products.ID, productId));
  const [row] = await t.db
    .insert(orderItems)
    .values({
      OrderID: openOrderId,
      ProductID: productId,
      SKU: String(product.sku),
      Name: 'Testprodukt',
      Quantity: quantity,
      Currency: 'SEK',
      UnitPrice: '199.00',
      VatRate: '25.00',
      LineTotal: (199 * quantity).toFixed(2),
      ItemStatus: 18,
      LogisticsStatus: 3,
    } as typeof orderItems.$inferInsert)
    .returning({ id: orderItems.ID });
  return row.id;
}

const propose = (token = admin) => t.call('POST', '/api/shop/purchase-orders/propose', { token });

async function pendingOf(supplierId: number): Promise<ResourceRecord> {
  const [row] = await t.db
    .select({ id: purchaseOrders.ID })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.SupplierID, supplierId), eq(purchaseOrders.Status, PurchaseOrderStatus.Pending)));
  return t.read(`/api/shop/purchase-orders/${row.id}`, admin);
}

async function linesOf(purchaseOrderId: number): Promise<ResourceRecord[]> {
  return (await t.read<{ data: ResourceRecord[] }>(`/api/shop/purchase-order-items?PurchaseOrderID=${purchaseOrderId}&limit=100`, admin))
    .data;
}

async function itemStatus(orderItemId: number): Promise<number> {
  const [row] = await t.db.select({ status: orderItems.ItemStatus }).from(orderItems).where(eq(orderItems.ID, orderItemId));
  return Number(row.status);
}

const move = (id: number, action: string, token = admin, body: Record<string, unknown> = {}) =>
  t
    .read<ResourceRecord>(`/api/shop/purchase-orders/${id}`, admin)
    .then((record) => t.call('POST', `/api/shop/purchase-orders/${id}/${action}`, { token, body: { Version: record.Version, ...body } }));

const receive = (id: number, body: Record<string, unknown>, token = admin) =>
  t.call('POST', `/api/shop/purchase-orders/${id}/receipts`, { token, body });

beforeAll(async () => {
  ({ t, admin, manager, support } = await signedInApp(['admin', 'manager', 'support']));
  swedish = await supplierWithProducts('SE', 'TESTSE');
  foreign = await supplierWithProducts('DE', 'TESTDE');
  const [order] = await t.db
    .select({ id: orders.ID })
    .from(orders)
    .where(and(eq(orders.Status, OrderStatus.Pending), eq(orders.Currency, 'SEK')))
    .orderBy(asc(orders.ID))
    .limit(1);
  openOrderId = order.id;
});
afterAll(() => t.close());

describe('the proposal', () => {
  it('puts every waiting line on its supplier’s Pending purchase order, one line per product, and takes each line once', async () => {
    const a = await waitingLine(swedish.products[0], 2);
    const b = await waitingLine(swedish.products[0], 3);
    const c = await waitingLine(swedish.products[1], 1);
    const d = await waitingLine(foreign.products[0], 4);
    const answer = await propose();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.lines).toBeGreaterThanOrEqual(4);

    const ours = await pendingOf(swedish.id);
    expect(ours).toMatchObject({ Status: PurchaseOrderStatus.Pending, Currency: 'SEK', LineCount: 2, Total: '325.50' });
    expect(String(ours.Number)).toMatch(/^PO\d+$/);
    // Expected after the supplier's longest lead time (10 days) from today in Stockholm.
    const today = new Date(t.clock.now().toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' }).slice(0, 10));
    expect(ours.ExpectedDate).toBe(new Date(today.getTime() + 10 * 86_400_000).toISOString().slice(0, 10));
    const lines = await linesOf(ours.ID);
    expect(lines.map((l) => [l.ProductID, l.Quantity, l.UnitCost, l.SupplierSku, l.Status])).toEqual([
      [swedish.products[0], 5, '40.00', 'TESTSE-1', PurchaseOrderItemStatus.Pending],
      [swedish.products[1], 1, '125.50', 'TESTSE-2', PurchaseOrderItemStatus.Pending],
    ]);
    const allocated = await t.db
      .select({
        item: purchaseOrderAllocations.OrderItemID,
        po: purchaseOrderAllocations.PurchaseOrderID,
        n: purchaseOrderAllocations.Quantity,
      })
      .from(purchaseOrderAllocations)
      .where(inArray(purchaseOrderAllocations.OrderItemID, [a, b, c, d]))
      .orderBy(asc(purchaseOrderAllocations.OrderItemID));
    const theirs = await pendingOf(foreign.id);
    expect(allocated).toEqual([
      { item: a, po: ours.ID, n: 2 },
      { item: b, po: ours.ID, n: 3 },
      { item: c, po: ours.ID, n: 1 },
      { item: d, po: theirs.ID, n: 4 },
    ]);
    // Proposing again finds nothing of them waiting.
    const again = await propose();
    expect(again.body.data.lines).toBe(0);
    expect((await linesOf(ours.ID)).map((l) => l.Quantity)).toEqual([5, 1]);
  });

  it('adds to the supplier’s open Pending purchase order rather than making a second', async () => {
    const before = await pendingOf(swedish.id);
    const line = await waitingLine(swedish.products[0], 7);
    const answer = await propose();
    expect(answer.body.data.added).toContain(before.ID);
    const after = await pendingOf(swedish.id);
    expect(after.ID).toBe(before.ID);
    expect((await linesOf(after.ID))[0].Quantity).toBe(12);
    const events = await t.db.select().from(purchaseOrderEvents).where(eq(purchaseOrderEvents.PurchaseOrderID, after.ID));
    expect(events.map((e) => [e.Kind, JSON.parse(String(e.MessageValues)) as unknown])).toContainEqual(['proposed', { lines: 1 }]);
    expect(await itemStatus(line)).toBe(18);
  });

  it('tells the purchase orders under their supplier’s minimum order, and leaves lines without a supplier waiting', async () => {
    await t.db.update(suppliers).set({ MinimumOrder: '100000.00' }).where(eq(suppliers.ID, swedish.id));
    const orphan = await newProduct(t, admin, { PurchasePrice: '10.00' });
    const lonely = await waitingLine(orphan.ID, 1);
    await waitingLine(swedish.products[1], 1);
    const { data } = (await propose()).body;
    expect(data.withoutSupplier).toBeGreaterThanOrEqual(1);
    expect(data.underMinimum).toContainEqual(
      expect.objectContaining({ supplier: 'Leverantör TESTSE', minimum: '100000.00', minimumCurrency: 'SEK', minimumSek: '100000.00' }),
    );
    expect(await t.db.select().from(purchaseOrderAllocations).where(eq(purchaseOrderAllocations.OrderItemID, lonely))).toEqual([]);
    await t.db.update(suppliers).set({ MinimumOrder: null }).where(eq(suppliers.ID, swedish.id));
  });

  it('is for those who may update purchase orders', async () => {
    expect((await propose(support)).status).toBe(403);
    expect((await propose(manager)).status).toBe(403);
  });
});

describe('lines by SKU', () => {
  it('takes the product’s SKU, supplier SKU, name and cost, and refuses another supplier’s product', async () => {
    const po = await pendingOf(foreign.id);
    const added = await t.call('POST', '/api/shop/purchase-order-items', {
      token: admin,
      body: { PurchaseOrderID: po.ID, ProductID: foreign.products[1], Quantity: 6 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      SupplierSku: 'TESTDE-2',
      UnitCost: '125.50',
      LineTotal: '753.00',
      Status: PurchaseOrderItemStatus.Pending,
    });
    const wrong = await t.call('POST', '/api/shop/purchase-order-items', {
      token: admin,
      body: { PurchaseOrderID: po.ID, ProductID: swedish.products[0], Quantity: 1 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe(ErrorCode.OtherSupplier);
  });
});

describe('the way through', () => {
  it('sends the purchase order to the supplier with its PDF and CSV in Swedish, and the order lines are confirmed', async () => {
    const po = await pendingOf(swedish.id);
    const waiting = (await t.db.select().from(purchaseOrderAllocations).where(eq(purchaseOrderAllocations.PurchaseOrderID, po.ID))).map(
      (a) => a.OrderItemID,
    );
    const sent = await move(po.ID, 'send');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ Status: PurchaseOrderStatus.Sent });
    expect(sent.body.SentAt).toBeTruthy();
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.Subject} like ${`Inköpsorder ${String(po.Number)} %`}`);
    expect(mail.To).toBe('order@testse.example');
    const attachments = await t.db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxId, mail.ID));
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${String(po.Number)}.pdf`, 'application/pdf'],
      [`${String(po.Number)}.csv`, 'text/csv'],
    ]);
    for (const id of waiting) expect(await itemStatus(id)).toBe(OrderItemSupply.Confirmed);
    expect((await linesOf(po.ID)).every((l) => l.Status === PurchaseOrderItemStatus.Ordered)).toBe(true);
    const pdf = await t.request('GET', `/api/shop/purchase-orders/${po.ID}/pdf`, { token: admin });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Inköpsorder ${String(po.Number)}`);
    expect(text).toContain('TESTSE-1');
    const csv = await (await t.request('GET', `/api/shop/purchase-orders/${po.ID}/csv`, { token: admin })).text();
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Lev. art.nr;Art.nr;Benämning;Antal;À-pris;Summa');
  });

  it('goes to the ERP by its moves, in English for a supplier abroad, and refuses an empty one', async () => {
    const po = await pendingOf(foreign.id);
    expect((await move(po.ID, 'ready-for-import')).body).toMatchObject({ Status: PurchaseOrderStatus.ReadyToBeImported });
    expect((await move(po.ID, 'processing')).body).toMatchObject({ Status: PurchaseOrderStatus.Processing });
    expect((await move(po.ID, 'processed')).body).toMatchObject({ Status: PurchaseOrderStatus.Processed });
    const csv = await (await t.request('GET', `/api/shop/purchase-orders/${po.ID}/csv`, { token: admin })).text();
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Supplier SKU;SKU;Description;Quantity;Unit cost;Amount');
    // A purchase order with no lines is neither sent nor handed on.
    const line = await waitingLine(foreign.products[0], 1);
    await propose();
    const fresh = await pendingOf(foreign.id);
    await t.call('POST', '/api/shop/purchase-order-items/delete', {
      token: admin,
      body: { ids: (await linesOf(fresh.ID)).map((l) => l.ID) },
    });
    expect(await t.db.select().from(purchaseOrderAllocations).where(eq(purchaseOrderAllocations.OrderItemID, line))).toEqual([]);
    const empty = await move(fresh.ID, 'send');
    expect(empty.body.code).toBe(ErrorCode.PurchaseOrderEmpty);
    expect((await t.read<ResourceRecord>(`/api/shop/purchase-orders/${fresh.ID}`, admin)).Status).toBe(PurchaseOrderStatus.Pending);
  });
});

describe('receiving', () => {
  let po: ResourceRecord;
  let allocated: { item: number; n: number }[];

  beforeAll(async () => {
    const [row] = await t.db
      .select({ id: purchaseOrders.ID })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.SupplierID, swedish.id), eq(purchaseOrders.Status, PurchaseOrderStatus.Sent)));
    po = await t.read(`/api/shop/purchase-orders/${row.id}`, admin);
    allocated = (
      await t.db
        .select({
          item: purchaseOrderAllocations.OrderItemID,
          n: purchaseOrderAllocations.Quantity,
          line: purchaseOrderAllocations.PurchaseOrderItemID,
        })
        .from(purchaseOrderAllocations)
        .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.ID, purchaseOrderAllocations.PurchaseOrderItemID))
        .where(and(eq(purchaseOrderAllocations.PurchaseOrderID, po.ID), eq(purchaseOrderItems.ProductID, swedish.products[0])))
        .orderBy(asc(purchaseOrderAllocations.ID))
    ).map(({ item, n }) => ({ item, n }));
  });

  it('refuses a SKU that is not on it, and a count past the ordered quantity until it is confirmed', async () => {
    const unknown = await receive(po.ID, { key: 'r-unknown', lines: [{ sku: 'NOT-HERE', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: ErrorCode.NotOnPurchaseOrder, values: { sku: 'NOT-HERE' } });
    const over = await receive(po.ID, { key: 'r-over', lines: [{ sku: 'testse-2', quantity: 5 }] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: ErrorCode.OverReceipt, values: { ordered: 2, received: 0, receiving: 5 } });
    expect((await linesOf(po.ID)).map((l) => l.ReceivedQuantity)).toEqual([0, 0]);
    const bad = await receive(po.ID, { key: 'r-bad', lines: [{ sku: 'X', quantity: 0 }] });
    expect(bad.status).toBe(400);
  });

  it('counts a partial receipt once however often it is posted, and the order lines whose units came in are delivered', async () => {
    // The first two allocations of the first line (2 + 3 units) are covered by 5 received; the third (7) is not.
    const first = await receive(po.ID, {
      key: 'r-1',
      lines: [
        { sku: 'TESTSE-1', quantity: 3 },
        { sku: 'TESTSE-1', quantity: 2 },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ repeated: false, purchaseOrder: { Status: PurchaseOrderStatus.ReceivedPartial } });
    const again = await receive(po.ID, {
      key: 'r-1',
      lines: [
        { sku: 'TESTSE-1', quantity: 3 },
        { sku: 'TESTSE-1', quantity: 2 },
      ],
    });
    expect(again.body.data.repeated).toBe(true);
    const lines = await linesOf(po.ID);
    expect(lines.map((l) => [l.ReceivedQuantity, l.Status])).toEqual([
      [5, PurchaseOrderItemStatus.Partial],
      [0, PurchaseOrderItemStatus.Ordered],
    ]);
    expect(await Promise.all(allocated.map((a) => itemStatus(a.item)))).toEqual([
      OrderItemSupply.Delivered,
      OrderItemSupply.Delivered,
      OrderItemSupply.Confirmed,
    ]);
  });

  it('counts two receivers at once one after the other: the second, past the order, must confirm', async () => {
    // 12 ordered, 5 in: two people each count the 7 left at the same moment.
    const [a, b] = await Promise.all([
      receive(po.ID, { key: 'r-a', lines: [{ sku: 'TESTSE-1', quantity: 7 }] }, admin),
      receive(po.ID, { key: 'r-b', lines: [{ sku: 'TESTSE-1', quantity: 7 }] }, manager),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await linesOf(po.ID))[0].ReceivedQuantity).toBe(12);
    const confirmed = await receive(po.ID, { key: 'r-c', lines: [{ sku: 'TESTSE-2', quantity: 3 }], over: true }, manager);
    expect(confirmed.body.data.purchaseOrder).toMatchObject({ Status: PurchaseOrderStatus.Received });
    expect(confirmed.body.data.purchaseOrder.ReceivedAt).toBeTruthy();
    expect((await linesOf(po.ID)).map((l) => [l.ReceivedQuantity, l.Status])).toEqual([
      [12, PurchaseOrderItemStatus.Received],
      [3, PurchaseOrderItemStatus.Received],
    ]);
    expect(await Promise.all(allocated.map((x) => itemStatus(x.item)))).toEqual(allocated.map(() => OrderItemSupply.Delivered));
    const events = await t.db
      .select()
      .from(purchaseOrderEvents)
      .where(and(eq(purchaseOrderEvents.PurchaseOrderID, po.ID), eq(purchaseOrderEvents.Kind, 'received')));
    expect(events.map((e) => JSON.parse(String(e.MessageValues)) as unknown)).toEqual([
      { units: 5, lines: 1, complete: 0 },
      { units: 7, lines: 1, complete: 0 },
      { units: 3, lines: 1, complete: 1 },
    ]);
  });

  it('marks the delivered lines done when the customer’s order is shipped', async () => {
    const fulfilled = await t.call('POST', '/api/shop/order-fulfilments', {
      token: admin,
      body: {
        OrderID: openOrderId,
        Forwarder: FORWARDER_CODES[0],
        TrackingReference: 'TEST123456SE',
        ShippedAt: t.clock.now().toISOString(),
      },
    });
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(201);
    expect(await Promise.all(allocated.map((x) => itemStatus(x.item)))).toEqual(allocated.map(() => OrderItemSupply.Done));
  });

  it('is for those who receive goods', async () => {
    expect((await receive(po.ID, { key: 'r-support', lines: [{ sku: 'TESTSE-1', quantity: 1 }] }, support)).status).toBe(403);
  });
});

describe('annulling', () => {
  it('annuls with a reason: its lines not received are annulled, their order lines wait again and a to-do says so', async () => {
    const waiting = await waitingLine(swedish.products[1], 2);
    await propose();
    const po = await pendingOf(swedish.id);
    await move(po.ID, 'send');
    expect(await itemStatus(waiting)).toBe(OrderItemSupply.Confirmed);
    const refused = await move(po.ID, 'annul');
    expect(refused.status).toBe(400);
    const annulled = await move(po.ID, 'annul', admin, { Reason: 'Leverantören har slutat tillverka delen' });
    expect(annulled.status, JSON.stringify(annulled.body)).toBe(200);
    expect(annulled.body).toMatchObject({ Status: PurchaseOrderStatus.Annulled, AnnulReason: 'Leverantören har slutat tillverka delen' });
    expect((await linesOf(po.ID)).every((l) => l.Status === PurchaseOrderItemStatus.Annulled)).toBe(true);
    expect(await itemStatus(waiting)).toBe(18);
    expect(await t.db.select().from(purchaseOrderAllocations).where(eq(purchaseOrderAllocations.OrderItemID, waiting))).toEqual([]);
    const [todo] = await t.db
      .select()
      .from(todos)
      .where(and(eq(todos.deepLink, `/shop/purchase-orders/${po.ID}`), isNull(todos.completedAt)));
    expect(todo.title).toContain(String(po.Number));
    // The line waits again: the next proposal takes it.
    await propose();
    expect((await t.db.select().from(purchaseOrderAllocations).where(eq(purchaseOrderAllocations.OrderItemID, waiting))).length).toBe(1);
    // A received purchase order is not annulled.
    const [received] = await t.db
      .select({ id: purchaseOrders.ID })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.Status, PurchaseOrderStatus.Received))
      .limit(1);
    const late = await move(received.id, 'annul', admin, { Reason: 'för sent' });
    expect(late.status).toBe(409);
  });

  it('is for those who may update purchase orders', async () => {
    const po = await pendingOf(swedish.id);
    expect((await move(po.ID, 'annul', manager, { Reason: 'nej' })).status).toBe(403);
  });
});

describe('the late filter', () => {
  it('lists the purchase orders with the supplier whose expected date has passed', async () => {
    // The purchase order the ERP processed above, with the supplier still.
    const [row] = await t.db
      .select({ id: purchaseOrders.ID })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.SupplierID, foreign.id), eq(purchaseOrders.Status, PurchaseOrderStatus.Processed)));
    await t.db.update(purchaseOrders).set({ ExpectedDate: '2020-01-01' }).where(eq(purchaseOrders.ID, row.id));
    const late = await t.read<{ data: ResourceRecord[] }>('/api/shop/purchase-orders?late=true&limit=500', admin);
    // The hourly job opens one to-do for each, and none twice.
    const chased = await chaseLatePurchaseOrders(t.db, t.clock);
    expect(chased.late).toBe(late.data.length);
    expect((await chaseLatePurchaseOrders(t.db, t.clock)).opened).toBe(0);
    const [todo] = await t.db
      .select()
      .from(todos)
      .where(and(eq(todos.deepLink, `/shop/purchase-orders/${row.id}`), isNull(todos.completedAt)));
    expect(todo.title).toContain('2020-01-01');
    expect(late.data.map((po) => po.ID)).toContain(row.id);
    // The shop's calendar day (Stockholm), as lateness is reckoned: past 23:00 UTC in winter it is already tomorrow.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE }).format(t.clock.now());
    for (const po of late.data) {
      expect([
        PurchaseOrderStatus.Processing,
        PurchaseOrderStatus.Processed,
        PurchaseOrderStatus.Sent,
        PurchaseOrderStatus.ReceivedPartial,
      ]).toContain(po.Status);
      expect(String(po.ExpectedDate) < today).toBe(true);
    }
  });
});
