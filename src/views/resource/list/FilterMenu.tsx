/** The list's filter menu: one control per filterable field (its kind's, src/views/resource/kinds.tsx). */
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { ListFilter } from 'lucide-react';
import type { ResourceDef } from '../../../domain/resources/types';
import { BROWSER_KINDS } from '../kinds';
import { filterableFields } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import type { FilterProps } from './filter-controls';
import styles from './toolbar.module.css';

function FieldFilter(props: FilterProps) {
  const filter = BROWSER_KINDS[props.field.kind].filter;
  return filter ? <>{filter(props)}</> : null;
}

/** The filters of a list, one control per filterable field, written to the URL as they change. */
export function FilterMenu({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  const fields = filterableFields(def);
  if (!fields.length) return null;
  const active = Object.keys(query.filters).length;
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
