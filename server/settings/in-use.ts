/**
 * A shop set-up record still used elsewhere is not deleted (issue 20 §0): before the delete, every field of
 * every resource in the registry that points at the deleted records (a store field at a store, a reference
 * at its resource, a language field at a language's code) counts the records that hold them, and a use
 * refuses the delete with 40910 naming each resource and its count. Found from the registry, so a resource
 * added later that points at a store is counted without a change here. Children deleted with their parent
 * (a stock status's texts) do not count. Uses the registry does not know (tables without a resource) still
 * meet their foreign key: the engine answers those with 40901 "in use" (server/resources/db-errors.ts).
 */
import { and, count, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode, type InUse } from '../../src/domain/errors';
import { targetResource } from '../../src/domain/resources/kinds/reference';
import type { FieldDef, ResourceRecord } from '../../src/domain/resources/types';
import type { Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import type { ResourceBinding, ResourceRegistry } from '../resources/binding';

/** The resource each id kind points at (the kinds of src/domain/resources/kinds whose value is a record's ID). */
const KIND_TARGET: Partial<Record<FieldDef['kind'], string>> = {
  store: 'stores',
  storeGroup: 'store-groups',
  currencyGroup: 'currency-groups',
  stockStatus: 'stock-statuses',
  priceListGroup: 'price-list-groups',
};

function pointsAt(field: FieldDef, resource: string): boolean {
  return (KIND_TARGET[field.kind] ?? targetResource(field)) === resource;
}

/** The condition "the column holds one of `values`" for a single value or a set (an array column). */
function holdsAny(column: AnyPgColumn, field: FieldDef, values: readonly (number | string)[]): SQL {
  if (field.multiple) {
    // An id set is integer[], a code set text[]: the array is typed so `&&` compares like with like.
    const type = sql.raw(typeof values[0] === 'number' ? 'integer[]' : 'text[]');
    return sql`${column} && cast(array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}] as ${type})`;
  }
  return inArray(column, values as (number | string)[]);
}

/** Where the records are used: by ID through id fields, and (`byCode`) by a code through fields of `codeKind`. */
async function usesOf(
  tx: Tx,
  resources: ResourceRegistry,
  deleted: string,
  records: readonly ResourceRecord[],
  byCode?: { kind: FieldDef['kind']; key: string },
): Promise<InUse[]> {
  const ids = records.map((r) => r.ID);
  const codes = byCode ? records.map((r) => String(r[byCode.key])) : [];
  const uses: InUse[] = [];
  for (const binding of resources.all) {
    let total = 0;
    for (const field of binding.def.fields) {
      if (field.computed) continue;
      // Children go with their parent.
      if (binding.def.parent?.field === field.key && binding.def.parent.resource === deleted) continue;
      const column = binding.columns[field.key];
      let condition: SQL | null = null;
      if (pointsAt(field, deleted)) condition = holdsAny(column, field, ids);
      else if (byCode && field.kind === byCode.kind && codes.length) condition = holdsAny(column, field, codes);
      if (!condition) continue;
      // A record pointing at itself (a group merged from itself) or at another deleted one is no use.
      const notDeleted = binding.def.name === deleted ? notInArray(binding.columns.ID, ids) : undefined;
      const [row] = await tx.select({ n: count() }).from(binding.table).where(and(condition, notDeleted));
      total += Number(row.n);
    }
    if (total > 0) uses.push({ resource: binding.def.name, noun: binding.def.noun, count: total });
  }
  return uses;
}

/** Refuses the delete with 40910 when anything uses the records. */
export async function refuseWhenInUse(
  binding: Pick<ResourceBinding, 'def'>,
  context: { tx: Tx; resources: ResourceRegistry; records: ResourceRecord[] },
  byCode?: { kind: FieldDef['kind']; key: string },
): Promise<void> {
  const uses = await usesOf(context.tx, context.resources, binding.def.name, context.records, byCode);
  if (!uses.length) return;
  const named = uses.map((u) => `${u.count} ${u.resource}`).join(', ');
  throw new ApiFailure(ErrorCode.SettingInUse, `The record is in use by ${named} and cannot be deleted`, undefined, undefined, { uses });
}
