import { useIntl } from 'react-intl';
import { Inbox, SearchX } from 'lucide-react';
import { registry } from '../../../commands/registry';
import { detectPlatform, shortcutLabel } from '../../../commands/shortcuts';
import { ApiError } from '../../../api/client';
import { ErrorCode } from '../../../domain/errors';
import type { ResourceDef } from '../../../domain/resources/types';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { issueText } from '../form/editors/issue';
import { EmptyState } from '../../common/EmptyState';
import { LoadError } from '../states/LoadError';
import styles from '../split/split.module.css';

const CREATE_KEY = registry.byId.get('list.create')?.shortcut;

/**
 * The list could not be read: the mapped message and a retry. A filter the server refuses (40001 naming
 * the parameter, free text too long, say) says which and why, and offers to clear the filters instead.
 */
export function ListError({
  def,
  error,
  onRetry,
  onClear,
}: {
  def: ResourceDef;
  error: unknown;
  onRetry: () => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const refused = error instanceof ApiError && error.code === ErrorCode.BadRequest ? Object.entries(error.fields ?? {})[0] : undefined;
  if (refused) {
    const [param, issue] = refused;
    const field = def.fields.find((f) => f.key === param);
    const name =
      param === 'q' ? intl.formatMessage({ id: 'resource.list.freeText' }) : field ? intl.formatMessage({ id: field.label }) : param;
    return (
      <div className={styles.state}>
        <Alert
          action={
            <Button size="sm" onPress={onClear}>
              {intl.formatMessage({ id: 'resource.filter.clear' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'resource.list.filterRefused' }, { name, reason: issueText(intl, issue) })}
        </Alert>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <LoadError error={error} onRetry={onRetry} />
    </div>
  );
}

/** Nothing to show: either no records at all (make the first one) or none matching (clear the filters). */
export function ListEmpty({
  def,
  filtered,
  canCreate,
  onCreate,
  onClear,
}: {
  def: ResourceDef;
  filtered: boolean;
  canCreate: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const noun = intl.formatMessage({ id: def.noun.other });
  if (filtered) {
    return (
      <div className={styles.state}>
        <EmptyState
          icon={SearchX}
          title={intl.formatMessage({ id: 'resource.list.noMatches' })}
          action={<Button onPress={onClear}>{intl.formatMessage({ id: 'resource.filter.clear' })}</Button>}
        >
          <p>{intl.formatMessage({ id: 'resource.list.noMatchesBody' }, { noun })}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <EmptyState
        icon={Inbox}
        title={intl.formatMessage({ id: 'resource.list.empty' }, { noun })}
        action={
          canCreate ? (
            <Button variant="primary" onPress={onCreate}>
              {intl.formatMessage({ id: 'resource.action.new' })}
            </Button>
          ) : null
        }
      >
        <p>
          {canCreate && CREATE_KEY
            ? intl.formatMessage({ id: 'resource.list.emptyCreate' }, { key: shortcutLabel(CREATE_KEY, detectPlatform()) })
            : intl.formatMessage({ id: 'resource.list.emptyReadOnly' })}
        </p>
      </EmptyState>
    </div>
  );
}
