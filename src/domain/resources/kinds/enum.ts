/**
 * One of `options` (codes with label message ids), or a set of them with `multiple`:
 * `enumeration('Status', codes('status', [1, 2]))`. Numeric codes are stored as integers, others as text.
 */
import { asText, isBlank, issue, type Rule } from '../../validation';
import type { EnumOption, FieldDef } from '../types';
import { each, make, type DomainKind, type Options } from './kind';

export const enumeration = (key: string, options: readonly EnumOption[], more: Options = {}): FieldDef =>
  make('enum')(key, { options, ...more });

/** Options from a code → message-id-suffix table: `codes(prefix, [1, 2, 3])` gives labels prefix.1, prefix.2, prefix.3. */
export function codes(
  prefix: string,
  values: readonly (number | string)[],
  tones: Partial<Record<string, EnumOption['tone']>> = {},
): EnumOption[] {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, ...(tones[String(value)] ? { tone: tones[String(value)] } : {}) }));
}

/** The codes are numbers (an integer column), not text. */
export function hasNumericCodes(field: FieldDef): boolean {
  return typeof field.options?.[0]?.value === 'number';
}

/** The option of a code (compared as text: a filter's "2" is the code 2), if declared. */
export function optionOf(field: FieldDef, value: unknown): EnumOption | undefined {
  return field.options?.find((o) => String(o.value) === String(value));
}

function oneOf(field: FieldDef): Rule {
  const allowed = new Set((field.options ?? []).map((o) => String(o.value)));
  return (value) => (isBlank(value) || allowed.has(asText(value)) ? null : issue('validation.oneOf'));
}

export const enumKind: DomainKind = {
  rules: (field) => [each(oneOf(field), field.multiple)],
  normalize: (field, value) => (hasNumericCodes(field) ? Number(value) : String(value)),
};
