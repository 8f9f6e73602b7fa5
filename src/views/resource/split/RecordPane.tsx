import { useIntl } from 'react-intl';
import { FileQuestion, Lock } from 'lucide-react';
import { ApiError } from '../../../api/client';
import type { PaneActions } from '../../../commands/types';
import { ErrorCode } from '../../../domain/errors';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { EmptyState } from '../../common/EmptyState';
import { Skeleton } from '../../common/Skeleton';
import type { RecordFlows } from '../actions/useRecordFlows';
import { ResourceDetail } from '../detail/ResourceDetail';
import { Chip } from '../format/Chip';
import { nounInSentence } from '../format/record-text';
import { RecordTitle } from '../format/reference-titles';
import { ResourceForm } from '../form/ResourceForm';
import type { DetailBodyProps } from '../overrides-types';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import { LoadError } from '../states/LoadError';
import { screenByName } from '../../../domain/screens';
import styles from './split.module.css';

export interface RecordPaneProps {
  def: ResourceDef;
  query: ResourceListQuery;
  record: ResourceRecord | null;
  loading: boolean;
  error: unknown;
  can: { create: boolean; edit: boolean; propose: boolean; delete: boolean };
  actions: readonly CustomActionDef[];
  flows: RecordFlows;
  keys: PaneActions;
  onSaved: (record: ResourceRecord) => void;
  onCancelForm: () => void;
  onRetry: () => void;
  /** A bespoke detail body's own change, run as a decision on the open record. */
  decide?: DetailBodyProps['decide'];
}

function ReadOnly({ def }: { def: ResourceDef }) {
  const intl = useIntl();
  return (
    <div className={styles.state}>
      <EmptyState icon={Lock} title={intl.formatMessage({ id: 'resource.readOnly.title' })}>
        <p>{intl.formatMessage({ id: 'resource.readOnly.body' }, { noun: nounInSentence(intl, def) })}</p>
      </EmptyState>
    </div>
  );
}

/** A heading's text on one line, cut with an ellipsis when long; the whole text in its tooltip. */
function HeadingText({ text }: { text: string }) {
  return (
    <span className={styles.headingText} title={text}>
      {text}
    </span>
  );
}

/** The right pane: the open record, its edit form, a new record's form, or why there is none. */
export function RecordPane({
  def,
  query,
  record,
  loading,
  error,
  can,
  actions,
  flows,
  keys,
  onSaved,
  onCancelForm,
  onRetry,
  decide,
}: RecordPaneProps) {
  const intl = useIntl();
  if (query.mode === 'new') {
    if (!can.create) return <ReadOnly def={def} />;
    const newScreen = screenByName.get(`${def.screen}New`);
    return (
      <ResourceForm
        key={`new-${JSON.stringify(query.start ?? {})}`}
        def={def}
        mode="create"
        record={null}
        start={query.start}
        heading={
          <h2 className={styles.heading}>
            <HeadingText text={intl.formatMessage({ id: newScreen?.titleId ?? def.noun.one })} />
            <Chip tone="info">{intl.formatMessage({ id: 'resource.form.newFlag' })}</Chip>
          </h2>
        }
        onSaved={onSaved}
        onCancel={onCancelForm}
      />
    );
  }
  if (query.id == null || (error instanceof ApiError && error.code === ErrorCode.NotFound)) {
    return (
      <div className={styles.state}>
        <EmptyState
          icon={FileQuestion}
          title={intl.formatMessage({ id: 'resource.detail.notFound' })}
          action={keys.back ? <Button onPress={keys.back}>{intl.formatMessage({ id: 'resource.detail.toList' })}</Button> : null}
        />
      </div>
    );
  }
  if (!record) {
    if (error && !loading) {
      return (
        <div className={styles.state}>
          <LoadError error={error} onRetry={onRetry} />
        </div>
      );
    }
    return (
      <div className={styles.state}>
        <Skeleton rows={8} />
      </div>
    );
  }
  if (query.mode === 'edit' && (can.edit || can.propose)) {
    const heading = can.edit ? 'resource.form.editing' : 'resource.form.proposing';
    return (
      <ResourceForm
        key={`edit-${record.ID}`}
        def={def}
        mode="update"
        propose={!can.edit}
        record={record}
        heading={
          <h2 className={styles.heading}>
            <RecordTitle def={def} record={record}>
              {(title) => <HeadingText text={intl.formatMessage({ id: heading }, { title })} />}
            </RecordTitle>
          </h2>
        }
        onSaved={onSaved}
        onCancel={onCancelForm}
      />
    );
  }
  // A role that may only read, sent to the edit form by a link, sees the record and is told why.
  return (
    <ResourceDetail
      notice={
        query.mode === 'edit' ? intl.formatMessage({ id: 'resource.readOnly.editRefused' }, { noun: nounInSentence(intl, def) }) : undefined
      }
      def={def}
      record={record}
      actions={actions}
      canEdit={can.edit}
      canPropose={can.propose}
      canDelete={can.delete}
      onAction={(action) => void flows.runAction(action, [record])}
      keys={keys}
      decide={decide}
    />
  );
}
