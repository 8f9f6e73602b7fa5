/**
 * Staff orders (orders/new, issue 9 §1–2) through the real API on PGlite (and a PostgreSQL cluster with
 * `npm run test:pg`): `POST /api/shop/orders/quote` and `/place` price the lines on the server from the price
 * lists (the highest-priority list's price, else the product's own price in the currency group), VAT at the
 * store country's standard rate, the methods' fees converted and taxed; totals checked against hand-computed
 * öre. Each refusal is a 40001 on its field and stores nothing; a third order within 30 days with five items
 * over 5,000 SEK in the NOK store waits in the checks queue with its reasons; a role without `update order`
 * is refused with 40301.
 */
import { and, asc, count, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckStatus, OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import { PRICE_LIST_TYPE } from '../../src/domain/price-lists/pricing';
import { ProductStatus } from '../../src/domain/resources/product/products';
import {
  auditEvents,
  currencyGroups,
  emailTemplates,
  outbox,
  customers,
  orderEvents,
  orderItems,
  orders,
  paymentMethods,
  priceListPrices,
  priceLists,
  productPrices,
  products,
  shippingMethods,
  stores,
} from '../../server/db/schema';
import { SE_ORDER_ADDRESS, signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
const store: Record<'SE' | 'NO' | 'FI', number> = { SE: 0, NO: 0, FI: 0 };
const product: Record<'listed' | 'own' | 'unpriced' | 'draft' | 'norwegian', number> = {
  listed: 0,
  own: 0,
  unpriced: 0,
  draft: 0,
  norwegian: 0,
};
let shipping: number;
let payment: number;
let finnishShipping: number;
let inactiveShipping: number;
let seCustomer: number;
let noCustomer: number;

const SE_ADDRESS = SE_ORDER_ADDRESS;
const NO_ADDRESS = {
  BillingName: 'Ola Nordmann',
  BillingAddress1: 'Karl Johans gate 1',
  BillingPostalCode: '0154',
  BillingCity: 'Oslo',
  BillingCountry: 'NO',
  DeliveryName: 'Ola Nordmann',
  DeliveryAddress1: 'Karl Johans gate 1',
  DeliveryPostalCode: '0154',
  DeliveryCity: 'Oslo',
  DeliveryCountry: 'NO',
};

/** A customer of the store with no orders at all, so only this test's orders count for the checks. */
async function customerWithoutOrders(storeId: number, skip = 0): Promise<number> {
  const [row] = await t.db
    .select({ id: customers.ID })
    .from(customers)
    .where(
      and(
        eq(customers.StoreID, storeId),
        isNull(customers.MergedIntoID),
        notExists(
          t.db
            .select({ one: sql`1` })
            .from(orders)
            .where(eq(orders.CustomerID, customers.ID)),
        ),
      ),
    )
    .orderBy(asc(customers.ID))
    .offset(skip)
    .limit(1);
  return Number(row.id);
}

beforeAll(async () => {
  ({ t, admin, support, catalog } = await signedInApp(['admin', 'support', 'catalog']));
  for (const row of await t.db.select({ id: stores.id, country: stores.countryCode }).from(stores)) store[row.country as 'SE'] = row.id;
  const groups = new Map(
    (await t.db.select({ id: currencyGroups.id, currency: currencyGroups.currency }).from(currencyGroups)).map((g) => [g.currency, g.id]),
  );
  const now = t.clock.now();
  const stamp = { CreatedAt: now, UpdatedAt: now };

  const made = await t.db
    .insert(products)
    .values([
      {
        Sku: 'SO-LISTED',
        Name: { sv: 'Skärm med listpris', en: 'Screen with a list price' },
        Type: 1,
        Status: ProductStatus.ForSale,
        ...stamp,
      },
      {
        Sku: 'SO-OWN',
        Name: { sv: 'Kabel med eget pris', en: 'Cable with its own price' },
        Type: 1,
        Status: ProductStatus.ForSale,
        ...stamp,
      },
      { Sku: 'SO-UNPRICED', Name: { sv: 'Utan pris' }, Type: 1, Status: ProductStatus.ForSale, ...stamp },
      { Sku: 'SO-DRAFT', Name: { sv: 'Utkast' }, Type: 1, Status: ProductStatus.Draft, ...stamp },
      { Sku: 'SO-NORSK', Name: { sv: 'Batteri', en: 'Battery' }, Type: 1, Status: ProductStatus.ForSale, ...stamp },
    ] as (typeof products.$inferInsert)[])
    .returning({ id: products.ID });
  [product.listed, product.own, product.unpriced, product.draft, product.norwegian] = made.map((r) => Number(r.id));
  await t.db.insert(productPrices).values([
    { ProductID: product.listed, CurrencyGroupID: groups.get('SEK')!, Price: '100.00', ...stamp },
    { ProductID: product.own, CurrencyGroupID: groups.get('SEK')!, Price: '0.05', ...stamp },
    { ProductID: product.draft, CurrencyGroupID: groups.get('SEK')!, Price: '10.00', ...stamp },
    { ProductID: product.norwegian, CurrencyGroupID: groups.get('NOK')!, Price: '1000.00', ...stamp },
  ] as (typeof productPrices.$inferInsert)[]);
  // Two static lists price the listed product: the higher priority's price applies (79.90, not 69.90 nor 100.00).
  const lists = await t.db
    .insert(priceLists)
    .values([
      {
        Name: 'Staff order test high',
        Type: PRICE_LIST_TYPE.Static,
        Currencies: ['SEK'],
        Priority: 900,
        Processed: false,
        MergedFrom: [],
        Rules: { kind: 'group', match: 'any', children: [] },
        ...stamp,
      },
      {
        Name: 'Staff order test low',
        Type: PRICE_LIST_TYPE.Static,
        Currencies: ['SEK'],
        Priority: 899,
        Processed: false,
        MergedFrom: [],
        Rules: { kind: 'group', match: 'any', children: [] },
        ...stamp,
      },
    ] as (typeof priceLists.$inferInsert)[])
    .returning({ id: priceLists.ID });
  await t.db.insert(priceListPrices).values([
    { PriceListID: lists[0].id, ProductID: product.listed, Currency: 'SEK', Price: '79.90', ...stamp },
    { PriceListID: lists[1].id, ProductID: product.listed, Currency: 'SEK', Price: '69.90', ...stamp },
  ] as (typeof priceListPrices.$inferInsert)[]);

  const method = {
    Carrier: 'postnord',
    Class: 'parcel',
    ServicePointProvider: null,
    ServicePointSelection: null,
    Express: false,
    ReturnLimitMin: null,
    ReturnLimitMax: null,
    ...stamp,
  };
  const methods = await t.db
    .insert(shippingMethods)
    .values([
      { ...method, Name: 'Test parcel', Price: '40.00', FreeShippingThreshold: '10000.00', Stores: [store.SE, store.NO], Active: true },
      { ...method, Name: 'Test Finnish parcel', Price: '40.00', FreeShippingThreshold: null, Stores: [store.FI], Active: true },
      { ...method, Name: 'Test retired parcel', Price: '40.00', FreeShippingThreshold: null, Stores: [store.SE], Active: false },
    ] as (typeof shippingMethods.$inferInsert)[])
    .returning({ id: shippingMethods.ID });
  [shipping, finnishShipping, inactiveShipping] = methods.map((m) => Number(m.id));
  const [pay] = await t.db
    .insert(paymentMethods)
    .values({
      Name: 'Test invoice',
      MethodSKU: 'TEST-STAFF-INVOICE',
      Processor: 'klarna',
      Fee: '20.00',
      Stores: [store.SE, store.NO],
      RequiresGLN: false,
      RequiresInvoiceEmail: false,
      SupportsRecurring: false,
      RequiresCreditWorthy: false,
      Active: true,
      ...stamp,
    } as typeof paymentMethods.$inferInsert)
    .returning({ id: paymentMethods.ID });
  payment = Number(pay.id);
  seCustomer = await customerWithoutOrders(store.SE);
  noCustomer = await customerWithoutOrders(store.NO);
});
afterAll(() => t.close());

const seBody = (extra: Record<string, unknown> = {}) => ({
  CustomerID: seCustomer,
  ShippingMethodID: shipping,
  PaymentMethodID: payment,
  ...SE_ADDRESS,
  Items: [
    { ProductID: product.listed, Quantity: 3 },
    { ProductID: product.own, Quantity: 1 },
  ],
  ...extra,
});

const orderCount = async () => Number((await t.db.select({ n: count() }).from(orders))[0].n);

describe('quoting and placing a staff order', () => {
  it("quotes the lines at the price lists' prices with VAT and fees, in minor units, storing nothing", async () => {
    const before = await orderCount();
    const answer = await t.call('POST', '/api/shop/orders/quote', { token: support, body: seBody() });
    expect(answer.status).toBe(200);
    // 3 × 79.90 = 239.70 (VAT 59.925 → 59.93) + 0.05 (VAT 0.0125 → 0.01): subtotal 239.75, VAT 59.94;
    // shipping 40.00 and payment fee 20.00 excl. VAT, at the goods' 25 %: 15.00 VAT; total 374.69.
    expect(answer.body).toMatchObject({
      StoreID: store.SE,
      Currency: 'SEK',
      Subtotal: '239.75',
      Discount: '0.00',
      ShippingFee: '40.00',
      PaymentFee: '20.00',
      VatAmount: '74.94',
      Vat: [{ Rate: '25.00', Base: '299.75', Vat: '74.94' }],
      Total: '374.69',
      Refused: [],
    });
    expect(answer.body.Items).toEqual([
      {
        ProductID: product.listed,
        SKU: 'SO-LISTED',
        Name: 'Skärm med listpris',
        Quantity: 3,
        UnitPrice: '79.90',
        VatRate: '25.00',
        Discount: '0.00',
        Adjustments: [],
        LineTotal: '239.70',
        PriceListID: expect.any(Number),
      },
      {
        ProductID: product.own,
        SKU: 'SO-OWN',
        Name: 'Kabel med eget pris',
        Quantity: 1,
        UnitPrice: '0.05',
        VatRate: '25.00',
        Discount: '0.00',
        Adjustments: [],
        LineTotal: '0.05',
        PriceListID: null,
      },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('places it: 201 with Location, the quoted totals, items with their snapshot, a staff source, its event and audit', async () => {
    const quote = (await t.call('POST', '/api/shop/orders/quote', { token: support, body: seBody() })).body;
    const answer = await t.call('POST', '/api/shop/orders/place', { token: support, body: seBody({ Note: 'Ringde in' }) });
    expect(answer.status).toBe(201);
    const order = answer.body;
    expect(answer.headers.get('Location')).toBe(`/api/shop/orders/${order.ID}`);
    expect(order).toMatchObject({
      CustomerID: seCustomer,
      StoreID: store.SE,
      Currency: 'SEK',
      Source: OrderSource.Staff,
      Status: OrderStatus.Pending,
      CheckStatus: CheckStatus.None,
      Subtotal: quote.Subtotal,
      VatAmount: quote.VatAmount,
      ShippingFee: '40.00',
      PaymentFee: '20.00',
      Discount: '0.00',
      Total: '374.69',
      BillingCity: 'Uppsala',
      DeliveryPostalCode: '753 20',
      Note: 'Ringde in',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.ID)).orderBy(asc(orderItems.ID));
    expect(items.map((i) => [i.ProductID, i.SKU, i.Name, i.Quantity, i.UnitPrice, i.VatRate, i.LineTotal])).toEqual([
      [product.listed, 'SO-LISTED', 'Skärm med listpris', 3, '79.90', '25.00', '239.70'],
      [product.own, 'SO-OWN', 'Kabel med eget pris', 1, '0.05', '25.00', '0.05'],
    ]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.OrderID, order.ID)).orderBy(asc(orderEvents.ID));
    expect(events.map((e) => [e.Integration, e.Kind])).toEqual([
      ['internal', 'staffOrder'],
      ['email', 'confirmation'],
    ]);
    // The customer's order confirmation (template 1) is queued with the order, to the order's address.
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.AboutEntity, 'orders'), eq(outbox.AboutID, order.ID)));
    expect(mails.map((m) => [m.TemplateType, m.To])).toEqual([[1, order.Email]]);
    expect(mails[0].HtmlBody).toContain(order.Number);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'orders'), eq(auditEvents.entityId, order.ID)));
    expect(audit).toMatchObject({ action: 'create' });
    expect((audit.after as { Items: unknown[] }).Items).toHaveLength(2);
  });

  it('still takes the order when the store has no confirmation template, and says on the timeline that none was sent', async () => {
    const confirmations = and(eq(emailTemplates.TemplateType, 1), eq(emailTemplates.Active, true));
    const active = await t.db.select({ id: emailTemplates.ID }).from(emailTemplates).where(confirmations);
    expect(active.length).toBeGreaterThan(0);
    await t.db.update(emailTemplates).set({ Active: false }).where(confirmations);
    try {
      const answer = await t.call('POST', '/api/shop/orders/place', { token: support, body: seBody() });
      expect(answer.status).toBe(201);
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.OrderID, answer.body.ID)).orderBy(asc(orderEvents.ID));
      expect(events.map((e) => [e.Integration, e.Kind])).toEqual([
        ['internal', 'staffOrder'],
        ['email', 'confirmation'],
      ]);
      expect(events[1].MessageCode).toBe('orderEvents.message.confirmationNoTemplate');
      expect(
        await t.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.AboutEntity, 'orders'), eq(outbox.AboutID, answer.body.ID))),
      ).toEqual([]);
    } finally {
      await t.db
        .update(emailTemplates)
        .set({ Active: true })
        .where(
          inArray(
            emailTemplates.ID,
            active.map((a) => a.id),
          ),
        );
    }
  });

  it('refuses each wrong field with 40001 naming it, and stores nothing', async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Items: [{ ProductID: 2_000_000_000, Quantity: 1 }] }, 'Items.0.ProductID', 'staffOrder.invalid.unknownProduct'],
      [{ Items: [{ ProductID: product.listed, Quantity: 0 }] }, 'Items.0.Quantity', 'validation.minValue'],
      [{ Items: [{ ProductID: product.listed, Quantity: 1000 }] }, 'Items.0.Quantity', 'validation.maxValue'],
      [{ Items: [{ ProductID: product.listed, Quantity: 1.5 }] }, 'Items.0.Quantity', 'validation.type'],
      [
        {
          Items: [
            { ProductID: product.listed, Quantity: 1 },
            { ProductID: product.listed, Quantity: 2 },
          ],
        },
        'Items.1.ProductID',
        'staffOrder.invalid.duplicateLine',
      ],
      [{ Items: [] }, 'Items', 'validation.required'],
      [{ Items: [{ ProductID: product.unpriced, Quantity: 1 }] }, 'Items.0.ProductID', 'staffOrder.invalid.noPrice'],
      [{ Items: [{ ProductID: product.draft, Quantity: 1 }] }, 'Items.0.ProductID', 'staffOrder.invalid.notForSale'],
      [{ ShippingMethodID: finnishShipping }, 'ShippingMethodID', 'staffOrder.invalid.methodNotInStore'],
      [{ ShippingMethodID: inactiveShipping }, 'ShippingMethodID', 'staffOrder.invalid.methodNotInStore'],
      [{ StoreID: store.NO }, 'StoreID', 'staffOrder.invalid.otherStore'],
      [{ CustomerID: 2_000_000_000 }, 'CustomerID', 'staffOrder.invalid.unknownCustomer'],
      [{ PaymentMethodID: undefined }, 'PaymentMethodID', 'validation.required'],
      [{ DeliveryCountry: 'Sverige' }, 'DeliveryCountry', 'validation.maxLength'],
    ];
    for (const [change, field, id] of cases) {
      for (const route of ['quote', 'place']) {
        const answer = await t.call('POST', `/api/shop/orders/${route}`, { token: support, body: seBody(change) });
        expect(answer.status, `${route} ${field} ${JSON.stringify(change)}`).toBe(400);
        expect(answer.body.code).toBe(40001);
        expect(answer.body.fields?.[field]?.id, `${route} ${field}: ${JSON.stringify(answer.body)}`).toBe(id);
      }
    }
    // A quote prices the lines without the addresses; placing needs them.
    expect((await t.call('POST', '/api/shop/orders/quote', { token: support, body: seBody({ BillingCity: '  ' }) })).status).toBe(200);
    const noCity = await t.call('POST', '/api/shop/orders/place', { token: support, body: seBody({ BillingCity: '  ' }) });
    expect(noCity.body.fields?.BillingCity?.id).toBe('validation.required');
    const noPrice = await t.call('POST', '/api/shop/orders/place', {
      token: support,
      body: seBody({ Items: [{ ProductID: product.unpriced, Quantity: 1 }] }),
    });
    expect(noPrice.body.fields['Items.0.ProductID'].message).toBe('The product has no price in SEK');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a role without update order with 40301, placing nothing', async () => {
    const before = await orderCount();
    for (const route of ['quote', 'place']) {
      const answer = await t.call('POST', `/api/shop/orders/${route}`, { token: catalog, body: seBody() });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 40301, message: 'You are not authorized to perform this action' });
    }
    expect(await orderCount()).toBe(before);
    expect((await t.call('POST', '/api/shop/orders/quote', { token: admin, body: seBody() })).status).toBe(200);
    expect((await t.call('GET', '/api/shop/orders/methods', { token: catalog })).status).toBe(403);
  });

  it('answers the active methods with their stores to whoever places orders, which the settings would not show them', async () => {
    const answer = await t.call('GET', '/api/shop/orders/methods', { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body.shipping).toContainEqual({
      ID: shipping,
      Name: 'Test parcel',
      Stores: [store.SE, store.NO],
      Price: '40.00',
      FreeShippingThreshold: '10000.00',
    });
    expect(answer.body.shipping.map((m: { ID: number }) => m.ID)).not.toContain(inactiveShipping);
    expect(answer.body.payment).toContainEqual({ ID: payment, Name: 'Test invoice', Stores: [store.SE, store.NO], Fee: '20.00' });
  });
});

