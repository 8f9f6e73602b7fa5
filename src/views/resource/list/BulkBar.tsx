import { useIntl } from 'react-intl';
import { Download, Trash2 } from 'lucide-react';
import type { CustomActionDef } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { ActionButton } from '../actions/ActionButton';
import styles from './toolbar.module.css';

export interface BulkBarProps {
  count: number;
  actions: readonly CustomActionDef[];
  canDelete: boolean;
  onExport: () => void;
  onDelete: () => void;
  onAction: (action: CustomActionDef) => void;
  onClear: () => void;
}

/** What can be done with the checked rows: export, custom bulk actions, delete; and unchecking them all. */
export function BulkBar({ count, actions, canDelete, onExport, onDelete, onAction, onClear }: BulkBarProps) {
  const intl = useIntl();
  if (!count) return null;
  return (
    <div className={styles.bulk} role="toolbar" aria-label={intl.formatMessage({ id: 'resource.bulk.label' })}>
      <span className={styles.bulkCount} role="status">
        {intl.formatMessage({ id: 'resource.bulk.selected' }, { count })}
      </span>
      <Button size="sm" onPress={onExport}>
        <Download size={14} aria-hidden="true" />
        {intl.formatMessage({ id: 'resource.bulk.export' })}
      </Button>
      {actions.map((action) => (
        <ActionButton key={action.id} action={action} onPress={() => onAction(action)} />
      ))}
      {canDelete ? (
        <Button size="sm" variant="danger" onPress={onDelete}>
          <Trash2 size={14} aria-hidden="true" />
          {intl.formatMessage({ id: 'resource.bulk.delete' })}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onPress={onClear}>
        {intl.formatMessage({ id: 'resource.bulk.clear' })}
      </Button>
    </div>
  );
}
