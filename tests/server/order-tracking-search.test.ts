/**
 * The orders' free text finds an order by a tracking reference its fulfilment carries (issue 9 §7): typed as
 * the palette sends it, with spaces, in lower case, or as a forwarder's tracking link; through the compacted
 * reference's index and the orders' key, never a scan of either table (EXPLAIN, on PGlite and PostgreSQL).
 * Text that is no tracking reference still searches the orders' own fields.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFulfilments, orders } from '../../server/db/schema';
import { rawClient, signedInApp, type TestApp } from './helpers';
import { listPlanNodes } from './list-plan';

/** A UPU S10 item id with a valid check digit (src/domain/tracking.ts). */
const REFERENCE = 'RR123456785SE';

let t: TestApp;
let support: string;
let order: { ID: number; Number: string };

beforeAll(async () => {
  ({ t, support } = await signedInApp(['support']));
  [order] = await t.db.select({ ID: orders.ID, Number: orders.Number }).from(orders).orderBy(orders.ID).limit(1);
  const now = new Date();
  // Stored as a colleague typed it: spaced.
  await t.db.insert(orderFulfilments).values({
    OrderID: order.ID,
    Forwarder: 'postnord',
    TrackingReference: 'RR 123 456 785 SE',
    ShippedAt: now,
    CreatedAt: now,
    UpdatedAt: now,
  } as typeof orderFulfilments.$inferInsert);
});
afterAll(() => t.close());

const idsFor = async (q: string) => {
  const answer = await t.call<{ data: { ID: number }[] }>('GET', `/api/shop/orders?q=${encodeURIComponent(q)}`, { token: support });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.map((o) => o.ID);
};

describe('orders found by a tracking reference', () => {
  it('finds the order whose fulfilment carries the reference, however it is typed', async () => {
    for (const typed of [
      REFERENCE,
      'rr123456785se',
      'RR 1234 5678 5 SE',
      `https://www.postnord.se/en/our-tools/track-and-trace?shipmentId=${REFERENCE}`,
    ]) {
      expect(await idsFor(typed), typed).toEqual([order.ID]);
    }
  });

  it('finds nothing for a valid reference no fulfilment carries, and still finds an order by its number', async () => {
    expect(await idsFor('RR123456799SE')).toEqual([]);
    expect(await idsFor(order.Number)).toContain(order.ID);
  });

  it('reads the reference through the compacted index and the orders key, never a scan', async () => {
    const client = rawClient(t);
    // Many more fulfilments than a page, so a scan would show.
    await client.query(
      `insert into order_fulfilments (order_id, forwarder, tracking_reference, shipped_at, created_at, updated_at)
      select o.id, 'dhl', 'JVGL' || lpad((o.id * 100 + g)::text, 16, '0'), now(), now(), now() from orders o cross join generate_series(1, 5) g`,
      [],
    );
    await client.query('analyze order_fulfilments', []);
    await client.query('analyze orders', []);
    const nodes = await listPlanNodes(t, 'orders', { q: REFERENCE });
    for (const node of nodes) expect(node['Node Type'], JSON.stringify(nodes)).not.toBe('Seq Scan');
    expect(
      nodes.some((n) => n['Index Name'] === 'order_fulfilments_tracking_compact_idx'),
      JSON.stringify(nodes),
    ).toBe(true);
    // The answer through the same statement is still the one order.
    const [fulfilment] = await t.db
      .select({ OrderID: orderFulfilments.OrderID })
      .from(orderFulfilments)
      .where(eq(orderFulfilments.TrackingReference, 'RR 123 456 785 SE'));
    expect(await idsFor(REFERENCE)).toEqual([fulfilment.OrderID]);
  });
});
