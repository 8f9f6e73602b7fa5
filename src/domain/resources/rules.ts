/**
 * Validation and normalization of a resource's records, derived from its field declarations and shared by
 * the edit form and the server (DESIGN.md "Bodies are validated with superstruct structs from src/domain").
 * `resourceRules` gives the rules per field; `resourceStruct` the struct the server parses bodies with;
 * `normalizeInput` turns form or JSON values into the canonical JSON the API stores and answers.
 */
import type { Struct } from 'superstruct';
import { LOCALES, DEFAULT_LOCALE } from '../constants';
import type { FieldIssue } from '../errors';
import {
  email as emailRule, formStruct, issue, maxLength, maxValue, minLength, minValue, passwordPolicy, required,
  type FormRules, type Rule,
} from '../validation';
import type { FieldDef, ResourceDef } from './types';

export type WriteMode = 'create' | 'update';

const blank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export const DEFAULT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 20_000;
export const RICH_TEXT_MAX = 200_000;
/** numeric(14,2): twelve digits before the point. */
export const MONEY_MAX = 999_999_999_999.99;
const INT_MAX = 2_147_483_647;

const wholeNumber: Rule = (value) =>
  blank(value) || (/^-?\d{1,10}$/.test(String(value).trim()) && Math.abs(Number(value)) <= INT_MAX) ? null : issue('validation.integer');

const decimalWithScale = (scale: number): Rule => (value) => {
  if (blank(value)) return null;
  const text = String(value).trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return issue('validation.decimal');
  const decimals = text.split('.')[1]?.length ?? 0;
  return decimals > scale ? issue('validation.scale', { scale }) : null;
};

/** A bound that also reads a decimal comma ("12,50"), as people type amounts in Swedish. */
const decimalBound = (rule: Rule): Rule => (value, form) => rule(typeof value === 'string' ? value.replace(',', '.') : value, form);

const slugRule: Rule = (value) =>
  blank(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(value)) ? null : issue('validation.slug');

const urlRule: Rule = (value) => {
  if (blank(value)) return null;
  const text = String(value).trim();
  // A path inside the shop (/kategori/skal) or an absolute http(s) address.
  if (/^\/[^\s]*$/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : issue('validation.url');
  } catch {
    return issue('validation.url');
  }
};

const colorRule: Rule = (value) => (blank(value) || /^#[0-9a-fA-F]{6}$/.test(String(value).trim()) ? null : issue('validation.color'));

const dateRule: Rule = (value) => {
  if (blank(value)) return null;
  const text = String(value).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return issue('validation.date');
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? null : issue('validation.date');
};

const dateTimeRule: Rule = (value) => {
  if (blank(value)) return null;
  const text = String(value).trim();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text))
    ? null
    : issue('validation.datetime');
};

const booleanRule: Rule = (value) => (value == null || typeof value === 'boolean' ? null : issue('validation.type'));

const localeCode: Rule = (value) => (blank(value) || /^[a-z]{2}(-[A-Z]{2})?$/.test(String(value)) ? null : issue('validation.type'));

/** Each element of an array value (or the single value) passes `rule`. */
function each(rule: Rule, multiple: boolean | undefined): Rule {
  return (value, form) => {
    if (!multiple) return Array.isArray(value) ? issue('validation.type') : rule(value, form);
    if (value == null) return null;
    if (!Array.isArray(value)) return issue('validation.type');
    for (const item of value) {
      const found = rule(item, form);
      if (found) return found;
    }
    return null;
  };
}

const positiveId: Rule = (value) =>
  blank(value) || (/^\d{1,10}$/.test(String(value)) && Number(value) >= 1 && Number(value) <= INT_MAX) ? null : issue('validation.type');

function oneOf(field: FieldDef): Rule {
  const allowed = new Set((field.options ?? []).map((o) => String(o.value)));
  return (value) => (blank(value) || allowed.has(String(value)) ? null : issue('validation.oneOf'));
}

function translationsRule(field: FieldDef, mode: WriteMode): Rule {
  const max = field.maxLength ?? (field.of === 'richText' ? RICH_TEXT_MAX : field.of === 'longText' ? LONG_TEXT_MAX : DEFAULT_TEXT_MAX);
  return (value) => {
    if (value == null) return field.required && mode === 'create' ? issue('validation.required') : null;
    if (typeof value !== 'object' || Array.isArray(value)) return issue('validation.type');
    const texts = value as Record<string, unknown>;
    for (const [locale, text] of Object.entries(texts)) {
      if (!(LOCALES as readonly string[]).includes(locale)) return issue('validation.type');
      if (text != null && typeof text !== 'string') return issue('validation.type');
      if (typeof text === 'string' && text.length > max) return issue('validation.maxLength', { max });
    }
    // The default locale is the fallback language, so a required text needs it.
    if (field.required && blank(texts[DEFAULT_LOCALE])) return issue('validation.required');
    return null;
  };
}