describe('the risk checks of a staff order', () => {
  it('puts the third order in 30 days, of five items over 5,000 SEK in the NOK store, in the checks queue with its reasons', async () => {
    const body = (quantity: number) => ({
      CustomerID: noCustomer,
      ShippingMethodID: shipping,
      PaymentMethodID: payment,
      ...NO_ADDRESS,
      Items: [{ ProductID: product.norwegian, Quantity: quantity }],
    });
    const first = await t.call('POST', '/api/shop/orders/place', { token: support, body: body(1) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ Currency: 'NOK', CheckStatus: CheckStatus.None, CheckReasons: [] });
    expect((await t.call('POST', '/api/shop/orders/place', { token: support, body: body(2) })).body.CheckReasons).toEqual([]);
    const third = await t.call('POST', '/api/shop/orders/place', { token: support, body: body(5) });
    expect(third.status).toBe(201);
    // 5 × 1,000.00 NOK + 25 % VAT = 6,250.00; shipping 40 kr = 42.55 NOK (VAT 10.64); fee 20 kr = 21.28 NOK (VAT 5.32).
    expect(third.body).toMatchObject({
      Subtotal: '5000.00',
      VatAmount: '1265.96',
      ShippingFee: '42.55',
      PaymentFee: '21.28',
      Total: '6329.79',
    });
    expect(third.body.CheckStatus).toBe(CheckStatus.Waiting);
    expect(third.body.CheckReasons).toEqual(['itemCount', 'orderValue', 'recentOrders']);
    const queue = await t.call('GET', '/api/shop/orders?needsCheck=true&limit=200', { token: admin });
    expect(queue.body.data.map((o: { ID: number }) => o.ID)).toContain(third.body.ID);
  });
});
