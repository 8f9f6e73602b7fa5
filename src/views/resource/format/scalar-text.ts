/**
 * Scalar values as text in the reader's language (SPEC.md section 9): numbers, money and percent with two
 * decimals, dates y-MM-dd (short) and the long date-time format, yes/no, enum labels (each kind's `text` in
 * src/views/resource/kinds.tsx). Lists, the record's subtitle and history lines read values through here.
 */
import type { IntlShape } from 'react-intl';
import type { CurrencyGroup } from '../../../domain/api-types';
import type { FieldDef } from '../../../domain/resources/types';
import { reference } from '../../../store/reference';
import { BROWSER_KINDS } from '../kinds';
import { valueText } from '../../../domain/value-text';

/** A calendar date `YYYY-MM-DD` read as that day wherever the reader is. */
export function formatDay(intl: IntlShape, value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  return intl.formatDate(new Date(y, m - 1, d), { format: 'short' });
}

export function formatInstant(intl: IntlShape, value: string): string {
  return intl.formatDate(new Date(value), { format: 'long' });
}

/**
 * ISO code of a money field's currency: fixed, read from another field of the record, or the currency of the
 * currency group another field names (looked up in the reference data).
 */
export function currencyOf(
  field: FieldDef,
  record: Record<string, unknown>,
  groups: readonly CurrencyGroup[] = reference.currencyGroups,
): string {
  const currency = field.currency;
  if (typeof currency === 'string') return currency;
  const other =
    currency == null
      ? null
      : 'group' in currency
        ? groups.find((g) => String(g.ID) === valueText(record[currency.group] ?? ''))?.Currency
        : record[currency.field];
  return typeof other === 'string' && /^[A-Z]{3}$/.test(other) ? other : 'SEK';
}

/** Numbers, dates, booleans and enum labels as text (also used by history lines); null for other kinds. */
export function scalarText(intl: IntlShape, field: FieldDef, value: unknown, record: Record<string, unknown> = {}): string | null {
  if (value == null || value === '') return null;
  return BROWSER_KINDS[field.kind].text?.(intl, field, value, record) ?? null;
}
