/**
 * `npm run seed:scale` (issue 9 §8) run for real on a database of the private PostgreSQL cluster that holds
 * the demo data: the orders it adds have items whose sums are the orders' totals (in minor units, VAT per
 * line), fit their store and customer, take their numbers from the order-number sequence (which ends past
 * them), and follow their age; a second run adds nothing, a larger number adds only the missing ones; the
 * embedded database and a database without the demo data are refused with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { SCALE_NOTE } from '../../server/demo/scale-orders';
import { silentLogger } from '../../server/logger';
import { CheckStatus, OrderStatus } from '../../src/domain/orders/codes';
import { createDatabase, DEMO_PASSWORD, newDataDir, query, runScript, stopAll } from './support';

afterAll(() => stopAll());

/** A database with the demo data (fewer demo orders than `npm run seed:demo`, to keep the test short). */
async function demoDatabase(): Promise<string> {
  const url = await createDatabase('scale');
  const database = postgresDatabase(url, { logger: silentLogger });
  try {
    await migrate(database);
    expect(
      await seedDemoData(database.db, {
        demoPassword: DEMO_PASSWORD,
        now: new Date(),
        orderCount: 300,
        resources: assembleServer().resources,
      }),
    ).toBe(true);
  } finally {
    await database.close();
  }
  return url;
}

