import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from 'react-aria-components/Button';
import { X } from 'lucide-react';
import { useResourcesByIds } from '../../../api/resources';
import { resourceByName } from '../../../domain/resources';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { reference, type ReferenceState } from '../../../store/reference';
import { referenceDataName, type ReferenceDataKind } from '../format/reference-data';
import { recordTitle } from '../format/record-text';
import { useCategoryTree } from '../pickers/useCategoryTree';
import { filterableFields, PARAM_IDS } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import { isRangeFilter, parseList, parseRange } from './filter-values';
import styles from './toolbar.module.css';

function rangeText(intl: IntlShape, value: string): string {
  const { from, to } = parseRange(value);
  if (from && to) return from === to ? from : `${from}–${to}`;
  return intl.formatMessage({ id: from ? 'resource.filter.atLeast' : 'resource.filter.atMost' }, { value: from || to });
}

function ReferenceText({ field, id }: { field: FieldDef; id: number }) {
  const intl = useIntl();
  const target = resourceByName.get(field.resource ?? '') ?? null;
  const record = useResourcesByIds(target, [id]).data?.data?.[0];
  return <>{target && record ? recordTitle(target, record, intl.locale.slice(0, 2)) : `#${id}`}</>;
}

function CategoryText({ id }: { id: number }) {
  const { byId } = useCategoryTree();
  return <>{byId.get(id)?.name ?? `#${id}`}</>;
}

function ValueText({ field, value }: { field: FieldDef; value: string }) {
  const intl = useIntl();
  const snap = useSnapshot(reference);
  if (isRangeFilter(field)) return <>{rangeText(intl, value)}</>;
  const items = parseList(value);
  switch (field.kind) {
    case 'boolean':
      return <>{intl.formatMessage({ id: value === 'true' ? 'resource.value.yes' : 'resource.value.no' })}</>;
    case 'enum':
      return <>{items.map((v) => {
        const option = field.options?.find((o) => String(o.value) === v);
        return option ? intl.formatMessage({ id: option.label }) : v;
      }).join(', ')}</>;
    case 'locale':
    case 'store':
    case 'storeGroup':
    case 'stockStatus':
    case 'priceListGroup':
      return <>{items.map((v) => referenceDataName(snap as ReferenceState, field.kind as ReferenceDataKind, v)).join(', ')}</>;
    case 'reference':
      return <ReferenceText field={field} id={Number(value)} />;
    case 'category':
      return <CategoryText id={Number(value)} />;
    default:
      return <>{value}</>;
  }
}

/** The filters in force as removable chips, and a way to clear them all (with the free text). */
export function FilterChips({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  const active = filterableFields(def).filter((f) => query.filters[f.key]);
  if (!active.length && !query.q.trim() && !query.ids) return null;
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
      </ul>
      <Button className={styles.clearAll} onPress={query.clearFilters}>
        {intl.formatMessage({ id: 'resource.filter.clear' })}
      </Button>
    </div>
  );
}
