/**
 * Validation and normalization of a resource's records, derived from its field declarations and shared by
 * the edit form and the server (DESIGN.md "Bodies are validated with superstruct structs from src/domain").
 * `resourceRules` gives the rules per field; `resourceStruct` the struct the server parses bodies with;
 * `normalizeInput` turns form or JSON values into the canonical JSON the API stores and answers.
 */
import type { Struct } from 'superstruct';
import { formStruct, isBlank, issue, minLength, required, requiredIf, type FormRules, type Rule } from '../validation';
import { decimalMax, decimalMin } from './kinds/kind';
import { isSecret, KINDS } from './kinds';
import type { FieldDef, FieldKind, ResourceDef } from './types';
import { placeholderRule } from '../placeholders';
import { valueText } from '../value-text';

export type { WriteMode } from './kinds';
import type { WriteMode } from './kinds';
export { isUnreadable, UNREADABLE_DATE } from './kinds';

/**
 * The most characters (UTF-16 code units, as the browser counts) a text-like field holds unless its
 * declaration says otherwise (`maxLength`); docs/decisions.md "Input limits". The form and the server
 * refuse longer text with the same message; no editor cuts text silently. Each is its kind's `maxLength`.
 */
export const MAX_LENGTH_BY_KIND: Partial<Record<FieldKind, number>> = Object.fromEntries(
  Object.entries(KINDS)
    .filter(([, kind]) => kind.maxLength != null)
    .map(([name, kind]) => [name, kind.maxLength]),
);

export const DEFAULT_TEXT_MAX = KINDS.text.maxLength!;

/** A field's length limit: its own `maxLength`, else its kind's (for translations, the kind of each text). Null for kinds without text. */
export function maxLengthOf(field: FieldDef): number | null {
  if (field.maxLength != null) return field.maxLength;
  const kind = field.kind === 'translations' ? (field.of ?? 'text') : field.kind;
  return KINDS[kind].maxLength ?? null;
}

/**
 * Whether a field belongs to a record with these values (its `appliesWhen`): every named field holds one of
 * the allowed values, compared as text (a form's choice and the stored code alike). A field without it always does.
 */
export function fieldApplies(field: FieldDef, values: Record<string, unknown>): boolean {
  if (!field.appliesWhen) return true;
  return Object.entries(field.appliesWhen).every(([key, allowed]) => allowed.some((v) => String(v) === valueText(values[key])));
}

/** A field that does not apply to the record stays empty. */
const emptyUnlessApplies =
  (field: FieldDef): Rule =>
  (value, form) =>
    isBlank(value) || fieldApplies(field, form) ? null : issue('validation.notApplicable');

/** The checks one field's value must pass. */
export function fieldRules(field: FieldDef, mode: WriteMode = 'create'): Rule[] {
  const kind = KINDS[field.kind];
  const rules: Rule[] = [];
  const isRequired = field.required && !(kind.secret && mode === 'update');
  // A field that applies only to some records is required only on those, and empty on the others.
  if (field.appliesWhen) rules.push(emptyUnlessApplies(field));
  if (isRequired && field.appliesWhen) rules.push(requiredIf((form) => fieldApplies(field, form)));
  else if (isRequired && !kind.ownRequired) rules.push(required);
  rules.push(...kind.rules(field, mode, maxLengthOf(field)));
  if (!kind.ownBounds && field.min != null) rules.push(decimalMin(field.min));
  if (!kind.ownBounds && field.max != null) rules.push(decimalMax(field.max));
  if (field.minLength != null) rules.push(minLength(field.minLength));
  if (field.placeholders) rules.push(placeholderRule(field.placeholders));
  if (field.rules) rules.push(...field.rules);
  return rules;
}

/** Fields a client writes: not read-only, not hidden, not computed. */
export function writableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.readOnly && !f.hidden && !f.computed);
}

export function resourceRules(def: ResourceDef, mode: WriteMode): FormRules {
  const rules: FormRules = {};
  for (const field of writableFields(def)) rules[field.key] = fieldRules(field, mode);
  return rules;
}

const structs = new Map<string, Struct<Record<string, unknown>, null>>();

/** The struct a create (`mode` create) or update body is parsed with; cached per resource. */
export function resourceStruct(def: ResourceDef, mode: WriteMode): Struct<Record<string, unknown>, null> {
  const key = `${def.name}:${mode}`;
  let struct = structs.get(key);
  if (!struct) {
    struct = formStruct<Record<string, unknown>>(resourceRules(def, mode));
    structs.set(key, struct);
  }
  return struct;
}

/** One field's value in its canonical JSON form (blank → null; numbers as the API carries them). */
export function normalizeValue(field: FieldDef, value: unknown): unknown {
  const kind = KINDS[field.kind];
  if (kind.normalizeValue) return kind.normalizeValue(field, value);
  const scalar = (one: unknown) => (kind.normalize ? kind.normalize(field, one) : one);
  if (field.multiple) {
    const list = Array.isArray(value) ? value : isBlank(value) ? [] : [value];
    return list.filter((v) => !isBlank(v)).map(scalar);
  }
  if (isBlank(value)) return null;
  return scalar(value);
}

/** Objects with their keys in order, so one value always reads as the same text. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A field's value as canonical JSON text (its normal form, object keys in order): equal values, equal text. */
export function canonicalText(field: FieldDef, value: unknown): string {
  return JSON.stringify(normalizeValue(field, value), sortedKeys);
}

/** Whether two values of a field are the same value once normalized. */
export function canonicalEquals(field: FieldDef, a: unknown, b: unknown): boolean {
  return canonicalText(field, a) === canonicalText(field, b);
}

/**
 * The writable fields of a body, normalized; keys the body lacks are left out on update (kept as they are)
 * and take their defaults on create, as do read-only fields with a declared default.
 */
export function normalizeInput(def: ResourceDef, body: Record<string, unknown>, mode: WriteMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of writableFields(def)) {
    if (!(field.key in body)) {
      if (mode === 'create' && !isSecret(field)) out[field.key] = normalizeValue(field, field.default ?? null);
      continue;
    }
    // An empty password on update keeps the current one (SPEC.md "User").
    if (isSecret(field) && isBlank(body[field.key])) continue;
    out[field.key] = normalizeValue(field, body[field.key]);
  }
  // Fields only the server sets start from their declared default (a newsletter starts as a draft).
  if (mode === 'create') {
    for (const field of def.fields)
      if (field.readOnly && !field.computed && field.default !== undefined) out[field.key] = normalizeValue(field, field.default);
  }
  return out;
}
