/**
 * An order's totals after placing (issue 19 §2): its items change only before the order goes to the warehouse
 * (40902 naming OrderID otherwise, nothing changed), every item created, changed or deleted prices the order
 * again in the same transaction, and a property over random sequences of item edits through the API holds the
 * totals equal to the sum of the lines (VAT the sum per rate, plus the fees, less the discount). A changed
 * shipping or payment method prices its fee again. An order snoozed to a time now past by the server's clock
 * is back in the checks queue and its count.
 */
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, parseMinor, percentOfMinor } from '../../src/domain/money';
import { CheckStatus, ORDER_CHANGES_IN, OrderStatus } from '../../src/domain/orders/codes';
import { HEADER_RECORDS } from '../../src/domain/constants';
import { customers, orders, paymentMethods, shippingMethods, stores } from '../../server/db/schema';
import { placeOrder, type PlaceOrderInput } from '../../server/orders/place';
import type { RiskReasonsOf } from '../../server/orders/checks';
import { signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let base: Omit<PlaceOrderInput, 'items'>;
let seStoreId: number;

const ADDRESS = { name: 'Anna Lindqvist', address1: 'Storgatan 1', postalCode: '753 20', city: 'Uppsala', country: 'se' };
const ITEM = { sku: 'TOTALS-1', name: 'Skärmskydd', quantity: 1, unitPrice: '152.00', vatRate: '25.00' };
const ITEMS_PATH = '/api/shop/order-items';

interface Item {
  ID: number;
  Version: number;
  Quantity: number;
  UnitPrice: string;
  VatRate: string;
  Discount: string;
  LineTotal: string;
}

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'SE'));
  seStoreId = store.id;
  const [customer] = await t.db.select({ id: customers.ID }).from(customers).orderBy(asc(customers.ID)).limit(1);
  const [shipping] = await t.db.select({ id: shippingMethods.ID }).from(shippingMethods).limit(1);
  const [payment] = await t.db.select({ id: paymentMethods.ID }).from(paymentMethods).limit(1);
  base = {
    storeId: store.id,
    customerId: customer.id,
    shippingMethodId: shipping.id,
    paymentMethodId: payment.id,
    billing: ADDRESS,
    delivery: ADDRESS,
    email: 'anna.lindqvist@example.com',
    shippingFee: '49.00',
    paymentFee: '19.00',
  };
});
afterAll(() => t.close());

async function place(items: PlaceOrderInput['items'] = [ITEM], reasons: RiskReasonsOf = () => []) {
  return t.db.transaction((tx) => placeOrder(tx, { ...base, items }, { now: t.clock.now(), actorId: 0, reasons }));
}

async function itemsOf(orderId: number): Promise<Item[]> {
  return (await t.call<{ data: Item[] }>('GET', `${ITEMS_PATH}?OrderID=${orderId}&limit=200`, { token: admin })).body.data;
}

async function setStatus(id: number, status: number) {
  await t.db.update(orders).set({ Status: status }).where(eq(orders.ID, id));
}

const minor = (value: unknown) => parseMinor(value)!;

/**
 * The order's totals computed here apart from the server's code: the lines' VAT per rate, each fee split over the
 * goods' rates in proportion to their net (largest remainder; the standard rate without goods) with its own VAT, and
 * Total = Subtotal − Discount + ShippingFee + PaymentFee + VatAmount.
 */
