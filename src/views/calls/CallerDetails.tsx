import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ExternalLink, LifeBuoy, Phone } from 'lucide-react';
import { errorMessageOf } from '../../api/client';
import { useCustomersByPhone } from '../../api/customers';
import { canOpen } from '../../domain/access';
import { isPhoneNumber, phoneDirectoryOf, reversePhoneUrl } from '../../domain/phone';
import { screen, screenHref } from '../../domain/screens';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { Skeleton } from '../common/Skeleton';
import { usePermission, useViewer } from '../app/useViewer';
import { openNewTicket } from '../../store/ui';
import { CustomerRecords, Facts, type CustomerRecordKind } from '../customers/CustomerRecords';
import type { ResourceRecord } from '../../domain/resources/types';
import { ReturnStatus } from '../../domain/returns/codes';
import { OPEN_TICKET_STATES, TicketState } from '../../features/support/domain/codes';
import styles from './CallLookupDialog.module.css';

/** A return the shop still has to act on: waiting for a decision, or approved with the goods not yet counted in. */
function isOpenReturn(record: ResourceRecord): boolean {
  return record.Status === ReturnStatus.AwaitingApproval || (record.Status === ReturnStatus.Approved && record.QuantityVerified !== true);
}

/**
 * A matched caller's records: the three latest orders with their date and total (issue 9 §5), the returns still
 * in hand with their status, date and amount (issue 19 §4), and the tickets not yet done (those that need staff
 * and those waiting for the customer, which a call often answers) with their state and last update (issue 21 §1).
 */
const CALLER_KINDS: readonly CustomerRecordKind[] = [
  {
    resource: 'orders',
    title: 'calls.lookup.latestOrders',
    empty: 'calls.lookup.noOrders',
    latest: 3,
    label: (order) => String(order.Number),
    facts: (order, intl) => (
      <Facts
        parts={[
          intl.formatDate(String(order.PlacedAt), { dateStyle: 'short' }),
          intl.formatNumber(Number(order.Total), { style: 'currency', currency: String(order.Currency) }),
        ]}
      />
    ),
  },
  {
    resource: 'returns',
    title: 'calls.lookup.openReturns',
    empty: 'calls.lookup.noOpenReturns',
    shows: isOpenReturn,
    label: (record, intl) => intl.formatMessage({ id: 'calls.lookup.return' }, { id: record.ID }),
    facts: (record, intl) => (
      <Facts
        parts={[
          intl.formatMessage({ id: `enums.returnStatus.${String(record.Status)}` }),
          intl.formatDate(String(record.ReturnedAt), { dateStyle: 'short' }),
          intl.formatNumber(Number(record.Amount), { style: 'currency', currency: String(record.Currency) }),
        ]}
      />
    ),
  },
  {
    resource: 'tickets',
    title: 'calls.lookup.openTickets',
    empty: 'calls.lookup.noOpenTickets',
    params: { State: [...OPEN_TICKET_STATES, TicketState.Pending].join(',') },
    label: (ticket) => `${String(ticket.Number)} ${String(ticket.Subject)}`,
    facts: (ticket, intl) => (
      <Facts
        parts={[
          intl.formatMessage({ id: `enums.ticketState.${String(ticket.State)}` }),
          intl.formatDate(String(ticket.UpdatedAt), { dateStyle: 'short' }),
        ]}
      />
    ),
  },
];

/**
 * One number: the directory link (49 German, 47 Norwegian, else Swedish) and the matching customers with
 * their latest orders, open returns and tickets not yet done. Text
 * that is not a phone number is shown as such, with neither.
 */
export function CallerDetails({ number, onNavigate }: { number: string; onNavigate: () => void }) {
  if (!isPhoneNumber(number)) {
    return (
      <Alert tone="warning">
        <FormattedMessage id="calls.lookup.notANumber" values={{ number }} />
      </Alert>
    );
  }
  return <NumberDetails number={number} onNavigate={onNavigate} />;
}

function NumberDetails({ number, onNavigate }: { number: string; onNavigate: () => void }) {
  const intl = useIntl();
  const viewer = useViewer();
  const customersAllowed = canOpen(viewer, screen('ShopCustomerIndex'));
  const { data, error, isLoading, mutate } = useCustomersByPhone(number, customersAllowed);
  const directory = intl.formatMessage({ id: `calls.directory.${phoneDirectoryOf(number)}` });
  // A new ticket for the caller (issue 21 §1), for each matched customer.
  const canOpenTickets = usePermission('update:customer') && canOpen(viewer, screen('SupportTicketIndex'));
  const newTicket = (customer: { ID: number; Name: string }) => {
    onNavigate();
    openNewTicket(customer);
  };

  return (
    <section className={styles.caller} aria-labelledby="caller-number">
      <p id="caller-number" className={styles.number}>
        <Phone size={16} aria-hidden="true" /> <span>{number}</span>
      </p>
      <a href={reversePhoneUrl(number)} target="_blank" rel="noopener noreferrer" className={styles.directory}>
        <FormattedMessage id="calls.lookup.directory" values={{ directory }} /> <ExternalLink size={12} aria-hidden="true" />
      </a>
      {customersAllowed ? (
        <div className={styles.customers}>
          <h3 id="caller-customers" className={styles.subheading}>
            <FormattedMessage id="calls.lookup.customers" />
          </h3>
          {isLoading && !data ? <Skeleton rows={2} /> : null}
          {error && !data ? (
            <Alert
              tone="error"
              action={
                <Button size="sm" onPress={() => void mutate()}>
                  <FormattedMessage id="actions.retry" />
                </Button>
              }
            >
              <FormattedMessage id={errorMessageOf(error)} />
            </Alert>
          ) : null}
          {data && data.data.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="calls.lookup.noCustomers" />
            </p>
          ) : null}
          {data && data.data.length > 0 ? (
            <ul aria-labelledby="caller-customers" className={styles.customerList}>
              {data.data.map((customer) => (
                <li key={customer.ID} className={styles.customer}>
                  <p className={styles.customerHead}>
                    <Link href={screenHref(screen('ShopCustomerDetail'), { id: customer.ID })} onClick={onNavigate}>
                      {customer.Name}
                    </Link>
                    <span className={styles.muted}>{[customer.Email, customer.City].filter(Boolean).join(' · ')}</span>
                    {canOpenTickets ? (
                      <Button
                        size="sm"
                        onPress={() => newTicket(customer)}
                        aria-label={`${intl.formatMessage({ id: 'support.newTicket.open' })}: ${customer.Name}`}
                      >
                        <LifeBuoy size={14} aria-hidden="true" /> <FormattedMessage id="support.newTicket.open" />
                      </Button>
                    ) : null}
                  </p>
                  <CustomerRecords customerId={customer.ID} kinds={CALLER_KINDS} look="lines" onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
