/**
 * The list requests the benchmark sends, derived from the resource's declaration and the rows fill.ts
 * wrote (both servers and the runner derive them from the same database, so they agree):
 * - `filter <field>`: the workflow's field (else the first filterable enumeration or switch) at its second
 *   value (products: in review, one row in ten); the first filterable reference at its second row (a brand:
 *   one product in fifteen); the first filterable set holding its third row (a category: one in seven);
 * - `free text <word>`: a word of the shop's vocabulary (products: about one row in eight over the five
 *   searchable fields) and, when the resource has a unique article number, a fragment of one (`ip14p-bat`:
 *   one model's batteries, one row in 95). Shares as PostgreSQL estimated them on a million products.
 */
import { getTableName, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/recordset';
import { resourceTableOf } from '../../server/db/schema/resource-table';
import type { Db } from '../../server/db/types';
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { SKU_MODELS, SKU_PARTS, WORDS } from './fill';

export interface Scenario {
  name: string;
  /** Path and query under the server's root. */
  path: string;
  query: Record<string, string>;
}

const refersToRows = (field: FieldDef) => field.kind === 'reference' || field.kind === 'category';

/** The id at `position` (0-based) of the field's target rows in id order, as fill.ts orders them. */
async function targetId(db: Db, field: FieldDef, position: number): Promise<number | undefined> {
  const target = resourceTableOf(field.kind === 'category' ? 'categories' : field.resource!);
  if (!target) return undefined;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql.raw(`select id from "${getTableName(target)}" order by id limit 1 offset ${position}`)),
  );
  return rows[0]?.id;
}

export async function scenariosOf(db: Db, def: ResourceDef): Promise<Scenario[]> {
  const base = `/api/${def.area}/${def.path}`;
  const filterable = def.fields.filter((f) => f.filterable);
  const choice =
    filterable.find((f) => f.key === def.workflow?.field && f.kind === 'enum') ??
    filterable.find((f) => !f.multiple && (f.kind === 'enum' || f.kind === 'boolean'));
  if (!choice) throw new Error(`${def.name} has no filterable enum or boolean field to benchmark`);
  if (!def.fields.some((f) => f.searchable)) throw new Error(`${def.name} has no searchable field to benchmark`);
  const value = choice.kind === 'boolean' ? 'true' : String(choice.options![Math.min(1, choice.options!.length - 1)].value);
  const scenarios: Omit<Scenario, 'path'>[] = [{ name: `filter ${choice.key}`, query: { limit: '50', [choice.key]: value } }];
  const reference = filterable.find((f) => refersToRows(f) && !f.multiple && f.resource !== def.name);
  const referenceId = reference && (await targetId(db, reference, 1));
  if (reference && referenceId !== undefined)
    scenarios.push({ name: `filter ${reference.key}`, query: { limit: '50', [reference.key]: String(referenceId) } });
  const set = filterable.find((f) => refersToRows(f) && f.multiple);
  const setId = set && (await targetId(db, set, 2));
  if (set && setId !== undefined) scenarios.push({ name: `filter ${set.key}`, query: { limit: '50', [set.key]: String(setId) } });
  scenarios.push({ name: `free text ${WORDS[1]}`, query: { limit: '50', q: WORDS[1] } });
  if (def.fields.some((f) => f.kind === 'text' && f.format === 'sku' && f.unique && f.searchable)) {
    const fragment = `${SKU_MODELS[1]}-${SKU_PARTS[0]}`.toLowerCase();
    scenarios.push({ name: `free text ${fragment}`, query: { limit: '50', q: fragment } });
  }
  return scenarios.map((s) => ({ ...s, path: `${base}?${new URLSearchParams(s.query).toString()}` }));
}
