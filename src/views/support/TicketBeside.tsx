/**
 * Beside the ticket (issue 21 §1): the customer's latest orders, returns and invoices, each a link to its
 * record with its date, status, total and, for an order on its way, the tracking number; read from the
 * ticket's context route, so the agent sees "where is my order?" answered before writing.
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { errorMessageOf } from '../../api/client';
import { useTicketContext, type ContextRecord, type TicketContext } from '../../api/tickets';
import { canOpen } from '../../domain/access';
import { screen, screenHref } from '../../domain/screens';
import { useViewer } from '../app/useViewer';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { Skeleton } from '../common/Skeleton';
import styles from './support.module.css';

const GROUPS: readonly { key: keyof TicketContext; title: string; empty: string; screen: string }[] = [
  { key: 'orders', title: 'support.beside.orders', empty: 'support.beside.noOrders', screen: 'ShopOrderDetail' },
  { key: 'returns', title: 'support.beside.returns', empty: 'support.beside.noReturns', screen: 'ShopReturnDetail' },
  { key: 'invoices', title: 'support.beside.invoices', empty: 'support.beside.noInvoices', screen: 'ShopInvoiceDetail' },
];

function Line({ record, href }: { record: ContextRecord; href: string | null }) {
  const intl = useIntl();
  const facts = [
    record.At ? intl.formatDate(record.At, { dateStyle: 'short' }) : null,
    record.StatusLabel ?? null,
    record.Total != null && record.Currency
      ? intl.formatNumber(Number(record.Total), { style: 'currency', currency: record.Currency })
      : null,
  ].filter((fact): fact is string => !!fact);
  return (
    <li className={styles.besideLine}>
      {href ? <Link href={href}>{record.Number}</Link> : <span>{record.Number}</span>}
      {facts.length ? <span className={styles.muted}>{facts.join(' · ')}</span> : null}
      {record.TrackingNumber ? (
        <span className={styles.muted}>{intl.formatMessage({ id: 'support.beside.tracking' }, { number: record.TrackingNumber })}</span>
      ) : null}
    </li>
  );
}

export function TicketBeside({ ticketId }: { ticketId: number }) {
  const intl = useIntl();
  const viewer = useViewer();
  const { data, error, mutate } = useTicketContext(ticketId);
  return (
    <aside className={styles.beside} aria-label={intl.formatMessage({ id: 'support.beside.title' })}>
      {error && !data ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" onPress={() => void mutate()}>
              {intl.formatMessage({ id: 'actions.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: errorMessageOf(error) })}
        </Alert>
      ) : null}
      {!data && !error ? <Skeleton rows={3} /> : null}
      {data
        ? GROUPS.map((group) => {
            const target = screen(group.screen);
            const allowed = canOpen(viewer, target);
            const records = data[group.key] ?? [];
            return (
              <section key={group.key} aria-labelledby={`beside-${group.key}`} className={styles.besideGroup}>
                <h3 id={`beside-${group.key}`} className={styles.besideTitle}>
                  {intl.formatMessage({ id: group.title })}
                </h3>
                {records.length ? (
                  <ul className={styles.besideList}>
                    {records.map((record) => (
                      <Line key={record.ID} record={record} href={allowed ? screenHref(target, { id: record.ID }) : null} />
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{intl.formatMessage({ id: group.empty })}</p>
                )}
              </section>
            );
          })
        : null}
    </aside>
  );
}