describe('seed:scale on PostgreSQL', () => {
  let url = '';
  beforeAll(async () => {
    url = await demoDatabase();
  });

  it('adds the orders asked for with items whose sums are the totals, numbered from the sequence', async () => {
    const [before] = await query<{ orders: number; max: string }>(
      url,
      'select count(*)::int as orders, max(number::bigint)::text as max from orders',
    );
    const run = await runScript('seed:scale', ['--orders', '2000'], { DATABASE_URL: url });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Added 2,000 orders with [\d,]+ items to PostgreSQL \(DATABASE_URL\) in \d+ s; tables analyzed\./);
    expect(run.stderr).toContain('2,000 of 2,000 orders');

    const [counts] = await query<{
      orders: number;
      generated: number;
      items: number;
      min_number: string;
      max_number: string;
      last_value: string;
      oldest_days: number;
      newest_days: number;
    }>(
      url,
      `select (select count(*)::int from orders) as orders, count(*)::int as generated,
        (select count(*)::int from order_items i join orders o on o.id = i.order_id where o.note = $1) as items,
        min(number::bigint)::text as min_number, max(number::bigint)::text as max_number,
        (select last_value::text from order_number_seq) as last_value,
        extract(epoch from now() - min(placed_at))::float / 86400 as oldest_days, extract(epoch from now() - max(placed_at))::float / 86400 as newest_days
       from orders where note = $1`,
      [SCALE_NOTE],
    );
    expect(counts.orders).toBe(before.orders + 2000);
    expect(counts.generated).toBe(2000);
    // One to five items, 2.5 on average.
    expect(counts.items / counts.generated).toBeGreaterThan(2.2);
    expect(counts.items / counts.generated).toBeLessThan(2.8);
    // Numbers from the sequence, after the demo's, and the sequence past the last one: a new order gets a new number.
    expect(Number(counts.min_number)).toBe(Number(before.max) + 1);
    expect(Number(counts.max_number)).toBe(Number(before.max) + 2000);
    expect(Number(counts.last_value)).toBe(Number(counts.max_number));
    const [next] = await query<{ next: string }>(url, "select nextval('order_number_seq')::text as next");
    expect(Number(next.next)).toBeGreaterThan(Number(counts.max_number));
    // Over the last 24 months.
    expect(counts.oldest_days).toBeGreaterThan(700);
    expect(counts.oldest_days).toBeLessThanOrEqual(731);
    expect(counts.newest_days).toBeLessThan(5);

    // Every order's totals are its items' sums in minor units, VAT rounded per line; each item is quantity × unit price.
    const [sums] = await query<{
      bad_lines: number;
      bad_subtotal: number;
      bad_vat: number;
      bad_total: number;
      bad_currency: number;
      bad_store: number;
      without_items: number;
    }>(
      url,
      `with sums as (
         select i.order_id, count(*) as n, sum(i.line_total) as subtotal, sum(round(i.line_total * i.vat_rate / 100, 2)) as vat,
           count(*) filter (where i.line_total <> i.quantity * i.unit_price or i.currency <> o.currency) as bad_lines
         from order_items i join orders o on o.id = i.order_id where o.note = $1 group by i.order_id)
       select coalesce(sum(s.bad_lines), 0)::int as bad_lines,
         count(*) filter (where o.subtotal <> s.subtotal)::int as bad_subtotal,
         count(*) filter (where o.vat_amount <> s.vat)::int as bad_vat,
         count(*) filter (where o.total <> greatest(0, o.subtotal + o.vat_amount + o.shipping_fee + o.payment_fee - o.discount))::int as bad_total,
         count(*) filter (where o.currency <> st.currency)::int as bad_currency,
         count(*) filter (where o.store_id <> c.store_id or o.email <> c.email)::int as bad_store,
         count(*) filter (where s.order_id is null)::int as without_items
       from orders o left join sums s on s.order_id = o.id join stores st on st.id = o.store_id join customers c on c.id = o.customer_id
       where o.note = $1`,
      [SCALE_NOTE],
    );
    expect(sums).toEqual({ bad_lines: 0, bad_subtotal: 0, bad_vat: 0, bad_total: 0, bad_currency: 0, bad_store: 0, without_items: 0 });

    // Statuses by age: older than ten days the parcel has left or the order was annulled; a check waits only on recent orders.
    const [ages] = await query<{ old_open: number; old_waiting: number; sent: number; annulled: number }>(
      url,
      `select count(*) filter (where placed_at < now() - interval '10 days' and status not in ($2, $3, $4))::int as old_open,
         count(*) filter (where placed_at < now() - interval '4 days' and check_status in ($5, $6))::int as old_waiting,
         count(*) filter (where status = $2)::int as sent, count(*) filter (where status = $3)::int as annulled
       from orders where note = $1`,
      [SCALE_NOTE, OrderStatus.Sent, OrderStatus.Annulled, OrderStatus.PartiallyShipped, CheckStatus.Waiting, CheckStatus.Snoozed],
    );
    expect(ages.old_open).toBe(0);
    expect(ages.old_waiting).toBe(0);
    expect(ages.sent).toBeGreaterThan(1500);
    expect(ages.annulled).toBeGreaterThan(0);

    // A second run adds nothing; asking for more adds only the missing ones.
    const again = await runScript('seed:scale', ['--orders', '2000'], { DATABASE_URL: url });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Nothing added: PostgreSQL (DATABASE_URL) already holds 2,000 generated orders (2,000 asked for).');
    const more = await runScript('seed:scale', ['--orders', '2500'], { DATABASE_URL: url });
    expect(more.code, more.stderr).toBe(0);
    expect(more.stdout).toMatch(/^Added 500 orders with [\d,]+ items .* \(2,000 were there from an earlier run\)/);
    const [after] = await query<{ generated: number; numbers: number }>(
      url,
      'select count(*)::int as generated, count(distinct number)::int as numbers from orders where note = $1',
      [SCALE_NOTE],
    );
    expect(after).toEqual({ generated: 2500, numbers: 2500 });
  });

  it('refuses the embedded database, a database without the demo data and a bad number, adding nothing', async () => {
    const embedded = await runScript('seed:scale', ['--orders', '10'], { DATA_DIR: newDataDir() });
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).toContain('seed:scale fills PostgreSQL only: set DATABASE_URL');

    const empty = await createDatabase('scaleempty');
    const bare = await runScript('seed:scale', ['--orders', '10'], { DATABASE_URL: empty });
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('load the demo data first (npm run seed:demo on an empty database). Nothing was added.');
    expect(await query(empty, 'select id from orders')).toHaveLength(0);

    const bad = await runScript('seed:scale', ['--orders', 'many'], { DATABASE_URL: url });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--orders: a whole number from 1 to 20,000,000 is expected, not "many".');
  });
});
