/**
 * Login as customer and merging customers (issue 9 §5): a signed, five-minute, one-time link into the
 * customer's storefront, redeemed once by the storefront; a merge that moves every record referencing the
 * customer (orders) and nothing else, in one transaction, leaving a read-only pointer; every refusal.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../server/db/schema';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { signedInApp, type TestApp } from './helpers';

const PATH = '/api/shop/customers';

describe('customer login links and merges', () => {
  let t: TestApp;
  let support: string;
  let catalog: string;
  let store: number;
  let otherStore: number;
  let made = 0;

  const newCustomer = async (more: Record<string, unknown> = {}): Promise<ResourceRecord> => {
    made += 1;
    const body = {
      Type: 1,
      FirstName: 'Test',
      LastName: `Kund ${made}`,
      Email: `kund.${made}.${Date.now()}@example.com`,
      Phone: `070-400 00 ${String(made).padStart(2, '0')}`,
      City: 'Umeå',
      StoreID: store,
      ...more,
    };
    const answer = await t.call('POST', PATH, { token: support, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  /** An order of the customer, written as the storefront would (the orders seed is not on this branch). */
  const orderOf = async (customerId: number, number: string) => {
    const [shipping] = await t.db.execute(sql`select id from shipping_methods order by id limit 1`).then((r: any) => r.rows ?? r);
    const [payment] = await t.db.execute(sql`select id from payment_methods order by id limit 1`).then((r: any) => r.rows ?? r);
    const address = (p: string) => ({
      [`${p}Name`]: 'Test Kund',
      [`${p}Address1`]: 'Storgatan 1',
      [`${p}PostalCode`]: '903 26',
      [`${p}City`]: 'Umeå',
      [`${p}Country`]: 'SE',
    });
    const [row] = await t.db
      .insert(orders)
      .values({
        Number: number,
        PlacedAt: t.clock.now(),
        StoreID: store,
        CustomerID: customerId,
        Status: 1,
        Source: 1,
        Currency: 'SEK',
        ShippingMethodID: shipping.id,
        PaymentMethodID: payment.id,
        Subtotal: '100.00',
        ShippingFee: '0.00',
        PaymentFee: '0.00',
        Discount: '0.00',
        VatAmount: '20.00',
        Total: '100.00',
        Email: 'test@example.com',
        CheckStatus: 0,
        CheckReasons: [],
        ...address('Billing'),
        ...address('Delivery'),
      } as typeof orders.$inferInsert)
      .returning({ id: orders.ID, version: orders.Version });
    return row;
  };

  beforeAll(async () => {
    ({ t, support, catalog } = await signedInApp(['support', 'catalog']));
    const ids = (await t.db
      .select({ id: sql<number>`id` })
      .from(sql`stores`)
      .orderBy(sql`id`)) as { id: number }[];
    [store, otherStore] = ids.map((r) => r.id);
  });
  afterAll(() => t.close());

  describe('login as customer', () => {
    it("answers a link into the customer's storefront that the storefront redeems once, audited both times", async () => {
      const customer = await newCustomer();
      const answer = await t.call('POST', `${PATH}/${customer.ID}/login-link`, { token: support });
      expect(answer.status).toBe(201);
      expect(answer.body.url).toMatch(/^https:\/\/www\.reservdelar\.se\/login-as\?token=[A-Za-z0-9_.%-]+$/);
      expect(answer.body.expiresAt).toBe(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
      const token = new URL(answer.body.url).searchParams.get('token');
      const redeemed = await t.call('POST', '/api/storefront/login-links/redeem', { body: { token } });
      expect(redeemed.status).toBe(200);
      expect(redeemed.body).toEqual({ customerId: customer.ID, storeId: store, email: customer.Email });
      const again = await t.call('POST', '/api/storefront/login-links/redeem', { body: { token } });
      expect(again.status).toBe(401);
      const history = await t.call('GET', `${PATH}/${customer.ID}/history`, { token: support });
      expect(history.body.data.map((e: { Action: string }) => e.Action)).toEqual(
        expect.arrayContaining(['login-link', 'login-link-redeemed']),
      );
      // The record itself did not change.
      expect((await t.call('GET', `${PATH}/${customer.ID}`, { token: support })).body.Version).toBe(customer.Version);
    });

    it('refuses an expired link, a forged one and garbage with 40101, and no token with 40001', async () => {
      const customer = await newCustomer();
      const { body } = await t.call('POST', `${PATH}/${customer.ID}/login-link`, { token: support });
      const token = new URL(body.url).searchParams.get('token')!;
      const [payload, signature] = token.split('.');
      const forged = `${Buffer.from(JSON.stringify({ l: 1, e: Date.now() + 1e9 })).toString('base64url')}.${signature}`;
      for (const missing of ['', null, 42, undefined]) {
        const answer = await t.call('POST', '/api/storefront/login-links/redeem', { body: { token: missing } });
        expect(answer.status, String(missing)).toBe(400);
        expect(Object.keys(answer.body.fields)).toEqual(['token']);
      }
      for (const bad of [forged, `${payload}.${signature.slice(0, -2)}xx`, 'abc', 'a.b.c']) {
        const answer = await t.call('POST', '/api/storefront/login-links/redeem', { body: { token: bad } });
        expect(answer.status, String(bad)).toBe(401);
      }
      t.clock.advance(5 * 60_000 + 1);
      const late = await t.call('POST', '/api/storefront/login-links/redeem', { body: { token } });
      expect(late.status).toBe(401);
    });

    it('needs update customer (40301), and an existing customer (40401)', async () => {
      const customer = await newCustomer();
      expect((await t.call('POST', `${PATH}/${customer.ID}/login-link`, { token: catalog })).status).toBe(403);
      expect((await t.call('POST', `${PATH}/99999999/login-link`, { token: support })).status).toBe(404);
    });
  });

  describe('merge', () => {
    it("previews what moves, then moves exactly the merged customer's orders and leaves a pointer, audited on both", async () => {
      const from = await newCustomer();
      const into = await newCustomer();
      const bystander = await newCustomer();
      const moved = [await orderOf(from.ID, '900000001'), await orderOf(from.ID, '900000002')];
      const kept = await orderOf(bystander.ID, '900000003');
      const preview = await t.call('GET', `${PATH}/${from.ID}/merge-preview?into=${into.ID}`, { token: support });
      expect(preview.status).toBe(200);
      expect(preview.body.moves).toContainEqual({ resource: 'orders', field: 'CustomerID', count: 2 });
      expect(preview.body.moves).toContainEqual({ resource: 'customers', field: 'MergedIntoID', count: 0 });
      const answer = await t.call('POST', `${PATH}/${from.ID}/merge`, {
        token: support,
        body: { into: into.ID, Version: from.Version, IntoVersion: into.Version },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.from).toMatchObject({ ID: from.ID, MergedIntoID: into.ID, Version: from.Version + 1 });
      expect(answer.body.into).toMatchObject({ ID: into.ID, MergedIntoID: null, Version: into.Version + 1 });
      const rows = await t.db
        .select({ id: orders.ID, customer: orders.CustomerID, version: orders.Version })
        .from(orders)
        .where(sql`${orders.ID} in (${moved[0].id}, ${moved[1].id}, ${kept.id})`);
      for (const row of rows) {
        if (row.id === kept.id) expect(row).toMatchObject({ customer: bystander.ID, version: kept.version });
        else expect(row).toMatchObject({ customer: into.ID, version: 2 });
      }
      // The merged-away customer is still found, pointing at the survivor, and is read-only.
      const found = await t.call('GET', `${PATH}?q=${encodeURIComponent(from.Email as string)}`, { token: support });
      expect(found.body.data.map((c: ResourceRecord) => [c.ID, c.MergedIntoID])).toEqual([[from.ID, into.ID]]);
      const edit = await t.call('PUT', `${PATH}/${from.ID}`, { token: support, body: { ...answer.body.from, Note: 'x' } });
      expect(edit.status).toBe(409);
      const actions = async (id: number) =>
        (await t.call('GET', `${PATH}/${id}/history`, { token: support })).body.data.map((e: { Action: string }) => e.Action);
      expect(await actions(from.ID)).toContain('merge');
      expect(await actions(into.ID)).toContain('merged-in');
    });

    it('carries earlier merges along: a customer merged into the one merged away points at the survivor', async () => {
      const first = await newCustomer();
      const middle = await newCustomer();
      const last = await newCustomer();
      const one = await t.call('POST', `${PATH}/${first.ID}/merge`, {
        token: support,
        body: { into: middle.ID, Version: first.Version, IntoVersion: middle.Version },
      });
      expect(one.status).toBe(200);
      const two = await t.call('POST', `${PATH}/${middle.ID}/merge`, {
        token: support,
        body: { into: last.ID, Version: one.body.into.Version, IntoVersion: last.Version },
      });
      expect(two.status).toBe(200);
      const [row] = await t.db.select({ into: customers.MergedIntoID }).from(customers).where(eq(customers.ID, first.ID));
      expect(row.into).toBe(last.ID);
    });

    it('refuses into itself, another store, a merged-away customer on either side and stale versions, moving nothing', async () => {
      const a = await newCustomer();
      const b = await newCustomer();
      const elsewhere = await newCustomer({ StoreID: otherStore });
      const order = await orderOf(a.ID, '900000010');
      const merge = (id: number, body: Record<string, unknown>) => t.call('POST', `${PATH}/${id}/merge`, { token: support, body });
      const itself = await merge(a.ID, { into: a.ID, Version: a.Version, IntoVersion: a.Version });
      expect([itself.status, Object.keys(itself.body.fields)]).toEqual([400, ['into']]);
      const store = await merge(a.ID, { into: elsewhere.ID, Version: a.Version, IntoVersion: elsewhere.Version });
      expect([store.status, Object.keys(store.body.fields)]).toEqual([400, ['into']]);
      expect((await merge(a.ID, { Version: a.Version })).status).toBe(400);
      expect((await merge(a.ID, { into: 99999999, Version: a.Version, IntoVersion: 1 })).status).toBe(400);
      const stale = await merge(a.ID, { into: b.ID, Version: a.Version + 5, IntoVersion: b.Version });
      expect([stale.status, stale.body.current?.ID]).toEqual([409, a.ID]);
      const staleInto = await merge(a.ID, { into: b.ID, Version: a.Version, IntoVersion: b.Version + 1 });
      expect([staleInto.status, staleInto.body.current?.ID]).toEqual([409, b.ID]);
      const [still] = await t.db.select({ customer: orders.CustomerID }).from(orders).where(eq(orders.ID, order.id));
      expect(still.customer).toBe(a.ID);
      // b merged away: neither merging into it nor merging it again is allowed.
      const c = await newCustomer();
      expect((await merge(b.ID, { into: c.ID, Version: b.Version, IntoVersion: c.Version })).status).toBe(200);
      const intoMerged = await merge(a.ID, { into: b.ID, Version: a.Version, IntoVersion: b.Version + 1 });
      expect(intoMerged.status).toBe(409);
      const again = await merge(b.ID, { into: a.ID, Version: b.Version + 1, IntoVersion: a.Version });
      expect(again.status).toBe(409);
      expect((await t.call('GET', `${PATH}/${a.ID}/merge-preview?into=${a.ID}`, { token: support })).status).toBe(400);
      const alone = await t.call('GET', `${PATH}/${a.ID}/merge-preview`, { token: support });
      expect(alone.status).toBe(200);
      expect(alone.body.into).toBeNull();
      expect(alone.body.moves).toContainEqual({ resource: 'orders', field: 'CustomerID', count: 1 });
      expect((await t.call('POST', `${PATH}/${a.ID}/merge`, { token: catalog, body: { into: c.ID } })).status).toBe(403);
    });
  });
});
