/**
 * A colleague's proposed values for a record they may see but not edit (a declaration's `proposals`):
 * `POST /api/{area}/{path}/{id}/proposals` with the Version the form was opened at and the new values. The
 * values are checked as an edit of the record would be (every rule, cross-field ones too, on the record as it
 * would become), only the declared fields may be proposed, and each field whose value differs becomes one
 * proposal through the resource's `propose` hook, in one transaction. Nothing of the record itself is written.
 * A record changed since the form opened is 40901 with the record as it is now, as a stale edit is.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { canonicalEquals } from '../../src/domain/resources/rules';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { issue } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceBinding } from './binding';
import { assertVersion, conflict } from './concurrency';
import { hookContext, type ProposedValue } from './hooks';
import { inTransaction, returnedRecord, type MutationContext } from './mutations';
import { readRecord, recordSelection } from './records';
import { assertReferencesExist } from './references';
import { bodyObject, checkedValues } from './write-values';

/** The answer when every value sent is the record's own. */
const NOTHING_PROPOSED = "Nothing to propose: every value sent is the record's own";

export async function proposeValues(
  context: MutationContext,
  binding: ResourceBinding,
  id: number,
  body: unknown,
): Promise<ResourceRecord[]> {
  const { def } = binding;
  const proposals = def.proposals;
  const hook = binding.hooks.propose;
  if (!proposals || !hook) throw new ApiFailure(ErrorCode.NotFound);
  const input = bodyObject(body);
  const current = await readRecord(context.db, binding, id);
  if (!current) throw new ApiFailure(ErrorCode.NotFound);
  assertVersion(input.Version, current);
  const { Version: _version, ...sent } = input;
  const refused = Object.keys(sent).filter((key) => !proposals.fields.includes(key));
  if (refused.length) {
    throw new ApiFailure(
      ErrorCode.BadRequest,
      `${ERROR_TEXT[ErrorCode.BadRequest]}: only ${proposals.fields.join(', ')} may be proposed`,
      Object.fromEntries(refused.map((key) => [key, issue('validation.notProposable')])),
    );
  }
  const values = checkedValues(binding, sent, 'update', current);
  const changed: ProposedValue[] = proposals.fields
    .filter((key) => key in sent && !canonicalEquals(binding.fields.get(key)!, values[key], current[key]))
    .map((key) => ({ key, before: current[key] ?? null, after: values[key] ?? null }));
  if (!changed.length) throw new ApiFailure(ErrorCode.BadRequest, NOTHING_PROPOSED);
  return inTransaction(context, binding, 'write', async (tx) => {
    // The record is locked while the proposals are written, so they are proposed against what it holds.
    const [row] = await tx.select(recordSelection(binding)).from(binding.table).where(eq(binding.columns.ID, id)).for('update');
    if (!row) throw new ApiFailure(ErrorCode.NotFound);
    const locked = await returnedRecord(tx, binding, row);
    if (locked.Version !== current.Version) throw conflict(locked);
    await assertReferencesExist(tx, binding, Object.fromEntries(changed.map((v) => [v.key, v.after])));
    return hook({ ...hookContext(tx, context, binding), record: locked, values: changed });
  });
}
