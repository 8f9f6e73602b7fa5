/**
 * Singletons (return settings, the return-reclaim threshold): one record, created with the declared
 * defaults the first time it is read. The creation takes a transaction-scoped advisory lock on the table,
 * so two first reads on two processes still make one record.
 */
import { asc, sql } from 'drizzle-orm';
import { normalizeInput } from '../../src/domain/resources/rules';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';
import { auditResource } from './audit-values';
import { inTransaction, returnedRecord, type MutationContext } from './mutations';
import { attachFiles, recordSelection, toRecord } from './records';
import { rowOf } from './write-values';

async function firstRecord(db: Executor, binding: ResourceBinding): Promise<ResourceRecord | null> {
  const rows = await db.select(recordSelection(binding)).from(binding.table).orderBy(asc(binding.columns.ID)).limit(1);
  if (rows.length === 0) return null;
  const [record] = await attachFiles(db, binding, [toRecord(rows[0])]);
  return record;
}

export async function singletonRecord(context: MutationContext, binding: ResourceBinding): Promise<ResourceRecord> {
  const existing = await firstRecord(context.db, binding);
  if (existing) return existing;
  return inTransaction(context, binding, 'write', async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`singleton:${binding.def.table}`}))`);
    const raced = await firstRecord(tx, binding);
    if (raced) return raced;
    const values = normalizeInput(binding.def, {}, 'create');
    const [inserted] = await tx
      .insert(binding.table)
      .values({
        ...(await rowOf(binding, values)),
        [binding.properties.CreatedAt]: context.now,
        [binding.properties.UpdatedAt]: context.now,
      })
      .returning(recordSelection(binding));
    const record = await returnedRecord(tx, binding, inserted);
    await auditResource(tx, context.auth, binding, { action: 'create', id: record.ID, before: null, after: record });
    return record;
  });
}
