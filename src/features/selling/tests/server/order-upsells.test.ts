/**
 * Upsells added to a placed order (SPEC.md §7's "upsell" call), through the API against the real app and database:
 * the line at the product's price for the order less the upsell's discount, the order priced again (totals and VAT
 * consistent, its Version moved on), the event on its timeline, the price source kept; refused for an upsell not
 * running, inactive or of another store, beyond its most per order counting earlier adds, on an order gone to the
 * warehouse, at a stale Version, and for roles without `update upsell`. A second add to an order that has one works.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, parseMinor, percentOfMinor } from '../../../../domain/money';
import { OrderStatus } from '../../../../domain/orders/codes';
import type { OrderPricing } from '../../../../domain/orders/totals';
import { ProductStatus } from '../../../../domain/resources/product/products';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { orderEvents, orders, products, stores } from '../../../../../server/db/schema';
import { SE_ORDER_ADDRESS, signedInApp, swedishOrderSetting, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
let manager: string;
let storeId: number;
let customerId: number;
let shipping: number;
let payment: number;
let goods: number;
let offered: { id: number; price: number };

const minor = (value: unknown) => parseMinor(value)!;
const hourAgo = () => new Date(t.clock.now().getTime() - 3_600_000).toISOString();

async function placeOrder(): Promise<ResourceRecord> {
  const answer = await t.call<ResourceRecord>('POST', '/api/shop/orders/place', {
    token: admin,
    body: {
      CustomerID: customerId,
      ShippingMethodID: shipping,
      PaymentMethodID: payment,
      ...SE_ORDER_ADDRESS,
      Items: [{ ProductID: goods, Quantity: 1 }],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

let serial = 0;
async function upsell(values: Record<string, unknown> = {}): Promise<ResourceRecord> {
  serial += 1;
  const answer = await t.call<ResourceRecord>('POST', '/api/shop/upsells', {
    token: admin,
    body: {
      Name: `Merförsäljning ${serial}`,
      StoreID: storeId,
      Type: 1,
      ProductID: offered.id,
      MaxQuantity: 3,
      StartsAt: hourAgo(),
      ...values,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The answer: the order and its new line, or the refusal. */
interface Added {
  Order: ResourceRecord;
  Item: ResourceRecord;
  code?: number;
  fields?: Record<string, { id: string; values?: Record<string, unknown> }>;
}

async function add(order: ResourceRecord, body: Record<string, unknown>, token = admin) {
  return t.call<Added>('POST', `/api/shop/orders/${order.ID}/add-upsell`, {
    token,
    body: { Version: order.Version, ...body },
  });
}

