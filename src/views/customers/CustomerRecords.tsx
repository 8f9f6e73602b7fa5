/**
 * A customer's records where staff answer them (beside a ticket, issue 21 §1; under a caller in the incoming-call
 * lookup, issue 9 §5): for each kind (orders, returns, invoices, tickets) the customer's latest, each a link to its
 * record with a few facts (its status, a tracking number, a date and amount), or a line saying there are none.
 * Read from each resource's own list filtered by the customer (the engine's protocol, in the resource's default
 * order, newest first), only for a user who may open that list; the others see no section for it. What each place
 * shows is declared by data (CustomerRecordKind); how the kinds stand is its look.
 */
import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import { useResourceList, type ListParams } from '../../api/resources';
import { canOpen } from '../../domain/access';
import { resource } from '../../domain/resources';
import type { ResourceRecord } from '../../domain/resources/types';
import { screen, screenHref } from '../../domain/screens';
import { useViewer } from '../app/useViewer';
import { Skeleton } from '../common/Skeleton';
import styles from './CustomerRecords.module.css';

/** One kind of the customer's records: which, the words for it, and how each record reads. */
export interface CustomerRecordKind {
  /** The resource listed (its list screen decides who sees it; its detail screen is each link's target). */
  resource: string;
  /** The kind's title and the line when there are none (message ids). */
  title: string;
  empty: string;
  /** More of the list's filter besides the customer (the states of the tickets not yet done). */
  params?: ListParams;
  /** Which of the listed records are shown (the returns still in hand), and at most how many. */
  shows?: (record: ResourceRecord) => boolean;
  latest?: number;
  /** The link's text, and what follows it. */
  label: (record: ResourceRecord, intl: IntlShape) => string;
  facts: (record: ResourceRecord, intl: IntlShape) => ReactNode;
}

/**
 * How the kinds stand. `panel` (a column of its own beside a ticket): each kind a region named by its heading,
 * placeholder rows while it loads, a record's facts under its link. `lines` (under a caller's name): each kind a
 * list named by its title, shown once loaded, a record's facts at the end of its line.
 */
export type CustomerRecordsLook = 'panel' | 'lines';

/** A record's facts as one muted line, joined by a middle dot (a date · an amount). */
export function Facts({ parts }: { parts: readonly string[] }) {
  return <span className={styles.muted}>{parts.join(' · ')}</span>;
}

function RecordGroup({
  kind,
  customerId,
  look,
  onNavigate,
}: {
  kind: CustomerRecordKind;
  customerId: number;
  look: CustomerRecordsLook;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const def = resource(kind.resource);
  const allowed = canOpen(useViewer(), screen(`${def.screen}Index`));
  const list = useResourceList(allowed ? def : null, { ...kind.params, CustomerID: String(customerId) });
  const panel = look === 'panel';
  if (!allowed || (list.isLoading && !panel)) return null;
  const shown = (kind.shows ? list.records.filter(kind.shows) : list.records).slice(0, kind.latest);
  const detail = screen(`${def.screen}Detail`);
  const Group = panel ? 'section' : 'div';
  const Title = panel ? 'h3' : 'span';
  return (
    <Group aria-labelledby={panel ? id : undefined} className={styles.group}>
      <Title id={id} className={styles.title}>
        {intl.formatMessage({ id: kind.title })}
      </Title>
      {list.isLoading && !shown.length ? <Skeleton rows={2} /> : null}
      {!list.isLoading && !shown.length ? <p className={styles.muted}>{intl.formatMessage({ id: kind.empty })}</p> : null}
      {shown.length ? (
        <ul aria-labelledby={panel ? undefined : id} className={`${styles.list} ${panel ? styles.stacked : styles.inline}`}>
          {shown.map((record) => (
            <li key={record.ID}>
              <Link href={screenHref(detail, { id: record.ID })} onClick={onNavigate}>
                {kind.label(record, intl)}
              </Link>
              {kind.facts(record, intl)}
            </li>
          ))}
        </ul>
      ) : null}
    </Group>
  );
}

/** The customer's records of each kind, one under the other; `onNavigate` runs when a link is followed. */
export function CustomerRecords({
  customerId,
  kinds,
  look,
  onNavigate,
}: {
  customerId: number;
  kinds: readonly CustomerRecordKind[];
  look: CustomerRecordsLook;
  onNavigate?: () => void;
}) {
  return (
    <>
      {kinds.map((kind) => (
        <RecordGroup key={kind.title} kind={kind} customerId={customerId} look={look} onNavigate={onNavigate} />
      ))}
    </>
  );
}
