/**
 * One event of an invoice reminder's timeline (its events tab, newest first), in the order events' columns
 * (OrderEventRow): when, the context and the action as chips, what it says in the reader's language (the server's
 * coded message with its values, then a person's own words such as a mark's reason), and who did it.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { orderEventValues } from '../../../domain/orders/event-messages';
import { resource } from '../../../domain/resources';
import type { FieldDef, ResourceRecord } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';
import { reference } from '../../../store/reference';
import { actorName } from '../format/actor';
import { FieldValue } from '../format/FieldValue';
import { columnProps } from '../list/columns';
import type { RowProps } from '../overrides-types';
import styles from '../list/list.module.css';

const declared = (key: string): FieldDef => resource('invoice-reminder-events').fields.find((f) => f.key === key)!;

/** The timeline's columns: the time, context, action, message and who. */
export const INVOICE_REMINDER_EVENT_COLUMNS: readonly FieldDef[] = [
  declared('Time'),
  declared('Context'),
  declared('Action'),
  declared('Message'),
  { ...declared('ActorID'), list: 1 },
];

/** What the event says: the coded message with its values, then a person's own words. */
function eventMessage(intl: IntlShape, record: ResourceRecord): string {
  const own = record.Message ? valueText(record.Message) : '';
  const values = typeof record.MessageCode === 'string' && record.MessageCode ? orderEventValues(record.MessageValues) : null;
  if (!values || !intl.messages[String(record.MessageCode)]) return own;
  const said = intl.formatMessage({ id: String(record.MessageCode) }, values);
  return own ? `${said} — ${own}` : said;
}

export function InvoiceReminderEventRow(props: RowProps) {
  const intl = useIntl();
  const snap = useSnapshot(reference);
  const record: ResourceRecord = props.record;
  const at = new Date(String(record.Time));
  // An event without an actor is the system's (the scheduled run, a payment).
  const actor = actorName(intl, snap.users, record.ActorID == null ? 0 : Number(record.ActorID));
  const message = eventMessage(intl, record);
  const cells: Record<string, { content: ReactNode; title?: string }> = {
    Time: { content: <time dateTime={at.toISOString()}>{intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' })}</time> },
    Context: { content: <FieldValue field={declared('Context')} record={record} variant="cell" /> },
    Action: { content: <FieldValue field={declared('Action')} record={record} variant="cell" /> },
    Message: { content: message, title: message },
    ActorID: { content: actor, title: actor },
  };
  if (!props.columns.length) {
    return (
      <div className={styles.compact}>
        <span className={styles.subtitle} style={{ flex: 'none' }}>
          {cells.Time.content}
        </span>
        {cells.Context.content}
        {cells.Action.content}
        <span className={styles.title} style={{ flex: 1, minWidth: 0, fontWeight: 'normal' }}>
          {message}
        </span>
        <span className={styles.subtitle} style={{ flex: 'none' }}>
          {actor}
        </span>
      </div>
    );
  }
  return (
    <>
      {props.columns.map((field) => (
        <div key={field.key} className={styles.cell} {...columnProps(field)} title={cells[field.key]?.title}>
          {cells[field.key]?.content ?? <FieldValue field={field} record={record} variant="cell" />}
        </div>
      ))}
    </>
  );
}
