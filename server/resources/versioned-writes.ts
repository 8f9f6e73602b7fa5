/**
 * The one way a stored row is changed (docs/decisions.md "One versioned write"): inside the caller's transaction,
 * the columns written with the row's Version moved on and UpdatedAt set, and the audit event of the change (who,
 * the entity, the action, before and after) beside it. The engine's edits and actions write through it, and so does
 * every other part of the server that changes a record (a ticket's reply, an invoice's payment, a job's claim).
 *
 * - `versionedUpdate` changes one row by id. Given the record it was decided on (`before`) or an
 *   `expectedVersion`, it writes only while the row still has that Version: otherwise 40901 with the record as it
 *   is now (40401 when it is gone), as every edit is refused. A `where` guard (a job still held by its worker)
 *   that no longer holds answers null, as does a row that is gone when no Version was named.
 * - `versionedUpdates` changes every row a condition selects (tickets solved a week ago, a merged customer's
 *   orders): the rows locked and read, written in one statement, one event each.
 *
 * The event of a resource's record holds the record before and after (its stored part, secrets masked:
 * ./audit-values.ts), which the history screens (GET …/{id}/history) and the 40901 answer's writers read. A table
 * no resource declares (to-dos, imports) is written through `{ table, entity }`: its event holds the columns the
 * write set, before and after, under their PascalCase names, with the Version.
 *
 * The few statements that move Versions on otherwise (the engine's recordset update, audited beside it; the writes
 * docs/decisions.md leaves unaudited per row) take the next Version from `versionAfter`, which names why; nowhere
 * else writes `version + 1` (tests/unit/versioned-writes.test.ts).
 */
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { INPUT_KEY } from '../../src/domain/resources/workflow';
import { recordAudit, recordAudits, type AuditEntry } from '../audit';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import { auditEntryBy } from './audit-values';
import type { ResourceBinding } from './binding';
import { conflict } from './concurrency';
import { attachFiles, readRecord, recordSelection, toRecord } from './records';

/** Who changed what, as the audit event says it. */
interface VersionedWrite {
  /** A user's id; SYSTEM_ACTOR (server/audit.ts) for the server's own work; null for an anonymous caller. */
  actorId: number | null;
  /** The event's action: `update`, a workflow move's or custom action's id, or the server's own word (`auto-close`). */
  action: string;
  /** What the actor gave (a reason, an amount), kept beside the record as `$input`. */
  input?: Record<string, unknown> | null;
  /** The keys of the secrets the write set (a password): named in the event, never held. */
  secrets?: readonly string[];
  /** The entity the event is filed under, when not the resource's name: a history alias (server/users, `user`). */
  entity?: string;
  /** UpdatedAt: the write's clock; the transaction's `now()` when not given. */
  now?: Date | SQL;
}

export interface RecordUpdate extends VersionedWrite {
  id: number;
  /** The columns written, as Drizzle's `.set()` takes them (the table's properties; SQL expressions allowed). */
  set: Record<string, unknown>;
  /**
   * The record as the write was decided on (read in this transaction, or checked against the Version the caller
   * sent): the event's `before`, and the row is written only while it still has this Version. Without it the row
   * is locked and read here.
   */
  before?: ResourceRecord;
  /** The Version the caller based the write on (default: `before`'s). */
  expectedVersion?: number;
  /** A further condition on the row (SQL over the table); when it does not hold nothing is written and null answered. */
  where?: SQL;
  /** Runs once the row is written and before its event (an action's effect): answers the record as it then is. */
  beforeAudit?: (record: ResourceRecord) => Promise<ResourceRecord>;
}

/** A table no resource declares, written through the same function: its events' entity. */
export interface AuditedTable {
  table: PgTable;
  entity: string;
}

type Row = Record<string, unknown>;

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The table's property and column of a system column, by the column's name (`version`) on either kind of table. */
function systemColumn(table: PgTable, name: 'id' | 'version' | 'updated_at'): { property: string; column: AnyPgColumn } {
  for (const [property, column] of Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)) {
    if (column.name === name) return { property, column };
  }
  throw new Error(`The table has no ${name} column`);
}

/** The assignments every versioned write adds: the Version moved on, UpdatedAt. */
function bump(version: { property: string; column: AnyPgColumn }, updatedAt: string, now: Date | SQL | undefined): Row {
  return { [version.property]: sql`${version.column} + 1`, [updatedAt]: now ?? sql`now()` };
}

async function withFiles(tx: Executor, binding: ResourceBinding, row: Row): Promise<ResourceRecord> {
  const [record] = await attachFiles(tx, binding, [toRecord(row)]);
  return record;
}

/** The row of `id` locked for the transaction, as a record; null when there is none. */
async function lockedRecord(tx: Executor, binding: ResourceBinding, id: number): Promise<ResourceRecord | null> {
  const [row] = await tx.select(recordSelection(binding)).from(binding.table).where(eq(binding.columns.ID, id)).for('update');
  return row ? withFiles(tx, binding, row) : null;
}

/** Changes one record of a resource, audited: see the module's comment. */
export async function versionedUpdate(tx: Executor, binding: ResourceBinding, update: RecordUpdate): Promise<ResourceRecord | null>;
/** Changes one row of a table no resource declares, audited as `target.entity`; answers the columns it set, as written. */
export async function versionedUpdate(tx: Executor, target: AuditedTable, update: RecordUpdate): Promise<Row | null>;
export async function versionedUpdate(
  tx: Executor,
  target: ResourceBinding | AuditedTable,
  update: RecordUpdate,
): Promise<ResourceRecord | Row | null> {
  return 'def' in target ? updateRecord(tx, target, update) : updateRow(tx, target, update);
}

