/**
 * Orders in depth (issue 9 §1–2): placing an order (totals in minor units, the checks' reasons decide the
 * queue), the status workflow's moves with their order events, the order checks' decisions, and their
 * refusals: a move from another status is 40901 with the order as it is now, a stale Version is 40901, a
 * role without `update order` or `update order-check` is 40301 "You are not authorized to perform this
 * action"; a snooze into the past is 40001 naming Until. Fulfilments answer their forwarder's tracking link.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckStatus, OrderStatus } from '../../src/domain/orders/codes';
import { trackingLink } from '../../src/domain/orders/forwarders';
import { customers, orderEvents, orderItems, orders, paymentMethods, shippingMethods, stores } from '../../server/db/schema';
import { placeOrder, type PlaceOrderInput } from '../../server/orders/place';
import type { RiskReasonsOf } from '../../server/orders/checks';
import { rawClient, signedInApp, type TestApp } from './helpers';
import { listPlanNodes } from './list-plan';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
let base: Omit<PlaceOrderInput, 'items'>;

const ADDRESS = { name: 'Anna Lindqvist', address1: 'Storgatan 1', postalCode: '753 20', city: 'Uppsala', country: 'se' };
const ITEMS = [
  { sku: 'TEST-1', name: 'Skärmskydd', quantity: 2, unitPrice: '99.90', vatRate: '25.00' },
  { sku: 'TEST-2', name: 'Laddkabel', quantity: 1, unitPrice: '0.05', vatRate: '12.00' },
];

beforeAll(async () => {
  ({ t, admin, support, catalog } = await signedInApp(['admin', 'support', 'catalog']));
  const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'SE'));
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
    shippingFee: '39.00',
  };
});
afterAll(() => t.close());

const noReasons: RiskReasonsOf = () => [];

async function place(reasons: RiskReasonsOf = noReasons) {
  return t.db.transaction((tx) => placeOrder(tx, { ...base, items: ITEMS }, { now: t.clock.now(), actorId: 0, reasons }));
}

async function move(id: number, action: string, body: Record<string, unknown> = {}, token = admin) {
  const order = await t.read(`/api/shop/orders/${id}`, admin);
  return t.call('POST', `/api/shop/orders/${id}/${action}`, { token, body: { Version: order.Version, ...body } });
}

async function eventsOf(id: number) {
  return t.db.select().from(orderEvents).where(eq(orderEvents.OrderID, id)).orderBy(asc(orderEvents.ID));
}

describe('placing an order', () => {
  it('stores the order and its items with totals in minor units, in the store currency', async () => {
    const { id, number } = await place();
    const order = await t.read(`/api/shop/orders/${id}`, admin);
    expect(order.Number).toBe(number);
    expect(order.Currency).toBe('SEK');
    // 2 × 99.90 + 0.05 = 199.85; the lines' VAT 49.95 + 0.01 (0.006 rounds up) = 49.96; the 39.00 shipping follows
    // the goods: 0.01 at 12 % (VAT 0.00) and 38.99 at 25 % (VAT 9.75).
    expect(order.Subtotal).toBe('199.85');
    expect(order.ShippingFee).toBe('39.00');
    expect(order.VatAmount).toBe('59.71');
    expect(order.Total).toBe('298.56');
    expect(order.Status).toBe(OrderStatus.Pending);
    expect(order.CheckStatus).toBe(CheckStatus.None);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, id)).orderBy(asc(orderItems.ID));
    expect(items.map((i) => [i.SKU, i.LineTotal, i.Currency])).toEqual([
      ['TEST-1', '199.80', 'SEK'],
      ['TEST-2', '0.05', 'SEK'],
    ]);
  });

  it('puts an order with reasons in the checks queue, with the context the checks read', async () => {
    const seen: number[] = [];
    const first = await place();
    const { id, checkReasons } = await place((order, context) => {
      seen.push(...context.previousOrders.map((o) => o.id));
      expect(order.totalMinor).toBe(29856);
      return ['orderValue'];
    });
    expect(checkReasons).toEqual(['orderValue']);
    expect(seen).toContain(first.id);
    expect(seen).not.toContain(id);
    const order = await t.read(`/api/shop/orders/${id}`, admin);
    expect(order.CheckStatus).toBe(CheckStatus.Waiting);
    expect(order.CheckReasons).toEqual(['orderValue']);
  });
});

describe('the risk checks at placing (orderRiskReasons by default)', () => {
  it('converts a NOK total to SEK at the rate: 5,319.15 kr NOK (5,000.00 SEK) passes, 5,319.16 (5,000.01) waits', async () => {
    const [nok] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.currency, 'NOK'));
    const placeNok = (unitPrice: string) =>
      t.db.transaction((tx) =>
        placeOrder(
          tx,
          {
            ...base,
            storeId: nok.id,
            shippingFee: '0',
            billing: { ...ADDRESS, postalCode: '0150', city: 'Oslo', country: 'NO' },
            delivery: { ...ADDRESS, postalCode: '0150', city: 'Oslo', country: 'NO' },
            items: [{ sku: 'TEST-NOK', name: 'Skjerm', quantity: 1, unitPrice, vatRate: '0.00' }],
          },
          { now: t.clock.now(), actorId: 0 },
        ),
      );
    expect((await placeNok('5319.15')).checkReasons).not.toContain('orderValue');
    const over = await placeNok('5319.16');
    expect(over.checkReasons).toContain('orderValue');
    expect((await t.read(`/api/shop/orders/${over.id}`, admin)).CheckStatus).toBe(CheckStatus.Waiting);
  });
});

describe('status workflow', () => {
  it('releases, delays, asks for annulment, withdraws it and annuls, each logging its event', async () => {
    const { id } = await place();
    const steps: [string, Record<string, unknown>, number, string][] = [
      ['release-to-import', {}, OrderStatus.ReadyToBeImported, 'readyToImport'],
      ['mark-delayed', { Reason: 'Väntar på leverantör' }, OrderStatus.Delayed, 'statusChanged'],
      ['request-annulment', { Reason: 'Kunden ångrade sig' }, OrderStatus.AnnulmentRequested, 'cancelRequest'],
      ['withdraw-annulment', {}, OrderStatus.Pending, 'statusChanged'],
      ['request-annulment', { Reason: 'Kunden ångrade sig igen' }, OrderStatus.AnnulmentRequested, 'cancelRequest'],
      ['annul', {}, OrderStatus.Annulled, 'cancel'],
    ];
    for (const [action, body, status, kind] of steps) {
      const answer = await move(id, action, body, support);
      expect(answer.status, action).toBe(200);
      expect(answer.body.Status).toBe(status);
      const events = await eventsOf(id);
      expect(events.at(-1)).toMatchObject({ Integration: 'internal', Kind: kind });
    }
    const events = await eventsOf(id);
    expect(events.find((e) => e.Kind === 'cancelRequest')?.Message).toBe('Kunden ångrade sig');
  });

  it('refuses a move from another status with 40901 and the order as it is, writing no event', async () => {
    const { id } = await place();
    const answer = await move(id, 'annul');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(40901);
    expect(answer.body.current.Status).toBe(OrderStatus.Pending);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('refuses a stale Version with 40901', async () => {
    const { id } = await place();
    const stale = (await t.read(`/api/shop/orders/${id}`, admin)).Version;
    expect((await move(id, 'mark-delayed')).status).toBe(200);
    const answer = await t.call('POST', `/api/shop/orders/${id}/release-to-import`, { token: admin, body: { Version: stale } });
    expect(answer.body.code).toBe(40901);
    expect((await t.read(`/api/shop/orders/${id}`, admin)).Status).toBe(OrderStatus.Delayed);
  });

  it('refuses a role without update order with 40301', async () => {
    const { id } = await place();
    const answer = await move(id, 'request-annulment', { Reason: 'Ingen rätt' }, catalog);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 40301, message: 'You are not authorized to perform this action' });
    expect((await t.read(`/api/shop/orders/${id}`, admin)).Status).toBe(OrderStatus.Pending);
  });

  it('asks for a reason before requesting an annulment (40001 naming Reason)', async () => {
    const { id } = await place();
    const answer = await move(id, 'request-annulment', {});
    expect(answer.body.code).toBe(40001);
    expect(Object.keys(answer.body.fields)).toContain('Reason');
  });
});

describe('order checks', () => {
  const waiting = () => place(() => ['itemCount']);

  it('approves, logging an orderCheck event with the reason', async () => {
    const { id } = await waiting();
    const answer = await move(id, 'approve-check', { Reason: 'Känd kund' });
    expect(answer.status).toBe(200);
    expect(answer.body.CheckStatus).toBe(CheckStatus.Approved);
    expect(await eventsOf(id)).toMatchObject([{ Integration: 'orderCheck', Kind: 'approved', Message: 'Känd kund' }]);
  });

  it('snoozes until a future time, then rejects the snoozed check', async () => {
    const { id } = await waiting();
    const until = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString();
    const snoozed = await move(id, 'snooze-check', { Until: until, Reason: 'Väntar på svar från kunden' });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.CheckStatus).toBe(CheckStatus.Snoozed);
    expect(new Date(snoozed.body.SnoozedUntil).toISOString()).toBe(until);
    const rejected = await move(id, 'reject-check', { Reason: 'Kunden svarade inte' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ CheckStatus: CheckStatus.Rejected, SnoozedUntil: null });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.Integration, e.Kind])).toEqual([
      ['orderCheck', 'snoozed'],
      ['orderCheck', 'rejected'],
    ]);
    expect(events[0].Message).toContain('Väntar på svar från kunden');
  });

  it('refuses a snooze into the past with 40001 naming Until', async () => {
    const { id } = await waiting();
    const answer = await move(id, 'snooze-check', { Until: new Date(Date.now() - 60_000).toISOString(), Reason: 'För sent' });
    expect(answer.body.code).toBe(40001);
    expect(Object.keys(answer.body.fields)).toEqual(['Until']);
  });

  it('refuses customer service (no update order-check) with 40301 "You are not authorized to perform this action"', async () => {
    const { id } = await waiting();
    for (const [action, body] of [
      ['approve-check', {}],
      ['reject-check', { Reason: 'Nej tack' }],
      ['snooze-check', { Until: new Date(Date.now() + 86_400_000).toISOString(), Reason: 'Senare' }],
    ] as const) {
      const answer = await move(id, action, body, support);
      expect(answer.status, action).toBe(403);
      expect(answer.body).toMatchObject({ code: 40301, message: 'You are not authorized to perform this action' });
    }
    expect((await t.read(`/api/shop/orders/${id}`, admin)).CheckStatus).toBe(CheckStatus.Waiting);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('refuses a decision on an order with no open check (40001 naming CheckStatus) and a stale Version (40901)', async () => {
    const { id } = await place();
    const none = await move(id, 'approve-check');
    expect(none.body.code).toBe(40001);
    expect(Object.keys(none.body.fields)).toEqual(['CheckStatus']);
    const queued = await waiting();
    const stale = (await t.read(`/api/shop/orders/${queued.id}`, admin)).Version;
    expect((await move(queued.id, 'approve-check')).status).toBe(200);
    const again = await t.call('POST', `/api/shop/orders/${queued.id}/reject-check`, {
      token: admin,
      body: { Version: stale, Reason: 'För sent' },
    });
    expect(again.body.code).toBe(40901);
  });
});

describe('fulfilments', () => {
  it('answer the forwarder’s tracking link, the reference URL-encoded', async () => {
    const { id } = await place();
    const created = await t.call('POST', '/api/shop/order-fulfilments', {
      token: admin,
      body: { OrderID: id, Forwarder: 'postnord', TrackingReference: 'UA 123/456SE', ShippedAt: t.clock.now().toISOString() },
    });
    expect(created.status).toBe(201);
    expect(created.body.TrackingLink).toBe(trackingLink('postnord', 'UA 123/456SE'));
    expect(created.body.TrackingLink).toBe('https://tracking.postnord.com/se/?id=UA%20123%2F456SE');
    const listed = await t.call('GET', `/api/shop/order-fulfilments?OrderID=${id}`, { token: support });
    expect(listed.body.data.map((f: { TrackingLink: string }) => f.TrackingLink)).toEqual([created.body.TrackingLink]);
  });
});

describe('the orders list', () => {
  const ids = async (query: string) => {
    const answer = await t.call<{ data: { ID: number; PlacedAt: string; CheckStatus: number; SnoozedUntil: string | null }[] }>(
      'GET',
      `/api/shop/orders?${query}&limit=500`,
      { token: support },
    );
    expect(answer.status, query).toBe(200);
    return answer.body.data;
  };

  it('keeps interval=N to orders placed within the last N months, and refuses a bad interval with 40001', async () => {
    const start = new Date(t.clock.now().getTime());
    start.setUTCMonth(start.getUTCMonth() - 1);
    const recent = await ids('interval=1');
    expect(recent.length).toBeGreaterThan(0);
    for (const order of recent) expect(Date.parse(order.PlacedAt)).toBeGreaterThanOrEqual(start.getTime());
    const all = await ids('interval=24');
    expect(all.length).toBeGreaterThan(recent.length);
    for (const bad of ['0', '121', 'six', '-1', '1.5']) {
      const answer = await t.call('GET', `/api/shop/orders?interval=${bad}`, { token: support });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(Object.keys(answer.body.fields)).toEqual(['interval']);
    }
  });

  it('lists the orders that need a check: waiting, or snoozed past their time', async () => {
    const now = Date.now();
    const queue = await ids('needsCheck=true');
    expect(queue.length).toBeGreaterThan(0);
    for (const order of queue) {
      if (order.CheckStatus === CheckStatus.Snoozed) expect(Date.parse(String(order.SnoozedUntil))).toBeLessThanOrEqual(now);
      else expect(order.CheckStatus).toBe(CheckStatus.Waiting);
    }
    // The demo data snoozes some to a time ahead: those wait outside the queue.
    const snoozed = await ids(`CheckStatus=${CheckStatus.Snoozed}`);
    const ahead = snoozed.filter((o) => Date.parse(String(o.SnoozedUntil)) > now);
    expect(ahead.length).toBeGreaterThan(0);
    for (const order of ahead) expect(queue.map((o) => o.ID)).not.toContain(order.ID);
    expect(queue.some((o) => o.CheckStatus === CheckStatus.Snoozed)).toBe(true);
    const bad = await t.call('GET', '/api/shop/orders?needsCheck=maybe', { token: support });
    expect(bad.body.code).toBe(40001);
  });

  it('finds the orders placed with a whole e-mail address, typed in any case, and no others', async () => {
    const [{ email }] = await t.db
      .select({ email: orders.Email })
      .from(orders)
      .where(sql`${orders.PlacedAt} > now() - interval '24 months'`)
      .limit(1);
    const placed = await t.db
      .select({ ID: orders.ID })
      .from(orders)
      .where(sql`lower(${orders.Email}) = ${email.toLowerCase()} and ${orders.PlacedAt} > now() - interval '24 months'`);
    const answer = await t.call<{ data: { ID: number; Email: string }[] }>(
      'GET',
      `/api/shop/orders?interval=24&limit=200&q=${encodeURIComponent(` ${email.toUpperCase()} `)}`,
      { token: support },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((o) => o.ID).sort((a, b) => a - b)).toEqual(placed.map((o) => o.ID).sort((a, b) => a - b));
    expect(new Set(answer.body.data.map((o) => o.Email.toLowerCase()))).toEqual(new Set([email.toLowerCase()]));
  });

  it('reads each filter with an interval through an index of the orders, never the whole table', async () => {
    const client = rawClient(t);
    // Fifty copies of the demo orders, so the table is far more than a page and a scan would show.
    await client.query(
      `do $$ declare cols text; picked text; begin
      select string_agg(quote_ident(column_name), ','), string_agg('o.' || quote_ident(column_name), ',') into cols, picked
        from information_schema.columns where table_schema = 'public' and table_name = 'orders' and column_name not in ('id', 'number');
      execute format('insert into orders (number, %s) select o.number || ''-'' || g, %s from orders o cross join generate_series(1, 50) g', cols, picked);
    end $$`,
      [],
    );
    await client.query('analyze orders', []);
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'NO'));
    for (const query of [
      { interval: '6' },
      { interval: '24' },
      { interval: '6', Status: '6' },
      { interval: '6', Status: '1,2' },
      { interval: '6', StoreID: String(store.id) },
      { interval: '6', PaymentMethodID: String(base.paymentMethodId) },
      { interval: '24', needsCheck: 'true' },
      { interval: '24', q: (await t.db.select({ email: orders.Email }).from(orders).limit(1))[0].email.toUpperCase() },
    ]) {
      const nodes = await listPlanNodes(t, 'orders', query);
      const onOrders = nodes.filter((n) => n['Relation Name'] === 'orders' || n['Index Name']?.startsWith('orders_'));
      expect(onOrders.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const node of onOrders) expect(node['Node Type'], `${JSON.stringify(query)}: ${JSON.stringify(nodes)}`).not.toBe('Seq Scan');
      expect(
        onOrders.some((n) => n['Index Name']?.startsWith('orders_')),
        JSON.stringify(query),
      ).toBe(true);
    }
  });
});

describe('demo orders', () => {
  it("keep each line's product name as text, in Swedish as the product has it", async () => {
    const client = rawClient(t);
    const { rows } = await client.query(
      `select oi.name, coalesce(nullif(p.name->>'sv', ''), nullif(p.name->>'en', ''), p.sku) as product
      from order_items oi join products p on p.id = oi.product_id order by oi.id limit 200`,
      [],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.name).toBe(String(row.product).slice(0, 255));
  });
});
