/**
 * The server's part of every field kind (typed over FieldKind: a new kind without an entry does not
 * compile): its column in a resource's table, how the free text and a sort read it, whether a cursor's
 * value can be one of its values, and what a write does to its value before the row (sanitize, hash,
 * bound by the column's digits). The shared part (checks, canonical JSON, traits) is
 * src/domain/resources/kinds; docs/decisions.md "Field kinds".
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  text,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '../../src/domain/constants';
import { hasNumericCodes } from '../../src/domain/resources/kinds';
import { dateRule } from '../../src/domain/resources/kinds/date';
import { dateTimeRule } from '../../src/domain/resources/kinds/datetime';
import type { FieldDef, FieldKind } from '../../src/domain/resources/types';
import { storableText } from '../../src/domain/validation';
import { hashPassword } from '../auth/passwords';
import { timestamptz } from '../db/schema/columns';
import { currencyGroups, storeGroups, stores } from '../db/schema/common';
import { files } from '../db/schema/files';
import { priceListGroups, stockStatuses } from '../db/schema/product';
import { sanitizeRichText } from './sanitize';

export interface ServerKind {
  /**
   * The nullable column of one value (a set is an int[] or text[] column, see `textColumn`); `idOf` finds
   * the ID column of another resource's generated table (references; called when the foreign key is built).
   */
  column(name: string, field: FieldDef, idOf: (resource: string) => AnyPgColumn): PgColumnBuilderBase;
  /** The column is NOT NULL with a default already (a switch, translations): a required field adds nothing. */
  ownNotNull?: boolean;
  /** The value is stored as text (text[] for a set): a searchable field gets a trigram index. */
  textColumn?(field: FieldDef): boolean;
  /** Sorts and compares without regard to case (`lower(column)`), its sort and unique indexes too. */
  caseFolded?: boolean;
  /** What the free text `q` matches with ILIKE for a searchable field; absent: the kind is not searched. */
  searchText?(column: AnyPgColumn, field: FieldDef): SQL | null;
  /** The expression and SQL type a list sorts by, when not the column itself. */
  sortBy?(column: AnyPgColumn): { expression: SQL; type: string; notNull: boolean };
  /** A fixed table the value's ids are looked up in before a write (references resolve their resource instead). */
  lookup?: () => { table: PgTable; id: AnyPgColumn };
  /** A cursor's sort value (PostgreSQL's text of the column) can be one of the kind's values. */
  cursorFits(value: string, field: FieldDef | undefined): boolean;
  /** A filter value's text read by the kind itself instead of its rules (a switch: `true`, `false`); null refuses it. */
  readFilter?: (text: string) => { value: unknown } | null;
  /** A filter value is sent as it is, not through the column's driver mapping (ISO instants). */
  rawFilterValue?: boolean;
  /** The digits of the numeric column: a value with more before the point is a 40001. */
  digits?(field: FieldDef): { precision: number; scale: number };
  /** The canonical value made safe to store (rich text sanitized). */
  sanitize?: (field: FieldDef, value: unknown) => unknown;
  /** The canonical value as the row holds it (a password hashed, an instant as a Date). */
  toRow?: (value: unknown) => unknown;
}

const INT_MAX = 2_147_483_647;

/**
 * The text a searchable translations field is matched by: every locale's text joined. The trigram index
 * is built on exactly this expression, so the list query must use this function to hit it.
 */
export function translationsSearchText(column: AnyPgColumn): SQL {
  return sql.join(
    LOCALES.map((locale) => sql`coalesce(${column} ->> ${sql.raw(`'${locale}'`)}, '')`),
    sql` || ' ' || `,
  );
}

const fitsInteger = (value: string) => /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= INT_MAX;
const fitsDecimal = (value: string) => /^-?\d{1,15}(\.\d{1,6})?$/.test(value);
const fitsText = (value: string) => value.length <= 2000 && storableText(value, {}) === null;
const always = () => true;

/** A text kind: a text column, searched by the column itself when `searched`. */
function textual(
  searched: boolean,
  caseFolded = false,
): Pick<ServerKind, 'column' | 'textColumn' | 'caseFolded' | 'searchText' | 'cursorFits'> {
  return {
    column: (name) => text(name),
    textColumn: always,
    ...(caseFolded ? { caseFolded } : {}),
    ...(searched ? { searchText: (column: AnyPgColumn, field: FieldDef) => (field.multiple ? null : sql`${column}`) } : {}),
    cursorFits: fitsText,
  };
}

