/**
 * The returns desk's free text (issue 19 §4): the returns and chargebacks lists find a record by the return's
 * number, the order's number and the customer's name, e-mail address and phone number (typed in another
 * way than stored), as the toolbar's returns scope sends them (with interval=24; its refresh=true stays in the
 * browser); both lists honour the menu link's interval=6, counting from when the record was made.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReturnAction, ReturnStatus } from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { chargebacks, customers, orderItems, orders, returns } from '../../server/db/schema';
import { signedInApp, type TestApp } from './helpers';

let t: TestApp;
let support: string;
let order: { ID: number; Number: string; CustomerID: number; Currency: string };
let customer: { ID: number; Name: string; Email: string; Phone: string; PhoneNormalized: string };
let made: ResourceRecord;
let chargeback: ResourceRecord;

beforeAll(async () => {
  ({ t, support } = await signedInApp(['support']));
  [order] = (await t.db
    .select({ ID: orders.ID, Number: orders.Number, CustomerID: orders.CustomerID, Currency: orders.Currency })
    .from(orders)
    .where(isNotNull(orders.CustomerID))
    .orderBy(asc(orders.ID))
    .limit(1)) as (typeof order)[];
  [customer] = (await t.db
    .select({
      ID: customers.ID,
      Name: customers.Name,
      Email: customers.Email,
      Phone: customers.Phone,
      PhoneNormalized: customers.PhoneNormalized,
    })
    .from(customers)
    .where(eq(customers.ID, order.CustomerID))) as (typeof customer)[];
  const [line] = await t.db
    .insert(orderItems)
    .values({
      OrderID: order.ID,
      SKU: 'TEST-DESK-1',
      Name: 'Skärmskydd',
      Quantity: 1,
      Currency: order.Currency,
      UnitPrice: '80.00',
      VatRate: '25.00',
      LineTotal: '80.00',
      ItemStatus: 18,
      LogisticsStatus: 0,
    } as typeof orderItems.$inferInsert)
    .returning({ id: orderItems.ID });
  const answer = await t.call<ResourceRecord>('POST', `/api/shop/orders/${order.ID}/returns`, {
    token: support,
    body: {
      Action: ReturnAction.Chargeback,
      Reason: 'Sprucket vid leverans',
      QuantityVerified: true,
      Restock: false,
      Items: [{ OrderItemID: line.id, Quantity: 1 }],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made = answer.body;
  expect(made.Status).toBe(ReturnStatus.Approved);
  chargeback = (await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/chargebacks?ReturnID=${made.ID}`, { token: support })).body
    .data[0];
  expect(chargeback).toBeDefined();
});
afterAll(() => t.close());

/** The list as the toolbar's returns scope asks for it: the text, the last 24 months. */
async function found(resource: 'returns' | 'chargebacks', q: string, extra = '&interval=24'): Promise<ResourceRecord[]> {
  const answer = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/${resource}?q=${encodeURIComponent(q)}${extra}&limit=100`, {
    token: support,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The customers each found return belongs to (a chargeback's through its return). */
async function customersOf(resource: 'returns' | 'chargebacks', rows: ResourceRecord[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(resource === 'returns' ? r.ID : r.ReturnID));
  const owners = await t.db
    .select({ customer: returns.CustomerID })
    .from(returns)
    .where(sql`${returns.ID} = any(${`{${ids.join(',')}}`}::integer[])`);
  return [...new Set(owners.map((o) => Number(o.customer)))];
}

describe.each(['returns', 'chargebacks'] as const)('the %s list’s free text', (resource) => {
  const mine = () => (resource === 'returns' ? made : chargeback);

  it('finds the record by the return’s number (R1001), or its id with or without # (digits also match order numbers holding them)', async () => {
    expect(String(made.Number)).toMatch(/^R\d+$/);
    for (const q of [String(made.Number), String(made.Number).toLowerCase(), String(made.ID), `#${made.ID}`]) {
      expect(
        (await found(resource, q)).map((r) => r.ID),
        q,
      ).toContain(mine().ID);
    }
  });

  it('finds the record by the order’s number, whole or in part', async () => {
    for (const q of [order.Number, order.Number.slice(1, -1)]) {
      expect(
        (await found(resource, q)).map((r) => r.ID),
        q,
      ).toContain(mine().ID);
    }
    const rows = await found(resource, order.Number);
    expect(new Set(rows.map((r) => r.OrderID))).toEqual(new Set([order.ID]));
  });

  it('finds the record by the customer’s name, e-mail address and phone number typed another way', async () => {
    const spaced = `+${customer.PhoneNormalized.slice(0, 2)} ${customer.PhoneNormalized.slice(2, 4)} ${customer.PhoneNormalized.slice(4)}`;
    for (const q of [customer.Name, customer.Name.split(' ')[0].toLowerCase(), customer.Email.toUpperCase(), spaced, customer.Phone]) {
      const rows = await found(resource, q);
      expect(
        rows.map((r) => r.ID),
        q,
      ).toContain(mine().ID);
    }
    // A whole address or phone number finds that customer's records only.
    for (const q of [customer.Email, spaced]) expect(await customersOf(resource, await found(resource, q)), q).toEqual([customer.ID]);
  });

  it('finds nothing for text no return, order or customer has', async () => {
    expect(await found(resource, 'Ingen sådan kund qzxq')).toEqual([]);
  });

  it('honours the menu link’s interval=6, counting from when the record was made', async () => {
    const table = resource === 'returns' ? returns : chargebacks;
    const id = mine().ID;
    expect((await found(resource, String(made.ID), '&interval=6')).map((r) => r.ID)).toContain(id);
    const before = (await t.db.select({ at: table.CreatedAt }).from(table).where(eq(table.ID, id)))[0].at as Date;
    const old = new Date(t.clock.now().getTime() - 240 * 24 * 3600 * 1000);
    await t.db.update(table).set({ CreatedAt: old }).where(eq(table.ID, id));
    try {
      expect((await found(resource, String(made.ID), '&interval=6')).map((r) => r.ID)).not.toContain(id);
      expect((await found(resource, String(made.ID), '&interval=24')).map((r) => r.ID)).toContain(id);
      const bad = await t.call('GET', `/api/shop/${resource}?interval=abc`, { token: support });
      expect(bad.status).toBe(400);
    } finally {
      await t.db
        .update(table)
        .set({ CreatedAt: before })
        .where(and(eq(table.ID, id)));
    }
  });
});
