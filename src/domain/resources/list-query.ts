/**
 * What reading a list's address needs of its declaration (src/views/resource/query/list-url.ts parseListSearch):
 * the keys of the fields that filter and sort, the period, the named filters and the default sort.
 * list-queries.precomputed.ts gives the browser's entry these alone, so the first screen's list can be asked for
 * at start-up, before the declarations have loaded.
 */
import type { ResourceDef } from './types';

export interface ListQueryFacts {
  /** Where its API lives (`/shop/orders`), as resourceBase joins them. */
  area: ResourceDef['area'];
  path: string;
  /** Keys of the fields shown that filter, and of those that sort. */
  filters: readonly string[];
  sorts: readonly string[];
  /** The list takes a period (`interval`, and `refresh` in the browser). */
  interval: boolean;
  /** Keys of the named filters. */
  named: readonly string[];
  defaultSort: ResourceDef['defaultSort'];
}

const known = new WeakMap<ResourceDef, ListQueryFacts>();

/** A declaration's list facts, as plain data (once per declaration). */
export function listQueryFacts(def: ResourceDef): ListQueryFacts {
  let facts = known.get(def);
  if (!facts) {
    const shown = def.fields.filter((f) => !f.hidden);
    facts = {
      area: def.area,
      path: def.path,
      filters: shown.filter((f) => f.filterable).map((f) => f.key),
      sorts: shown.filter((f) => f.sortable).map((f) => f.key),
      interval: !!def.interval,
      named: (def.namedFilters ?? []).map((f) => f.key),
      defaultSort: { ...def.defaultSort },
    };
    known.set(def, facts);
  }
  return facts;
}
