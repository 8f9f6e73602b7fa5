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
  asText,
  email as emailRule, formStruct, issue, maxLength, maxValue, minLength, minValue, passwordPolicy, required, sku as skuRule,
  storableText, type FormRules, type Rule,
} from '../validation';
import { normalizePriceRules, priceRulesRule } from '../price-lists/rules-field';
import type { FieldDef, FieldKind, ResourceDef } from './types';

export type WriteMode = 'create' | 'update';

const blank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The most characters (UTF-16 code units, as the browser counts) a text-like field holds unless its
 * declaration says otherwise (`maxLength`); docs/decisions.md "Input limits". The form and the server
 * refuse longer text with the same message; no editor cuts text silently.
 */
export const MAX_LENGTH_BY_KIND = {
  text: 255,
  slug: 120,
  longText: 5_000,
  richText: 20_000,
  password: 200,
  locale: 16,
} as const satisfies Partial<Record<FieldKind, number>>;
export type TextLikeKind = keyof typeof MAX_LENGTH_BY_KIND;

export const DEFAULT_TEXT_MAX = MAX_LENGTH_BY_KIND.text;
export const LONG_TEXT_MAX = MAX_LENGTH_BY_KIND.longText;
export const RICH_TEXT_MAX = MAX_LENGTH_BY_KIND.richText;

function isTextLike(kind: string): kind is TextLikeKind {
  return kind in MAX_LENGTH_BY_KIND;
}

/** A field's length limit: its own `maxLength`, else its kind's (for translations, the kind of each text). Null for kinds without text. */
export function maxLengthOf(field: FieldDef): number | null {
  if (field.maxLength != null) return field.maxLength;
  const kind = field.kind === 'translations' ? field.of ?? 'text' : field.kind;
  return isTextLike(kind) ? MAX_LENGTH_BY_KIND[kind] : null;
}

/** numeric(14,2): twelve digits before the point. */
export const MONEY_MAX = 999_999_999_999.99;
const INT_MAX = 2_147_483_647;

const wholeNumber: Rule = (value) =>
  blank(value) || (/^-?\d{1,10}$/.test(asText(value).trim()) && Math.abs(Number(value)) <= INT_MAX) ? null : issue('validation.integer');

const decimalWithScale = (scale: number): Rule => (value) => {
  if (blank(value)) return null;
  const text = asText(value).trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return issue('validation.decimal');
  const decimals = text.split('.')[1]?.length ?? 0;
  return decimals > scale ? issue('validation.scale', { scale }) : null;
};

/** A bound that also reads a decimal comma ("12,50"), as people type amounts in Swedish. */
const decimalBound = (rule: Rule): Rule => (value, form) => rule(typeof value === 'string' ? value.replace(',', '.') : value, form);

