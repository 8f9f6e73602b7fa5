/**
 * The shop dashboard's figures (GET /api/shop/dashboard): equal to a recount over the orders and returns themselves
 * (the daily rollup kept by the orders' triggers included, after writes of every kind), 6 and 24 months, who may
 * ask, what is refused, and every figure's link read by the list it names: the list API takes its query and counts
 * the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardAnswer, DashboardCount, DashboardMonth } from '../../src/domain/dashboard';
import { hrefParts } from '../../src/domain/dashboard';
import { HEADER_RECORDS, HEADER_RECORDS_CAPPED } from '../../src/domain/constants';
import { convertMinor, formatMinor } from '../../src/domain/money';
import { rowsOf } from '../../server/db/recordset';
import { receiveCustomerMessage } from '../../src/features/support/server/receive';
import { OPEN_TICKET_STATES, TicketState } from '../../src/features/support/domain/codes';
import { signedInApp, type TestApp } from './helpers';

interface Recount {
  orders: number;
  /** SEK öre. */
  revenue: number;
  returns: number;
}

/** The months' figures counted the plain way: every order and return of the period, grouped in SQL, no rollup. */
async function recount(t: TestApp, answer: DashboardAnswer): Promise<Map<string, Recount>> {
  const rates = new Map(
    rowsOf<{ currency: string; rate: string }>(
      await t.db.execute(sql`select distinct on (currency) currency, sek_rate::text as rate from currency_groups order by currency, id`),
    ).map((r) => [r.currency, r.rate]),
  );
  rates.set('SEK', '1');
  const counted = new Map<string, Recount>();
  const at = (key: string) => {
    const found = counted.get(key) ?? { orders: 0, revenue: 0, returns: 0 };
    counted.set(key, found);
    return found;
  };
  const orders = rowsOf<{ month: string; store_id: number; currency: string; orders: number; cents: string }>(
    await t.db.execute(sql`
      select to_char(placed_at at time zone 'Europe/Stockholm', 'YYYY-MM') as month, store_id, currency,
             count(*)::int as orders, (sum(total) * 100)::bigint::text as cents
      from orders
      where status <> 99 and placed_at >= ${answer.from}::timestamptz and placed_at <= ${answer.to}::timestamptz
      group by 1, 2, 3`),
  );
  for (const row of orders) {
    for (const key of [`${row.month}|${row.store_id}`, `${row.month}|all`]) {
      at(key).orders += row.orders;
      at(key).revenue += convertMinor(Number(row.cents), rates.get(row.currency)!)!;
    }
  }
  const returns = rowsOf<{ month: string; store_id: number; returns: number }>(
    await t.db.execute(sql`
      select to_char(r.returned_at, 'YYYY-MM') as month, o.store_id, count(*)::int as returns
      from returns r join orders o on o.id = r.order_id
      where r.returned_at >= (${answer.from}::timestamptz at time zone 'Europe/Stockholm')::date
        and r.returned_at <= (${answer.to}::timestamptz at time zone 'Europe/Stockholm')::date
      group by 1, 2`),
  );
  for (const row of returns) for (const key of [`${row.month}|${row.store_id}`, `${row.month}|all`]) at(key).returns += row.returns;
  return counted;
}

function expectEqualToRecount(answer: DashboardAnswer, counted: Map<string, Recount>): void {
  let orders = 0;
  for (const month of answer.monthly) {
    const figures = [
      ...month.stores.map((s) => ({ key: `${month.month}|${s.StoreID}`, f: s })),
      { key: `${month.month}|all`, f: month.total },
    ];
    for (const { key, f } of figures) {
      const expected = counted.get(key) ?? { orders: 0, revenue: 0, returns: 0 };
      expect({ key, orders: f.orders.count, revenue: f.revenue, returns: f.returns.count }).toEqual({
        key,
        orders: expected.orders,
        revenue: formatMinor(expected.revenue),
        returns: expected.returns,
      });
      expect(f.averageOrderValue).toBe(expected.orders ? formatMinor(Math.round(expected.revenue / expected.orders)) : null);
      expect(f.returnRate).toBe(expected.orders ? expected.returns / expected.orders : null);
    }
    orders += month.total.orders.count;
  }
  expect(answer.period.orders.count).toBe(orders);
  // Every order and return of the period is in some month and store.
  const shownStores = new Set(answer.monthly.flatMap((m) => m.stores.map((s) => s.StoreID)));
  for (const key of counted.keys()) if (!key.endsWith('|all')) expect(shownStores.has(Number(key.split('|')[1]))).toBe(true);
}

