/**
 * Custom actions and workflow moves (src/domain/resources/workflow.ts lists both): the declaration's
 * data-only `set`, or a bespoke handler (hooks.actions), then the action's effect (hooks.effects), all in
 * one transaction with the audit event, which keeps the action's input. Refused with 40001 when the input
 * or a custom action's `when` does not hold, 40901 with the record as it is now when it is stale or a
 * workflow move no longer applies to its state; a bulk action changes the whole selection or nothing.
 * An action that `keepsRecord` (an e-mail sent about the record) checks and locks the row but writes no
 * column, so its Version stays; what an effect reports (the message it queued) is answered beside the record.
 */
import { and, eq, inArray } from 'drizzle-orm';
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
import { versionedUpdate } from './versioned-writes';
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

/**
 * The action applied to the record at the Version it was read with (40901 with the record as it is now when it
 * moved on): its changes written, then its effect, then the event (the record as the effect left it, with the
 * input). An action that `keepsRecord` locks the row instead of writing it.
 */
async function apply(run: Run, tx: Tx, record: ResourceRecord): Promise<Answer> {
  const { context, binding, action, input } = run;
  let outcome: ActionOutcome | null = null;
  const withEffect = async (after: ResourceRecord): Promise<ResourceRecord> => {
    if (!action.effect) return after;
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
    return (await readRecord(tx, binding, record.ID)) ?? after;
  };
  if (action.keepsRecord) {
    const { columns } = binding;
    const [locked] = await tx
      .select(recordSelection(binding))
      .from(binding.table)
      .where(and(eq(columns.ID, record.ID), eq(columns.Version, record.Version)))
      .for('update');
    if (!locked) {
      const now = await readRecord(tx, binding, record.ID);
      throw now ? conflict(now) : new ApiFailure(ErrorCode.NotFound);
    }
    const after = await withEffect(await returnedRecord(tx, binding, locked));
    await auditResource(tx, context.auth, binding, { action: action.id, id: record.ID, before: record, after, input });
    return { record: after, outcome };
  }
  const after = await versionedUpdate(tx, binding, {
    id: record.ID,
    before: record,
    set: await changesOf(run, tx, record),
    now: context.now,
    actorId: context.auth.id,
    action: action.id,
    input,
    beforeAudit: withEffect,
  });
  return { record: after!, outcome };
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
  assertVersion(fields.Version, current);
  assertApplies(action, current);
  const run: Run = { context, binding, action, input: inputOf(action, fields) };
  return inTransaction(context, binding, 'write', (tx) => apply(run, tx, current));
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
    for (const record of records) await apply(run, tx, record);
    return records.length;
  });
}
