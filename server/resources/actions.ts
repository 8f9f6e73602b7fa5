/**
 * Custom actions and workflow moves (src/domain/resources/workflow.ts lists both): the declaration's
 * data-only `set`, or a bespoke handler (hooks.actions), then the action's effect (hooks.effects), all in
 * one transaction with the audit event, which keeps the action's input. Refused with 40001 when the input
 * or a custom action's `when` does not hold, 40901 with the record as it is now when it is stale or a
 * workflow move no longer applies to its state; a bulk action changes the whole selection or nothing.
 * An action that `keepsRecord` (an e-mail sent about the record) checks and locks the row but writes no
 * column, so its Version stays; what an effect reports (the message it queued) is answered beside the record.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { normalizeValue } from '../../src/domain/resources/rules';
import type { CustomActionDef, ResourceRecord } from '../../src/domain/resources/types';
import { actionInputErrors, findAction, normalizeActionInput, unmetConditions } from '../../src/domain/resources/workflow';
import { issue, type FieldErrors } from '../../src/domain/validation';
import type { Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceBinding } from './binding';
import { auditResource } from './audit-values';
import { hookContext, type ActionOutcome } from './hooks';
import { assertVersion, conflict } from './concurrency';
import { IDS_KEY, idsOf } from './deletes';
import { refuseUnknownParams } from './list-params';
import { inTransaction, returnedRecord, type MutationContext } from './mutations';
import { attachFiles, readRecord, recordSelection, toRecord } from './records';
import { bodyObject, rowOf } from './write-values';

/** The 40901 message of a workflow move whose record has moved on (the answer carries the record). */
const MOVED_ON_MESSAGE = 'The record is no longer in a state this action applies to; it was changed in the meantime';

/** The declared action, or 40401. */
export function customAction(binding: ResourceBinding, id: string, bulk: boolean): CustomActionDef {
  const action = findAction(binding.def, id);
  if (!action || (bulk && !action.bulk)) throw new ApiFailure(ErrorCode.NotFound);
  if (!action.set && !action.keepsRecord && !binding.hooks.actions?.[action.id])
    throw new Error(`Action ${binding.def.name}/${action.id} has neither set nor a handler`);
  if (action.effect && !binding.hooks.effects?.[action.effect])
    throw new Error(`Action ${binding.def.name}/${action.id} names the missing effect ${action.effect}`);
  return action;
}

