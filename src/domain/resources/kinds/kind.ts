/**
 * What a field kind is on both sides (browser and server): its implied checks, its canonical JSON value
 * and the traits the engine asks about (a secret, a range filter, a set of ids, a text per locale). One
 * module per kind in this folder declares it with its builder function; `index.ts` collects them in a map
 * typed over every FieldKind, so a new kind that lacks an entry does not compile. The server's part of a
 * kind is server/resources/kinds.ts, the browser's src/views/resource/kinds.tsx (docs/decisions.md
 * "Field kinds").
 */
import { asText, isBlank, issue, maxValue, minValue, type Rule } from '../../validation';
import type { FieldDef, FieldKind } from '../types';

export type WriteMode = 'create' | 'update';

export interface DomainKind {
  /**
   * The checks the kind implies, after `required` and before the declaration's bounds and own rules.
   * `max` is the field's length limit (maxLengthOf) for text-like kinds, else null.
   */
  rules(field: FieldDef, mode: WriteMode, max: number | null): Rule[];
  /** One non-blank value (an element of a set) in its canonical JSON form; the value itself when absent. */
  normalize?(field: FieldDef, value: unknown): unknown;
  /** The whole value in canonical JSON, for kinds whose blank is not null (boolean, translations). */
  normalizeValue?(field: FieldDef, value: unknown): unknown;
  /** Text-like kinds: the most characters unless the declaration says `maxLength`. */
  maxLength?: number;
  /** The kind checks `required` itself (a switch is never blank; translations need the default locale). */
  ownRequired?: boolean;
  /** The kind applies `min`/`max` itself (a percentage's 0–100 default). */
  ownBounds?: boolean;
  /** Write-only: never answered, exported, shown or recorded; empty on update keeps the current one. */
  secret?: boolean;
  /** Listed with a `from..to` range filter (numbers and dates) instead of any-of values. */
  range?: boolean;
  /** The value is the id of a record elsewhere (stores, files, other resources): checked to exist before a write. */
  refersToRecord?: boolean;
  /** The value is a decimal number as text (`"12.50"`): edited in the reader's notation, bounded by its column. */
  decimal?: boolean;
  /** The value is HTML: sanitized on the server, reduced to its text in one-line readings. */
  html?: boolean;
  /** One text per interface locale (`{ sv, en }`), compared, searched and exported per locale. */
  perLocale?: boolean;
}

/** The options of a builder: everything of a FieldDef but its key and kind; the label is optional. */
export type Options = Omit<FieldDef, 'key' | 'kind' | 'label'> & { label?: string };

/** A builder of a kind: `text('Name', { required: true })`; the label defaults to the message `fields.<Key>`. */
export function make(kind: FieldKind) {
  return (key: string, options: Options = {}): FieldDef => ({ key, kind, label: `fields.${key}`, ...options });
}

export const INT_MAX = 2_147_483_647;

export function typeIs(type: 'string'): Rule {
  return (value) => (value == null || typeof value === type ? null : issue('validation.type'));
}

/** Each element of an array value (or the single value) passes `rule`. */
export function each(rule: Rule, multiple: boolean | undefined): Rule {
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
  isBlank(value) || (/^\d{1,10}$/.test(asText(value)) && Number(value) >= 1 && Number(value) <= INT_MAX) ? null : issue('validation.type');

export const decimalWithScale =
  (scale: number): Rule =>
  (value) => {
    if (isBlank(value)) return null;
    const text = asText(value).trim().replace(',', '.');
    if (!/^-?\d+(\.\d+)?$/.test(text)) return issue('validation.decimal');
    const decimals = text.split('.')[1]?.length ?? 0;
    return decimals > scale ? issue('validation.scale', { scale }) : null;
  };

/** A bound that also reads a decimal comma ("12,50"), as people type amounts in Swedish. */
const decimalBound =
  (rule: Rule): Rule =>
  (value, form) =>
    rule(typeof value === 'string' ? value.replace(',', '.') : value, form);

export const decimalMin = (min: number) => decimalBound(minValue(min));
export const decimalMax = (max: number) => decimalBound(maxValue(max));

/** A decimal with `scale` decimals in its canonical text (`"12.50"`), read with a point or a comma. */
export function decimalText(value: unknown, scale: number): string {
  return Number(String(value).trim().replace(',', '.')).toFixed(scale);
}

/** A record id of another table (store, file, reference …): the number. */
export const idKind: DomainKind = {
  rules: (field) => [each(positiveId, field.multiple)],
  normalize: (_field, value) => Number(value),
  refersToRecord: true,
};
