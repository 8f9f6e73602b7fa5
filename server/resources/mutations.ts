/**
 * Create and update, each one transaction with its audit event. An update is a conditional
 * `UPDATE … WHERE id AND version RETURNING`: when someone else wrote in between nothing is returned and the
 * caller gets 40901 with the record as it is now.
 */
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Db, Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import type { ResourceBinding, ResourceRegistry } from './binding';
import { auditResource } from './audit-values';
import { hookContext } from './hooks';
import { assertVersion } from './concurrency';
import { translateWriteError } from './db-errors';
import { attachFiles, readRecord, recordSelection, toRecord } from './records';
import { assertReferencesExist } from './references';
import { bodyObject, checkedValues, passwordsOf, rowOf } from './write-values';
import { versionedUpdate } from './versioned-writes';

export interface MutationContext {
  db: Db;
  /** The registry of resource bindings: how a write reaches resources beyond the one it writes. */
  resources: ResourceRegistry;
  auth: TokenPayload;
  now: Date;
  /** The file store's folder, for effects that write a document (a chargeback's credit note). */
  filesDir?: string;
  /** The server's signing key, for effects that sign a one-time link (a customer's password reset). */
  signingKey?: string;
}

/** Runs a write's transaction; constraint violations become 40901 / 40001 answers naming the field. */
export async function inTransaction<T>(
  context: MutationContext,
  binding: ResourceBinding,
  operation: 'write' | 'delete',
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await context.db.transaction(work);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    translateWriteError(binding, error, operation);
  }
}

/** What every hook of a write is given besides its own part (hookContext), and the file store's folder. */
function hookBase(tx: Tx, context: Pick<MutationContext, 'auth' | 'now' | 'filesDir'>, binding: ResourceBinding) {
  return { ...hookContext(tx, context, binding), filesDir: context.filesDir };
}

/** A returned row as a record, with its files. */
export async function returnedRecord(tx: Tx, binding: ResourceBinding, row: Record<string, unknown>): Promise<ResourceRecord> {
  const [record] = await attachFiles(tx, binding, [toRecord(row)]);
  return record;
}

export async function createRecord(context: MutationContext, binding: ResourceBinding, body: unknown): Promise<ResourceRecord> {
  const values = checkedValues(binding, bodyObject(body), 'create', null);
  const secrets = passwordsOf(binding, values);
  return inTransaction(context, binding, 'write', (tx) => writeCreate(tx, context, binding, values, secrets));
}

/**
 * A create's writes inside a transaction (an edit's own, or an import line's): the resource's hook, the
 * references, the INSERT and the audit event. `values` are checked values (checkedValues).
 */
export async function writeCreate(
  tx: Tx,
  context: Pick<MutationContext, 'auth' | 'now' | 'filesDir'>,
  binding: ResourceBinding,
  values: Record<string, unknown>,
  secrets: readonly string[] = [],
): Promise<ResourceRecord> {
  await binding.hooks.beforeWrite?.({ ...hookBase(tx, context, binding), mode: 'create', current: null, values });
  await assertReferencesExist(tx, binding, values);
  const row = await rowOf(binding, values);
  const [inserted] = await tx
    .insert(binding.table)
    .values({ ...row, [binding.properties.CreatedAt]: context.now, [binding.properties.UpdatedAt]: context.now })
    .returning(recordSelection(binding));
  const record = await returnedRecord(tx, binding, inserted);
  await auditResource(tx, context.auth, binding, { action: 'create', id: record.ID, before: null, after: record, secrets: [...secrets] });
  if (!binding.hooks.afterWrite) return record;
  await binding.hooks.afterWrite({ ...hookBase(tx, context, binding), mode: 'create', current: null, record });
  // The hook may have written the new record's own columns (a print run's document): answer it as it is now.
  return (await readRecord(tx, binding, record.ID)) ?? record;
}

export async function updateRecord(context: MutationContext, binding: ResourceBinding, id: number, body: unknown): Promise<ResourceRecord> {
  const input = bodyObject(body);
  const current = await readRecord(context.db, binding, id);
  if (!current) throw new ApiFailure(ErrorCode.NotFound);
  assertVersion(input.Version, current);
  const values = checkedValues(binding, input, 'update', current);
  const secrets = passwordsOf(binding, values);
  return inTransaction(context, binding, 'write', (tx) => writeUpdate(tx, context, binding, current, values, secrets));
}

/**
 * An update's writes inside a transaction (an edit's own, or another write's, such as an approved product
 * change): the resource's hook, the references, the UPDATE on the record's Version (40901 with the record as
 * it is now when someone wrote first) and the audit event. `values` are checked values (checkedValues). The event
 * is an `update` unless `audit` names what the write was (a customer's unsubscribe by link) and what it was given.
 */
export async function writeUpdate(
  tx: Tx,
  context: Pick<MutationContext, 'auth' | 'now' | 'filesDir'>,
  binding: ResourceBinding,
  current: ResourceRecord,
  values: Record<string, unknown>,
  secrets: readonly string[] = [],
  audit: { action?: string; input?: Record<string, unknown> } = {},
): Promise<ResourceRecord> {
  await binding.hooks.beforeWrite?.({ ...hookBase(tx, context, binding), mode: 'update', current, values });
  await assertReferencesExist(tx, binding, values);
  const row = await rowOf(binding, values);
  const record = (await versionedUpdate(tx, binding, {
    id: current.ID,
    before: current,
    set: row,
    now: context.now,
    actorId: context.auth.id,
    action: audit.action ?? 'update',
    secrets,
    input: audit.input,
  }))!;
  await binding.hooks.afterWrite?.({ ...hookBase(tx, context, binding), mode: 'update', current, record });
  return record;
}
