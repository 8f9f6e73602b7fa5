/**
 * `GET {base}/reference-titles?field=&ids=` (src/domain/api-access.ts REFERENCE_TITLES_SEGMENT): for each id,
 * the ID and title field of the record that a reference field of this resource points at. Whoever may view
 * the resource may read what its records refer to by name, without the target's view permission: customer
 * service reads an order's shipping and payment method, which are settings it may not open. Only the title
 * is answered, never the rest of the target record (docs/decisions.md "Reference titles").
 */
import { inArray } from 'drizzle-orm';
import { titledReferences } from '../../src/domain/api-access';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';
import { parseIds, refuse, refuseUnknownParams } from './list-params';
import { toRecord } from './records';

const REFERENCE_TITLE_PARAMS: ReadonlySet<string> = new Set(['field', 'ids']);

export async function referenceTitles(
  db: Executor,
  binding: ResourceBinding,
  query: Record<string, string | undefined>,
): Promise<ResourceRecord[]> {
  refuseUnknownParams(query, REFERENCE_TITLE_PARAMS);
  const field = titledReferences(binding.def).find((f) => f.key === query.field);
  if (!field) refuse('field');
  const ids = parseIds(query.ids ?? '');
  const target = binding.resources.bindingNamed(field.resource!);
  const title = target.def.titleField;
  const rows = await db
    .select({ ID: target.columns.ID, [title]: target.computed.get(title) ?? target.columns[title] })
    .from(target.table)
    .where(inArray(target.columns.ID, ids))
    .orderBy(target.columns.ID);
  return rows.map(toRecord);
}