const slugRule: Rule = (value) =>
  blank(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(asText(value)) ? null : issue('validation.slug');

const urlRule: Rule = (value) => {
  if (blank(value)) return null;
  const text = asText(value).trim();
  // A path inside the shop (/kategori/skal) or an absolute http(s) address.
  if (/^\/[^\s]*$/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : issue('validation.url');
  } catch {
    return issue('validation.url');
  }
};

const colorRule: Rule = (value) => (blank(value) || /^#[0-9a-fA-F]{6}$/.test(asText(value).trim()) ? null : issue('validation.color'));

/**
 * What a date editor holds when the browser cannot read what was typed (a native date input answers "" for
 * 2026-02-30 and sets `validity.badInput`): the date rules say "not a valid date" rather than "required".
 */
export const UNREADABLE_DATE = Object.freeze({ unreadable: 'date' as const });

export function isUnreadable(value: unknown): boolean {
  return value === UNREADABLE_DATE || (typeof value === 'object' && value !== null && (value as { unreadable?: unknown }).unreadable === 'date');
}

/** A calendar day that exists, year 1 to 9999 (what PostgreSQL's date and timestamptz hold as written). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateRule: Rule = (value) => {
  if (isUnreadable(value)) return issue('validation.date');
  if (blank(value)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asText(value).trim());
  return match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) ? null : issue('validation.date');
};

/** Earliest and latest instants stored: 0001-01-01 and 9999-12-31 in UTC, whatever the offset written. */
const INSTANT_RANGE = { first: new Date('0001-01-01T00:00:00Z').getTime(), last: new Date('9999-12-31T23:59:59.999Z').getTime() };

const dateTimeRule: Rule = (value) => {
  if (isUnreadable(value)) return issue('validation.datetime');
  if (blank(value)) return null;
  const text = asText(value).trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!match) return issue('validation.datetime');
  const [, year, month, day, hours, minutes, seconds = '0', , offsetHours = '0', offsetMinutes = '0'] = match;
  const valid =
    isCalendarDay(Number(year), Number(month), Number(day)) &&
    Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59 && Number(offsetHours) <= 14 && Number(offsetMinutes) <= 59;
  const instant = Date.parse(text);
  return valid && instant >= INSTANT_RANGE.first && instant <= INSTANT_RANGE.last ? null : issue('validation.datetime');
};

const booleanRule: Rule = (value) => (value == null || typeof value === 'boolean' ? null : issue('validation.type'));

const localeCode: Rule = (value) => (blank(value) || /^[a-z]{2}(-[A-Z]{2})?$/.test(asText(value)) ? null : issue('validation.type'));

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
  blank(value) || (/^\d{1,10}$/.test(asText(value)) && Number(value) >= 1 && Number(value) <= INT_MAX) ? null : issue('validation.type');

function oneOf(field: FieldDef): Rule {
  const allowed = new Set((field.options ?? []).map((o) => String(o.value)));
  return (value) => (blank(value) || allowed.has(asText(value)) ? null : issue('validation.oneOf'));
}

function translationsRule(field: FieldDef, mode: WriteMode): Rule {
  const max = maxLengthOf(field)!;
  return (value) => {
    if (value == null) return field.required && mode === 'create' ? issue('validation.required') : null;
    if (typeof value !== 'object' || Array.isArray(value)) return issue('validation.type');
    const texts = value as Record<string, unknown>;
    for (const [locale, text] of Object.entries(texts)) {
      if (!(LOCALES as readonly string[]).includes(locale)) return issue('validation.type');
      if (text != null && typeof text !== 'string') return issue('validation.type');
      if (typeof text === 'string' && text.length > max) return issue('validation.maxLength', { max });
      if (typeof text === 'string' && storableText(text, texts)) return issue('validation.characters');
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
  const max = maxLengthOf(field);
  switch (field.kind) {
    case 'text':
      rules.push(typeIs('string'), maxLength(max!), storableText);
      if (field.format === 'email') rules.push(emailRule);
      if (field.format === 'url') rules.push(urlRule);
      if (field.format === 'color') rules.push(colorRule);
      if (field.format === 'sku') rules.push(skuRule);
      break;
    case 'longText':
    case 'richText':
      rules.push(typeIs('string'), maxLength(max!), storableText);
      break;
    case 'password':
      rules.push(typeIs('string'), maxLength(max!), storableText, passwordPolicy);
      break;
    case 'slug':
      rules.push(typeIs('string'), maxLength(max!), slugRule);
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
      rules.push(typeIs('string'), maxLength(max!), localeCode);
      break;
    case 'store':
    case 'storeGroup':
    case 'stockStatus':
    case 'priceListGroup':
    case 'reference':
    case 'category':
    case 'file':
      rules.push(each(positiveId, field.multiple));
      break;
    case 'priceRules':
      rules.push(priceRulesRule);
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
  if (field.kind === 'priceRules') return normalizePriceRules(value);
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
    case 'stockStatus':
    case 'priceListGroup':
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
