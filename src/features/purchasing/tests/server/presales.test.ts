/**
 * Presales (issue 30 §2) against the real app and database: the demo's dozen in every status; a presale made, its
 * items added from the catalogue and activated with it; a staff order priced at the presale price and held for it
 * (On Hold), never past the most that may be sold, also when orders are placed at the same moment; the customers
 * told when the expected date moves and when the goods arrive (the held lines go on); an annulled item's orders left
 * to a colleague with a to-do; what is kept as it was; who may do what.
 */
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../domain/errors';
import { OrderStatus } from '../../../../domain/orders/codes';
import { EmailTemplateType } from '../../../../domain/resources/shop/email-templates';
import { ProductStatus } from '../../../../domain/resources/product/products';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { PresaleItemStatus, PresaleLine, PresaleStatus } from '../../domain/codes';
import { PRESALE_TODO_QUEUE } from '../../server/presales';
import { presaleItems, presaleReservations, presales } from '../../server/schema';
import { orderItems, orders, outbox, products, stores, todoQueues, todos } from '../../../../../server/db/schema';
import { SE_ORDER_ADDRESS, signedInApp, swedishOrderSetting, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let manager: string;
let support: string;
let catalog: string;
let storeId: number;
let customerId: number;
let shipping: number;
let payment: number;
/** For Sale products no demo presale sells. */
let free: number[];

const orderBody = (productId: number, quantity: number) => ({
  CustomerID: customerId,
  ShippingMethodID: shipping,
  PaymentMethodID: payment,
  ...SE_ORDER_ADDRESS,
  Items: [{ ProductID: productId, Quantity: quantity }],
});

const place = (productId: number, quantity: number) =>
  t.call<ResourceRecord>('POST', '/api/shop/orders/place', { token: admin, body: orderBody(productId, quantity) });

const move = async (path: string, id: number, action: string, token = admin) => {
  const record = await t.read<ResourceRecord>(`/api/shop/${path}/${id}`, admin);
  return t.call<ResourceRecord & Record<string, unknown>>('POST', `/api/shop/${path}/${id}/${action}`, {
    token,
    body: { Version: record.Version },
  });
};

/** A Draft presale of the test store, starting an hour ago, with one item per product (at 99.00, the most given). */
async function presaleWith(items: readonly { productId: number; max: number }[]): Promise<{ id: number; items: ResourceRecord[] }> {
  const now = t.clock.now();
  const made = await t.call<ResourceRecord>('POST', '/api/shop/presales', {
    token: admin,
    body: { Name: `Test ${now.getTime()}-${Math.random()}`, StoreID: storeId, StartsAt: new Date(now.getTime() - 3_600_000).toISOString() },
  });
  expect(made.status).toBe(201);
  const rows: ResourceRecord[] = [];
  for (const item of items) {
    const answer = await t.call<ResourceRecord>('POST', '/api/shop/presale-items', {
      token: admin,
      body: { PresaleID: made.body.ID, ProductID: item.productId, Price: '99.00', MaxQuantity: item.max, ExpectedDate: '2027-03-01' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    rows.push(answer.body);
  }
  return { id: made.body.ID, items: rows };
}

const item = (id: number) => t.read<ResourceRecord>(`/api/shop/presale-items/${id}`, admin);

async function heldLines(itemId: number): Promise<{ orderItemId: number; status: number; orderId: number }[]> {
  return t.db
    .select({ orderItemId: presaleReservations.OrderItemID, status: orderItems.ItemStatus, orderId: presaleReservations.OrderID })
    .from(presaleReservations)
    .innerJoin(orderItems, eq(orderItems.ID, presaleReservations.OrderItemID))
    .where(eq(presaleReservations.PresaleItemID, itemId));
}

beforeAll(async () => {
  ({ t, admin, manager, support, catalog } = await signedInApp(['admin', 'manager', 'support', 'catalog']));
  ({ storeId, customerId, shipping, payment } = await swedishOrderSetting(t));
  const rows = await t.db
    .select({ id: products.ID })
    .from(products)
    .where(and(eq(products.Status, ProductStatus.ForSale), sql`${products.ID} not in (select product_id from presale_items)`))
    .orderBy(desc(products.ID))
    .limit(8);
  free = rows.map((r) => r.id);
});

describe('the demo presales', () => {
  it('are a dozen in every status, with items whose held order lines stand as the items do', async () => {
    const all = await t.db.select({ status: presales.Status }).from(presales);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((p) => Number(p.status)))).toEqual(new Set([PresaleStatus.Draft, PresaleStatus.Active, PresaleStatus.Inactive]));
    const statuses = await t.db.select({ status: presaleItems.Status }).from(presaleItems);
    expect(new Set(statuses.map((i) => Number(i.status)))).toEqual(
      new Set([PresaleItemStatus.Draft, PresaleItemStatus.Active, PresaleItemStatus.Received, PresaleItemStatus.Annulled]),
    );
    const held = await t.db
      .select({ item: presaleItems.Status, line: orderItems.ItemStatus })
      .from(presaleReservations)
      .innerJoin(presaleItems, eq(presaleItems.ID, presaleReservations.PresaleItemID))
      .innerJoin(orderItems, eq(orderItems.ID, presaleReservations.OrderItemID));
    expect(held.length).toBeGreaterThan(0);
    const expected: Record<number, number> = {
      [PresaleItemStatus.Active]: PresaleLine.Waiting,
      [PresaleItemStatus.Received]: PresaleLine.Released,
      [PresaleItemStatus.Annulled]: PresaleLine.Settle,
    };
    for (const row of held) expect(Number(row.line)).toBe(expected[Number(row.item)]);
    // The list reads what each has sold, never more than its items may.
    const list = await t.read<{ data: ResourceRecord[] }>('/api/shop/presales?limit=50', admin);
    expect(list.data.every((p) => typeof p.Sold === 'number' && typeof p.ItemCount === 'number')).toBe(true);
    const items = await t.read<{ data: ResourceRecord[] }>('/api/shop/presale-items?limit=200', admin);
    for (const i of items.data) expect(Number(i.Sold)).toBeLessThanOrEqual(Number(i.MaxQuantity));
  });
});

describe('a presale', () => {
  it("is made Draft in its store's currency, its items take their product's SKU and name, and activating it activates them", async () => {
    const { id, items } = await presaleWith([{ productId: free[0], max: 5 }]);
    const record = await t.read<ResourceRecord>(`/api/shop/presales/${id}`, admin);
    const [store] = await t.db.select({ currency: stores.currency }).from(stores).where(eq(stores.id, storeId));
    expect(record).toMatchObject({ Status: PresaleStatus.Draft, Currency: store.currency, ItemCount: 1, Sold: 0 });
    const [product] = await t.db.select({ sku: products.Sku }).from(products).where(eq(products.ID, free[0]));
    expect(items[0]).toMatchObject({ SKU: product.sku, Status: PresaleItemStatus.Draft, Sold: 0, Currency: store.currency });

    // Nothing is sold on a Draft presale: the quote has the product's own price.
    const before = await t.call<{ Items: { PresaleItemID?: number }[] }>('POST', '/api/shop/orders/quote', {
      token: admin,
      body: orderBody(free[0], 1),
    });
    // (A product without a price of its own cannot be ordered at all then.)
    if (before.status === 200) expect(before.body.Items[0].PresaleItemID).toBeUndefined();
    else
      expect((before.body as unknown as { fields: Record<string, { id: string }> }).fields['Items.0.ProductID'].id).toBe(
        'staffOrder.invalid.noPrice',
      );

    const activated = await move('presales', id, 'activate');
    expect(activated.status).toBe(200);
    expect(activated.body.Status).toBe(PresaleStatus.Active);
    expect((await item(items[0].ID)).Status).toBe(PresaleItemStatus.Active);

    // An end before its start is refused, naming the field.
    const bad = await t.call('PUT', `/api/shop/presales/${id}`, {
      token: admin,
      body: { ...(await t.read<ResourceRecord>(`/api/shop/presales/${id}`, admin)), EndsAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.EndsAt).toBeDefined();
  });

  it('sells at the presale price and holds the lines On Hold, up to the most that may be sold', async () => {
    const { id, items } = await presaleWith([{ productId: free[1], max: 3 }]);
    await move('presales', id, 'activate');
    const quote = await t.call<{ Items: { UnitPrice: string; PresaleItemID?: number }[] }>('POST', '/api/shop/orders/quote', {
      token: admin,
      body: orderBody(free[1], 2),
    });
    expect(quote.status).toBe(200);
    expect(quote.body.Items[0]).toMatchObject({ UnitPrice: '99.00', PresaleItemID: items[0].ID });

    const placed = await place(free[1], 2);
    expect(placed.status).toBe(201);
    const held = await heldLines(items[0].ID);
    expect(held).toEqual([{ orderItemId: expect.any(Number), status: PresaleLine.Waiting, orderId: placed.body.ID }]);
    expect((await item(items[0].ID)).Sold).toBe(2);
    expect((await t.read<ResourceRecord>(`/api/shop/presales/${id}`, admin)).Sold).toBe(2);

    // One left: two more is refused before anything is stored, naming the line's quantity.
    const over = await t.call('POST', '/api/shop/orders/quote', { token: admin, body: orderBody(free[1], 2) });
    expect(over.status).toBe(400);
    expect(over.body.fields?.['Items.0.Quantity']).toMatchObject({ id: 'staffOrder.invalid.presaleSoldOut', values: { left: 1 } });

    // The most cannot go below what is sold.
    const current = await item(items[0].ID);
    const lower = await t.call('PUT', `/api/shop/presale-items/${current.ID}`, { token: admin, body: { ...current, MaxQuantity: 1 } });
    expect(lower.status).toBe(400);
    expect(lower.body.fields?.MaxQuantity).toMatchObject({ id: 'validation.minValue', values: { min: 2 } });

    // An order annulled gives its units back.
    await t.db.update(orders).set({ Status: OrderStatus.Annulled }).where(eq(orders.ID, placed.body.ID));
    expect((await item(items[0].ID)).Sold).toBe(0);
  });

  it('never sells past the most when orders are placed at the same moment', async () => {
    const { id, items } = await presaleWith([{ productId: free[2], max: 3 }]);
    await move('presales', id, 'activate');
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(free[2], 1)));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect([ErrorCode.PresaleSoldOut, ErrorCode.BadRequest]).toContain(refused.body.code);
    expect((await item(items[0].ID)).Sold).toBe(3);
    expect(await heldLines(items[0].ID)).toHaveLength(3);
  });

  it('tells the waiting customers a new expected date, and when the goods arrive releases their lines and tells them', async () => {
    const { id, items } = await presaleWith([{ productId: free[3], max: 10 }]);
    await move('presales', id, 'activate');
    const first = await place(free[3], 1);
    const second = await place(free[3], 2);
    expect([first.status, second.status]).toEqual([201, 201]);
    const mailsOf = (type: number) =>
      t.db
        .select({ to: outbox.To, about: outbox.AboutID, subject: outbox.Subject })
        .from(outbox)
        .where(
          and(eq(outbox.TemplateType, type), eq(outbox.AboutEntity, 'orders'), inArray(outbox.AboutID, [first.body.ID, second.body.ID])),
        );

    const current = await item(items[0].ID);
    const moved = await t.call('PUT', `/api/shop/presale-items/${current.ID}`, {
      token: admin,
      body: { ...current, ExpectedDate: '2027-04-15' },
    });
    expect(moved.status).toBe(200);
    const dated = await mailsOf(EmailTemplateType.PresaleDateChanged);
    expect(dated.map((m) => m.about).sort()).toEqual([first.body.ID, second.body.ID].sort());

    const received = await move('presale-items', current.ID, 'receive');
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ Status: PresaleItemStatus.Received });
    const lines = await heldLines(current.ID);
    expect(lines.map((l) => l.status)).toEqual([PresaleLine.Released, PresaleLine.Released]);
    const arrived = await mailsOf(EmailTemplateType.PresaleArrived);
    expect(arrived).toHaveLength(2);
    expect(arrived.every((m) => String(m.subject).includes('order'))).toBe(true);

    // A received item is kept as it was.
    const again = await item(current.ID);
    const locked = await t.call('PUT', `/api/shop/presale-items/${again.ID}`, { token: admin, body: { ...again, MaxQuantity: 20 } });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe(ErrorCode.Locked);
    // A presale that has sold is not deleted.
    expect((await t.call('DELETE', `/api/shop/presales/${id}`, { token: admin })).status).toBe(409);
  });

  it('annulled: its waiting orders are left to a colleague, whom a to-do tells', async () => {
    const { id, items } = await presaleWith([{ productId: free[4], max: 10 }]);
    await move('presales', id, 'activate');
    const placed = await place(free[4], 1);
    expect(placed.status).toBe(201);
    const annulled = await move('presale-items', items[0].ID, 'annul');
    expect(annulled.status).toBe(200);
    expect((await heldLines(items[0].ID)).map((l) => l.status)).toEqual([PresaleLine.Settle]);
    const open = await t.db
      .select({ title: todos.title, link: todos.deepLink })
      .from(todos)
      .innerJoin(todoQueues, eq(todoQueues.id, todos.queueId))
      .where(and(eq(todoQueues.name, PRESALE_TODO_QUEUE), like(todos.deepLink, `/shop/presale/${id}%`)));
    expect(open).toHaveLength(1);
    // Deactivated, nothing more is sold: the product has its own price again.
    const other = await presaleWith([{ productId: free[5], max: 10 }]);
    await move('presales', other.id, 'activate');
    expect((await move('presales', other.id, 'deactivate')).status).toBe(200);
    const quote = await t.call<{ Items: { PresaleItemID?: number }[] }>('POST', '/api/shop/orders/quote', {
      token: admin,
      body: orderBody(free[5], 1),
    });
    if (quote.status === 200) expect(quote.body.Items[0].PresaleItemID).toBeUndefined();
    else
      expect((quote.body as unknown as { fields: Record<string, { id: string }> }).fields['Items.0.ProductID'].id).toBe(
        'staffOrder.invalid.noPrice',
      );
  });
});

describe('who may do what', () => {
  it('those who sell (roles 1 and 4) change presales; support sees them; the catalogue team does not', async () => {
    const body = { Name: 'Behörighet', StoreID: storeId, StartsAt: t.clock.now().toISOString() };
    expect((await t.call('POST', '/api/shop/presales', { token: manager, body })).status).toBe(201);
    expect((await t.call('GET', '/api/shop/presales', { token: support })).status).toBe(200);
    expect((await t.call('POST', '/api/shop/presales', { token: support, body })).status).toBe(403);
    expect((await t.call('GET', '/api/shop/presales', { token: catalog })).status).toBe(403);
  });
});
