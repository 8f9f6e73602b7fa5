import { useIntl } from 'react-intl';
import { CheckCheck, Play, X } from 'lucide-react';
import type { ResourceDef } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import type { SelectionMode } from './useSelectionMode';
import styles from './toolbar.module.css';

interface SelectionBarProps {
  def: ResourceDef;
  mode: SelectionMode;
  /** Rows checked on the page. */
  count: number;
}

/**
 * The declared selection mode's bar (useSelectionMode): how many rows of which page are checked, announced as it
 * changes; select all on the page (Shift+A), perform the action (Shift+P), cancel the selection (Esc).
 */
export function SelectionBar({ def, mode, count }: SelectionBarProps) {
  const intl = useIntl();
  const page = mode.page;
  if (!page || !def.selection) return null;
  return (
    <div className={styles.bulk} role="toolbar" aria-label={intl.formatMessage({ id: 'resource.selection.label' })}>
      <span className={styles.bulkCount} role="status">
        {intl.formatMessage(
          { id: 'resource.selection.status' },
          { count, total: page.ids.size, page: page.number, from: page.from + 1, to: page.to },
        )}
      </span>
      <Button size="sm" onPress={mode.selectPage} aria-keyshortcuts="Shift+A">
        <CheckCheck size={14} aria-hidden="true" />
        {intl.formatMessage({ id: 'resource.selection.page' })}
      </Button>
      <Button size="sm" variant="primary" onPress={() => void mode.perform()} aria-keyshortcuts="Shift+P">
        <Play size={14} aria-hidden="true" />
        {intl.formatMessage({ id: def.selection.label })}
      </Button>
      <Button size="sm" variant="ghost" onPress={mode.cancel} aria-keyshortcuts="Escape">
        <X size={14} aria-hidden="true" />
        {intl.formatMessage({ id: 'resource.selection.cancel' })}
      </Button>
    </div>
  );
}
