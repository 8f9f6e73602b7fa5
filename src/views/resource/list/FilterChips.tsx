/** The list's filters in force as chips (a named filter's by its label, the period as "the last N months"): each value read as its kind reads it (src/views/resource/kinds.tsx). */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { X } from 'lucide-react';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { BROWSER_KINDS } from '../kinds';
import { filterableFields, PARAM_IDS, PARAM_INTERVAL } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import { periodText } from './filter-controls';
import styles from './toolbar.module.css';

function ValueText({ field, value }: { field: FieldDef; value: string }) {
  const intl = useIntl();
  const kind = BROWSER_KINDS[field.kind];
  return <>{kind.filterText ? kind.filterText(intl, field, value) : value}</>;
}

/** One filter in force, with its remove button. */
function RemovableChip({ removeLabel, onRemove, children }: { removeLabel: string; onRemove: () => void; children: ReactNode }) {
  return (
    <li className={styles.chip}>
      <span>{children}</span>
      <Button className={styles.chipRemove} aria-label={removeLabel} onPress={onRemove}>
        <X size={12} aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The filters in force as removable chips, and a way to clear them all (with the free text). */
export function FilterChips({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  const active = filterableFields(def).filter((f) => query.filters[f.key]);
  const named = (def.namedFilters ?? []).filter((f) => query.filters[f.key] === 'true');
  const period = def.interval ? query.filters[PARAM_INTERVAL] : undefined;
  if (!active.length && !named.length && !period && !query.q.trim() && !query.ids) return null;
  const chosen = query.ids ? query.ids.split(',').length : 0;
  const remove = (key: string) => () => query.setFilter(key, null);
  return (
    <div className={styles.chips}>
      <ul className={styles.chipList} aria-label={intl.formatMessage({ id: 'resource.filter.active' })}>
        {chosen ? (
          <RemovableChip removeLabel={intl.formatMessage({ id: 'resource.filter.removeChosen' })} onRemove={remove(PARAM_IDS)}>
            {intl.formatMessage({ id: 'resource.filter.chosen' }, { count: chosen })}
          </RemovableChip>
        ) : null}
        {period ? (
          <RemovableChip
            removeLabel={intl.formatMessage(
              { id: 'resource.filter.remove' },
              { field: intl.formatMessage({ id: 'resource.filter.period' }) },
            )}
            onRemove={remove(PARAM_INTERVAL)}
          >
            {periodText(intl, period)}
          </RemovableChip>
        ) : null}
        {active.map((field) => {
          const label = intl.formatMessage({ id: field.label });
          return (
            <RemovableChip
              key={field.key}
              removeLabel={intl.formatMessage({ id: 'resource.filter.remove' }, { field: label })}
              onRemove={remove(field.key)}
            >
              {label}: <ValueText field={field} value={query.filters[field.key]} />
            </RemovableChip>
          );
        })}
        {named.map((filter) => {
          const label = intl.formatMessage({ id: filter.label });
          return (
            <RemovableChip
              key={filter.key}
              removeLabel={intl.formatMessage({ id: 'resource.filter.remove' }, { field: label })}
              onRemove={remove(filter.key)}
            >
              {label}
            </RemovableChip>
          );
        })}
      </ul>
      <Button className={styles.clearAll} onPress={query.clearFilters}>
        {intl.formatMessage({ id: 'resource.filter.clear' })}
      </Button>
    </div>
  );
}
