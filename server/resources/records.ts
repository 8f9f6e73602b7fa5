/**
 * Rows as the API answers them (ResourceRecord): system keys and fields by key (computed fields by their
 * SQL), instants as ISO strings, passwords never, and `<Key>File` beside each file field so lists show the
 * name and size at once.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isSecret } from '../../src/domain/resources/kinds';
import type { ResourceRecord, StoredFile } from '../../src/domain/resources/types';
import { files } from '../db/schema';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';

/** Keys a record answers: the system keys and every field but passwords. */
function answeredKeys(binding: ResourceBinding): string[] {
  return ['ID', 'Version', 'CreatedAt', 'UpdatedAt', ...binding.def.fields.filter((f) => !isSecret(f)).map((f) => f.key)];
}

/**
 * The select shape of a record: its columns, and each computed field's SQL. It is also what a write
 * returns, so a created or changed record answers its computed values too.
 */
export function recordSelection(binding: ResourceBinding): Record<string, AnyPgColumn | SQL> {
  const selection: Record<string, AnyPgColumn | SQL> = {};
  for (const key of answeredKeys(binding)) selection[key] = binding.computed.get(key) ?? binding.columns[key];
  return selection;
}

const answeredKeysOf = new WeakMap<ResourceBinding, string[]>();

/** A row of recordSelection (with or without extra columns such as a list's `__sort`) as a record. */
export function recordOfRow(binding: ResourceBinding, row: Record<string, unknown>): ResourceRecord {
  let keys = answeredKeysOf.get(binding);
  if (!keys) {
    keys = answeredKeys(binding);
    answeredKeysOf.set(binding, keys);
  }
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    const value = row[key];
    record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record as ResourceRecord;
}

export function toRecord(row: Record<string, unknown>): ResourceRecord {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) record[key] = value instanceof Date ? value.toISOString() : value;
  return record as ResourceRecord;
}

export function storedFileOf(row: typeof files.$inferSelect): StoredFile {
  return { ID: row.id, Name: row.name, Type: row.type, Size: row.size };
}

/** Adds `<Key>File` (StoredFile or null; a list for multiple fields) for each file field. */
export async function attachFiles(db: Executor, binding: ResourceBinding, records: ResourceRecord[]): Promise<ResourceRecord[]> {
  const fileFields = binding.def.fields.filter((f) => f.kind === 'file');
  if (fileFields.length === 0 || records.length === 0) return records;
  const ids = new Set<number>();
  for (const record of records) {
    for (const field of fileFields) {
      const value = record[field.key];
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.add(id);
    }
  }
  const rows = ids.size
    ? await db
        .select()
        .from(files)
        .where(inArray(files.id, [...ids]))
    : [];
  const byId = new Map(rows.map((row) => [row.id, storedFileOf(row)]));
  for (const record of records) {
    for (const field of fileFields) {
      const value = record[field.key];
      record[`${field.key}File`] = Array.isArray(value)
        ? value.map((id) => byId.get(id as number)).filter(Boolean)
        : typeof value === 'number'
          ? (byId.get(value) ?? null)
          : null;
    }
  }
  return records;
}

/** One record by id (with its files), or null. */
export async function readRecord(db: Executor, binding: ResourceBinding, id: number): Promise<ResourceRecord | null> {
  const rows = await db.select(recordSelection(binding)).from(binding.table).where(eq(binding.columns.ID, id));
  if (rows.length === 0) return null;
  const [record] = await attachFiles(db, binding, [toRecord(rows[0])]);
  return record;
}
