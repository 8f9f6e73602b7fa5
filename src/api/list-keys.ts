/**
 * The cache keys of the resource engine's calls (src/api/resources.ts): a resource's base path, a list's query in
 * a stable order, and the list, detail and history keys. A module of its own so the entry can ask for the first
 * screen's list under the very key the list then reads (src/views/app/preload.ts) without the engine's hooks.
 */
import { LIST_DEFAULT_LIMIT } from '../domain/constants';
import type { ResourceDef } from '../domain/resources/types';

/** Rows per page of the infinite list. */
const LIST_PAGE_SIZE = LIST_DEFAULT_LIMIT;

/** List parameters as the API reads them: q, sort, filters by field key (values as in the query string). */
export type ListParams = Readonly<Record<string, string>>;

/** `/setting/faq`: the API path of a resource below /api (and its screens' path). */
export function resourceBase(def: Pick<ResourceDef, 'area' | 'path'>): string {
  return `/${def.area}/${def.path}`;
}

/** The query string of a list call with its parameters in a stable order (one cache key per list). */
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) if (params[key] !== '') search.set(key, params[key]);
  return search.toString();
}

export function resourceKeys(def: Pick<ResourceDef, 'area' | 'path'>) {
  const base = resourceBase(def);
  return {
    all: base,
    list: (params: ListParams) => {
      const search = listSearch(params);
      return search ? `${base}?${search}` : `${base}?`;
    },
    detail: (id: number | string) => `${base}/${id}`,
    history: (id: number | string) => `${base}/${id}/history`,
    /** The singleton's one record lives at the base path. */
    singleton: base,
  };
}

/** The key of one page of a list: its parameters, the page size and, after the first page, the cursor. */
export function listPageKey(def: Pick<ResourceDef, 'area' | 'path'>, params: ListParams, cursor?: string): string {
  return resourceKeys(def).list({ ...params, limit: String(LIST_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
}
