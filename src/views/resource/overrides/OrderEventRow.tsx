/**
 * One event of an order's timeline (the order's Events tab, newest first): when, the integration and the
 * kind as chips, what it says and who did it, on one line so the engine's list keeps its keys (j/k move, the
 * row's text is its accessible name). In a narrow list the chips and the time stay and the message shortens.
 */
import { useIntl, type IntlShape } from 'react-intl';
import { orderEventValues } from '../../../domain/orders/event-messages';
import { useSnapshot } from 'valtio';
import type { ResourceRecord } from '../../../domain/resources/types';
import { reference } from '../../../store/reference';
import { actorName } from '../format/actor';
import { FieldValue } from '../format/FieldValue';
import type { RowProps } from '../overrides-types';
import styles from '../list/list.module.css';
import { valueText } from '../../../domain/value-text';

function fieldOf(props: RowProps, key: string) {
  return props.def.fields.find((f) => f.key === key)!;
}

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
  return (
    <div className={styles.compact}>
      <time dateTime={at.toISOString()} className={styles.subtitle} style={{ flex: 'none' }}>
        {intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' })}
      </time>
      <FieldValue field={fieldOf(props, 'Integration')} record={record} variant="cell" />
      <FieldValue field={fieldOf(props, 'Kind')} record={record} variant="cell" />
      <span className={styles.title} style={{ flex: 1, minWidth: 0, fontWeight: 'normal' }}>
        {message}
      </span>
      <span className={styles.subtitle} style={{ flex: 'none' }}>
        {actorName(intl, snap.users, actorId)}
      </span>
    </div>
  );
}
