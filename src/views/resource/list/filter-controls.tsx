/**
 * The list filter controls of the field kinds (src/views/resource/kinds.tsx says which kind filters with
 * which): a from–to range for numbers and dates, yes/any/no for a switch, a set of codes or reference
 * data, a record or category picker for references; and how a chip reads a filter's value.
 */
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Input, Label, TextField } from 'react-aria-components/TextField';
import { useResourcesByIds } from '../../../api/resources';
import { resourceByName } from '../../../domain/resources';
import type { FieldDef } from '../../../domain/resources/types';
import { Choice } from '../form/editors/Choice';
import { enumOptions, useReferenceOptions } from '../form/editors/ChoiceEditors';
import { ChoiceSet } from '../form/editors/ChoiceSet';
import fieldStyles from '../form/editors/fields.module.css';
import { recordTitle } from '../format/record-text';
import { CategoryPicker } from '../pickers/CategoryPicker';
import { ReferencePicker } from '../pickers/ReferencePicker';
import { useCategoryTree } from '../pickers/useCategoryTree';
import { formatList, formatRange, parseList, parseRange } from './filter-values';
import styles from './toolbar.module.css';

export interface FilterProps {
  field: FieldDef;
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}

export function RangeFilter({ label, value, onChange, type }: FilterProps & { type: 'date' | 'text' }) {
  const intl = useIntl();
  const initial = parseRange(value);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const commit = () => onChange(formatRange(from, to));
  const side = (which: 'from' | 'to', text: string, set: (v: string) => void) => (
    <TextField
      value={text}
      onChange={set}
      onBlur={commit}
      type={type}
      inputMode={type === 'text' ? 'decimal' : undefined}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.description}>
        {intl.formatMessage({ id: which === 'from' ? 'resource.filter.from' : 'resource.filter.to' })}
      </Label>
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

export function ReferenceDataFilter({ field, label, value, onChange }: FilterProps) {
  const options = useReferenceOptions(field);
  return <ChoiceSet label={label} options={options} value={parseList(value)} onChange={(ids) => onChange(formatList(ids))} />;
}

export function BooleanFilter({ label, value, onChange }: FilterProps) {
  const intl = useIntl();
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
}

export function EnumFilter({ field, label, value, onChange }: FilterProps) {
  const intl = useIntl();
  return (
    <ChoiceSet label={label} options={enumOptions(intl, field)} value={parseList(value)} onChange={(ids) => onChange(formatList(ids))} />
  );
}

export function ReferenceFilter({ field, label, value, onChange }: FilterProps) {
  const target = resourceByName.get(field.resource ?? '');
  if (!target) return null;
  return (
    <ReferencePicker
      target={target}
      label={label}
      value={value ? Number(value) : null}
      onChange={(id) => onChange(id == null ? null : String(id))}
    />
  );
}

export function CategoryFilter({ label, value, onChange }: FilterProps) {
  return <CategoryPicker label={label} value={value ? Number(value) : null} onChange={(id) => onChange(id == null ? null : String(id))} />;
}

/* Chip texts of filter values */

/** An ISO instant with its time (`2026-10-31T23:00:00.000Z`), as a datetime range's end is kept in the URL. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The time of day in the shop's time zone, `HH:mm:ss` (the platform's Intl: no date library on the list screen). */
const SHOP_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * One end of a range as people read it: an instant in the shop's time zone (the days the dashboard counts by)
 * and date format, its time left out when it is the start (from) or the end (to) of that day, so a dashboard
 * month reads 2026-11-01–2026-11-30 rather than two UTC timestamps.
 */
function rangeEnd(intl: IntlShape, text: string, end: 'from' | 'to'): string {
  if (!INSTANT.test(text)) return text;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return text;
  const clock = SHOP_CLOCK.format(at);
  const wholeDay = end === 'from' ? clock === '00:00:00' : clock === '23:59:59';
  const day = intl.formatDate(at, { format: 'short', timeZone: SHOP_TIME_ZONE });
  return wholeDay ? day : `${day} ${intl.formatTime(at, { format: 'short', timeZone: SHOP_TIME_ZONE })}`;
}

export function rangeText(intl: IntlShape, value: string): string {
  const { from: rawFrom, to: rawTo } = parseRange(value);
  const from = rawFrom && rangeEnd(intl, rawFrom, 'from');
  const to = rawTo && rangeEnd(intl, rawTo, 'to');
  if (from && to) return from === to ? from : `${from}–${to}`;
  return intl.formatMessage({ id: from ? 'resource.filter.atLeast' : 'resource.filter.atMost' }, { value: from || to });
}

/** `6` → "Senaste 6 månaderna" (the period filter's chip and option); a value that is not a number reads as it is. */
export function periodText(intl: IntlShape, months: string): string {
  const count = Number(months);
  return Number.isInteger(count) && count > 0 ? intl.formatMessage({ id: 'resource.filter.lastMonths' }, { count }) : months;
}

export function ReferenceText({ field, id }: { field: FieldDef; id: number }) {
  const intl = useIntl();
  const target = resourceByName.get(field.resource ?? '') ?? null;
  const record = useResourcesByIds(target, [id]).data?.data?.[0];
  return <>{target && record ? recordTitle(target, record, intl.locale.slice(0, 2)) : `#${id}`}</>;
}

export function CategoryText({ id }: { id: number }) {
  const { byId } = useCategoryTree();
  return <>{byId.get(id)?.name ?? `#${id}`}</>;
}
