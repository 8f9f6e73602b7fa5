/**
 * A return decision after it is stored (issue 19 §2; ./approval.ts stores it with its job): its undo within the
 * window, and the job that makes its effects once the window has passed.
 *
 * - **Undo** (`POST /api/shop/return-audits/undo`): by the decider, while the window is open and nothing was
 *   made: the return waits again (Status, DecidedBy, DecidedAt, DeclineReason as before the decision), in one
 *   transaction with the row locked. After the window, or once the effects ran, it is refused with 40903
 *   UndoWindowClosed (the UI says so in its language): a decision whose chargeback, order or e-mail exists is
 *   never taken back by an undo.
 * - **The job** (`return-decision`, due at DecidedAt + RETURN_UNDO_WINDOW_MS): locks the return (`for update`)
 *   and makes the effects only while the decision is in force (approved or declined), not yet applied
 *   (AppliedAt null) and past its window by the database's clock (the one the runner claims by); it then sets
 *   AppliedAt in the same transaction. The window is judged by the database's clock throughout (./approval.ts). A second run, a concurrent one (it waits for the lock) or a run after an
 *   undo finds nothing to do. A run before the window (a decision undone and made again: the first decision's
 *   job comes first) fails its attempt and is retried by the runner; the newer decision's own job applies it.
 */
import { eq, sql } from 'drizzle-orm';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import { RETURN_UNDO_WINDOW_MS, ReturnStatus } from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { returns, users } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { JobDefinition } from '../jobs';
import type { ResourceRegistry } from '../resources/binding';
import { auditResource } from '../resources/audit-values';
import type { MutationContext } from '../resources/mutations';
import { readRecord } from '../resources/records';
import { versionedUpdate } from '../resources/versioned-writes';
import { approveEffects, declineEffects } from './approval';

const WINDOW_SECONDS = RETURN_UNDO_WINDOW_MS / 1000;

/** The decider as the effects' actor: their id and role (the effects' audit events and records name them). */
async function actorOf(tx: Tx, resources: ResourceRegistry, userId: number, now: Date) {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const auth: TokenPayload = { id: userId, role: user?.role ?? 0, secret: true, tfa: true, exp: 0 };
  return { auth, now, resources };
}

/** What a run of the decision job did. */
export interface DecisionJobResult {
  returnId: number;
  applied: boolean;
  /** Why nothing was made: already applied, undone (waiting again), or gone. */
  skipped?: 'applied' | 'undone' | 'missing';
}

export const decisionJob: JobDefinition<{ returnId: number }, DecisionJobResult> = {
  async run({ db, resources, payload }) {
    const returnId = payload.returnId;
    return db.transaction(async (tx): Promise<DecisionJobResult> => {
      // Locked: two runs (a retry, a second runner) wait for each other, an undo waits for the effects and then
      // finds them made; the second run finds AppliedAt set.
      const [row] = await tx
        .select({
          status: sql<number>`${returns.Status}`,
          decidedBy: sql<number | null>`${returns.DecidedBy}`,
          applied: sql<boolean>`${returns.AppliedAt} is not null`,
          passed: sql<boolean>`${returns.DecidedAt} + make_interval(secs => ${WINDOW_SECONDS}) <= now()`,
        })
        .from(returns)
        .where(eq(returns.ID, returnId))
        .for('update');
      if (!row) return { returnId, applied: false, skipped: 'missing' };
      if (row.applied) return { returnId, applied: false, skipped: 'applied' };
      if (row.status === ReturnStatus.AwaitingApproval || row.decidedBy == null) return { returnId, applied: false, skipped: 'undone' };
      if (!row.passed) throw new Error(`The undo window of return ${returnId} has not passed yet`);
      const binding = resources.bindingOf('returns');
      const before = (await readRecord(tx, binding, returnId))!;
      const actor = await actorOf(tx, resources, row.decidedBy, new Date());
      if (row.status === ReturnStatus.Approved) await approveEffects(tx, actor, before, { automatic: false });
      else await declineEffects(tx, actor, before);
      const after = (await readRecord(tx, binding, returnId))!;
      await auditResource(tx, actor.auth, binding, { action: 'apply', id: returnId, before, after });
      return { returnId, applied: true };
    });
  },
};

/** One undo of a selection, answered on its own like the decisions (src/domain/returns/audit-types.ts). */
export async function undoDecision(context: MutationContext, id: number, version: unknown): Promise<ResourceRecord> {
  const binding = context.resources.bindingOf('returns');
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: sql<number>`${returns.Status}`,
        decidedBy: sql<number | null>`${returns.DecidedBy}`,
        applied: sql<boolean>`${returns.AppliedAt} is not null`,
        passed: sql<boolean>`${returns.DecidedAt} is null or ${returns.DecidedAt} + make_interval(secs => ${WINDOW_SECONDS}) <= now()`,
      })
      .from(returns)
      .where(eq(returns.ID, id))
      .for('update');
    if (!row) throw new ApiFailure(ErrorCode.NotFound);
    const before = (await readRecord(tx, binding, id))!;
    if (typeof version !== 'number' || version !== before.Version || row.status === ReturnStatus.AwaitingApproval)
      throw new ApiFailure(ErrorCode.Conflict, ERROR_TEXT[ErrorCode.Conflict], undefined, undefined, { current: before });
    if (row.decidedBy !== context.auth.id)
      throw new ApiFailure(ErrorCode.Forbidden, `${ERROR_TEXT[ErrorCode.Forbidden]}: only the decider undoes a decision`);
    if (row.applied || row.passed)
      throw new ApiFailure(ErrorCode.UndoWindowClosed, ERROR_TEXT[ErrorCode.UndoWindowClosed], undefined, undefined, {
        values: { seconds: WINDOW_SECONDS },
      });
    const after = await versionedUpdate(tx, binding, {
      id,
      before,
      set: { Status: ReturnStatus.AwaitingApproval, DecidedBy: null, DecidedAt: null, DeclineReason: null },
      now: context.now,
      actorId: context.auth.id,
      action: 'undo',
    });
    return after!;
  });
}
