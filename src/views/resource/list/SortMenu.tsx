import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components/Select';
import { ArrowDownUp } from 'lucide-react';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { sortableFields, sortOf } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import menu from '../form/editors/fields.module.css';
import styles from './toolbar.module.css';

/** Record timestamps a list may be sorted by (reviews and notifications come newest first). */
const SYSTEM_SORT_LABELS: Readonly<Record<string, string>> = { CreatedAt: 'fields.CreatedAt', UpdatedAt: 'fields.UpdatedAt' };

function systemSortField(key: string): FieldDef | undefined {
  const label = SYSTEM_SORT_LABELS[key];
  return label ? { key, kind: 'datetime', label } : undefined;
}

/** The list's order: any sortable field, ascending or descending. */
export function SortMenu({ def, query }: { def: ResourceDef; query: ResourceListQuery }) {
  const intl = useIntl();
  const fields = sortableFields(def);
  if (!fields.some((f) => f.key === def.defaultSort.field)) {
    const own = def.fields.find((f) => f.key === def.defaultSort.field) ?? systemSortField(def.defaultSort.field);
    if (own) fields.unshift(own);
  }
  if (!fields.length) return null;
  const current = sortOf(def, query.sort);
  const options = fields.flatMap((field) => {
    const label = intl.formatMessage({ id: field.label });
    return [
      { id: field.key, label: intl.formatMessage({ id: 'resource.list.sortAsc' }, { field: label }) },
      { id: `-${field.key}`, label: intl.formatMessage({ id: 'resource.list.sortDesc' }, { field: label }) },
    ];
  });
  const selected = `${current.direction === 'desc' ? '-' : ''}${current.field}`;
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'resource.list.sort' })}
      selectedKey={selected}
      onSelectionChange={(key: Key | null) => key != null && query.setSort(String(key))}
      className={styles.menu}
    >
      <Button className={styles.tool}>
        <ArrowDownUp size={14} aria-hidden="true" />
        <SelectValue />
      </Button>
      <Popover className={menu.popover}>
        <ListBox className={menu.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={menu.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
