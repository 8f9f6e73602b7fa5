/**
 * Subscriptions (issue 20 §3) against the real app and database: made and edited through the API (the store and
 * currency follow the customer, the methods must be the store's, the first due date is the first order's), the
 * moves pause, resume, skip next and cancel with their refusals; and the `subscription-orders` job with its own
 * clock: a due subscription's order placed through the staff order's path and linked to it, the due date one
 * interval on from the previous one (several missed intervals catch up with one order), nothing for one not due or
 * paused, a failed pricing leaving an event, the failure and one to-do and not moving on, and two runs at once
 * placing one order. The demo's due subscriptions are all placed by one run.
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '../../domain/codes';
import { addIntervals } from '../../domain/subscriptions';
import { ORDER_EVENT_MESSAGES } from '../../../../domain/orders/event-messages';
import { OrderSource } from '../../../../domain/orders/codes';
import { ProductStatus } from '../../../../domain/resources/product/products';
import type { ResourceRecord } from '../../../../domain/resources/types';
import {
  auditEvents,
  customers,
  orderEvents,
  orders,
  paymentMethods,
  productPrices,
  products,
  shippingMethods,
  storeGroups,
  stores,
  todos,
} from '../../../../../server/db/schema';
import { subscriptions } from '../../server/schema';
import { placeDueSubscriptions } from '../../server/subscriptions/orders';
import { signedInApp, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;

const DAY = 86_400_000;
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** A customer of the demo with its store's methods and three products its store prices. */
let customer: { id: number; storeId: number; currency: string };
let shippingId: number;
let paymentId: number;
let productIds: number[];

beforeAll(async () => {
  ({ t, admin, support, catalog } = await signedInApp(['admin', 'support', 'catalog']));
  const shipping = await t.db.select().from(shippingMethods).where(eq(shippingMethods.Active, true)).orderBy(asc(shippingMethods.ID));
  const payment = await t.db.select().from(paymentMethods).where(eq(paymentMethods.Active, true)).orderBy(asc(paymentMethods.ID));
  const people = await t.db
    .select({ id: customers.ID, storeId: customers.StoreID, currency: stores.currency, groupId: storeGroups.currencyGroupId })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.StoreID))
    .innerJoin(storeGroups, eq(storeGroups.id, stores.storeGroupId))
    .where(isNull(customers.MergedIntoID))
    .orderBy(asc(customers.ID));
  const c = people.find(
    (p) =>
      shipping.some((m) => ids(m.Stores).includes(Number(p.storeId))) && payment.some((m) => ids(m.Stores).includes(Number(p.storeId))),
  )!;
  customer = { id: c.id, storeId: Number(c.storeId), currency: c.currency };
  shippingId = shipping.find((m) => ids(m.Stores).includes(customer.storeId))!.ID;
  paymentId = payment.find((m) => ids(m.Stores).includes(customer.storeId))!.ID;
  const priced = await t.db
    .selectDistinct({ id: products.ID })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.ProductID, products.ID))
    .where(and(eq(products.Status, ProductStatus.ForSale), eq(productPrices.CurrencyGroupID, Number(c.groupId))))
    .orderBy(asc(products.ID))
    .limit(3);
  productIds = priced.map((p) => p.id);
});
afterAll(() => t.close());

const delivery = {
  DeliveryName: 'Astrid Bergström',
  DeliveryAddress1: 'Storgatan 1',
  DeliveryPostalCode: '11122',
  DeliveryCity: 'Stockholm',
  DeliveryCountry: 'SE',
};