/** A workflow move out of its state is 40901 with the record; a custom action's `when` is 40001 naming the fields. */
function assertApplies(action: CustomActionDef, record: ResourceRecord): void {
  const unmet = unmetConditions(action, record);
  if (!unmet.length) return;
  if (action.transition) throw new ApiFailure(ErrorCode.Conflict, MOVED_ON_MESSAGE, undefined, undefined, { current: record });
  const fields: FieldErrors = Object.fromEntries(unmet.map((key) => [key, issue('validation.oneOf')]));
  throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the action does not apply to this record`, fields);
}

/** The action's input from the body (beside Version or ids), checked like a form: 40001 naming each field. */
function inputOf(action: CustomActionDef, body: Record<string, unknown>): Record<string, unknown> | null {
  const errors = actionInputErrors(action, body);
  if (Object.keys(errors).length) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], errors);
  return normalizeActionInput(action, body);
}

interface Run {
  context: MutationContext;
  binding: ResourceBinding;
  action: CustomActionDef;
  input: Record<string, unknown> | null;
}

async function changesOf({ context, binding, action, input }: Run, tx: Tx, record: ResourceRecord): Promise<Record<string, unknown>> {
  if (action.set) {
    const values = Object.fromEntries(
      Object.entries(action.set).map(([key, value]) => [key, normalizeValue(binding.fields.get(key)!, value)]),
    );
    return rowOf(binding, values);
  }
  return binding.hooks.actions![action.id]({ ...hookContext(tx, context, binding), record, input });
}

/** The record changed by the action (or, for `keepsRecord`, locked as it is), or 40901 when it moved on. */
async function changed(run: Run, tx: Tx, record: ResourceRecord, version: SQL | undefined): Promise<Record<string, unknown> | undefined> {
  const { context, binding, action } = run;
  const { columns, properties } = binding;
  if (action.keepsRecord) {
    const [locked] = await tx
      .select(recordSelection(binding))
      .from(binding.table)
      .where(and(eq(columns.ID, record.ID), version))
      .for('update');
    return locked;
  }
  const changes = await changesOf(run, tx, record);
  const [updated] = await tx
    .update(binding.table)
    .set({ ...changes, [properties.Version]: sql`${columns.Version} + 1`, [properties.UpdatedAt]: context.now })
    .where(and(eq(columns.ID, record.ID), version))
    .returning(recordSelection(binding));
  return updated;
}

async function apply(run: Run, tx: Tx, record: ResourceRecord, version: SQL | undefined): Promise<Answer> {
  const { context, binding, action, input } = run;
  const updated = await changed(run, tx, record, version);
  if (!updated) {
    const now = await readRecord(tx, binding, record.ID);
    throw now ? conflict(now) : new ApiFailure(ErrorCode.NotFound);
  }
  let after = await returnedRecord(tx, binding, updated);
  let outcome: ActionOutcome | null = null;
  if (action.effect) {
    const effect = binding.hooks.effects![action.effect];
    outcome =
      (await effect({
        ...hookContext(tx, context, binding),
        record: after,
        before: record,
        input,
        filesDir: context.filesDir,
        signingKey: context.signingKey,
      })) ?? null;
    // An effect may also write the record's own columns (a retried job's attempts): answer it as it is now.
    after = (await readRecord(tx, binding, record.ID)) ?? after;
  }
  await auditResource(tx, context.auth, binding, { action: action.id, id: record.ID, before: record, after, input });
  return { record: after, outcome };
}

/** A one-record action's answer: the record as the action left it, and what its effect reported (or null). */
export interface Answer {
  record: ResourceRecord;
  outcome: ActionOutcome | null;
}

export async function runAction(
  context: MutationContext,
  binding: ResourceBinding,
  action: CustomActionDef,
  id: number,
  body: unknown,
): Promise<ResourceRecord> {
  return (await runActionWithOutcome(context, binding, action, id, body)).record;
}

/** runAction, answering also what the action's effect reported (the HTTP route sends both). */
export async function runActionWithOutcome(
  context: MutationContext,
  binding: ResourceBinding,
  action: CustomActionDef,
  id: number,
  body: unknown,
): Promise<Answer> {
  const fields = bodyObject(body);
  const current = await readRecord(context.db, binding, id);
  if (!current) throw new ApiFailure(ErrorCode.NotFound);
  const version = assertVersion(fields.Version, current);
  assertApplies(action, current);
  const run: Run = { context, binding, action, input: inputOf(action, fields) };
  return inTransaction(context, binding, 'write', (tx) => apply(run, tx, current, eq(binding.columns.Version, version)));
}

export async function runBulkAction(
  context: MutationContext,
  binding: ResourceBinding,
  action: CustomActionDef,
  body: unknown,
): Promise<number> {
  // The selection is the ids, and nothing beside them but the action's input: a key the action does not read is refused.
  refuseUnknownParams(bodyObject(body), new Set([IDS_KEY, ...(action.input ?? []).map((field) => field.key)]));
  const ids = idsOf(body);
  const run: Run = { context, binding, action, input: inputOf(action, bodyObject(body)) };
  return inTransaction(context, binding, 'write', async (tx) => {
    const rows = await tx.select(recordSelection(binding)).from(binding.table).where(inArray(binding.columns.ID, ids)).for('update');
    if (rows.length !== ids.length) throw new ApiFailure(ErrorCode.NotFound);
    const records = await attachFiles(
      tx,
      binding,
      rows.map((row) => toRecord(row)),
    );
    for (const record of records) assertApplies(action, record);
    for (const record of records) await apply(run, tx, record, eq(binding.columns.Version, record.Version));
    return records.length;
  });
}
