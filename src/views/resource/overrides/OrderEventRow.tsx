/**
 * One event of an order's timeline (the order's Events tab, newest first): when, the integration and the
 * kind as chips, what it says and who did it, in columns under their headers (ORDER_EVENT_COLUMNS), one line
 * per event so the engine's list keeps its keys (j/k move, the row's text is its accessible name). The time
 * and the chips are never cut; the message shortens, with its whole text as the cell's title.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { orderEventValues } from '../../../domain/orders/event-messages';
import { useSnapshot } from 'valtio';
import { resource } from '../../../domain/resources';
import { datetime, text } from '../../../domain/resources/fields';
import type { FieldDef, ResourceRecord } from '../../../domain/resources/types';
import { reference } from '../../../store/reference';
import { actorName } from '../format/actor';
import { FieldValue } from '../format/FieldValue';
import { columnProps } from '../list/columns';
import type { RowProps } from '../overrides-types';
import styles from '../list/list.module.css';
import { valueText } from '../../../domain/value-text';

const declared = (key: string): FieldDef => resource('order-events').fields.find((f) => f.key === key)!;

/** The timeline's columns: the time (the record's CreatedAt), integration, kind, message and who (a name, read as text). */
export const ORDER_EVENT_COLUMNS: readonly FieldDef[] = [
  datetime('CreatedAt', { readOnly: true, list: 1, label: 'fields.CreatedAt' }),
  declared('Integration'),
  declared('Kind'),
  declared('Message'),
  text('ActorID', { readOnly: true, list: 1, label: 'resources.orderEvents.ActorID' }),
];

/**
 * What the event says in the reader's language: the server's coded message with its values, then a person's
 * own words (a reason); an event written before the codes shows its stored text as it was.
 */
function eventMessage(intl: IntlShape, record: ResourceRecord): string {
  const own = record.Message ? valueText(record.Message) : '';
  const values = typeof record.MessageCode === 'string' && record.MessageCode ? orderEventValues(record.MessageValues) : null;
  if (!values || !intl.messages[String(record.MessageCode)]) return own;
  const said = intl.formatMessage({ id: String(record.MessageCode) }, values);
  return own ? `${said} — ${own}` : said;
}

export function OrderEventRow(props: RowProps) {
  const intl = useIntl();
  const snap = useSnapshot(reference);
  const record: ResourceRecord = props.record;
  const at = new Date(String(record.CreatedAt));
  // An event without an actor is the system's (a job, a delivery, a provider's call).
  const actorId = record.ActorID == null ? 0 : Number(record.ActorID);
  const message = eventMessage(intl, record);
  const actor = actorName(intl, snap.users, actorId);
  const cells: Record<string, { content: ReactNode; title?: string }> = {
    CreatedAt: {
      content: <time dateTime={at.toISOString()}>{intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' })}</time>,
    },
    Integration: { content: <FieldValue field={declared('Integration')} record={record} variant="cell" /> },
    Kind: { content: <FieldValue field={declared('Kind')} record={record} variant="cell" /> },
    Message: { content: message, title: message },
    ActorID: { content: actor, title: actor },
  };
  if (!props.columns.length) {
    return (
      <div className={styles.compact}>
        <span className={styles.subtitle} style={{ flex: 'none' }}>
          {cells.CreatedAt.content}
        </span>
        {cells.Integration.content}
        {cells.Kind.content}
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