function expectedTotals(order: Record<string, unknown>, items: readonly Item[]) {
  const subtotal = items.reduce((sum, item) => sum + item.Quantity * minor(item.UnitPrice), 0);
  const discount = items.reduce((sum, item) => sum + minor(item.Discount), 0);
  const goods = new Map<number, number>();
  let vat = 0;
  for (const item of items) {
    const rate = minor(item.VatRate);
    const net = item.Quantity * minor(item.UnitPrice) - minor(item.Discount);
    goods.set(rate, (goods.get(rate) ?? 0) + net);
    vat += percentOfMinor(net, rate);
  }
  // No goods of value left: the fees are at the store's standard rate (the orders here are the Swedish store's).
  const found = [...goods.entries()].filter(([, net]) => net > 0).sort((a, b) => a[0] - b[0]);
  const rates = found.length ? found : [[2500, 1] as [number, number]];
  const all = rates.reduce((sum, [, net]) => sum + net, 0);
  for (const fee of [minor(order.ShippingFee), minor(order.PaymentFee)]) {
    const parts = rates.map(([, net]) => Math.floor((fee * net) / all));
    const order = rates.map((_, i) => i).sort((a, b) => ((fee * rates[b][1]) % all) - ((fee * rates[a][1]) % all) || a - b);
    for (let left = fee - parts.reduce((s, p) => s + p, 0), k = 0; left > 0; left -= 1, k += 1) parts[order[k]] += 1;
    parts.forEach((part, i) => (vat += percentOfMinor(part, rates[i][0])));
  }
  const total = subtotal - discount + minor(order.ShippingFee) + minor(order.PaymentFee) + vat;
  return { Subtotal: formatMinor(subtotal), VatAmount: formatMinor(vat), Total: formatMinor(total) };
}

async function expectConsistent(orderId: number) {
  const [order, items] = await Promise.all([t.read(`/api/shop/orders/${orderId}`, admin), itemsOf(orderId)]);
  for (const item of items) expect(item.LineTotal).toBe(formatMinor(item.Quantity * minor(item.UnitPrice) - minor(item.Discount)));
  expect({ Subtotal: order.Subtotal, VatAmount: order.VatAmount, Total: order.Total }).toEqual(expectedTotals(order, items));
  return order;
}

