/**
 * From a request body to the values a write stores: blank slugs generated from their source, the shared
 * struct's checks (40001 naming each field), canonical JSON (normalizeInput), rich text sanitized,
 * passwords checked against the common-password list and hashed, then the table's row by property name.
 */
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { slugify } from '../../src/domain/format';
import { isSecret, translatedText } from '../../src/domain/resources/kinds';
import { normalizeInput, resourceStruct, writableFields, type WriteMode } from '../../src/domain/resources/rules';
import { TEXT_FORMS } from '../../src/domain/resources/text-forms';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { isBlankText, issue } from '../../src/domain/validation';
import { isCommonPassword } from '../auth/password-policy';
import { ApiFailure, ERROR_TEXT, parseWith } from '../http/errors';
import type { ResourceBinding } from './binding';
import { SERVER_KINDS } from './kinds';
import { valueText } from '../../src/domain/value-text';

/** A field's text for slugs and password checks: the text itself or the default locale's translation (else any). */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return '';
  return translatedText(value, DEFAULT_LOCALE);
}

/** The body as an object, or 40001. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the body must be a JSON object`);
  }
  return body as Record<string, unknown>;
}

/** The writable values of a record, as the form holds them (what an update merges the body over). */
export function editableValues(binding: ResourceBinding, record: ResourceRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableFields(binding.def)) if (!isSecret(field)) values[field.key] = record[field.key];
  return values;
}

/** The declared defaults a new record starts with (a required field with a default may be left out). */
function defaultValues(binding: ResourceBinding): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableFields(binding.def)) if (field.default !== undefined) values[field.key] = field.default;
  return values;
}

/** Blank slugs take the slug of their source field (SPEC.md section 5 slug rules). */
function fillSlugs(binding: ResourceBinding, form: Record<string, unknown>): void {
  for (const field of binding.def.fields) {
    if (field.kind !== 'slug' || !field.source || field.readOnly || !isBlankText(form[field.key])) continue;
    const generated = slugify(textOf(form[field.source]));
    if (generated) form[field.key] = generated;
  }
}

/**
 * The validated, canonical values of a create (`current` null) or an update (the body merged over the
 * record as it is, so the shared struct sees the whole form and cross-field rules hold).
 */
export function checkedValues(
  binding: ResourceBinding,
  body: Record<string, unknown>,
  mode: WriteMode,
  current: ResourceRecord | null,
): Record<string, unknown> {
  const form: Record<string, unknown> = current ? { ...editableValues(binding, current), ...body } : { ...defaultValues(binding), ...body };
  fillSlugs(binding, form);
  parseWith(resourceStruct(binding.def, mode), form);
  const values = normalizeInput(binding.def, form, mode);
  for (const [key, value] of Object.entries(values)) {
    const field = binding.fields.get(key)!;
    const sanitize = SERVER_KINDS[field.kind].sanitize;
    if (sanitize) values[key] = sanitize(field, value);
  }
  assertNumbersFit(binding, values);
  return values;
}

/** 40001 for a number the column cannot hold (the shared rules bound money and percentages, not every decimal). */
function assertNumbersFit(binding: ResourceBinding, values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    const field = binding.fields.get(key)!;
    const digits = SERVER_KINDS[field.kind].digits?.(field);
    if (!digits || typeof value !== 'string') continue;
    const { precision, scale } = digits;
    const whole = value
      .replace('-', '')
      .split('.')[0]
      .replace(/^0+(?=\d)/, '');
    if (whole.length > precision - scale) {
      const max = Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
      throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [key]: issue('validation.maxValue', { max }) });
    }
  }
}

/** Password fields being set; each is refused when guessable from the common lists or the record's own texts. */
export function passwordsOf(binding: ResourceBinding, values: Record<string, unknown>): string[] {
  const keys = binding.def.fields.filter((f) => isSecret(f) && typeof values[f.key] === 'string').map((f) => f.key);
  if (keys.length === 0) return keys;
  const words = binding.def.fields
    .filter((f) => f.kind === 'text' || f.kind === 'slug')
    .flatMap((f) => {
      const text = textOf(values[f.key]);
      return [text, ...text.split(/[\s@.]+/)];
    });
  for (const key of keys) {
    if (isCommonPassword(values[key] as string, words)) {
      throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [key]: issue('validation.passwordCommon') });
    }
  }
  return keys;
}

/**
 * The row to write, by the table's property names: passwords hashed (argon2id), instants as Dates, and a
 * `matchedAs` field's form column beside it (a phone number's normalized digits).
 */
export async function rowOf(binding: ResourceBinding, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = binding.fields.get(key);
    const property = binding.properties[key];
    if (!field || !property) continue;
    const toRow = SERVER_KINDS[field.kind].toRow;
    row[property] = toRow ? await toRow(value) : value;
    const form = field.matchedAs && binding.formProperties[key];
    if (form) row[form] = value == null ? null : TEXT_FORMS[field.matchedAs!].normalize(valueText(value));
  }
  return row;
}
