/**
 * Beside the ticket (issue 21 §1): the customer's latest orders, returns and invoices, each a link to its
 * record with its status, and for an order its tracking number, so "where is my order?" is answered before the
 * agent writes (CustomerRecords, as the call lookup shows a caller's). Shift+C on the ticket puts the focus on the
 * first of them (the panel itself when there are none), so they are one key away; the panel sits beside the thread
 * from a pane of 34rem.
 */
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useResourceList } from '../../../api/resources';
import { resource } from '../../../domain/resources';
import type { ResourceRecord } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';
import { CustomerRecords, Facts, type CustomerRecordKind } from '../../../views/customers/CustomerRecords';
import { FieldValue } from '../../../views/resource/format/FieldValue';
import styles from './support.module.css';

const LATEST = 3;

/** An order's tracking number, from its first shipment that has one. */
function Tracking({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const parcels = useResourceList(resource('order-fulfilments'), { OrderID: String(orderId) });
  const tracked = parcels.records.find((p) => p.TrackingReference);
  if (!tracked) return null;
  return <Facts parts={[intl.formatMessage({ id: 'support.beside.tracking' }, { number: valueText(tracked.TrackingReference) })]} />;
}

/** A record's status, read as its list reads it (a chip). */
function Status({ of, record }: { of: string; record: ResourceRecord }) {
  const status = resource(of).fields.find((f) => f.key === 'Status');
  return status ? <FieldValue field={status} record={record} variant="cell" /> : null;
}

const numberOf = (record: ResourceRecord) => valueText(record.Number ?? record.ID);

const KINDS: readonly CustomerRecordKind[] = [
  {
    resource: 'orders',
    title: 'support.beside.orders',
    empty: 'support.beside.noOrders',
    latest: LATEST,
    label: numberOf,
    facts: (record) => (
      <>
        <Status of="orders" record={record} />
        <Tracking orderId={record.ID} />
      </>
    ),
  },
  {
    resource: 'returns',
    title: 'support.beside.returns',
    empty: 'support.beside.noReturns',
    latest: LATEST,
    label: numberOf,
    facts: (record) => <Status of="returns" record={record} />,
  },
  {
    resource: 'invoices',
    title: 'support.beside.invoices',
    empty: 'support.beside.noInvoices',
    latest: LATEST,
    label: numberOf,
    facts: (record) => <Status of="invoices" record={record} />,
  },
];

export function TicketBeside({ customerId, ref }: { customerId: number | null; ref?: Ref<HTMLElement> }) {
  const intl = useIntl();
  if (customerId == null) return null;
  return (
    <aside ref={ref} className={styles.beside} aria-label={intl.formatMessage({ id: 'support.beside.title' })} tabIndex={-1}>
      <CustomerRecords customerId={customerId} kinds={KINDS} look="panel" />
    </aside>
  );
}
