/**
 * Delete one record (with the Version it was based on) or a selection (all or nothing), each one
 * transaction with an audit event per record. A record still referenced elsewhere is 40901 "in use".
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { issue } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceBinding } from './binding';
import { auditResource } from './audit-values';
import { assertVersion } from './concurrency';
import { MAX_IDS, refuseUnknownParams } from './list-params';
import { inTransaction, returnedRecord, type MutationContext } from './mutations';
import { attachFiles, readRecord, recordSelection, toRecord } from './records';
import { assertNotInSets } from './references';
import { bodyObject } from './write-values';
import { hookContext } from './hooks';

export async function deleteRecord(
  context: MutationContext,
  binding: ResourceBinding,
  id: number,
  rawVersion: string | undefined,
): Promise<void> {
  if (rawVersion !== undefined && rawVersion.trim() !== '' && !/^\d{1,10}$/.test(rawVersion.trim())) {
    throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { version: issue('validation.integer') });
  }
  const current = await readRecord(context.db, binding, id);
  if (!current) throw new ApiFailure(ErrorCode.NotFound);
  const version = assertVersion(rawVersion, current);
  await inTransaction(context, binding, 'delete', async (tx) => {
    await binding.hooks.beforeDelete?.({ ...hookContext(tx, context, binding), records: [current] });
    await assertNotInSets(tx, binding, [id]);
    const [deleted] = await tx
      .delete(binding.table)
      .where(and(eq(binding.columns.ID, id), eq(binding.columns.Version, version)))
      .returning(recordSelection(binding));
    if (!deleted) {
      const now = await readRecord(tx, binding, id);
      if (now) assertVersion(version, now);
      throw new ApiFailure(ErrorCode.NotFound);
    }
    const before = await returnedRecord(tx, binding, deleted);
    await auditResource(tx, context.auth, binding, { action: 'delete', id, before, after: null });
    await binding.hooks.afterDelete?.({ ...hookContext(tx, context, binding), records: [before] });
  });
}

/** The key of a selection's ids in a bulk request's body. */
export const IDS_KEY = 'ids';
const ONLY_IDS: ReadonlySet<string> = new Set([IDS_KEY]);

/** `{ ids: number[] }` (1 to MAX_IDS positive whole numbers), or 40001 naming `ids`. */
export function idsOf(body: unknown): number[] {
  const ids = bodyObject(body)[IDS_KEY];
  const valid =
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= MAX_IDS &&
    ids.every((id) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647);
  if (!valid) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { ids: issue('validation.type') });
  return [...new Set(ids as number[])];
}

export async function deleteRecords(context: MutationContext, binding: ResourceBinding, body: unknown): Promise<number> {
  refuseUnknownParams(bodyObject(body), ONLY_IDS);
  const ids = idsOf(body);
  return inTransaction(context, binding, 'delete', async (tx) => {
    const rows = await tx.select(recordSelection(binding)).from(binding.table).where(inArray(binding.columns.ID, ids));
    if (rows.length !== ids.length) throw new ApiFailure(ErrorCode.NotFound);
    const records = await attachFiles(
      tx,
      binding,
      rows.map((row) => toRecord(row)),
    );
    await binding.hooks.beforeDelete?.({ ...hookContext(tx, context, binding), records });
    await assertNotInSets(tx, binding, ids);
    const deleted = await tx.delete(binding.table).where(inArray(binding.columns.ID, ids)).returning({ id: binding.columns.ID });
    if (deleted.length !== ids.length) throw new ApiFailure(ErrorCode.NotFound);
    for (const record of records)
      await auditResource(tx, context.auth, binding, { action: 'delete', id: record.ID, before: record, after: null });
    await binding.hooks.afterDelete?.({ ...hookContext(tx, context, binding), records });
    return deleted.length;
  });
}