async function updateRecord(tx: Executor, binding: ResourceBinding, update: RecordUpdate): Promise<ResourceRecord | null> {
  const { columns, properties } = binding;
  const expected = update.expectedVersion ?? update.before?.Version;
  const before = update.before ?? (await lockedRecord(tx, binding, update.id));
  if (!before) {
    if (expected === undefined) return null;
    throw new ApiFailure(ErrorCode.NotFound);
  }
  if (expected !== undefined && before.Version !== expected) throw conflict(before);
  const [row] = await tx
    .update(binding.table)
    .set({
      ...update.set,
      ...bump({ property: properties.Version, column: columns.Version }, properties.UpdatedAt, update.now),
    })
    .where(and(eq(columns.ID, update.id), expected === undefined ? undefined : eq(columns.Version, expected), update.where))
    .returning(recordSelection(binding));
  if (!row) {
    if (expected === undefined) return null;
    const now = await readRecord(tx, binding, update.id);
    if (!now) throw new ApiFailure(ErrorCode.NotFound);
    if (now.Version !== expected) throw conflict(now);
    return null;
  }
  let after = await withFiles(tx, binding, row);
  if (update.beforeAudit) after = await update.beforeAudit(after);
  await recordAudit(
    tx,
    auditEntryBy(
      update.actorId,
      binding,
      { action: update.action, id: update.id, before, after, secrets: update.secrets, input: update.input },
      update.entity,
    ),
  );
  return after;
}

/** The columns a write sets, and the Version, under their PascalCase names (dates as ISO text): a table's event values. */
function changedValues(row: Row | undefined, keys: readonly string[]): Row {
  const values: Row = {};
  for (const key of keys) {
    const value = row?.[key];
    values[pascal(key)] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return values;
}

async function updateRow(tx: Executor, target: AuditedTable, update: RecordUpdate): Promise<Row | null> {
  const { table } = target;
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  const id = systemColumn(table, 'id');
  const version = systemColumn(table, 'version');
  const keys = [...Object.keys(update.set), version.property];
  const selection = Object.fromEntries(keys.map((key) => [key, all[key]]));
  const [before] = await tx
    .select(selection)
    .from(table)
    .where(and(eq(id.column, update.id), update.where))
    .for('update');
  if (!before) return null;
  const expected = update.expectedVersion ?? update.before?.Version;
  if (expected !== undefined && before[version.property] !== expected) throw new ApiFailure(ErrorCode.Conflict);
  const [after] = await tx
    .update(table)
    .set({ ...update.set, ...bump(version, systemColumn(table, 'updated_at').property, update.now) })
    .where(eq(id.column, update.id))
    .returning(selection);
  await recordAudit(tx, {
    actorId: update.actorId,
    entity: update.entity ?? target.entity,
    entityId: update.id,
    action: update.action,
    before: changedValues(before, keys),
    after: update.input ? { ...changedValues(after, keys), [INPUT_KEY]: update.input } : changedValues(after, keys),
  });
  return after;
}

export interface RecordsUpdate extends VersionedWrite {
  /** The rows to change: SQL over the resource's table. */
  where: SQL;
  set: Record<string, unknown>;
}

/**
 * Changes every record of a resource that `where` selects, audited one event each: the rows locked (in id order,
 * so two such writes cannot deadlock) and read, written in one statement. Answers the records as written.
 */
export async function versionedUpdates(tx: Executor, binding: ResourceBinding, update: RecordsUpdate): Promise<ResourceRecord[]> {
  const { columns, properties } = binding;
  const rows = await tx.select(recordSelection(binding)).from(binding.table).where(update.where).orderBy(columns.ID).for('update');
  if (rows.length === 0) return [];
  const before = await attachFiles(tx, binding, rows.map(toRecord));
  const ids = before.map((record) => record.ID);
  const written = await tx
    .update(binding.table)
    .set({
      ...update.set,
      ...bump({ property: properties.Version, column: columns.Version }, properties.UpdatedAt, update.now),
    })
    .where(inArray(columns.ID, ids))
    .returning(recordSelection(binding));
  const afterById = new Map((await attachFiles(tx, binding, written.map(toRecord))).map((record) => [record.ID, record]));
  const after = ids.map((id) => afterById.get(id)!);
  const events: AuditEntry[] = before.map((record, index) =>
    auditEntryBy(
      update.actorId,
      binding,
      { action: update.action, id: record.ID, before: record, after: after[index], secrets: update.secrets, input: update.input },
      update.entity,
    ),
  );
  await recordAudits(tx, events);
  return after;
}

/**
 * The statements that move rows' Versions on outside versionedUpdate, each for the reason docs/decisions.md
 * "One versioned write" gives: the engine's own set-based update, audited per record beside it, and the few writes
 * not audited per row.
 */
export type VersionBumpReason =
  /** The engine's set-based update (bulk-mutations.ts): one UPDATE … FROM over a recordset, its events written beside it. */
  | 'engine recordset update'
  /** A sign-in attempt counter (server/auth/attempts.ts): a counter, not a record anyone edits. */
  | 'sign-in attempt counter'
  /** A reminder's ladder step or its following its invoice's payment: logged as the reminder's own events. */
  | 'reminder ladder'
  /** The demo data's seeding. */
  | 'demo data'
  /**
   * A purchase order proposal adding units to a Pending purchase order's line (INSERT … ON CONFLICT, set-based): its
   * event is written from the same statement's rows (src/features/purchasing/server/propose.ts).
   */
  | 'purchase proposal';

/**
 * The Version after one of the writes VersionBumpReason names, for the statement's SET: `version` is the column,
 * or the qualified name in raw SQL (`sql\`r.version\``).
 */
export function versionAfter(why: VersionBumpReason, version: AnyPgColumn | SQL): SQL {
  void why;
  return sql`${version} + 1`;
}
