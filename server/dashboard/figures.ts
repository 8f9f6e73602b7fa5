/**
 * The dashboard's figures (src/domain/dashboard.ts; docs/decisions.md "Dashboard"), computed in SQL:
 * - the months' orders and revenue from the daily rollup `order_day_totals` (server/db/schema/dashboard.ts, kept
 *   by triggers on `orders` in the same transaction as every order write), a few hundred rows for 24 months
 *   however many orders there are; revenue converted to SEK per currency at its currency group's rate, in öre;
 * - the months' returns from the returns joined to their orders (returns are few beside orders);
 * - the figures of the moment by the engine's own list conditions for the list each one links to (an exact
 *   count, not the list's capped one), so a figure and its list cannot disagree.
 */
import { fromDate, startOfMonth, toCalendarDate, toZoned, type CalendarDate } from '@internationalized/date';
import { sql } from 'drizzle-orm';
import { OPEN_TICKET_STATES } from '../../src/features/support/domain/codes';
import { REMINDER_ACTIONS, ReminderStatus } from '../../src/features/billing/domain/codes';
import {
  DASHBOARD_TIME_ZONE,
  type DashboardAnswer,
  type DashboardCount,
  type DashboardMonth,
  type DashboardMonths,
  type DashboardStoreMonth,
} from '../../src/domain/dashboard';
import { convertMinor, formatMinor } from '../../src/domain/money';
import { OrderStatus, ORDER_STATUSES } from '../../src/domain/orders/codes';
import { ReturnStatus } from '../../src/domain/returns/codes';
import { resourceByName } from '../../src/domain/resources';
import type { ResourceDef } from '../../src/domain/resources/types';
import { screen, screenHref } from '../../src/domain/screens';
import { rowsOf } from '../db/recordset';
import type { Executor } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { parseListParams } from '../resources/list-params';
import { countMatching } from '../resources/list-sql';

/** The order statuses the figures count: every one but Annulled. */
const COUNTED_ORDER_STATUSES = ORDER_STATUSES.filter((s) => s !== OrderStatus.Annulled);

interface MonthSpan {
  month: string;
  /** The month's first and last calendar day. */
  firstDay: CalendarDate;
  lastDay: CalendarDate;
  /** Its first and last instant (to the millisecond). */
  from: Date;
  to: Date;
  partial: boolean;
}

/** The last `months` calendar months in Europe/Stockholm up to the one `now` falls in, oldest first. */
function monthSpans(months: number, now: Date): MonthSpan[] {
  const current = startOfMonth(toCalendarDate(fromDate(now, DASHBOARD_TIME_ZONE)));
  return Array.from({ length: months }, (_, index) => {
    const firstDay = current.subtract({ months: months - 1 - index });
    const next = firstDay.add({ months: 1 });
    return {
      month: firstDay.toString().slice(0, 7),
      firstDay,
      lastDay: next.subtract({ days: 1 }),
      from: toZoned(firstDay, DASHBOARD_TIME_ZONE).toDate(),
      to: new Date(toZoned(next, DASHBOARD_TIME_ZONE).toDate().getTime() - 1),
      partial: index === months - 1,
    };
  });
}

/** The list screen of a resource with a query: where a figure leads. */
function listHref(def: ResourceDef, query: Record<string, string>): string {
  return screenHref(screen(`${def.screen}Index`), {}, query);
}

const ordersDef = resourceByName.get('orders')!;
const returnsDef = resourceByName.get('returns')!;
const remindersDef = resourceByName.get('invoice-reminders')!;
const purchaseOrdersDef = resourceByName.get('purchase-orders')!;

/** The orders a month's (or the period's) figure counts: placed between the instants, in a store or all, not annulled. */
function ordersHref(from: Date, to: Date, storeId: number | null): string {
  return listHref(ordersDef, {
    ...(storeId === null ? {} : { StoreID: String(storeId) }),
    Status: COUNTED_ORDER_STATUSES.join(','),
    PlacedAt: `${from.toISOString()}..${to.toISOString()}`,
  });
}

/** The returns whose goods came back on those days (every store: the returns list has no store filter). */
function returnsHref(firstDay: CalendarDate, lastDay: CalendarDate): string {
  return listHref(returnsDef, { ReturnedAt: `${firstDay.toString()}..${lastDay.toString()}` });
}

/** A figure counted by the engine's conditions of the list it links to. */
async function listFigure(db: Executor, resources: ResourceRegistry, def: ResourceDef, query: Record<string, string>, now: Date) {
  const binding = resources.bindingNamed(def.name);
  return { count: await countMatching(db, binding, parseListParams(def, query, now)), href: listHref(def, query) };
}

