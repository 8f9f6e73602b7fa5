import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { Input, Label, TextField } from 'react-aria-components/TextField';
import { ListFilter } from 'lucide-react';
import { resourceByName } from '../../../domain/resources';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { Choice } from '../form/editors/Choice';
import { enumOptions, useReferenceOptions } from '../form/editors/ChoiceEditors';
import { ChoiceSet } from '../form/editors/ChoiceSet';
import fieldStyles from '../form/editors/fields.module.css';
import { CategoryPicker } from '../pickers/CategoryPicker';
import { ReferencePicker } from '../pickers/ReferencePicker';
import { filterableFields } from '../query/list-url';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import { formatList, formatRange, isRangeFilter, parseList, parseRange } from './filter-values';
import styles from './toolbar.module.css';

interface FilterProps {
  field: FieldDef;
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}

function RangeFilter({ field, label, value, onChange }: FilterProps) {
  const intl = useIntl();
  const initial = parseRange(value);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const type = field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'date' : 'text';
  const commit = () => onChange(formatRange(from, to));
  const side = (which: 'from' | 'to', text: string, set: (v: string) => void) => (
    <TextField value={text} onChange={set} onBlur={commit} type={type} inputMode={type === 'text' ? 'decimal' : undefined} className={fieldStyles.field}>
      <Label className={fieldStyles.description}>{intl.formatMessage({ id: which === 'from' ? 'resource.filter.from' : 'resource.filter.to' })}</Label>
      <div className={fieldStyles.control}>
        <Input className={fieldStyles.input} onKeyDown={(e) => e.key === 'Enter' && commit()} />
      </div>
    </TextField>
  );
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.range}>
        {side('from', from, setFrom)}
        {side('to', to, setTo)}
      </div>
    </fieldset>
  );
}

function ReferenceDataFilter({ field, label, value, onChange }: FilterProps) {
  const options = useReferenceOptions(field);
  return <ChoiceSet label={label} options={options} value={parseList(value)} onChange={(ids) => onChange(formatList(ids))} />;
}

function FieldFilter(props: FilterProps) {
  const intl = useIntl();
  const { field, label, value, onChange } = props;
  if (isRangeFilter(field)) return <RangeFilter {...props} />;
  switch (field.kind) {
    case 'boolean':
      return (
        <Choice
          label={label}
          value={value ?? null}
          onChange={onChange}
          emptyLabel={intl.formatMessage({ id: 'resource.filter.any' })}
          options={[
            { id: 'true', label: intl.formatMessage({ id: 'resource.value.yes' }) },
            { id: 'false', label: intl.formatMessage({ id: 'resource.value.no' }) },
          ]}
        />
      );
    case 'enum':
      return <ChoiceSet label={label} options={enumOptions(intl, field)} value={parseList(value)} onChange={(ids) => onChange(formatList(ids))} />;
    case 'locale':
    case 'store':
    case 'storeGroup':
    case 'stockStatus':
    case 'priceListGroup':
      return <ReferenceDataFilter {...props} />;
    case 'reference': {
      const target = resourceByName.get(field.resource ?? '');
      if (!target) return null;
      return <ReferencePicker target={target} label={label} value={value ? Number(value) : null} onChange={(id) => onChange(id == null ? null : String(id))} />;
    }
    case 'category':
      return <CategoryPicker label={label} value={value ? Number(value) : null} onChange={(id) => onChange(id == null ? null : String(id))} />;
    default:
      return null;
  }
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
