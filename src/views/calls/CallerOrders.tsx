/**
 * The incoming-call lookup's latest orders of one matched customer (issue 9 §5): the three newest, each a link
 * to the order with its date and total, from the orders list filtered by the customer (the orders' own
 * default sort, newest first). The open returns stand beside them (CallerReturns.tsx).
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { screen, screenHref } from '../../domain/screens';
import { CallerSection, useCallerRecords } from './CallerSection';
import styles from './CallLookupDialog.module.css';

const LATEST = 3;

export function CallerOrders({ customerId, onNavigate }: { customerId: number; onNavigate: () => void }) {
  const intl = useIntl();
  const orders = useCallerRecords('ShopOrderIndex', 'orders', customerId);
  if (!orders) return null;
  return (
    <CallerSection
      title={intl.formatMessage({ id: 'calls.lookup.latestOrders' })}
      none={intl.formatMessage({ id: 'calls.lookup.noOrders' })}
      items={orders.slice(0, LATEST).map((order) => (
        <li key={order.ID}>
          <Link href={screenHref(screen('ShopOrderDetail'), { id: order.ID })} onClick={onNavigate}>
            {String(order.Number)}
          </Link>
          <span className={styles.muted}>
            {[
              intl.formatDate(String(order.PlacedAt), { dateStyle: 'short' }),
              intl.formatNumber(Number(order.Total), { style: 'currency', currency: String(order.Currency) }),
            ].join(' · ')}
          </span>
        </li>
      ))}
    />
  );
}
