/**
 * Creates and updates of many records of one resource in a few statements inside the caller's transaction (a
 * catalogue import's batch, docs/decisions.md "Imports"): the references of every record looked up at once, one
 * INSERT or one UPDATE … FROM over the rows as one parameter (server/db/recordset.ts), the records read back
 * once, and one INSERT of their audit events. What is written is what writeCreate and writeUpdate
 * (mutations.ts) write record by record: the same checked values and row, CreatedAt/UpdatedAt, the Version
 * bumped only where the record still has the Version it was decided on (else 40901 with the record as it is
 * now), one audit event per record with the record before and after, by the acting user. The resource's
 * beforeWrite checks run in their set-based form (afterWrites, once the records are written); a resource without
 * one, or with passwords, is written record by record.
 */
import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../src/domain/errors';
import { isSecret } from '../../src/domain/resources/kinds';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { recordAudits, type AuditEntry } from '../audit';
import { columnNames, recordset, recordsetColumns, RECORDSET, rowsOf } from '../db/recordset';
import type { Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import { auditEntry } from './audit-values';
import type { ResourceBinding } from './binding';
import { conflict } from './concurrency';
import { translateWriteError } from './db-errors';
import type { MutationContext } from './mutations';
import { attachFiles, readRecord, recordSelection, toRecord } from './records';
import { assertReferencesExistInBulk } from './references';
import { versionAfter } from './versioned-writes';
import { rowOf } from './write-values';
import { hookContext } from './hooks';

type Context = Pick<MutationContext, 'auth' | 'now'>;

/** Whether a resource's writes may go set-based: its beforeWrite and afterWrite (if any) have a set-based form, and it holds no password to hash and audit as a secret. */
export function writesInBulk(binding: ResourceBinding): boolean {
  const { beforeWrite, afterWrite, afterWrites } = binding.hooks;
  return ((!beforeWrite && !afterWrite) || !!afterWrites) && !binding.def.fields.some(isSecret);
}

function assertBulk(binding: ResourceBinding): void {
  if (!writesInBulk(binding)) throw new Error(`Resource ${binding.def.name} is written record by record (a hook or a password)`);
}

/** Row indexes by the properties they set: rows alike go in one statement (a batch's rows are usually all alike). */
function groupsOf(rows: readonly Record<string, unknown>[]): { properties: string[]; indexes: number[] }[] {
  const groups = new Map<string, { properties: string[]; indexes: number[] }>();
  rows.forEach((row, index) => {
    const properties = Object.keys(row).filter((property) => row[property] !== undefined);
    const signature = properties.join('\u0000');
    const group = groups.get(signature) ?? { properties, indexes: [] };
    group.indexes.push(index);
    groups.set(signature, group);
  });
  return [...groups.values()];
}

/** The records of `ids` as the engine answers them (with their files), in the order of `ids`. */
async function recordsOf(tx: Tx, binding: ResourceBinding, ids: readonly number[]): Promise<ResourceRecord[]> {
  const rows = await tx
    .select(recordSelection(binding))
    .from(binding.table)
    .where(inArray(binding.columns.ID, [...ids]));
  const byId = new Map((await attachFiles(tx, binding, rows.map(toRecord))).map((record) => [record.ID, record]));
  return ids.map((id) => byId.get(id)!);
}

/** Runs a write statement; constraint violations become the answers a single write gets (db-errors.ts). */
async function written<T>(binding: ResourceBinding, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    translateWriteError(binding, error, 'write');
  }
}

function audits(
  context: Context,
  binding: ResourceBinding,
  action: string,
  before: readonly (ResourceRecord | null)[],
  after: readonly ResourceRecord[],
): AuditEntry[] {
  return after.map((record, index) => auditEntry(context.auth, binding, { action, id: record.ID, before: before[index], after: record }));
}