/** "1234.56" (numeric's text) in minor units, exactly. */
function minorOf(text: string): number {
  const [whole, decimals = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -minor : minor;
}

interface Sums {
  orders: number;
  /** SEK öre. */
  revenue: number;
  returns: number;
}

function figuresOf(sums: Sums, ordersLink: string, returnsLink: string): Omit<DashboardStoreMonth, 'StoreID'> {
  return {
    orders: { count: sums.orders, href: ordersLink },
    revenue: formatMinor(sums.revenue),
    averageOrderValue: sums.orders ? formatMinor(Math.round(sums.revenue / sums.orders)) : null,
    returns: { count: sums.returns, href: returnsLink },
    returnRate: sums.orders ? sums.returns / sums.orders : null,
  };
}

const add = (a: Sums, b: Sums): Sums => ({ orders: a.orders + b.orders, revenue: a.revenue + b.revenue, returns: a.returns + b.returns });
const NONE: Sums = { orders: 0, revenue: 0, returns: 0 };

export async function dashboardFigures(
  db: Executor,
  resources: ResourceRegistry,
  months: DashboardMonths,
  now: Date,
): Promise<DashboardAnswer> {
  const spans = monthSpans(months, now);
  const first = spans[0];
  const last = spans[spans.length - 1];
  const end = last.lastDay.add({ days: 1 }).toString();

  const [orderRows, returnRows, rateRows] = await Promise.all([
    db.execute(sql`
      select to_char(day, 'YYYY-MM') as month, store_id, currency, sum(orders)::int as orders, sum(total)::text as total
      from order_day_totals
      where day >= ${first.firstDay.toString()}::date and day < ${end}::date
      group by 1, 2, 3`),
    db.execute(sql`
      select to_char(r.returned_at, 'YYYY-MM') as month, o.store_id, count(*)::int as returns
      from returns r join orders o on o.id = r.order_id
      where r.returned_at >= ${first.firstDay.toString()}::date and r.returned_at < ${end}::date
      group by 1, 2`),
    db.execute(sql`select distinct on (currency) currency, sek_rate::text as rate from currency_groups order by currency, id`),
  ]);
  const rates = new Map(rowsOf<{ currency: string; rate: string }>(rateRows).map((r) => [r.currency, r.rate]));
  rates.set('SEK', '1');

  // month → store → sums
  const sums = new Map<string, Map<number, Sums>>();
  const at = (month: string, storeId: number): Sums => {
    const byStore = sums.get(month) ?? new Map<number, Sums>();
    sums.set(month, byStore);
    const found = byStore.get(storeId) ?? { ...NONE };
    byStore.set(storeId, found);
    return found;
  };
  for (const row of rowsOf<{ month: string; store_id: number; currency: string; orders: number; total: string }>(orderRows)) {
    const target = at(row.month, Number(row.store_id));
    target.orders += Number(row.orders);
    // A currency no currency group has (none is sold in) adds no revenue.
    const rate = rates.get(row.currency);
    target.revenue += (rate && convertMinor(minorOf(row.total), rate)) || 0;
  }
  for (const row of rowsOf<{ month: string; store_id: number; returns: number }>(returnRows))
    at(row.month, Number(row.store_id)).returns += Number(row.returns);

  const storeIds = [...new Set([...sums.values()].flatMap((byStore) => [...byStore.keys()]))].sort((a, b) => a - b);
  let period = { ...NONE };
  const monthly = spans.map((span): DashboardMonth => {
    const byStore = sums.get(span.month);
    const returnsLink = returnsHref(span.firstDay, span.lastDay);
    let total = { ...NONE };
    const stores = storeIds.map((StoreID): DashboardStoreMonth => {
      const own = byStore?.get(StoreID) ?? NONE;
      total = add(total, own);
      return { StoreID, ...figuresOf(own, ordersHref(span.from, span.to, StoreID), returnsLink) };
    });
    period = add(period, total);
    return { month: span.month, partial: span.partial, stores, total: figuresOf(total, ordersHref(span.from, span.to, null), returnsLink) };
  });

  const figure = (def: ResourceDef, query: Record<string, string>): Promise<DashboardCount> => listFigure(db, resources, def, query, now);
  const ticketsDef = resourceByName.get('tickets');
  const [ordersToCheck, returnsAwaitingApproval, ticketsByState, remindersByStep, purchaseOrdersLate] = await Promise.all([
    figure(ordersDef, { needsCheck: 'true' }),
    figure(returnsDef, { Status: String(ReturnStatus.AwaitingApproval) }),
    // The tickets' declaration comes with the support desk (issue 21 §1); until then there is nothing to count.
    ticketsDef
      ? Promise.all(OPEN_TICKET_STATES.map(async (state) => ({ state, ...(await figure(ticketsDef, { State: String(state) })) })))
      : Promise.resolve([]),
    Promise.all(
      REMINDER_ACTIONS.map(async (action) => ({
        action,
        ...(await figure(remindersDef, { Status: `${ReminderStatus.Pending},${ReminderStatus.Active}`, NextAction: String(action) })),
      })),
    ),
    figure(purchaseOrdersDef, { late: 'true' }),
  ]);

  return {
    months,
    from: first.from.toISOString(),
    to: last.to.toISOString(),
    currency: 'SEK',
    monthly,
    period: figuresOf(period, ordersHref(first.from, last.to, null), returnsHref(first.firstDay, last.lastDay)),
    now: { ordersToCheck, returnsAwaitingApproval, ticketsByState, remindersByStep, purchaseOrdersLate },
  };
}