/** A new subscription with items (the products' indexes) through the API, first due at `first`. */
async function subscribe(first: Date, items: number[] = [0, 1], extra: Record<string, unknown> = {}): Promise<ResourceRecord> {
  const made = await t.call<ResourceRecord>('POST', '/api/shop/subscriptions', {
    token: support,
    body: {
      CustomerID: customer.id,
      IntervalDays: 30,
      FirstOrderAt: first.toISOString(),
      ShippingMethodID: shippingId,
      PaymentMethodID: paymentId,
      ...delivery,
      ...extra,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  for (const [n, i] of items.entries()) {
    const item = await t.call('POST', '/api/shop/subscription-items', {
      token: support,
      body: { SubscriptionID: made.body.ID, ProductID: productIds[i], Quantity: n + 1 },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
  }
  return made.body;
}

const move = (id: number, action: string, Version: number, token = support) =>
  t.call<ResourceRecord>('POST', `/api/shop/subscriptions/${id}/${action}`, { token, body: { Version } });
const time = (value: unknown) => new Date(String(value)).getTime();
const ordersOf = (id: number) => t.db.select().from(orders).where(eq(orders.ID, id));

describe('subscriptions', () => {
  it('are made with the customer’s store and currency, numbered S…, first due at the first order, items named by their product', async () => {
    const first = new Date(Date.now() + 3 * DAY);
    const made = await subscribe(first);
    expect(made.Number).toMatch(/^S\d{4,}$/);
    expect(made).toMatchObject({ StoreID: customer.storeId, Currency: customer.currency, Status: SubscriptionStatus.Active });
    expect(time(made.NextOrderAt)).toBe(first.getTime());
    const items = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/subscription-items?SubscriptionID=${made.ID}`, {
      token: admin,
    });
    expect(items.body.data).toHaveLength(2);
    const [product] = await t.db.select().from(products).where(eq(products.ID, productIds[0]));
    expect(items.body.data[0]).toMatchObject({ ProductID: productIds[0], SKU: product.Sku, Quantity: 1 });
    expect(String(items.body.data[0].Name)).not.toBe('');
  });

  it('refuse colleagues without update subscription', async () => {
    const denied = await t.call('POST', '/api/shop/subscriptions', {
      token: catalog,
      body: {
        CustomerID: customer.id,
        IntervalDays: 30,
        FirstOrderAt: new Date().toISOString(),
        ShippingMethodID: shippingId,
        PaymentMethodID: paymentId,
        ...delivery,
      },
    });
    expect(denied.status).toBe(403);
  });

  it('pause, resume (a due date past while paused moves on to the next one), skip the next order and cancel, each only from where it may', async () => {
    const first = new Date(Date.now() - 45 * DAY);
    const s = await subscribe(first);
    const paused = await move(s.ID, 'pause', s.Version);
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.Status).toBe(SubscriptionStatus.Paused);
    expect((await move(s.ID, 'pause', paused.body.Version)).status).toBe(409);
    const resumed = await move(s.ID, 'resume', paused.body.Version);
    expect(resumed.body.Status).toBe(SubscriptionStatus.Active);
    // 45 days ago plus two 30-day intervals: 15 days ahead, at the same time of day.
    expect(time(resumed.body.NextOrderAt)).toBe(addIntervals(first, 30, 2).getTime());
    const skipped = await move(s.ID, 'skip-next', resumed.body.Version);
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(time(skipped.body.NextOrderAt)).toBe(addIntervals(first, 30, 3).getTime());
    // An edit keeps the due date the moves gave it.
    const edited = await t.call<ResourceRecord>('PUT', `/api/shop/subscriptions/${s.ID}`, {
      token: support,
      body: { Note: 'Ring före leverans', Version: skipped.body.Version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(time(edited.body.NextOrderAt)).toBe(addIntervals(first, 30, 3).getTime());
    const cancelled = await move(s.ID, 'cancel', edited.body.Version);
    expect(cancelled.body.Status).toBe(SubscriptionStatus.Cancelled);
    expect((await move(s.ID, 'resume', cancelled.body.Version)).status).toBe(409);
    expect((await move(s.ID, 'skip-next', cancelled.body.Version)).status).not.toBe(200);
    const late = await t.call('POST', '/api/shop/subscription-items', {
      token: support,
      body: { SubscriptionID: s.ID, ProductID: productIds[2], Quantity: 1 },
    });
    expect(late.status).not.toBe(201);
    expect((await move(s.ID, 'cancel', cancelled.body.Version, catalog)).status).toBe(403);
  });
});

/** Pauses every active subscription behind the API's back, so a run with a later clock places only the test's own. */
const quiet = () =>
  t.db.update(subscriptions).set({ Status: SubscriptionStatus.Paused }).where(eq(subscriptions.Status, SubscriptionStatus.Active));

describe('the subscription-orders job', () => {
  it('places every due subscription of the demo in one run', async () => {
    const now = new Date();
    const due = await t.db
      .select({ id: subscriptions.ID })
      .from(subscriptions)
      .where(and(eq(subscriptions.Status, SubscriptionStatus.Active), lte(subscriptions.NextOrderAt, now)));
    expect(due.length).toBeGreaterThan(0);
    expect(await placeDueSubscriptions(t.jobs, now)).toEqual({ placed: due.length, failed: 0 });
    const moved = await t.db
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.ID,
          due.map((d) => d.id),
        ),
      );
    expect(moved.every((m) => m.NextOrderAt!.getTime() > now.getTime() && m.LastOrderID != null)).toBe(true);
  });

  it('places a due subscription’s order linked to it, its next due date one interval on from the last, nothing when not due or paused', async () => {
    await quiet();
    const due = new Date(Date.now() + 2 * DAY);
    const s = await subscribe(due, [0, 1], { ShippingFee: '0.00' });
    const notYet = await subscribe(new Date(due.getTime() + DAY));
    const paused = await subscribe(due);
    expect((await move(paused.ID, 'pause', paused.Version)).status).toBe(200);

    const now = new Date(due.getTime() + 2 * 3_600_000);
    const run = await placeDueSubscriptions(t.jobs, now);
    expect(run).toEqual({ placed: 1, failed: 0 });
    const after = await t.read<ResourceRecord>(`/api/shop/subscriptions/${s.ID}`, admin);
    expect(time(after.NextOrderAt)).toBe(addIntervals(due, 30).getTime());
    const [order] = await ordersOf(Number(after.LastOrderID));
    expect(order).toMatchObject({
      CustomerID: customer.id,
      StoreID: customer.storeId,
      Source: OrderSource.Subscription,
      ShippingFee: '0.00',
    });
    expect(order.DeliveryAddress1).toBe(delivery.DeliveryAddress1);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.OrderID, order.ID));
    expect(events).toContainEqual(
      expect.objectContaining({
        Kind: 'subscriptionOrder',
        MessageCode: ORDER_EVENT_MESSAGES.placedBySubscription,
        MessageValues: JSON.stringify({ subscription: s.Number }),
      }),
    );
    // Audited as a staff order is: created by the system, with its items as quoted.
    const [created] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'orders'), eq(auditEvents.entityId, order.ID)));
    expect(created).toMatchObject({ action: 'create', actorId: 0 });
    expect((created.after as { Items: unknown[] }).Items).toHaveLength(2);
    expect(await t.read<ResourceRecord>(`/api/shop/subscriptions/${notYet.ID}`, admin)).toMatchObject({ LastOrderID: null });
    expect(await t.read<ResourceRecord>(`/api/shop/subscriptions/${paused.ID}`, admin)).toMatchObject({ LastOrderID: null });
    const history = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'subscriptions'), eq(auditEvents.entityId, s.ID)));
    expect(history.map((h) => h.action)).toContain('place-order');
    // The same time again: nothing more is due.
    expect(await placeDueSubscriptions(t.jobs, now)).toEqual({ placed: 0, failed: 0 });
    for (const id of [notYet.ID, paused.ID]) {
      const r = await t.read<ResourceRecord>(`/api/shop/subscriptions/${id}`, admin);
      await move(id, 'cancel', Number(r.Version));
    }
  });

  it('catches up several missed intervals with one order, keeping the dates on their interval', async () => {
    await quiet();
    const due = new Date(Date.now() - 100 * DAY);
    const s = await subscribe(due, [0]);
    const now = new Date();
    expect(await placeDueSubscriptions(t.jobs, now)).toMatchObject({ placed: 1 });
    const next = time((await t.read<ResourceRecord>(`/api/shop/subscriptions/${s.ID}`, admin)).NextOrderAt);
    expect(next).toBe(addIntervals(due, 30, 4).getTime());
    expect(next).toBeGreaterThan(now.getTime());
  });

  it('leaves an event, the failure and one to-do when the order cannot be priced, and does not move on', async () => {
    await quiet();
    const due = new Date(Date.now() + 5 * DAY);
    const s = await subscribe(due, [2]);
    await t.db.update(products).set({ Status: ProductStatus.Draft }).where(eq(products.ID, productIds[2]));
    const now = new Date(due.getTime() + 60_000);
    expect(await placeDueSubscriptions(t.jobs, now)).toEqual({ placed: 0, failed: 1 });
    const after = await t.read<ResourceRecord>(`/api/shop/subscriptions/${s.ID}`, admin);
    expect(time(after.NextOrderAt)).toBe(due.getTime());
    expect(after.LastOrderID).toBeNull();
    expect(String(after.LastFailure)).toMatch(/ProductID/);
    expect(time(after.LastFailedAt)).toBe(now.getTime());
    const failed = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'subscriptions'), eq(auditEvents.entityId, s.ID), eq(auditEvents.action, 'order-failed')));
    expect(failed).toHaveLength(1);
    const openTodos = () =>
      t.db
        .select()
        .from(todos)
        .where(and(eq(todos.deepLink, `/shop/subscriptions/${s.ID}`), isNull(todos.completedAt)));
    expect(await openTodos()).toHaveLength(1);
    // Not tried again within a day; tried at the next run once someone edits it, with still one to-do.
    expect(await placeDueSubscriptions(t.jobs, new Date(now.getTime() + 3_600_000))).toEqual({ placed: 0, failed: 0 });
    const edited = await t.call('PUT', `/api/shop/subscriptions/${s.ID}`, {
      token: support,
      body: { Note: 'Ny produkt?', Version: after.Version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ LastFailedAt: null, LastFailure: null });
    expect(await placeDueSubscriptions(t.jobs, new Date(now.getTime() + 2 * 3_600_000))).toEqual({ placed: 0, failed: 1 });
    expect(await openTodos()).toHaveLength(1);
    await t.db.update(products).set({ Status: ProductStatus.ForSale }).where(eq(products.ID, productIds[2]));
    expect(await placeDueSubscriptions(t.jobs, new Date(now.getTime() + 2 * DAY))).toEqual({ placed: 1, failed: 0 });
  });

  it('run twice at once places one order', async () => {
    await quiet();
    const due = new Date(Date.now() + 10 * DAY);
    const s = await subscribe(due, [0]);
    const now = new Date(due.getTime() + 1000);
    const runs = await Promise.all([placeDueSubscriptions(t.jobs, now), placeDueSubscriptions(t.jobs, now)]);
    expect(runs.reduce((n, r) => n + r.placed, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    const placed = await t.db
      .select({ id: orderEvents.OrderID })
      .from(orderEvents)
      .where(and(eq(orderEvents.Kind, 'subscriptionOrder'), eq(orderEvents.MessageValues, JSON.stringify({ subscription: s.Number }))));
    expect(placed).toHaveLength(1);
    expect(
      await t.db
        .select({ id: orders.ID })
        .from(orders)
        .where(
          inArray(
            orders.ID,
            placed.map((p) => p.id),
          ),
        ),
    ).toHaveLength(1);
  });
});
