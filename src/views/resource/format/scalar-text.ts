/**
 * Scalar values as text in the reader's language (SPEC.md section 9): numbers, money and percent with two
 * decimals, dates y-MM-dd (short) and the long date-time format, yes/no, enum labels. Each kind's text is its
 * entry in SCALAR_TEXTS below (typed over every kind: a new kind does not compile until it says whether it
 * reads as one line of text). Lists, the record's subtitle, history lines and the cells read values through here.
 */
import type { IntlShape } from 'react-intl';
import type { CurrencyGroup } from '../../../domain/api-types';
import { optionOf } from '../../../domain/resources/kinds';
import type { FieldDef, FieldKind } from '../../../domain/resources/types';
import { reference } from '../../../store/reference';
import { valueText } from '../../../domain/value-text';

/** A calendar date `YYYY-MM-DD` read as that day wherever the reader is. */
function formatDay(intl: IntlShape, value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  return intl.formatDate(new Date(y, m - 1, d), { format: 'short' });
}

function formatInstant(intl: IntlShape, value: string): string {
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

/** An enum value (or several) as its labels in the reader's language; an unknown code as it is. */
export function enumText(intl: IntlShape, field: FieldDef, value: unknown): string {
  return (Array.isArray(value) ? value : [value])
    .map((v) => {
      const option = optionOf(field, v);
      return option ? intl.formatMessage({ id: option.label }) : String(v);
    })
    .join(', ');
}

/** A kind's value as one line of text (the value is never blank here). */
type KindText = (intl: IntlShape, field: FieldDef, value: unknown, record: Record<string, unknown>) => string;

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Each kind's one line of text, or null: the kind has none (text reads as it is, references by their title). */
const SCALAR_TEXTS: { readonly [K in FieldKind]: KindText | null } = {
  text: null,
  longText: null,
  slug: null,
  password: null,
  richText: null,
  integer: (intl, _field, value) => intl.formatNumber(Number(value)),
  decimal: (intl, field, value) => {
    const scale = field.scale ?? 2;
    return intl.formatNumber(Number(value), { minimumFractionDigits: scale, maximumFractionDigits: scale });
  },
  money: (intl, field, value, record) =>
    intl.formatNumber(Number(value), { style: 'currency', currency: currencyOf(field, record), ...twoDecimals }),
  percentage: (intl, _field, value) => intl.formatNumber(Number(value) / 100, { style: 'percent', ...twoDecimals }),
  boolean: (intl, _field, value) => intl.formatMessage({ id: value === true ? 'resource.value.yes' : 'resource.value.no' }),
  enum: enumText,
  date: (intl, _field, value) => formatDay(intl, String(value)),
  datetime: (intl, _field, value) => formatInstant(intl, String(value)),
  locale: null,
  country: null,
  store: null,
  storeGroup: null,
  currencyGroup: null,
  stockStatus: null,
  priceListGroup: null,
  priceRules: null,
  reference: null,
  category: null,
  file: null,
  translations: null,
};

/** Numbers, dates, booleans and enum labels as text (also used by history lines); null for other kinds. */
export function scalarText(intl: IntlShape, field: FieldDef, value: unknown, record: Record<string, unknown> = {}): string | null {
  if (value == null || value === '') return null;
  return SCALAR_TEXTS[field.kind]?.(intl, field, value, record) ?? null;
}
