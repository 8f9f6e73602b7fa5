/** The two list requests the benchmark sends, derived from the resource's declaration. */
import type { ResourceDef } from '../../src/domain/resources/types';
import { WORDS } from './fill';

export interface Scenario {
  name: 'filter' | 'free text';
  /** Path and query under the server's root. */
  path: string;
  query: Record<string, string>;
}

export function scenariosOf(def: ResourceDef): Scenario[] {
  const base = `/api/${def.area}/${def.path}`;
  const filterField = def.fields.find((f) => f.filterable && !f.multiple && (f.kind === 'enum' || f.kind === 'boolean'));
  if (!filterField) throw new Error(`${def.name} has no filterable enum or boolean field to benchmark`);
  const value = filterField.kind === 'boolean' ? 'true' : String(filterField.options![Math.min(1, filterField.options!.length - 1)].value);
  if (!def.fields.some((f) => f.searchable)) throw new Error(`${def.name} has no searchable field to benchmark`);
  const scenarios: Scenario[] = [
    { name: 'filter', query: { limit: '50', [filterField.key]: value } , path: '' },
    // A word in about one row of 30 (fill.ts draws two words of 30 per text field).
    { name: 'free text', query: { limit: '50', q: WORDS[1] }, path: '' },
  ];
  return scenarios.map((s) => ({ ...s, path: `${base}?${new URLSearchParams(s.query).toString()}` }));
}
