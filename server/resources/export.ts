/**
 * CSV export of a list (the selection by `ids`, or the list's filters): semicolon-delimited UTF-8 with a
 * BOM, a header row of `ID` and the field keys (language-neutral, so the file can be imported again), at
 * most EXPORT_MAX rows in the list's order. Sets are comma-joined. A translated field is one column per
 * language: the field's key holds the default language's text, `<Key>.<locale>` each other language's.
 * Rich text, translated or not, is written as plain text: tags dropped, entities decoded, one line per
 * paragraph, list item or line break (docs/decisions.md "Input limits").
 */
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_LOCALE, LOCALES } from '../../src/domain/constants';
import { htmlToText } from '../../src/domain/html';
import { holdsHtml, isPerLocale, isSecret } from '../../src/domain/resources/kinds';
import type { FieldDef, ResourceRecord } from '../../src/domain/resources/types';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';
import type { ListParams } from './list-params';
import { listRows } from './list-sql';
import { recordOfRow } from './records';
import { valueText } from '../../src/domain/value-text';

const EXPORT_MAX = 10_000;

/** The languages of a translated field's columns: the default first, then the others. */
const EXPORT_LOCALES = [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)];

interface Column {
  /** The header: the field key, or `<Key>.<locale>` for a translation other than the default. */
  header: string;
  key: string;
  field?: FieldDef;
  locale?: string;
}

function exportColumns(binding: ResourceBinding): Column[] {
  const columns: Column[] = [{ header: 'ID', key: 'ID' }];
  for (const field of binding.def.fields) {
    if (isSecret(field) || field.hidden) continue;
    if (!isPerLocale(field)) {
      columns.push({ header: field.key, key: field.key, field });
      continue;
    }
    for (const locale of EXPORT_LOCALES) {
      columns.push({ header: locale === DEFAULT_LOCALE ? field.key : `${field.key}.${locale}`, key: field.key, field, locale });
    }
  }
  return columns;
}

const TEXT_KINDS = new Set(['text', 'longText', 'richText', 'slug', 'translations']);

function plainText(field: FieldDef | undefined, text: string): string {
  return field && holdsHtml(field) ? htmlToText(text) : text;
}

/**
 * A cell's text. Text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first;
 * reviews and notifications come from the storefronts' customers) gets a leading apostrophe (OWASP
 * "CSV injection"); numbers and codes are written as they are.
 */
function cell(record: ResourceRecord, column: Column): string {
  let value = record[column.key];
  if (column.locale) value = (value as Record<string, unknown> | null)?.[column.locale] ?? null;
  if (value == null) return '';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  const textual = TEXT_KINDS.has(column.field?.kind ?? '');
  const text = textual ? plainText(column.field, valueText(value)) : valueText(value);
  return textual && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export async function exportRecords(db: Executor, binding: ResourceBinding, params: ListParams): Promise<ResourceRecord[]> {
  // listRows reads limit + 1 rows: EXPORT_MAX in all.
  const rows = await listRows(db, binding, { ...params, cursor: null, limit: EXPORT_MAX - 1 });
  return rows.map((row) => recordOfRow(binding, row));
}

export function toCsv(binding: ResourceBinding, records: ResourceRecord[]): string {
  const columns = exportColumns(binding);
  return stringify(
    records.map((record) => columns.map((column) => cell(record, column))),
    // A line break inside a cell is quoted too (csv-stringify only quotes the record delimiter itself), or a
    // spreadsheet would start a new row at it.
    {
      delimiter: ';',
      bom: true,
      header: true,
      columns: columns.map((column) => column.header),
      record_delimiter: '\r\n',
      quoted_match: /[\r\n]/,
    },
  );
}

/** `<name>-YYYY-MM-DD.csv` for the day of `now` (UTC). */
export function exportFileName(binding: ResourceBinding, now: Date): string {
  return `${binding.def.name}-${now.toISOString().slice(0, 10)}.csv`;
}
