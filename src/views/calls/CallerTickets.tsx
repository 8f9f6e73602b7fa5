/**
 * The incoming-call lookup's tickets of one matched customer (issue 21 §1) that are not done: those that still
 * need staff and those waiting for the customer (pending), which a call often answers. Each a link to the ticket
 * with its state, subject and last update; from the tickets list filtered by the customer and those states.
 */
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { screen, screenHref } from '../../domain/screens';
import { OPEN_TICKET_STATES, TicketState } from '../../features/support/domain/codes';
import { CallerSection, useCallerRecords } from './CallerSection';
import styles from './CallLookupDialog.module.css';

const NOT_DONE = [...OPEN_TICKET_STATES, TicketState.Pending].join(',');

export function CallerTickets({ customerId, onNavigate }: { customerId: number; onNavigate: () => void }) {
  const intl = useIntl();
  const tickets = useCallerRecords('SupportTicketIndex', 'tickets', customerId, { State: NOT_DONE });
  if (!tickets) return null;
  return (
    <CallerSection
      title={intl.formatMessage({ id: 'calls.lookup.openTickets' })}
      none={intl.formatMessage({ id: 'calls.lookup.noOpenTickets' })}
      items={tickets.map((ticket) => (
        <li key={ticket.ID}>
          <Link href={screenHref(screen('SupportTicketDetail'), { id: ticket.ID })} onClick={onNavigate}>
            {`${String(ticket.Number)} ${String(ticket.Subject)}`}
          </Link>
          <span className={styles.muted}>
            {[
              intl.formatMessage({ id: `enums.ticketState.${String(ticket.State)}` }),
              intl.formatDate(String(ticket.UpdatedAt), { dateStyle: 'short' }),
            ].join(' · ')}
          </span>
        </li>
      ))}
    />
  );
}