/** Creates one record per checked values (checkedValues, mode create); answers the records in the same order. */
export async function writeCreates(
  tx: Tx,
  context: Context,
  binding: ResourceBinding,
  valuesList: readonly Record<string, unknown>[],
): Promise<ResourceRecord[]> {
  assertBulk(binding);
  if (valuesList.length === 0) return [];
  await assertReferencesExistInBulk(tx, binding, valuesList);
  const { properties, table } = binding;
  const idColumn = binding.columns.ID as PgColumn;
  // Ids are taken first, so each record is known by its values' position whatever order the INSERT goes in.
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`
    select nextval(pg_get_serial_sequence(${getTableName(table)}, ${idColumn.name}))::integer as id
    from generate_series(1, ${valuesList.length}::integer)`),
  ).map((row) => Number(row.id));
  const rows = await Promise.all(
    valuesList.map(async (values, index) => ({
      ...(await rowOf(binding, values)),
      [properties.ID]: ids[index],
      [properties.CreatedAt]: context.now,
      [properties.UpdatedAt]: context.now,
    })),
  );
  for (const group of groupsOf(rows)) {
    const groupRows = group.indexes.map((index) => rows[index]);
    await written(binding, () =>
      tx.execute(sql`
      insert into ${table} (${columnNames(table, group.properties)})
      select ${recordsetColumns(table, group.properties)} from ${recordset(table, group.properties, groupRows)}`),
    );
  }
  const records = await recordsOf(tx, binding, ids);
  await binding.hooks.afterWrites?.({
    ...hookContext(tx, context, binding),
    mode: 'create',
    writes: records.map((record) => ({ before: null, record })),
  });
  await recordAudits(
    tx,
    audits(
      context,
      binding,
      'create',
      records.map(() => null),
      records,
    ),
  );
  return records;
}

export interface BulkUpdate {
  /** The record as the values were decided on: written only while it still has this Version. */
  current: ResourceRecord;
  /** Checked values (checkedValues, mode update, over `current`). */
  values: Record<string, unknown>;
}

/**
 * Updates each record to its checked values, its Version bumped, as writeUpdate does; 40901 with the record as it
 * is now when one of them was written since it was read (nothing of the caller's transaction should then be
 * kept). Answers the records as written, in the same order.
 */
export async function writeUpdates(
  tx: Tx,
  context: Context,
  binding: ResourceBinding,
  changes: readonly BulkUpdate[],
): Promise<ResourceRecord[]> {
  assertBulk(binding);
  if (changes.length === 0) return [];
  const ids = changes.map((change) => change.current.ID);
  if (new Set(ids).size !== ids.length) throw new Error('A record is updated twice in one set-based write');
  await assertReferencesExistInBulk(
    tx,
    binding,
    changes.map((change) => change.values),
  );
  const { properties, table, columns } = binding;
  const rows = await Promise.all(
    changes.map(async (change) => ({ ...(await rowOf(binding, change.values)), [properties.UpdatedAt]: context.now })),
  );
  const key = { id: '$id', version: '$version' };
  const x = sql.identifier(RECORDSET);
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  for (const group of groupsOf(rows)) {
    const groupChanges = group.indexes.map((index) => changes[index]);
    const assignments = group.properties.map((property) => {
      const name = sql.identifier(tableColumns[property].name);
      return sql`${name} = ${x}.${name}`;
    });
    const versionName = sql.identifier((columns.Version as PgColumn).name);
    const idName = sql.identifier((columns.ID as PgColumn).name);
    const set = recordset(
      table,
      group.properties,
      group.indexes.map((index) => rows[index]),
      [
        { name: key.id, type: 'integer', valueOf: (i) => groupChanges[i].current.ID },
        { name: key.version, type: 'integer', valueOf: (i) => groupChanges[i].current.Version },
      ],
    );
    const updated = await written(binding, () =>
      tx.execute(sql`
      update ${table} set ${sql.join(assignments, sql`, `)}, ${versionName} = ${versionAfter('engine recordset update', sql`${table}.${versionName}`)}
      from ${set}
      where ${table}.${idName} = ${x}.${sql.identifier(key.id)} and ${table}.${versionName} = ${x}.${sql.identifier(key.version)}
      returning ${table}.${idName} as id`),
    );
    const done = new Set(rowsOf<{ id: number }>(updated).map((row) => Number(row.id)));
    const stale = groupChanges.find((change) => !done.has(change.current.ID));
    if (stale) {
      const now = await readRecord(tx, binding, stale.current.ID);
      throw now ? conflict(now) : new ApiFailure(ErrorCode.NotFound);
    }
  }
  const records = await recordsOf(tx, binding, ids);
  await binding.hooks.afterWrites?.({
    ...hookContext(tx, context, binding),
    mode: 'update',
    writes: records.map((record, index) => ({ before: changes[index].current, record })),
  });
  await recordAudits(
    tx,
    audits(
      context,
      binding,
      'update',
      changes.map((change) => change.current),
      records,
    ),
  );
  return records;
}