/** Every figure of an answer that carries a link, named. */
function linkedFigures(answer: DashboardAnswer): { name: string; figure: DashboardCount }[] {
  const ofMonth = (m: DashboardMonth) => [
    { name: `${m.month} orders`, figure: m.total.orders },
    { name: `${m.month} returns`, figure: m.total.returns },
    ...m.stores.map((s) => ({ name: `${m.month} store ${s.StoreID} orders`, figure: s.orders })),
  ];
  return [
    ...answer.monthly.flatMap(ofMonth),
    { name: 'period orders', figure: answer.period.orders },
    { name: 'period returns', figure: answer.period.returns },
    { name: 'orders to check', figure: answer.now.ordersToCheck },
    { name: 'returns awaiting approval', figure: answer.now.returnsAwaitingApproval },
    ...answer.now.ticketsByState.map((f) => ({ name: `tickets in state ${f.state}`, figure: f })),
    ...answer.now.remindersByStep.map((f) => ({ name: `reminders with next action ${f.action}`, figure: f })),
  ];
}

describe('the shop dashboard', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await signedInApp(['admin']));
  });
  afterAll(() => t.close());

  const dashboard = async (months?: string, token = admin) =>
    t.request('GET', `/api/shop/dashboard${months === undefined ? '' : `?months=${months}`}`, { token });

  it('answers 6 months by default and 24 on request, Stockholm calendar months, the current one partial', async () => {
    const six = (await (await dashboard()).json()) as DashboardAnswer;
    const twentyFour = (await (await dashboard('24')).json()) as DashboardAnswer;
    expect(six.months).toBe(6);
    expect(six.monthly).toHaveLength(6);
    expect(twentyFour.months).toBe(24);
    expect(twentyFour.monthly).toHaveLength(24);
    const current = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' })
      .format(t.clock.now())
      .replace(/\D+/, '-');
    for (const answer of [six, twentyFour]) {
      expect(answer.monthly.at(-1)).toMatchObject({ month: current, partial: true });
      expect(answer.monthly.filter((m) => m.partial)).toHaveLength(1);
      expect(new Set(answer.monthly.map((m) => m.month)).size).toBe(answer.months);
    }
    // The last six of 24 months are the six months.
    expect(twentyFour.monthly.slice(-6)).toEqual(six.monthly);
    expect(twentyFour.period.orders.count).toBeGreaterThan(six.period.orders.count);
    expect(six.period.orders.count).toBeGreaterThan(0);
  });

  it('equals a plain recount over the orders and returns, for 6 and 24 months', async () => {
    for (const months of ['6', '24']) {
      const answer = (await (await dashboard(months)).json()) as DashboardAnswer;
      expectEqualToRecount(answer, await recount(t, answer));
    }
  });

  it('still equals the recount after orders are annulled, changed, moved between months and stores, added and removed', async () => {
    const ids = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from orders where placed_at > now() - interval '150 days' and status <> 99 order by id limit 6`),
    ).map((r) => Number(r.id));
    expect(ids).toHaveLength(6);
    await t.db.execute(sql`update orders set status = 99 where id = ${ids[0]}`);
    await t.db.execute(sql`update orders set total = total + 123.45 where id = ${ids[1]}`);
    await t.db.execute(sql`update orders set placed_at = placed_at - interval '2 months' where id = ${ids[2]}`);
    await t.db.execute(sql`update orders set store_id = (select min(id) from stores where id <> orders.store_id) where id = ${ids[3]}`);
    await t.db.execute(sql`update orders set note = 'no change to the figures' where id = ${ids[4]}`);
    // An annulled order taken back into the count, in one statement with another change.
    await t.db.execute(sql`update orders set status = 1, total = total + 1 where id in (${ids[0]}, ${ids[5]})`);
    // Copies of the six a day earlier (one statement of several rows), then one of them removed.
    const columns = rowsOf<{ name: string }>(
      await t.db.execute(
        sql`select column_name as name from information_schema.columns where table_name = 'orders' and table_schema = 'public' and column_name not in ('id', 'number') order by ordinal_position`,
      ),
    ).map((r) => `"${r.name}"`);
    await t.db.execute(
      sql.raw(
        `insert into orders (number, ${columns.join(', ')}) select 'T' || number, ${columns.join(', ').replace('"placed_at"', `"placed_at" - interval '1 day'`)} from orders where id in (${ids.join(', ')})`,
      ),
    );
    await t.db.execute(sql`delete from orders where number like 'T%' and id = (select max(id) from orders where number like 'T%')`);
    for (const months of ['6', '24']) {
      const answer = (await (await dashboard(months)).json()) as DashboardAnswer;
      expectEqualToRecount(answer, await recount(t, answer));
    }
  });

  it('links every figure to a list whose API takes the query and counts the same rows', async () => {
    const answer = (await (await dashboard('24')).json()) as DashboardAnswer;
    const figures = linkedFigures(answer);
    expect(answer.now.remindersByStep.length).toBeGreaterThan(0);
    for (const { name, figure } of figures) {
      const { path, query } = hrefParts(figure.href);
      expect(path, name).toMatch(/^\/(shop|support)\/[a-z-]+$/);
      const search = new URLSearchParams({ ...query, limit: '1' });
      const listed = await t.request('GET', `/api${path}?${search.toString()}`, { token: admin });
      expect(listed.status, `${name}: GET /api${path}?${search.toString()}`).toBe(200);
      const total = Number(listed.headers.get(HEADER_RECORDS));
      if (listed.headers.get(HEADER_RECORDS_CAPPED)) expect(figure.count, name).toBeGreaterThan(total);
      else expect({ name, count: figure.count }).toEqual({ name, count: total });
    }
    // Something real is linked: at least one month's orders and one waiting figure are counted below the list's cap.
    expect(figures.some((f) => f.figure.count > 0 && f.name.includes('store'))).toBe(true);
  });

  it('counts open tickets by state, each linked to the tickets in that state', async () => {
    const before = (await (await dashboard()).json()) as DashboardAnswer;
    expect(before.now.ticketsByState.map((f) => f.state)).toEqual([...OPEN_TICKET_STATES]);
    const [store] = rowsOf<{ id: number }>(await t.db.execute(sql`select min(id) as id from stores`));
    await t.db.transaction((tx) =>
      receiveCustomerMessage(
        tx,
        { resources: t.resources, now: t.clock.now() },
        {
          storeId: Number(store.id),
          from: 'dashboard-test@example.com',
          subject: 'Var är min order?',
          text: 'Hej!',
          messageId: '<dashboard-test@example.com>',
        },
      ),
    );
    const after = (await (await dashboard()).json()) as DashboardAnswer;
    const newTickets = (answer: DashboardAnswer) => answer.now.ticketsByState.find((f) => f.state === TicketState.New)!;
    expect(newTickets(after).count).toBe(newTickets(before).count + 1);
    expect(hrefParts(newTickets(after).href)).toEqual({ path: '/support/tickets', query: { State: String(TicketState.New) } });
  });

  it('needs view dashboard: customer service and product managers are refused', async () => {
    for (const username of ['support', 'catalog']) {
      const answer = await dashboard('6', await t.signIn(username));
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { code: number }).code).toBe(40301);
    }
    expect((await t.request('GET', '/api/shop/dashboard')).status).toBe(401);
  });

  it('refuses any other number of months with 40001 naming months', async () => {
    for (const months of ['12', '0', 'six', '', '6,24', '24.0']) {
      const answer = await dashboard(months);
      expect(answer.status, months).toBe(400);
      const body = (await answer.json()) as { code: number; fields?: Record<string, unknown> };
      expect(body.code).toBe(40001);
      expect(Object.keys(body.fields ?? {})).toEqual(['months']);
    }
  });
});
