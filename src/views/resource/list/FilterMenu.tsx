/** The list's filter menu: one control per filterable field (its kind's, src/views/resource/kinds.tsx). */
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { ListFilter } from 'lucide-react';
import type { ResourceDef } from '../../../domain/resources/types';
import { BROWSER_KINDS } from '../kinds';
import { Choice } from '../form/editors/Choice';
import { filterableFields, INTERVAL_CHOICES, PARAM_INTERVAL, shownFilterKeys } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import { periodText, type FilterProps } from './filter-controls';
import styles from './toolbar.module.css';

function FieldFilter(props: FilterProps) {
  const filter = BROWSER_KINDS[props.field.kind].filter;
  return filter ? <>{filter(props)}</> : null;
}

/** "The last N months" of a list whose declaration has an interval (`interval=N`), or any time. */
function PeriodFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | null) => void }) {
  const intl = useIntl();
  const months = [...new Set<string>([...INTERVAL_CHOICES.map(String), ...(value ? [value] : [])])];
  return (
    <Choice
      label={intl.formatMessage({ id: 'resource.filter.period' })}
      value={value ?? null}
      onChange={onChange}
      emptyLabel={intl.formatMessage({ id: 'resource.filter.anyTime' })}
      options={months.map((n) => ({ id: n, label: periodText(intl, n) }))}
    />
  );
}

/** The filters of a list, one control per filterable field, written to the URL as they change. */
export function FilterMenu({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  const fields = filterableFields(def);
  if (!fields.length && !def.interval) return null;
  const active = shownFilterKeys(def, query.filters).length;
  return (
    <DialogTrigger>
      <Button className={styles.tool}>
        <ListFilter size={14} aria-hidden="true" />
        {intl.formatMessage({ id: 'resource.filter.button' }, { count: active })}
      </Button>
      <Popover className={styles.filterPopover} placement="bottom start">
        <Dialog className={styles.filterDialog} aria-labelledby="resource-filter-title">
          <Heading id="resource-filter-title" slot="title" className={styles.filterTitle}>
            {intl.formatMessage({ id: 'resource.filter.title' })}
          </Heading>
          {def.interval ? (
            <PeriodFilter value={query.filters[PARAM_INTERVAL]} onChange={(v) => query.setFilter(PARAM_INTERVAL, v)} />
          ) : null}
          {fields.map((field) => (
            <FieldFilter
              key={field.key}
              field={field}
              label={intl.formatMessage({ id: field.label })}
              value={query.filters[field.key]}
              onChange={(value) => query.setFilter(field.key, value)}
            />
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
