import { lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useDashboard } from '../../../api/dashboard';
import { errorMessageOf } from '../../../api/client';
import {
  DASHBOARD_MONTH_KEYS,
  DASHBOARD_MONTHS,
  DASHBOARD_TIME_ZONE,
  monthsOf,
  PARAM_MONTHS,
  type DashboardAnswer,
  type DashboardCount,
  type DashboardMonths,
} from '../../../domain/dashboard';
import { resourceByName } from '../../../domain/resources';
import { screen as screenNamed } from '../../../domain/screens';
import { reference } from '../../../store/reference';
import { Alert } from '../../../views/common/Alert';
import type { ChartSeries } from './MonthlyChart';
import styles from './ShopFigures.module.css';

/** uPlot comes with the charts only, after the figures are on screen. */
const MonthlyChart = lazy(() => import('./MonthlyChart'));

/** Whether this browser draws on a canvas at all: without one (a text browser, jsdom) the tables stand alone. */
function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/** The dashboard's address with the interval (6 is the default and leaves the address bare). */
function dashboardHref(months: DashboardMonths): string {
  const path = screenNamed('ShopDash').path;
  return months === 6 ? path : `${path}?${PARAM_MONTHS}=${months}`;
}

/** The label of a code of a declared enumeration field (a reminder's next action, a ticket's state). */
function optionLabel(resource: string, field: string, code: number): string | null {
  return (
    resourceByName
      .get(resource)
      ?.fields.find((f) => f.key === field)
      ?.options?.find((o) => o.value === code)?.label ?? null
  );
}

const sek = (intl: IntlShape, amount: string | null) =>
  amount === null ? '–' : intl.formatNumber(Number(amount), { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 });
