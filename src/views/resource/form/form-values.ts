/**
 * A record's values as the form edits them, and back. Numbers are edited as text in the reader's notation
 * (`12,50` in Swedish); date-times as local `YYYY-MM-DDTHH:mm`; sets as arrays; translations as one text
 * per locale. `ruleValues` hands the shared rules (src/domain/resources/rules.ts) what they expect, and
 * `bodyOf` the canonical JSON the API stores (normalizeValue). Each kind's conversions are its entry in
 * FORM_KINDS below (typed over every kind: a new kind does not compile until it says how the form holds it).
 */
import { LOCALES } from '../../../domain/constants';
import { emptyRules } from '../../../domain/price-lists/rules';
import { isSecret } from '../../../domain/resources/kinds';
import { fieldApplies, normalizeValue, writableFields, type WriteMode } from '../../../domain/resources/rules';
import type { FieldDef, FieldKind, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';

export type FormValues = Record<string, unknown>;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An ISO instant as the local `YYYY-MM-DDTHH:mm` a datetime-local input shows. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local `YYYY-MM-DDTHH:mm` as an ISO instant; text that is not one is passed on for the rule to refuse. */
function fromLocalDateTime(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return local;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The decimal separator of a locale (`,` in Swedish). */
function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

interface FormKind {
  /** A record's value (or the declared default) as the form edits it; `separator` is the reader's decimal sign. */
  formValue: (field: FieldDef, value: unknown, separator: string) => unknown;
  /** The form's text as the shared rules and normalization read it (a decimal point, an instant). */
  ruleValue?: (text: string) => unknown;
}

const asText: FormKind = { formValue: (_field, value) => valueText(value) };
const asChoice: FormKind = {
  formValue: (field, value) => (field.multiple ? (Array.isArray(value) ? [...(value as unknown[])] : []) : (value ?? null)),
};
const asNumberText: FormKind = {
  formValue: (_field, value, separator) => (value == null ? '' : valueText(value).replace('.', separator)),
  ruleValue: (text) => text.trim().replace(/\s/g, '').replace(',', '.'),
};

/** How the form holds each kind's value, and how the shared rules read what the form holds. */
const FORM_KINDS: { readonly [K in FieldKind]: FormKind } = {
  text: asText,
  longText: asText,
  slug: asText,
  password: { formValue: () => '' },
  richText: asText,
  integer: asNumberText,
  decimal: asNumberText,
  money: asNumberText,
  percentage: asNumberText,
  boolean: { formValue: (_field, value) => value === true },
  enum: asChoice,
  date: asText,
  datetime: {
    formValue: (_field, value) => (typeof value === 'string' ? toLocalDateTime(value) : ''),
    ruleValue: (text) => (text ? fromLocalDateTime(text) : text),
  },
  locale: asText,
  country: asText,
  store: asChoice,
  storeGroup: asChoice,
  currencyGroup: asChoice,
  stockStatus: asChoice,
  priceListGroup: asChoice,
  // The tree as it is; the rule builder edits a copy of it at each change.
  priceRules: { formValue: (_field, value) => value ?? emptyRules() },
  reference: asChoice,
  category: asChoice,
  file: asChoice,
  translations: {
    formValue: (_field, value) => {
      const texts = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(LOCALES.map((l) => [l, typeof texts[l] === 'string' ? texts[l] : '']));
    },
  },
};

function formValue(field: FieldDef, value: unknown, separator: string): unknown {
  return FORM_KINDS[field.kind].formValue(field, value, separator);
}

/** The form's starting values: the record's (edit), or the declared defaults with any `start` values (new). */
export function initialValues(
  def: ResourceDef,
  record: ResourceRecord | null,
  locale: string,
  start?: Readonly<Record<string, unknown>>,
): FormValues {
  const separator = decimalSeparator(locale);
  const values: FormValues = {};
  for (const field of writableFields(def)) {
    const value = record ? record[field.key] : start && field.key in start ? start[field.key] : (field.default ?? null);
    values[field.key] = formValue(field, value, separator);
  }
  return values;
}

/** A value as the shared rules read it: decimals with a point, date-times as instants. */
function ruleValue(field: FieldDef, value: unknown): unknown {
  const read = FORM_KINDS[field.kind].ruleValue;
  return typeof value === 'string' && read ? read(value) : value;
}

/**
 * The form's values as the shared rules read them; a field that does not apply to the record as the form now
 * holds it (`appliesWhen`: a redirect's target category once its type is pages) reads as empty. The form keeps
 * what was picked there, so going back to that type finds it again; only what applies is checked and sent.
 */
export function ruleValues(def: ResourceDef, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of writableFields(def)) out[field.key] = ruleValue(field, values[field.key]);
  for (const field of writableFields(def)) if (!fieldApplies(field, out)) out[field.key] = null;
  return out;
}

/** The body a save sends: every writable field normalized; an empty password on update is left out. */
export function bodyOf(def: ResourceDef, values: FormValues, mode: WriteMode): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const read = ruleValues(def, values);
  for (const field of writableFields(def)) {
    const value = read[field.key];
    if (isSecret(field) && (value == null || value === '')) {
      if (mode === 'update') continue;
    }
    body[field.key] = normalizeValue(field, value);
  }
  return body;
}

/**
 * Fields the form shows: writable ones (read-only and hidden fields are the server's); given the form's values,
 * only those that apply to the record as it now stands (`appliesWhen`).
 */
export function formFields(def: ResourceDef, values?: FormValues): FieldDef[] {
  const fields = writableFields(def);
  return values ? fields.filter((field) => fieldApplies(field, values)) : fields;
}
