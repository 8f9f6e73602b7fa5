/** The list's filters in force as chips (a named filter's by its label): each value read as its kind reads it (src/views/resource/kinds.tsx). */
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { X } from 'lucide-react';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { BROWSER_KINDS } from '../kinds';
import { filterableFields, PARAM_IDS } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import styles from './toolbar.module.css';

function ValueText({ field, value }: { field: FieldDef; value: string }) {
  const intl = useIntl();
  const text = BROWSER_KINDS[field.kind].filterText;
  return <>{text ? text(intl, field, value) : value}</>;
}

/** The filters in force as removable chips, and a way to clear them all (with the free text). */
export function FilterChips({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  const active = filterableFields(def).filter((f) => query.filters[f.key]);
  const named = (def.namedFilters ?? []).filter((f) => query.filters[f.key] === 'true');
  if (!active.length && !named.length && !query.q.trim() && !query.ids) return null;
  const chosen = query.ids ? query.ids.split(',').length : 0;
  return (
    <div className={styles.chips}>
      <ul className={styles.chipList} aria-label={intl.formatMessage({ id: 'resource.filter.active' })}>
        {chosen ? (
          <li className={styles.chip}>
            <span>{intl.formatMessage({ id: 'resource.filter.chosen' }, { count: chosen })}</span>
            <Button
              className={styles.chipRemove}
              aria-label={intl.formatMessage({ id: 'resource.filter.removeChosen' })}
              onPress={() => query.setFilter(PARAM_IDS, null)}
            >
              <X size={12} aria-hidden="true" />
            </Button>
          </li>
        ) : null}
        {active.map((field) => {
          const label = intl.formatMessage({ id: field.label });
          return (
            <li key={field.key} className={styles.chip}>
              <span>{label}: <ValueText field={field} value={query.filters[field.key]} /></span>
              <Button
                className={styles.chipRemove}
                aria-label={intl.formatMessage({ id: 'resource.filter.remove' }, { field: label })}
                onPress={() => query.setFilter(field.key, null)}
              >
                <X size={12} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
        {named.map((filter) => {
          const label = intl.formatMessage({ id: filter.label });
          return (
            <li key={filter.key} className={styles.chip}>
              <span>{label}</span>
              <Button
                className={styles.chipRemove}
                aria-label={intl.formatMessage({ id: 'resource.filter.remove' }, { field: label })}
                onPress={() => query.setFilter(filter.key, null)}
              >
                <X size={12} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button className={styles.clearAll} onPress={query.clearFilters}>
        {intl.formatMessage({ id: 'resource.filter.clear' })}
      </Button>
    </div>
  );
}
