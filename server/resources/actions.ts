/**
 * Custom actions: the declaration's data-only `set`, or a bespoke handler (hooks.actions). Refused with
 * 40001 when a record does not match the action's `when`, 40901 when stale; a bulk action changes the
 * whole selection in one transaction or nothing.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { normalizeValue } from '../../src/domain/resources/rules';
import type { CustomActionDef, ResourceRecord } from '../../src/domain/resources/types';
import { issue, type FieldErrors } from '../../src/domain/validation';
import type { Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceBinding } from './binding';
import { auditResource } from './audit-values';
import { assertVersion, conflict } from './concurrency';
import { idsOf } from './deletes';
import { inTransaction, returnedRecord, type MutationContext } from './mutations';
import { attachFiles, readRecord, recordSelection, toRecord } from './records';
import { bodyObject, rowOf } from './write-values';

/** The declared custom action, or 40401. */
export function customAction(binding: ResourceBinding, id: string, bulk: boolean): CustomActionDef {
  const action = binding.def.actions.custom?.find((a) => a.id === id);
  if (!action || (bulk && !action.bulk)) throw new ApiFailure(ErrorCode.NotFound);
  if (!action.set && !binding.hooks.actions?.[action.id]) throw new Error(`Action ${binding.def.name}/${action.id} has neither set nor a handler`);
  return action;
}

/** 40001 naming the fields whose value is not among the action's `when` values. */
function assertWhen(action: CustomActionDef, record: ResourceRecord): void {
  const fields: FieldErrors = {};
  for (const [key, allowed] of Object.entries(action.when ?? {})) {
    if (!allowed.some((value) => String(value) === String(record[key]))) fields[key] = issue('validation.oneOf');
  }
  if (Object.keys(fields).length) throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the action does not apply to this record`, fields);
}

async function changesOf(context: MutationContext, tx: Tx, binding: ResourceBinding, action: CustomActionDef, record: ResourceRecord): Promise<Record<string, unknown>> {
  if (action.set) {
    const values = Object.fromEntries(Object.entries(action.set).map(([key, value]) => [key, normalizeValue(binding.fields.get(key)!, value)]));
    return rowOf(binding, values);
  }
  return binding.hooks.actions![action.id]({ tx, auth: context.auth, now: context.now, record });
}

async function apply(context: MutationContext, tx: Tx, binding: ResourceBinding, action: CustomActionDef, record: ResourceRecord, version: SQL | undefined): Promise<ResourceRecord> {
  const { columns, properties } = binding;
  const changes = await changesOf(context, tx, binding, action, record);
  const [updated] = await tx
    .update(binding.table)
    .set({ ...changes, [properties.Version]: sql`${columns.Version} + 1`, [properties.UpdatedAt]: context.now })
    .where(and(eq(columns.ID, record.ID), version))
    .returning(recordSelection(binding));
  if (!updated) {
    const now = await readRecord(tx, binding, record.ID);
    throw now ? conflict(now) : new ApiFailure(ErrorCode.NotFound);
  }
  const after = await returnedRecord(tx, binding, updated);
  await auditResource(tx, context.auth, binding, { action: action.id, id: record.ID, before: record, after });
  return after;
}

export async function runAction(context: MutationContext, binding: ResourceBinding, action: CustomActionDef, id: number, body: unknown): Promise<ResourceRecord> {
  const input = bodyObject(body);
  const current = await readRecord(context.db, binding, id);
  if (!current) throw new ApiFailure(ErrorCode.NotFound);
  const version = assertVersion(input.Version, current);
  assertWhen(action, current);
  return inTransaction(context, binding, 'write', (tx) => apply(context, tx, binding, action, current, eq(binding.columns.Version, version)));
}

export async function runBulkAction(context: MutationContext, binding: ResourceBinding, action: CustomActionDef, body: unknown): Promise<number> {
  const ids = idsOf(body);
  return inTransaction(context, binding, 'write', async (tx) => {
    const rows = await tx.select(recordSelection(binding)).from(binding.table).where(inArray(binding.columns.ID, ids)).for('update');
    if (rows.length !== ids.length) throw new ApiFailure(ErrorCode.NotFound);
    const records = await attachFiles(tx, binding, rows.map((row) => toRecord(row)));
    for (const record of records) assertWhen(action, record);
    for (const record of records) await apply(context, tx, binding, action, record, eq(binding.columns.Version, record.Version));
    return records.length;
  });
}
