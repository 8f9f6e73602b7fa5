/**
 * "Refresh automatically" on a list that is read again while visible when asked (`refresh=true`: the menu links
 * of the orders, returns and chargebacks): a toggle in the list's toolbar, pressed while the list refreshes
 * itself, so the link's `refresh` is seen and can be turned off and on again like any other part of the query.
 */
import { useIntl } from 'react-intl';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { RefreshCw } from 'lucide-react';
import type { ResourceDef } from '../../../domain/resources/types';
import { PARAM_REFRESH, takesRefresh } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import styles from './toolbar.module.css';

export function RefreshToggle({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  if (!takesRefresh(def)) return null;
  return (
    <ToggleButton
      className={`${styles.tool} ${styles.toggle}`}
      isSelected={query.filters[PARAM_REFRESH] === 'true'}
      onChange={(on) => query.setFilter(PARAM_REFRESH, on ? 'true' : null)}
    >
      <RefreshCw size={14} aria-hidden="true" />
      {intl.formatMessage({ id: 'resource.list.refresh' })}
    </ToggleButton>
  );
}