describe('the items of a placed order', () => {
  it('prices the order again when a line changes: 1 → 6 of 152.00 makes 912.00 and the totals follow', async () => {
    const { id } = await place();
    const before = await t.read(`/api/shop/orders/${id}`, admin);
    // 152.00 + 49.00 + 19.00 excl. VAT, and 25 % VAT on all of it: the fees follow the goods.
    expect(before).toMatchObject({ Subtotal: '152.00', VatAmount: '55.00', Total: '275.00' });
    const [item] = await itemsOf(id);
    const answer = await t.call('PUT', `${ITEMS_PATH}/${item.ID}`, { token: admin, body: { Quantity: 6, Version: item.Version } });
    expect(answer.status).toBe(200);
    expect(answer.body.LineTotal).toBe('912.00');
    const after = await expectConsistent(id);
    // 912.00 + 49.00 + 19.00 + 245.00 VAT
    expect(after).toMatchObject({ Subtotal: '912.00', VatAmount: '245.00', Total: '1225.00' });
    expect(after.Version).toBe(before.Version + 1);
    // The order's own history says who changed its totals.
    const history = await t.call('GET', `/api/shop/orders/${id}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({
      Action: 'update',
      Changes: expect.arrayContaining([{ Field: 'Total', Before: '275.00', After: '1225.00' }]),
    });
  });

  it('prices it again when a line is added or deleted', async () => {
    const { id } = await place();
    const added = await t.call('POST', ITEMS_PATH, {
      token: admin,
      body: { OrderID: id, SKU: 'TOTALS-2', Name: 'Laddkabel', Quantity: 3, UnitPrice: '0.05', VatRate: '12.00' },
    });
    expect(added.status).toBe(201);
    expect(await expectConsistent(id)).toMatchObject({ Subtotal: '152.15', VatAmount: '55.02' });
    const [first] = await itemsOf(id);
    const removed = await t.call('DELETE', `${ITEMS_PATH}/${first.ID}?version=${first.Version}`, { token: admin });
    expect(removed.status).toBe(204);
    // The fees now follow the one line left, at 12 %.
    expect(await expectConsistent(id)).toMatchObject({ Subtotal: '0.15', VatAmount: '8.18', Total: '76.33' });
  });

  it('refuses any change of the items once the order has gone to the warehouse, with 40902 naming OrderID, changing nothing', async () => {
    const closed = Object.values(OrderStatus).filter((s) => !(ORDER_CHANGES_IN as readonly number[]).includes(s));
    expect(closed).toEqual(expect.arrayContaining([OrderStatus.Processing, OrderStatus.Picked, OrderStatus.Sent, OrderStatus.Annulled]));
    const { id } = await place();
    const [item] = await itemsOf(id);
    for (const status of closed) {
      await setStatus(id, status);
      const before = await t.read(`/api/shop/orders/${id}`, admin);
      const attempts = [
        await t.call('PUT', `${ITEMS_PATH}/${item.ID}`, { token: admin, body: { Quantity: 6, Version: item.Version } }),
        await t.call('POST', ITEMS_PATH, {
          token: admin,
          body: { OrderID: id, SKU: 'TOTALS-3', Name: 'Hölje', Quantity: 1, UnitPrice: '10.00', VatRate: '25.00' },
        }),
        await t.call('DELETE', `${ITEMS_PATH}/${item.ID}?version=${item.Version}`, { token: admin }),
        await t.call('POST', `${ITEMS_PATH}/delete`, { token: admin, body: { ids: [item.ID] } }),
      ];
      for (const answer of attempts) {
        expect(answer.status, `status ${status}`).toBe(409);
        expect(answer.body.code).toBe(40902);
        expect(answer.body.fields.OrderID).toMatchObject({ id: 'resources.orderItems.locked', values: { Status: status } });
      }
      expect(await t.read(`/api/shop/orders/${id}`, admin)).toEqual(before);
      expect(await itemsOf(id)).toEqual([item]);
    }
    // Back in an open status, the same edit goes through.
    await setStatus(id, OrderStatus.Delayed);
    const answer = await t.call('PUT', `${ITEMS_PATH}/${item.ID}`, { token: admin, body: { Quantity: 2, Version: item.Version } });
    expect(answer.status).toBe(200);
  });

  it('holds the totals equal to the sum of the lines over any sequence of item edits through the API', async () => {
    type Op =
      | { kind: 'add'; quantity: number; unitPrice: number; rate: string }
      | { kind: 'quantity'; at: number; quantity: number }
      | { kind: 'price'; at: number; unitPrice: number; rate: string }
      | { kind: 'delete'; at: number };
    const rate = fc.constantFrom('25.00', '12.00', '6.00', '0.00', '25.50');
    const price = fc.integer({ min: 0, max: 250_000 });
    const quantity = fc.integer({ min: 1, max: 40 });
    const at = fc.nat({ max: 9 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), quantity, unitPrice: price, rate }),
      fc.record({ kind: fc.constant('quantity' as const), at, quantity }),
      fc.record({ kind: fc.constant('price' as const), at, unitPrice: price, rate }),
      fc.record({ kind: fc.constant('delete' as const), at }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const { id } = await place();
        for (const step of ops) {
          const items = await itemsOf(id);
          const target = step.kind === 'add' ? undefined : items[step.at % Math.max(1, items.length)];
          let answer;
          if (step.kind === 'add') {
            answer = await t.call('POST', ITEMS_PATH, {
              token: admin,
              body: {
                OrderID: id,
                SKU: 'TOTALS-P',
                Name: 'Slumpvara',
                Quantity: step.quantity,
                UnitPrice: formatMinor(step.unitPrice),
                VatRate: step.rate,
              },
            });
            expect(answer.status).toBe(201);
          } else if (!target) {
            continue;
          } else if (step.kind === 'delete') {
            answer = await t.call('DELETE', `${ITEMS_PATH}/${target.ID}?version=${target.Version}`, { token: admin });
            expect(answer.status).toBe(204);
          } else {
            const body =
              step.kind === 'quantity' ? { Quantity: step.quantity } : { UnitPrice: formatMinor(step.unitPrice), VatRate: step.rate };
            answer = await t.call('PUT', `${ITEMS_PATH}/${target.ID}`, { token: admin, body: { ...body, Version: target.Version } });
            expect(answer.status).toBe(200);
          }
          await expectConsistent(id);
        }
      }),
      { numRuns: 25, seed: 19 },
    );
  });
});

describe('a changed shipping or payment method', () => {
  let priced: number;
  let otherStore: number;

  beforeAll(async () => {
    const [shipping] = await t.db.select().from(shippingMethods).where(eq(shippingMethods.ID, base.shippingMethodId));
    const copy = (name: string, price: string, storesOf: number[]) =>
      ({ ...shipping, ID: undefined, Name: name, Price: price, FreeShippingThreshold: null, Stores: storesOf, Active: true }) as never;
    const [a] = await t.db
      .insert(shippingMethods)
      .values(copy('Totals express', '80.00', [seStoreId]))
      .returning({ id: shippingMethods.ID });
    const [notSe] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'FI'));
    const [b] = await t.db
      .insert(shippingMethods)
      .values(copy('Totals elsewhere', '80.00', [notSe.id]))
      .returning({ id: shippingMethods.ID });
    priced = a.id;
    otherStore = b.id;
  });

  it("prices the order again with the method's fee in the order's currency, excl. VAT with the VAT it carries", async () => {
    const { id } = await place();
    const order = await t.read(`/api/shop/orders/${id}`, admin);
    const answer = await t.call('PUT', `/api/shop/orders/${id}`, {
      token: admin,
      body: { ShippingMethodID: priced, Version: order.Version },
    });
    expect(answer.status).toBe(200);
    // 80.00 SEK excl. VAT; the payment fee stays as charged; 25 % VAT on goods and fees.
    expect(answer.body).toMatchObject({ ShippingFee: '80.00', PaymentFee: '19.00' });
    const after = await expectConsistent(id);
    expect(after.Total).toBe(formatMinor((15_200 + 8_000 + 1_900) * 1.25));
  });

  it('refuses a method of another store (40001) and any method change once the order has gone to the warehouse (40902)', async () => {
    const { id } = await place();
    let order = await t.read(`/api/shop/orders/${id}`, admin);
    const elsewhere = await t.call('PUT', `/api/shop/orders/${id}`, {
      token: admin,
      body: { ShippingMethodID: otherStore, Version: order.Version },
    });
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.body.fields)).toEqual(['ShippingMethodID']);
    await setStatus(id, OrderStatus.Sent);
    order = await t.read(`/api/shop/orders/${id}`, admin);
    const sent = await t.call('PUT', `/api/shop/orders/${id}`, {
      token: admin,
      body: { ShippingMethodID: priced, Version: order.Version },
    });
    expect(sent.status).toBe(409);
    expect(sent.body.code).toBe(40902);
    expect(sent.body.fields.ShippingMethodID.id).toBe('resources.orders.methodsLocked');
    expect(await t.read(`/api/shop/orders/${id}`, admin)).toEqual(order);
    // Other fields of a sent order still change (a note), and its fees stay.
    const noted = await t.call('PUT', `/api/shop/orders/${id}`, {
      token: admin,
      body: { Note: 'Ring före leverans', Version: order.Version },
    });
    expect(noted.status).toBe(200);
    expect(noted.body.ShippingFee).toBe(order.ShippingFee);
  });
});

describe('a snoozed check', () => {
  it('is back in the checks queue and its count once the snooze has passed by the server clock', async () => {
    const { id } = await place([ITEM], () => ['itemCount']);
    const queue = async () => {
      const answer = await t.call<{ data: { ID: number }[] }>('GET', '/api/shop/orders?needsCheck=true&limit=200', { token: admin });
      return { ids: answer.body.data.map((o) => o.ID), count: Number(answer.headers.get(HEADER_RECORDS)) };
    };
    const waiting = await queue();
    expect(waiting.ids).toContain(id);
    const order = await t.read(`/api/shop/orders/${id}`, admin);
    const until = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    const snoozed = await t.call('POST', `/api/shop/orders/${id}/snooze-check`, {
      token: admin,
      body: { Until: until, Reason: 'Väntar på kunden', Version: order.Version },
    });
    expect(snoozed.body.CheckStatus).toBe(CheckStatus.Snoozed);
    const during = await queue();
    expect(during.ids).not.toContain(id);
    expect(during.count).toBe(waiting.count - 1);
    t.clock.advance(60 * 60_000 - 1);
    expect((await queue()).ids).not.toContain(id);
    t.clock.advance(1);
    const after = await queue();
    expect(after.ids).toContain(id);
    // The count is the list's (demo orders snoozed to within this hour came back too).
    expect(after.count).toBe(after.ids.length);
  });
});
