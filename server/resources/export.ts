/**
 * CSV export of a list (the selection by `ids`, or the list's filters): semicolon-delimited UTF-8 with a
 * BOM, a header row of `ID` and the field keys (language-neutral, so the file can be imported again), at
 * most EXPORT_MAX rows in the list's order. Sets are comma-joined, translations JSON.
 */
import { stringify } from 'csv-stringify/sync';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';
import type { ListParams } from './list-params';
import { listQuery } from './list-query';
import { toRecord } from './records';

export const EXPORT_MAX = 10_000;

/** Keys of the export's columns: ID and every field a record answers, hidden ones excluded. */
export function exportKeys(binding: ResourceBinding): string[] {
  return ['ID', ...binding.def.fields.filter((f) => f.kind !== 'password' && !f.hidden).map((f) => f.key)];
}

const TEXT_KINDS = new Set(['text', 'longText', 'richText', 'slug']);

/**
 * A cell's text. Text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first;
 * reviews and notifications come from the storefronts' customers) gets a leading apostrophe (OWASP
 * "CSV injection"); numbers and codes are written as they are.
 */
function cell(value: unknown, textual: boolean): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return textual && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export async function exportRecords(db: Executor, binding: ResourceBinding, params: ListParams): Promise<ResourceRecord[]> {
  // listQuery asks for limit + 1 rows: EXPORT_MAX in all.
  const rows = await listQuery(db, binding, { ...params, cursor: null, limit: EXPORT_MAX - 1 });
  return rows.map(({ __sort, ...row }) => toRecord(row));
}

export function toCsv(binding: ResourceBinding, records: ResourceRecord[]): string {
  const keys = exportKeys(binding);
  const textual = keys.map((key) => TEXT_KINDS.has(binding.fields.get(key)?.kind ?? ''));
  return stringify(
    records.map((record) => keys.map((key, i) => cell(record[key], textual[i]))),
    { delimiter: ';', bom: true, header: true, columns: keys, record_delimiter: '\r\n' },
  );
}

/** `<name>-YYYY-MM-DD.csv` for the day of `now` (UTC). */
export function exportFileName(binding: ResourceBinding, now: Date): string {
  return `${binding.def.name}-${now.toISOString().slice(0, 10)}.csv`;
}
