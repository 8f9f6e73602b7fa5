/**
 * Children that change only while their parent is in some states (a declaration's `parent.changesWhen`: an
 * order's items before the order goes to the warehouse). Every create, update and delete of such a child
 * first locks its parent's row (FOR UPDATE, so a status move and a child's write never interleave, and two
 * writes of one parent's children take turns) and refuses with 40902 naming the link field when the parent
 * is in another state. A child moved to another parent needs both to take changes.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceDef } from '../../src/domain/resources/types';
import { issueOf } from '../../src/domain/validation';
import type { Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceRegistry } from './binding';
import type { ResourceHooks } from './hooks';

/** The hooks with the parent's lock checked before each write and delete; the same hooks when the declaration has none. */
export function parentLockHooks(def: ResourceDef, hooks: ResourceHooks): ResourceHooks {
  const parent = def.parent;
  const lock = parent?.changesWhen;
  if (!parent || !lock) return hooks;
  const link = parent.field;
  const keys = Object.keys(lock.when);

  async function assertTakesChanges(tx: Tx, resources: ResourceRegistry, ids: readonly unknown[]): Promise<void> {
    const binding = resources.bindingNamed(parent!.resource);
    const selection = Object.fromEntries(keys.map((key) => [key, binding.columns[key]]));
    for (const id of new Set(ids.filter((n): n is number => typeof n === 'number'))) {
      const [row] = await tx.select(selection).from(binding.table).where(eq(binding.columns.ID, id)).for('update');
      // A parent that does not exist is the references' check to name.
      if (!row) continue;
      const open = keys.every((key) => lock!.when[key].some((allowed) => String(allowed) === String(row[key])));
      if (!open) {
        const values = Object.fromEntries(keys.map((key) => [key, row[key] as string | number]));
        throw new ApiFailure(ErrorCode.Locked, ERROR_TEXT[ErrorCode.Locked], {
          [link]: issueOf(lock!.reason, ERROR_TEXT[ErrorCode.Locked], values),
        });
      }
    }
  }

  return {
    ...hooks,
    async beforeWrite(context) {
      await assertTakesChanges(context.tx, context.resources, [context.current?.[link], context.values[link]]);
      await hooks.beforeWrite?.(context);
    },
    // Set-based writes check once their rows are written; a resource whose own beforeWrite has no set-based
    // form stays written record by record (bulk-mutations.ts writesInBulk), so none is added for it.
    afterWrites:
      hooks.beforeWrite && !hooks.afterWrites
        ? undefined
        : async (context) => {
            await assertTakesChanges(
              context.tx,
              context.resources,
              context.writes.flatMap(({ before, record }) => [before?.[link], record[link]]),
            );
            await hooks.afterWrites?.(context);
          },
    async beforeDelete(context) {
      await assertTakesChanges(
        context.tx,
        context.resources,
        context.records.map((record) => record[link]),
      );
      await hooks.beforeDelete?.(context);
    },
  };
}
