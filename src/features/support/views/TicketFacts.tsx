/**
 * A ticket's facts above its thread: state, assignee, priority, the first response's due time (marked
 * overdue while no one has answered and it has passed), the customer as a link, store, channel and how to
 * reach them, each read as the engine reads its field (enums as chips, references by their titles).
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { canOpen } from '../../../domain/access';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { screen, screenHref } from '../../../domain/screens';
import { OPEN_TICKET_STATES, type TicketStateCode } from '../domain/codes';
import { useViewer } from '../../../views/app/useViewer';
import { Chip } from '../../../views/resource/format/Chip';
import { FieldValue } from '../../../views/resource/format/FieldValue';
import { ReferenceTitles } from '../../../views/resource/format/reference-titles';
import styles from './support.module.css';

/** The fields shown, in order, when the declaration has them. */
const FACTS = ['State', 'AssigneeID', 'Priority', 'SlaDueAt', 'CustomerID', 'StoreID', 'Channel', 'Topic', 'Email', 'Phone'] as const;

/** No response yet, still open, and the due time has passed. */
function isOverdue(record: ResourceRecord, now = Date.now()): boolean {
  const due = typeof record.SlaDueAt === 'string' ? Date.parse(record.SlaDueAt) : NaN;
  return (
    record.FirstResponseAt == null &&
    OPEN_TICKET_STATES.includes(Number(record.State) as TicketStateCode) &&
    Number.isFinite(due) &&
    due < now
  );
}

export function TicketFacts({ def, record }: { def: ResourceDef; record: ResourceRecord }) {
  const intl = useIntl();
  const viewer = useViewer();
  const records = useMemo(() => [record], [record]);
  const fields = FACTS.map((key) => def.fields.find((f) => f.key === key)).filter((f) => f !== undefined);
  const customerScreen = screen('ShopCustomerDetail');
  const customerLink = record.CustomerID != null && canOpen(viewer, customerScreen);
  return (
    <ReferenceTitles def={def} records={records}>
      <dl className={styles.facts}>
        {fields.map((field) => (
          <div key={field.key} className={styles.fact}>
            <dt>{intl.formatMessage({ id: field.label })}</dt>
            <dd>
              {field.key === 'CustomerID' && customerLink ? (
                <Link href={screenHref(customerScreen, { id: Number(record.CustomerID) })}>
                  <FieldValue field={field} record={record} variant="cell" />
                </Link>
              ) : (
                <FieldValue field={field} record={record} variant="cell" />
              )}
              {field.key === 'SlaDueAt' && isOverdue(record) ? (
                <>
                  {' '}
                  <Chip tone="error">{intl.formatMessage({ id: 'support.ticket.overdue' })}</Chip>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </ReferenceTitles>
  );
}