/** An id of a record in `table` (a store, a file …). */
function idIn(table: () => { table: PgTable; id: AnyPgColumn }): ServerKind {
  return {
    column: (name) => integer(name).references(() => table().id),
    lookup: table,
    cursorFits: fitsInteger,
  };
}

function sanitizeHtml(field: FieldDef, value: unknown): unknown {
  if (typeof value === 'string') return sanitizeRichText(value);
  if (field.kind === 'translations' && value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, string>).map(([locale, html]) => [locale, sanitizeRichText(html)]));
  }
  return value;
}

export const SERVER_KINDS: { readonly [K in FieldKind]: ServerKind } = {
  text: textual(true, true),
  longText: textual(true, true),
  slug: textual(true, true),
  richText: { ...textual(true), sanitize: sanitizeHtml },
  password: { ...textual(false), toRow: (value) => hashPassword(value as string) },
  locale: textual(false),
  country: textual(false),
  integer: { column: (name) => integer(name), cursorFits: fitsInteger },
  decimal: {
    column: (name, field) => numeric(name, { precision: 14, scale: field.scale ?? 2 }),
    cursorFits: fitsDecimal,
    digits: (field) => ({ precision: 14, scale: field.scale ?? 2 }),
  },
  money: {
    column: (name) => numeric(name, { precision: 14, scale: 2 }),
    cursorFits: fitsDecimal,
    digits: () => ({ precision: 14, scale: 2 }),
  },
  percentage: {
    column: (name) => numeric(name, { precision: 7, scale: 2 }),
    cursorFits: fitsDecimal,
    digits: () => ({ precision: 7, scale: 2 }),
  },
  boolean: {
    column: (name, field) =>
      boolean(name)
        .notNull()
        .default(Boolean(field.default ?? false)),
    ownNotNull: true,
    cursorFits: (value) => value === 'true' || value === 'false',
    readFilter: (text) => (text === 'true' || text === 'false' ? { value: text === 'true' } : null),
  },
  enum: {
    column: (name, field) => (hasNumericCodes(field) ? integer(name) : text(name)),
    textColumn: (field) => !hasNumericCodes(field),
    cursorFits: (value, field) => (field && hasNumericCodes(field) ? fitsInteger(value) : fitsText(value)),
  },
  date: {
    column: (name) => date(name, { mode: 'string' }),
    cursorFits: (value) => dateRule(value, {}) === null,
  },
  datetime: {
    column: (name) => timestamptz(name),
    rawFilterValue: true,
    cursorFits: (value) => {
      // PostgreSQL's text of a timestamptz: `2026-03-01 10:00:00.123456+00`.
      const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,6})?([+-]\d{2})(:\d{2})?$/.exec(value);
      const iso = match ? `${match[1]}T${match[2]}${(match[3] ?? '').slice(0, 4)}${match[4]}${match[5] ?? ':00'}` : '';
      return match !== null && dateTimeRule(iso, {}) === null;
    },
    toRow: (value) => (typeof value === 'string' ? new Date(value) : value),
  },
  translations: {
    column: (name) =>
      jsonb(name)
        .notNull()
        .default(sql`'{}'::jsonb`),
    ownNotNull: true,
    searchText: (column) => translationsSearchText(column),
    sortBy: (column) => ({ expression: sql`(${column} ->> ${sql.raw(`'${DEFAULT_LOCALE}'`)})`, type: 'text', notNull: false }),
    cursorFits: fitsText,
    sanitize: (field, value) => (field.of === 'richText' ? sanitizeHtml(field, value) : value),
  },
  store: idIn(() => ({ table: stores, id: stores.id })),
  storeGroup: idIn(() => ({ table: storeGroups, id: storeGroups.id })),
  currencyGroup: idIn(() => ({ table: currencyGroups, id: currencyGroups.id })),
  stockStatus: idIn(() => ({ table: stockStatuses, id: stockStatuses.id })),
  priceListGroup: idIn(() => ({ table: priceListGroups, id: priceListGroups.id })),
  priceRules: {
    // The empty tree (every product) unless rules are given.
    column: (name) =>
      jsonb(name)
        .notNull()
        .default(sql`'{"kind":"group","match":"all","children":[]}'::jsonb`),
    ownNotNull: true,
    cursorFits: () => false,
  },
  file: idIn(() => ({ table: files, id: files.id })),
  reference: { column: (name, field, idOf) => integer(name).references((): AnyPgColumn => idOf(field.resource!)), cursorFits: fitsInteger },
  category: { column: (name, _field, idOf) => integer(name).references((): AnyPgColumn => idOf('categories')), cursorFits: fitsInteger },
};