const itemsOf = async (orderId: number) =>
  (await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/order-items?OrderID=${orderId}&limit=200`, { token: admin })).body.data;

/** Total = Subtotal − Discount + fees + VAT, the subtotal the lines', the VAT 25 % of everything (all at the store's rate). */
async function expectConsistent(order: ResourceRecord) {
  const items = await itemsOf(order.ID);
  const subtotal = items.reduce((s, i) => s + Number(i.Quantity) * minor(i.UnitPrice), 0);
  const discount = items.reduce((s, i) => s + minor(i.Discount), 0);
  expect(minor(order.Subtotal)).toBe(subtotal);
  const lineVat = items.reduce((s, i) => s + percentOfMinor(Number(i.Quantity) * minor(i.UnitPrice) - minor(i.Discount), 2500), 0);
  const feeVat = percentOfMinor(minor(order.ShippingFee), 2500) + percentOfMinor(minor(order.PaymentFee), 2500);
  expect(minor(order.VatAmount)).toBe(lineVat + feeVat);
  expect(minor(order.Total)).toBe(subtotal - discount + minor(order.ShippingFee) + minor(order.PaymentFee) + minor(order.VatAmount));
  return items;
}

beforeAll(async () => {
  ({ t, admin, support, catalog, manager } = await signedInApp(['admin', 'support', 'catalog', 'manager']));
  ({ storeId, customerId, shipping, payment } = await swedishOrderSetting(t));
  const forSale = await t.db
    .select({ id: products.ID })
    .from(products)
    .where(
      and(
        eq(products.Status, ProductStatus.ForSale),
        sql`${products.ID} not in (select product_id from presale_items)`,
        sql`${products.ID} in (select product_id from product_prices where price > 0)`,
      ),
    )
    .orderBy(desc(products.ID))
    .limit(2);
  goods = forSale[0].id;
  // The offered product's price for the store, as a staff order's quote resolves it.
  const quote = await t.call<{ Items: { UnitPrice: string }[] }>('POST', '/api/shop/orders/quote', {
    token: admin,
    body: {
      CustomerID: customerId,
      ShippingMethodID: shipping,
      PaymentMethodID: payment,
      ...SE_ORDER_ADDRESS,
      Items: [{ ProductID: forSale[1].id, Quantity: 1 }],
    },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  offered = { id: forSale[1].id, price: minor(quote.body.Items[0].UnitPrice) };
});

describe('adding an upsell to a placed order', () => {
  it("adds the product at its price less the upsell's discount, prices the order again and logs the event", async () => {
    const order = await placeOrder();
    const campaign = await upsell({ DiscountPercentage: '15.00' });
    const choices = await t.call<{ data: { ID: number; UnitPrice: string; Left: number }[] }>(
      'GET',
      `/api/shop/orders/${order.ID}/upsells`,
      {
        token: admin,
      },
    );
    const unit = offered.price - percentOfMinor(offered.price, 1500);
    expect(choices.body.data).toContainEqual(expect.objectContaining({ ID: campaign.ID, UnitPrice: formatMinor(unit), Left: 3 }));

    const answer = await add(order, { UpsellID: campaign.ID, Quantity: 2 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.Item).toMatchObject({
      ProductID: offered.id,
      Quantity: 2,
      UnitPrice: formatMinor(unit),
      LineTotal: formatMinor(2 * unit),
    });
    const after = answer.body.Order;
    expect(after.Version).toBeGreaterThan(Number(order.Version));
    expect(minor(after.Subtotal)).toBe(minor(order.Subtotal) + 2 * unit);
    expect(minor(after.VatAmount) - minor(order.VatAmount)).toBe(percentOfMinor(2 * unit, 2500));
    const items = await expectConsistent(after);
    expect(items).toHaveLength(2);

    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.OrderID, order.ID), eq(orderEvents.Kind, 'upsell')));
    expect(['paymentCard', 'paymentInvoice']).toContain(event.Integration);
    expect(JSON.parse(String(event.MessageValues))).toMatchObject({ upsellId: campaign.ID, quantity: 2, price: formatMinor(unit) });
    // Where each line's price came from: the placed line's, and the upsell's.
    const [row] = await t.db.select({ pricing: orders.Pricing }).from(orders).where(eq(orders.ID, order.ID));
    const lines = (row.pricing as OrderPricing).lines ?? {};
    expect(lines[String(answer.body.Item.ID)]).toEqual({ kind: 'upsell', id: campaign.ID });
    expect(Object.keys(lines)).toHaveLength(2);
  });

  it("takes the product's own UpsellingDiscount when the upsell has none", async () => {
    await t.db.update(products).set({ UpsellingDiscount: '10.00' }).where(eq(products.ID, offered.id));
    const order = await placeOrder();
    const campaign = await upsell();
    const answer = await add(order, { UpsellID: campaign.ID, Quantity: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.Item.UnitPrice).toBe(formatMinor(offered.price - percentOfMinor(offered.price, 1000)));
  });

  it('counts earlier adds against the most per order, and a second add to the order works', async () => {
    const order = await placeOrder();
    const campaign = await upsell({ MaxQuantity: 3 });
    const first = await add(order, { UpsellID: campaign.ID, Quantity: 2 });
    expect(first.status).toBe(201);
    const over = await add(first.body.Order, { UpsellID: campaign.ID, Quantity: 2 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 40001, fields: { Quantity: { id: 'orders.upsell.tooMany', values: { left: 1, max: 3 } } } });
    const second = await add(first.body.Order, { UpsellID: campaign.ID, Quantity: 1 });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await expectConsistent(second.body.Order);
    expect(await itemsOf(order.ID)).toHaveLength(3);
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.OrderID, order.ID), eq(orderEvents.Kind, 'upsell')));
    expect(events).toHaveLength(2);
    const none = await add(second.body.Order, { UpsellID: campaign.ID, Quantity: 1 });
    expect(none.body.fields?.Quantity?.values).toEqual({ left: 0, max: 3 });
  });

  it('refuses a stale Version with the order as it is now', async () => {
    const order = await placeOrder();
    const campaign = await upsell();
    expect((await add(order, { UpsellID: campaign.ID, Quantity: 1 })).status).toBe(201);
    const stale = await add(order, { UpsellID: campaign.ID, Quantity: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(40901);
  });

  it('refuses an upsell not started, ended, inactive or of another store, naming UpsellID', async () => {
    const order = await placeOrder();
    const future = await upsell({ StartsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    const ended = await upsell({
      StartsAt: new Date(t.clock.now().getTime() - 2 * 86_400_000).toISOString(),
      EndsAt: new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
    });
    const inactive = await upsell({ Active: false });
    const [other] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(sql`${stores.id} <> ${storeId}`)
      .limit(1);
    const elsewhere = await upsell({ StoreID: other.id });
    for (const [campaign, reason] of [
      [future, 'notStarted'],
      [ended, 'ended'],
      [inactive, 'inactive'],
      [elsewhere, 'otherStore'],
    ] as const) {
      const answer = await add(order, { UpsellID: campaign.ID, Quantity: 1 });
      expect(answer.status, reason).toBe(400);
      expect(answer.body).toMatchObject({ code: 40001, fields: { UpsellID: { id: `orders.upsell.${reason}` } } });
    }
    const choices = await t.call<{ data: { ID: number }[] }>('GET', `/api/shop/orders/${order.ID}/upsells`, { token: admin });
    const ids = choices.body.data.map((u) => u.ID);
    for (const campaign of [future, ended, inactive, elsewhere]) expect(ids).not.toContain(campaign.ID);
    expect(await itemsOf(order.ID)).toHaveLength(1);
    expect((await add(order, { UpsellID: 2_000_000_000, Quantity: 1 })).body.fields?.UpsellID?.id).toBe('orders.upsell.unknown');
    expect((await add(order, { UpsellID: future.ID, Quantity: 0 })).body.fields?.Quantity).toBeDefined();
  });

  it('refuses an order gone to the warehouse (40902), as its lines refuse a change', async () => {
    const order = await placeOrder();
    const campaign = await upsell();
    await t.db.update(orders).set({ Status: OrderStatus.Sent }).where(eq(orders.ID, order.ID));
    const answer = await add(order, { UpsellID: campaign.ID, Quantity: 1 });
    expect(answer.body).toMatchObject({ code: 40902, fields: { UpsellID: { id: 'orders.upsell.orderClosed' } } });
    expect(await itemsOf(order.ID)).toHaveLength(1);
  });

  it('is for roles 1 and 4 only: customer service and product managers are refused (403)', async () => {
    const order = await placeOrder();
    const campaign = await upsell();
    for (const token of [support, catalog]) {
      expect((await add(order, { UpsellID: campaign.ID, Quantity: 1 }, token)).status).toBe(403);
      expect((await t.call('GET', `/api/shop/orders/${order.ID}/upsells`, { token })).status).toBe(403);
    }
    const answer = await add(order, { UpsellID: campaign.ID, Quantity: 1 }, manager);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});