/** The checks one field's value must pass. */
export function fieldRules(field: FieldDef, mode: WriteMode = 'create'): Rule[] {
  const rules: Rule[] = [];
  const isRequired = field.required && !(field.kind === 'password' && mode === 'update');
  if (isRequired && field.kind !== 'translations' && field.kind !== 'boolean') rules.push(required);
  switch (field.kind) {
    case 'text':
      rules.push(typeIs('string'), maxLength(field.maxLength ?? DEFAULT_TEXT_MAX));
      if (field.format === 'email') rules.push(emailRule);
      if (field.format === 'url') rules.push(urlRule);
      if (field.format === 'color') rules.push(colorRule);
      break;
    case 'longText':
      rules.push(typeIs('string'), maxLength(field.maxLength ?? LONG_TEXT_MAX));
      break;
    case 'richText':
      rules.push(typeIs('string'), maxLength(field.maxLength ?? RICH_TEXT_MAX));
      break;
    case 'password':
      rules.push(typeIs('string'), maxLength(200), passwordPolicy);
      break;
    case 'slug':
      rules.push(typeIs('string'), maxLength(field.maxLength ?? DEFAULT_TEXT_MAX), slugRule);
      break;
    case 'integer':
      rules.push(wholeNumber);
      break;
    case 'decimal':
      rules.push(decimalWithScale(field.scale ?? 2));
      break;
    case 'money':
      rules.push(decimalWithScale(2), decimalBound(maxValue(MONEY_MAX)), decimalBound(minValue(-MONEY_MAX)));
      break;
    case 'percentage':
      rules.push(decimalWithScale(2), decimalBound(minValue(field.min ?? 0)), decimalBound(maxValue(field.max ?? 100)));
      break;
    case 'boolean':
      rules.push(booleanRule);
      break;
    case 'enum':
      rules.push(each(oneOf(field), field.multiple));
      break;
    case 'date':
      rules.push(dateRule);
      break;
    case 'datetime':
      rules.push(dateTimeRule);
      break;
    case 'locale':
      rules.push(localeCode);
      break;
    case 'store':
    case 'storeGroup':
    case 'reference':
    case 'category':
    case 'file':
      rules.push(each(positiveId, field.multiple));
      break;
    case 'translations':
      rules.push(translationsRule(field, mode));
      break;
  }
  if (field.kind !== 'percentage' && field.min != null) rules.push(decimalBound(minValue(field.min)));
  if (field.kind !== 'percentage' && field.max != null) rules.push(decimalBound(maxValue(field.max)));
  if (field.minLength != null) rules.push(minLength(field.minLength));
  if (field.rules) rules.push(...field.rules);
  return rules;
}

function typeIs(type: 'string'): Rule {
  return (value) => (value == null || typeof value === type ? null : issue('validation.type'));
}

/** Fields a client writes: not read-only, not hidden. */
export function writableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.readOnly && !f.hidden);
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
  // A translations column always holds an object: no text in any language is {}.
  if (field.kind === 'translations' && blank(value)) return {};
  if (field.kind === 'boolean') return value == null ? (field.default as boolean | undefined) ?? false : value === true || value === 'true';
  if (field.multiple) {
    const list = Array.isArray(value) ? value : blank(value) ? [] : [value];
    return list.filter((v) => !blank(v)).map((v) => normalizeScalar(field, v));
  }
  if (blank(value)) return null;
  return normalizeScalar(field, value);
}

function normalizeScalar(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'integer':
    case 'store':
    case 'storeGroup':
    case 'reference':
    case 'category':
    case 'file':
      return Number(value);
    case 'decimal':
    case 'money':
    case 'percentage':
      return Number(String(value).trim().replace(',', '.')).toFixed(field.kind === 'decimal' ? (field.scale ?? 2) : 2);
    case 'enum':
      return typeof field.options?.[0]?.value === 'number' ? Number(value) : String(value);
    case 'translations': {
      const out: Record<string, string> = {};
      for (const [locale, text] of Object.entries(value as Record<string, unknown>)) if (!blank(text)) out[locale] = String(text);
      return out;
    }
    case 'text':
    case 'slug':
    case 'longText':
      return String(value).trim();
    default:
      return value;
  }
}

/**
 * The writable fields of a body, normalized; keys the body lacks are left out on update (kept as they are)
 * and take their defaults on create, as do read-only fields with a declared default.
 */
export function normalizeInput(def: ResourceDef, body: Record<string, unknown>, mode: WriteMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of writableFields(def)) {
    if (!(field.key in body)) {
      if (mode === 'create' && field.kind !== 'password') out[field.key] = normalizeValue(field, field.default ?? null);
      continue;
    }
    // An empty password on update keeps the current one (SPEC.md "User").
    if (field.kind === 'password' && blank(body[field.key])) continue;
    out[field.key] = normalizeValue(field, body[field.key]);
  }
  // Fields only the server sets start from their declared default (a newsletter starts as a draft).
  if (mode === 'create') {
    for (const field of def.fields) if (field.readOnly && field.default !== undefined) out[field.key] = normalizeValue(field, field.default);
  }
  return out;
}

/** Field errors of a body, as the form shows them (first failing rule per field). */
export type RecordErrors = Record<string, FieldIssue>;