const percent = (intl: IntlShape, rate: number | null) =>
  rate === null ? '–' : intl.formatNumber(rate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const monthLabel = (intl: IntlShape, month: string) =>
  intl.formatDate(new Date(`${month}-15T12:00:00Z`), { month: 'short', year: 'numeric', timeZone: DASHBOARD_TIME_ZONE });

/** A figure that leads to the list it counts. */
function FigureLink({ figure, children }: { figure: DashboardCount; children: ReactNode }) {
  return (
    <Link href={figure.href} className={styles.figureLink}>
      {children}
    </Link>
  );
}

function Card({ title, value, figure, note }: { title: ReactNode; value: ReactNode; figure?: DashboardCount; note?: ReactNode }) {
  return (
    <div className={styles.card}>
      <dt className={styles.cardTitle}>{title}</dt>
      <dd className={styles.cardValue}>{figure ? <FigureLink figure={figure}>{value}</FigureLink> : value}</dd>
      {note ? <dd className={styles.cardNote}>{note}</dd> : null}
    </div>
  );
}

/** Counts by a code (tickets by state, reminders by step), each a link; codes labelled by their declaration. */
function CountList({ title, items }: { title: ReactNode; items: { key: number; label: string | null; figure: DashboardCount }[] }) {
  const intl = useIntl();
  return (
    <div className={styles.card}>
      <dt className={styles.cardTitle}>{title}</dt>
      <dd>
        {items.length ? (
          <ul className={styles.countList}>
            {items.map((item) => (
              <li key={item.key}>
                <FigureLink figure={item.figure}>
                  <span>{item.label ? intl.formatMessage({ id: item.label }) : item.key}</span>
                  <span className={styles.count}>{intl.formatNumber(item.figure.count)}</span>
                </FigureLink>
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>–</span>
        )}
      </dd>
    </div>
  );
}

/** The month × store table: the charts' text alternative, every count a link to its list. */
function MonthTable({
  answer,
  storeName,
  metric,
}: {
  answer: DashboardAnswer;
  storeName: (id: number) => string;
  metric: 'orders' | 'revenue';
}) {
  const intl = useIntl();
  const stores = answer.monthly[0]?.stores.map((s) => s.StoreID) ?? [];
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="shop.dashboard.month" />
          </th>
          {stores.map((id) => (
            <th scope="col" key={id}>
              {storeName(id)}
            </th>
          ))}
          <th scope="col">
            <FormattedMessage id="shop.dashboard.allStores" />
          </th>
        </tr>
      </thead>
      <tbody>
        {answer.monthly.map((month) => (
          <tr key={month.month}>
            <th scope="row">
              {monthLabel(intl, month.month)}
              {month.partial ? (
                <>
                  {' '}
                  <FormattedMessage id="shop.dashboard.partial" />
                </>
              ) : null}
            </th>
            {[...month.stores, { ...month.total, StoreID: 0 }].map((cell) => (
              <td key={cell.StoreID}>
                {metric === 'orders' ? (
                  <FigureLink figure={cell.orders}>{intl.formatNumber(cell.orders.count)}</FigureLink>
                ) : (
                  <FigureLink figure={cell.orders}>{sek(intl, cell.revenue)}</FigureLink>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartBlock({
  answer,
  metric,
  storeName,
}: {
  answer: DashboardAnswer;
  metric: 'orders' | 'revenue';
  storeName: (id: number) => string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [drawable] = useState(canDraw);
  const months = useMemo(() => answer.monthly.map((m) => monthLabel(intl, m.month)), [answer, intl]);
  const series = useMemo(
    (): ChartSeries[] =>
      (answer.monthly[0]?.stores ?? []).map((store, index) => ({
        label: storeName(store.StoreID),
        values: answer.monthly.map((m) => (metric === 'orders' ? m.stores[index].orders.count : Number(m.stores[index].revenue))),
      })),
    [answer, metric, storeName],
  );
  const format = useCallback(
    (value: number) =>
      metric === 'orders'
        ? intl.formatNumber(value)
        : intl.formatNumber(value, { style: 'currency', currency: 'SEK', notation: 'compact' }),
    [intl, metric],
  );
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        <FormattedMessage id={metric === 'orders' ? 'shop.dashboard.ordersChart' : 'shop.dashboard.revenueChart'} />
      </figcaption>
      {drawable ? (
        <Suspense fallback={<div className={styles.chartPlaceholder} />}>
          <MonthlyChart months={months} monthHeading={intl.formatMessage({ id: 'shop.dashboard.month' })} series={series} format={format} />
        </Suspense>
      ) : null}
      <details className={styles.details}>
        <summary>
          <FormattedMessage id="shop.dashboard.showTable" />
        </summary>
        <MonthTable answer={answer} storeName={storeName} metric={metric} />
      </details>
    </figure>
  );
}

/**
 * The shop's figures on the dashboard (issue 21 §2): the interval's orders, revenue, average order value and
 * return rate, what waits now, and the months per store as charts with their tables. Every figure is a link to
 * the list it counts. The interval is the address's `months` (6 or 24), switched by the keys 6 and 2 (the
 * commands) or the buttons here.
 */
export function ShopFigures() {
  const intl = useIntl();
  const search = useSearch();
  const months = monthsOf(new URLSearchParams(search).get(PARAM_MONTHS));
  const { data, error } = useDashboard(months);
  const { stores } = useSnapshot(reference);
  const storeName = useCallback((id: number) => stores.find((s) => s.ID === id)?.Name ?? `#${id}`, [stores]);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={styles.figures} aria-busy={!data && !error}>
      <header className={styles.header}>
        <h2 id={headingId}>
          <FormattedMessage id="shop.dashboard.figures" values={{ months }} />
        </h2>
        <nav aria-label={intl.formatMessage({ id: 'shop.dashboard.interval' })} className={styles.switch}>
          {DASHBOARD_MONTHS.map((m) => (
            <Link key={m} href={dashboardHref(m)} replace aria-current={m === months ? 'true' : undefined} className={styles.switchLink}>
              <FormattedMessage id="shop.dashboard.months" values={{ months: m }} />
              <kbd className={styles.key} aria-hidden="true">
                {DASHBOARD_MONTH_KEYS[m]}
              </kbd>
            </Link>
          ))}
        </nav>
      </header>
      {error ? <Alert tone="error">{intl.formatMessage({ id: errorMessageOf(error) })}</Alert> : null}
      {data ? (
        <>
          <dl className={styles.cards}>
            <Card
              title={<FormattedMessage id="shop.dashboard.orders" />}
              value={intl.formatNumber(data.period.orders.count)}
              figure={data.period.orders}
            />
            <Card
              title={<FormattedMessage id="shop.dashboard.revenue" />}
              value={sek(intl, data.period.revenue)}
              figure={data.period.orders}
            />
            <Card
              title={<FormattedMessage id="shop.dashboard.averageOrderValue" />}
              value={sek(intl, data.period.averageOrderValue)}
              figure={data.period.orders}
            />
            <Card
              title={<FormattedMessage id="shop.dashboard.returnRate" />}
              value={percent(intl, data.period.returnRate)}
              figure={data.period.returns}
              note={<FormattedMessage id="shop.dashboard.returnsCount" values={{ count: data.period.returns.count }} />}
            />
            <Card
              title={<FormattedMessage id="shop.dashboard.ordersToCheck" />}
              value={intl.formatNumber(data.now.ordersToCheck.count)}
              figure={data.now.ordersToCheck}
            />
            <Card
              title={<FormattedMessage id="shop.dashboard.returnsAwaitingApproval" />}
              value={intl.formatNumber(data.now.returnsAwaitingApproval.count)}
              figure={data.now.returnsAwaitingApproval}
            />
            <Card
              title={<FormattedMessage id="shop.dashboard.purchaseOrdersLate" />}
              value={intl.formatNumber(data.now.purchaseOrdersLate.count)}
              figure={data.now.purchaseOrdersLate}
            />
            <CountList
              title={<FormattedMessage id="shop.dashboard.openTickets" />}
              items={data.now.ticketsByState.map((f) => ({ key: f.state, label: optionLabel('tickets', 'State', f.state), figure: f }))}
            />
            <CountList
              title={<FormattedMessage id="shop.dashboard.reminders" />}
              items={data.now.remindersByStep.map((f) => ({
                key: f.action,
                label: optionLabel('invoice-reminders', 'NextAction', f.action),
                figure: f,
              }))}
            />
          </dl>
          <p className={styles.muted}>
            <FormattedMessage id="shop.dashboard.definitions" />
          </p>
          <div className={styles.charts}>
            <ChartBlock answer={data} metric="orders" storeName={storeName} />
            <ChartBlock answer={data} metric="revenue" storeName={storeName} />
          </div>
        </>
      ) : null}
    </section>
  );
}
