/**
 * Beside the ticket (issue 21 §1): the customer's latest orders, returns and invoices, each a link to its
 * record with its status, and for an order its tracking number, so "where is my order?" is answered before the
 * agent writes. Read from each resource's own list filtered by the customer (the engine's protocol, newest
 * first), for a user who may open that list. Shift+C on the ticket puts the focus on the first of them (the panel
 * itself when there are none), so they are one key away; the panel sits beside the thread from a pane of 34rem.
 */
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useResourceList } from '../../../api/resources';
import { canOpen } from '../../../domain/access';
import { resource } from '../../../domain/resources';
import type { ResourceRecord } from '../../../domain/resources/types';
import { screen, screenHref } from '../../../domain/screens';
import { valueText } from '../../../domain/value-text';
import { useViewer } from '../../../views/app/useViewer';
import { Skeleton } from '../../../views/common/Skeleton';
import { FieldValue } from '../../../views/resource/format/FieldValue';
import styles from './support.module.css';

const LATEST = 3;

const GROUPS = [
  {
    resource: 'orders',
    title: 'support.beside.orders',
    empty: 'support.beside.noOrders',
    list: 'ShopOrderIndex',
    detail: 'ShopOrderDetail',
  },
  {
    resource: 'returns',
    title: 'support.beside.returns',
    empty: 'support.beside.noReturns',
    list: 'ShopReturnIndex',
    detail: 'ShopReturnDetail',
  },
  {
    resource: 'invoices',
    title: 'support.beside.invoices',
    empty: 'support.beside.noInvoices',
    list: 'ShopInvoiceIndex',
    detail: 'ShopInvoiceDetail',
  },
] as const;

/** An order's tracking number, from its first shipment that has one. */
function Tracking({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const parcels = useResourceList(resource('order-fulfilments'), { OrderID: String(orderId) });
  const tracked = parcels.records.find((p) => p.TrackingReference);
  if (!tracked) return null;
  return (
    <span className={styles.muted}>
      {intl.formatMessage({ id: 'support.beside.tracking' }, { number: valueText(tracked.TrackingReference) })}
    </span>
  );
}

function Group({ group, customerId }: { group: (typeof GROUPS)[number]; customerId: number }) {
  const intl = useIntl();
  const def = resource(group.resource);
  const list = useResourceList(def, { CustomerID: String(customerId) });
  const status = def.fields.find((f) => f.key === 'Status');
  const latest: ResourceRecord[] = list.records.slice(0, LATEST);
  const id = `beside-${group.resource}`;
  return (
    <section aria-labelledby={id} className={styles.besideGroup}>
      <h3 id={id} className={styles.besideTitle}>
        {intl.formatMessage({ id: group.title })}
      </h3>
      {list.isLoading && !latest.length ? <Skeleton rows={2} /> : null}
      {!list.isLoading && !latest.length ? <p className={styles.muted}>{intl.formatMessage({ id: group.empty })}</p> : null}
      {latest.length ? (
        <ul className={styles.besideList}>
          {latest.map((record) => (
            <li key={record.ID} className={styles.besideLine}>
              <Link href={screenHref(screen(group.detail), { id: record.ID })}>{valueText(record.Number ?? record.ID)}</Link>
              {status ? <FieldValue field={status} record={record} variant="cell" /> : null}
              {group.resource === 'orders' ? <Tracking orderId={record.ID} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TicketBeside({ customerId, ref }: { customerId: number | null; ref?: Ref<HTMLElement> }) {
  const intl = useIntl();
  const viewer = useViewer();
  if (customerId == null) return null;
  const groups = GROUPS.filter((group) => canOpen(viewer, screen(group.list)));
  return (
    <aside ref={ref} className={styles.beside} aria-label={intl.formatMessage({ id: 'support.beside.title' })} tabIndex={-1}>
      {groups.map((group) => (
        <Group key={group.resource} group={group} customerId={customerId} />
      ))}
    </aside>
  );
}
