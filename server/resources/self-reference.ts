/**
 * Trees: a field that refers to a record of its own resource (a category's parent) may not make a record
 * its own ancestor. Checked in the write's transaction by walking up from the chosen parent.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { targetResource } from '../../src/domain/resources/kinds';
import { issue } from '../../src/domain/validation';
import { resourceTableOf } from '../db/schema/resource-table';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { Tx } from '../db/types';
import type { BulkWriteContext, ResourceHooks, WriteContext } from './hooks';

/** Fields of `def` that point at its own records. */
function selfReferences(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.multiple && targetResource(f) === def.name);
}

/** 40001 when the record `id` would be placed under itself: it is among the ancestors of `parents` (by field). */
async function assertNoCycle(
  tx: Tx,
  def: ResourceDef,
  fields: readonly FieldDef[],
  id: number,
  parents: Record<string, unknown>,
): Promise<void> {
  const table = resourceTableOf(def.name)!;
  for (const field of fields) {
    const parent = parents[field.key];
    if (typeof parent !== 'number') continue;
    const column = sql.identifier((table[field.key] as { name: string }).name);
    // Ancestors of the chosen parent, the parent included; the record itself among them is a cycle.
    const result = await tx.execute(sql`
      with recursive up(id, parent) as (
        select id, ${column} from ${table} where id = ${parent}
        union
        select t.id, t.${column} from ${table} t join up on t.id = up.parent
      )
      select 1 as hit from up where id = ${id} limit 1`);
    const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
    if (rows.length > 0) {
      throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: a record cannot be placed under itself`, {
        [field.key]: issue('validation.oneOf'),
      });
    }
  }
}

/**
 * Hooks refusing a parent cycle, or none when the resource has no self reference. A single write checks before
 * it writes (a new record cannot be anyone's ancestor yet); a set-based write checks once its records are written,
 * each record whose parent it changed, so two records of the write cannot be put under each other.
 */
export function selfReferenceHooks(def: ResourceDef): ResourceHooks {
  const fields = selfReferences(def);
  if (fields.length === 0) return {};
  return {
    async beforeWrite({ tx, mode, current, values }: WriteContext) {
      if (mode !== 'update' || !current) return;
      await assertNoCycle(tx, def, fields, current.ID, values);
    },
    async afterWrites({ tx, writes }: BulkWriteContext) {
      for (const { before, record } of writes) {
        const moved = fields.filter((field) => record[field.key] !== (before?.[field.key] ?? null));
        if (moved.length) await assertNoCycle(tx, def, moved, record.ID, record);
      }
    },
  };
}
