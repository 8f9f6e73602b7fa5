/**
 * A record's timeline (an order's events, an invoice reminder's events: a child resource written only by the
 * server, newest first), read the same way whatever the record: when, what kind of event as chips, what it says
 * in the reader's language and who did it, in columns under their headers, one line per event so the engine's
 * list keeps its keys (j/k move, the row's text is its accessible name). The time and the chips are never cut;
 * the message shortens, with its whole text as the cell's title. A resource says which of its fields are which
 * (TimelineFields) and gets its list row and columns from timeline() in src/views/resource/overrides.ts.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { orderEventValues } from '../../../domain/orders/event-messages';
import { resource } from '../../../domain/resources';
import { datetime } from '../../../domain/resources/fields';
import type { FieldDef, ResourceRecord } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';
import { reference } from '../../../store/reference';
import { actorName } from '../format/actor';
import { FieldValue } from '../format/FieldValue';
import { columnProps } from '../list/columns';
import type { ResourceOverrides, RowProps } from '../overrides-types';
import styles from '../list/list.module.css';

/** Which of an event resource's fields the timeline reads as what. */
export interface TimelineFields {
  /** When it happened: a declared date and time, or 'CreatedAt' (the record's own, a column of every table). */
  time: string;
  /** What kind of event it is, each read as its chip after the time (an integration and a kind; a context and an action). */
  chips: readonly string[];
  /**
   * What it says: a person's own words (a reason); the server's coded message is beside it in `<message>Code`
   * and its values in `<message>Values`, read in the reader's language first.
   */
  message: string;
  /** Who did it: a user's id, read as their name; empty when the system did (a job, a delivery, a payment). */
  actor: string;
}

interface Timeline extends TimelineFields {
  /** The timeline's columns, in order: time, chips, message, who. */
  columns: readonly FieldDef[];
  chipFields: readonly FieldDef[];
}

/**
 * What the event says in the reader's language: the server's coded message with its values, then a person's
 * own words (a reason); an event written before the codes shows its stored text as it was.
 */
function eventMessage(intl: IntlShape, record: ResourceRecord, field: string): string {
  const own = record[field] ? valueText(record[field]) : '';
  const code = record[`${field}Code`];
  const values = typeof code === 'string' && code ? orderEventValues(record[`${field}Values`]) : null;
  if (!values || !intl.messages[String(code)]) return own;
  const said = intl.formatMessage({ id: String(code) }, values);
  return own ? `${said} — ${own}` : said;
}

function TimelineRow({ timeline, record, columns }: RowProps & { timeline: Timeline }) {
  const intl = useIntl();
  const snap = useSnapshot(reference);
  const at = new Date(String(record[timeline.time]));
  const actorId = record[timeline.actor] == null ? 0 : Number(record[timeline.actor]);
  const actor = actorName(intl, snap.users, actorId);
  const message = eventMessage(intl, record, timeline.message);
  const time = <time dateTime={at.toISOString()}>{intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' })}</time>;
  const chips = timeline.chipFields.map((field) => <FieldValue key={field.key} field={field} record={record} variant="cell" />);
  if (!columns.length) {
    return (
      <div className={styles.compact}>
        <span className={styles.subtitle} style={{ flex: 'none' }}>
          {time}
        </span>
        {chips}
        <span className={styles.title} style={{ flex: 1, minWidth: 0, fontWeight: 'normal' }}>
          {message}
        </span>
        <span className={styles.subtitle} style={{ flex: 'none' }}>
          {actor}
        </span>
      </div>
    );
  }
  const cells = new Map<string, { content: ReactNode; title?: string }>([
    [timeline.time, { content: time }],
    ...timeline.chipFields.map((field, i): [string, { content: ReactNode }] => [field.key, { content: chips[i] }]),
    [timeline.message, { content: message, title: message }],
    [timeline.actor, { content: actor, title: actor }],
  ]);
  return (
    <>
      {columns.map((field) => (
        <div key={field.key} className={styles.cell} {...columnProps(field)} title={cells.get(field.key)?.title}>
          {cells.get(field.key)?.content ?? <FieldValue field={field} record={record} variant="cell" />}
        </div>
      ))}
    </>
  );
}

/** The record's own creation time, a column of every table that no declaration names. */
const CREATED_AT = datetime('CreatedAt', { readOnly: true, list: 1, label: 'fields.CreatedAt' });

/**
 * The list row and columns of an event resource read as a timeline: time, chips, message and who, the actor a
 * column of its own share of the row (read as a name).
 */
export function timeline(name: string, fields: TimelineFields): Pick<ResourceOverrides, 'Row' | 'columns'> {
  const def = resource(name);
  const declared = (key: string): FieldDef => {
    const field = def.fields.find((f) => f.key === key);
    if (!field) throw new Error(`${name} declares no field ${key}`);
    return field;
  };
  const time = fields.time === CREATED_AT.key ? CREATED_AT : declared(fields.time);
  const chipFields = fields.chips.map(declared);
  const line: Timeline = {
    ...fields,
    chipFields,
    columns: [time, ...chipFields, declared(fields.message), { ...declared(fields.actor), list: 1 }],
  };
  const Row = (props: RowProps) => <TimelineRow {...props} timeline={line} />;
  return { Row, columns: line.columns };
}
