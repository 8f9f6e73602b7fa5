/**
 * References between records. Before a write every store, store group, file, category and reference id is
 * looked up (sets have no foreign key, and one 40001 can name every missing field at once); before a
 * delete, sets elsewhere that still hold the id make it "in use" like a foreign key does.
 */
import { and, arrayOverlaps, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../src/domain/errors';
import { refersToRecord, targetResource } from '../../src/domain/resources/kinds';
import type { FieldDef } from '../../src/domain/resources/types';
import { issue, type FieldErrors } from '../../src/domain/validation';
import type { Executor } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceBinding } from './binding';
import { IN_USE_MESSAGE } from './db-errors';
import { SERVER_KINDS } from './kinds';

/** The table a field's ids are looked up in: the kind's own (stores, files …) or the referenced resource's. */
function target(binding: ResourceBinding, field: FieldDef): { table: PgTable; id: AnyPgColumn } {
  const lookup = SERVER_KINDS[field.kind].lookup;
  if (lookup) return lookup();
  const other = binding.resources.bindingNamed(targetResource(field)!);
  return { table: other.table, id: other.columns.ID };
}

/** The condition a reference field's `where` puts on the records it may point at. */
function whereOf(binding: ResourceBinding, field: FieldDef): SQL | undefined {
  if (field.kind !== 'reference' || !field.where) return undefined;
  const columns = binding.resources.bindingNamed(field.resource!).columns;
  return and(...Object.entries(field.where).map(([key, allowed]) => inArray(columns[key], [...allowed])));
}

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** 40001 naming every referencing field whose id(s) do not exist or are not of the kind it takes. */
export async function assertReferencesExist(db: Executor, binding: ResourceBinding, values: Record<string, unknown>): Promise<void> {
  const fields: FieldErrors = {};
  for (const field of binding.def.fields) {
    if (!refersToRecord(field) || !(field.key in values)) continue;
    const ids = [...new Set(idsIn(values[field.key]))];
    if (ids.length === 0) continue;
    const { table, id } = target(binding, field);
    const found = await db
      .select({ id })
      .from(table)
      .where(and(inArray(id, ids), whereOf(binding, field)));
    if (found.length === ids.length) continue;
    // Either missing, or of a kind the field does not take (a component's set must be a SET).
    const exist = field.where ? await db.select({ id }).from(table).where(inArray(id, ids)) : found;
    fields[field.key] = issue(exist.length === ids.length ? 'validation.referenceKind' : 'validation.reference');
  }
  if (Object.keys(fields).length) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], fields);
}

/**
 * assertReferencesExist over many records' values at once (a set-based write): one look-up per referencing field
 * over every id the records name; when one is missing, the first record naming it gets the 40001 a write of it
 * alone gets.
 */
export async function assertReferencesExistInBulk(
  db: Executor,
  binding: ResourceBinding,
  valuesList: readonly Record<string, unknown>[],
): Promise<void> {
  for (const field of binding.def.fields) {
    if (!refersToRecord(field)) continue;
    const ids = [...new Set(valuesList.flatMap((values) => (field.key in values ? idsIn(values[field.key]) : [])))];
    if (ids.length === 0) continue;
    const { table, id } = target(binding, field);
    const found = new Set(
      (
        await db
          .select({ id })
          .from(table)
          .where(and(inArray(id, ids), whereOf(binding, field)))
      ).map((row) => Number(row.id)),
    );
    if (found.size === ids.length) continue;
    const first = valuesList.find((values) => field.key in values && idsIn(values[field.key]).some((one) => !found.has(one)))!;
    await assertReferencesExist(db, binding, first);
  }
}

/** 40901 when a set-valued reference of any resource still holds one of the ids. */
export async function assertNotInSets(db: Executor, binding: ResourceBinding, ids: number[]): Promise<void> {
  for (const other of binding.resources.all) {
    for (const field of other.def.fields) {
      if (!field.multiple || field.computed || targetResource(field) !== binding.def.name) continue;
      const column = other.columns[field.key];
      const [hit] = await db.select({ id: other.columns.ID }).from(other.table).where(arrayOverlaps(column, ids)).limit(1);
      if (hit) throw new ApiFailure(ErrorCode.Conflict, IN_USE_MESSAGE);
    }
  }
}
