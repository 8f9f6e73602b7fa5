import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { History } from 'lucide-react';
import { useResourceHistory } from '../../../api/resources';
import { LOCALES } from '../../../domain/constants';
import { findAction } from '../../../domain/resources/workflow';
import { isPerLocale, isSecret } from '../../../domain/resources/kinds';
import type { FieldDef, HistoryEvent, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { reference } from '../../../store/reference';
import { EmptyState } from '../../common/EmptyState';
import { Skeleton } from '../../common/Skeleton';
import { actorName } from '../format/actor';
import { Empty, FieldValue } from '../format/FieldValue';
import { fieldOf, localeText } from '../format/record-text';
import { ReferenceTitles } from '../format/reference-titles';
import { LoadError } from '../states/LoadError';
import styles from './detail.module.css';
import { valueText } from '../../../domain/value-text';

const ACTION_LABEL: Record<string, string> = {
  create: 'resource.history.create',
  update: 'resource.history.update',
  delete: 'resource.history.delete',
};

function actionText(intl: IntlShape, def: ResourceDef, action: string): string {
  if (ACTION_LABEL[action]) return intl.formatMessage({ id: ACTION_LABEL[action] });
  const written = def.historyActions?.[action];
  if (written) return intl.formatMessage({ id: written });
  const custom = findAction(def, action);
  return custom ? intl.formatMessage({ id: custom.label }) : action;
}

/** A changed value, read like the detail reads it. */
function ChangeValue({ field, value }: { field: FieldDef; value: unknown }) {
  const record = { ID: 0, Version: 0, CreatedAt: '', UpdatedAt: '', [field.key]: value } as ResourceRecord;
  if (field.kind === 'file') return value == null ? <Empty /> : <>#{valueText(value)}</>;
  return <FieldValue field={field} record={record} variant="cell" />;
}

function Change({ def, change }: { def: ResourceDef; change: HistoryEvent['Changes'][number] }) {
  const intl = useIntl();
  const field = fieldOf(def, change.Field);
  const label = field ? intl.formatMessage({ id: field.label }) : change.Field;
  if (field && isSecret(field)) {
    return (
      <li>
        <span className={styles.changeField}>{label}</span> {intl.formatMessage({ id: 'resource.history.secretChanged' })}
      </li>
    );
  }
  if (field && isPerLocale(field)) {
    const before = (change.Before ?? {}) as Record<string, string>;
    const after = (change.After ?? {}) as Record<string, string>;
    return (
      <>
        {LOCALES.filter((l) => (before[l] ?? '') !== (after[l] ?? '')).map((locale) => (
          <li key={locale}>
            <span className={styles.changeField}>
              {label} ({intl.formatMessage({ id: locale === 'sv' ? 'common.locale.sv' : 'common.locale.en' })})
            </span>{' '}
            <Before>{localeText(field, before[locale], locale) || <Empty />}</Before>
            <Arrow />
            <After>{localeText(field, after[locale], locale) || <Empty />}</After>
          </li>
        ))}
      </>
    );
  }
  return (
    <li>
      <span className={styles.changeField}>{label}</span>{' '}
      {field ? (
        <>
          <Before>
            <ChangeValue field={field} value={change.Before} />
          </Before>
          <Arrow />
          <After>
            <ChangeValue field={field} value={change.After} />
          </After>
        </>
      ) : (
        <>
          {JSON.stringify(change.Before)} → {JSON.stringify(change.After)}
        </>
      )}
    </li>
  );
}

/** What the user gave an action (a reason, an amount), read with the action's input fields. */
function ActionInput({ def, action, input }: { def: ResourceDef; action: string; input: Record<string, unknown> }) {
  const intl = useIntl();
  const fields = findAction(def, action)?.input ?? [];
  return (
    <>
      {fields
        .filter((field) => input[field.key] != null && input[field.key] !== '')
        .map((field) => (
          <li key={field.key}>
            <span className={styles.changeField}>{intl.formatMessage({ id: field.label })}</span>{' '}
            <ChangeValue field={field} value={input[field.key]} />
          </li>
        ))}
    </>
  );
}

function Before({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <span className={styles.before}>
      <span className="sr-only">{intl.formatMessage({ id: 'resource.history.before' })} </span>
      {children}
    </span>
  );
}

function After({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <span className={styles.after}>
      <span className="sr-only">{intl.formatMessage({ id: 'resource.history.after' })} </span>
      {children}
    </span>
  );
}

function Arrow() {
  return (
    <span aria-hidden="true" className={styles.arrow}>
      {' '}
      →{' '}
    </span>
  );
}

/** The record's audit events, newest first: who (user 0 is "System"), when, what changed, before → after. */
export function HistoryList({ def, id }: { def: ResourceDef; id: number }) {
  const intl = useIntl();
  const snap = useSnapshot(reference);
  const { data, error, isLoading, mutate } = useResourceHistory(def, id);
  const events = useMemo(() => data?.data ?? [], [data]);
  // References in the changes are named like the detail names them.
  const pseudo = useMemo(
    () =>
      events.flatMap((e) =>
        e.Changes.flatMap(
          (c) =>
            [
              { ID: 0, Version: 0, CreatedAt: '', UpdatedAt: '', [c.Field]: c.Before },
              { ID: 0, Version: 0, CreatedAt: '', UpdatedAt: '', [c.Field]: c.After },
            ] as ResourceRecord[],
        ),
      ),
    [events],
  );
  if (isLoading && !data) return <Skeleton rows={4} />;
  if (error) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!events.length) return <EmptyState icon={History} title={intl.formatMessage({ id: 'resource.history.empty' })} />;
  return (
    <ReferenceTitles def={def} records={pseudo}>
      <ol className={styles.history} aria-label={intl.formatMessage({ id: 'resource.history.label' })}>
        {events.map((event) => (
          <li key={event.ID} className={styles.event}>
            <p className={styles.eventHead}>
              <strong>{actorName(intl, snap.users, event.ActorID)}</strong>
              <span>{actionText(intl, def, event.Action)}</span>
              <time dateTime={event.CreatedAt} className={styles.when}>
                {intl.formatDate(new Date(event.CreatedAt), { format: 'long' })}
              </time>
            </p>
            {event.Changes.length || event.Input ? (
              <ul className={styles.changes}>
                {event.Changes.map((change) => (
                  <Change key={change.Field} def={def} change={change} />
                ))}
                {event.Input ? <ActionInput def={def} action={event.Action} input={event.Input} /> : null}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </ReferenceTitles>
  );
}
