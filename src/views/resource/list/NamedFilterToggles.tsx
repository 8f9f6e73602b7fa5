/**
 * A declaration's named filters (ResourceDef `namedFilters`: an order's "needs a check") as toggle buttons in
 * the list's toolbar, each bound to its URL parameter (`needsCheck=true`), so any resource that declares one
 * gets its control, reachable by Tab and pressed with Space or Enter like any button.
 */
import { useIntl } from 'react-intl';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Filter } from 'lucide-react';
import type { ResourceDef } from '../../../domain/resources/types';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import styles from './toolbar.module.css';

export function NamedFilterToggles({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  if (!def.namedFilters?.length) return null;
  return (
    <>
      {def.namedFilters.map((filter) => (
        <ToggleButton
          key={filter.key}
          className={`${styles.tool} ${styles.toggle}`}
          isSelected={query.filters[filter.key] === 'true'}
          onChange={(on) => query.setFilter(filter.key, on ? 'true' : null)}
        >
          <Filter size={14} aria-hidden="true" />
          {intl.formatMessage({ id: filter.label })}
        </ToggleButton>
      ))}
    </>
  );
}
