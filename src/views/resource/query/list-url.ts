/**
 * The list state in the address bar (STYLE.md "List state in the URL"): free text `q`, `sort`, one parameter
 * per filterable field (its key), `ids` for chosen records, and `edit=1` on a detail path for its edit form. The record is the path's
 * last segment (`/setting/faq/12`, `/setting/faq/new`). Parameter names are read without regard to case, so a
 * link's `status=2` (SPEC.md's subscriptions menu) is the `Status` filter; setting or removing a parameter
 * replaces it in whatever case the address had it. Parameters the engine does not know (an incoming call's
 * `call`, say) are kept as they are.
 */
import type { ListParams } from '../../../api/resources';
import type { ListQueryFacts } from '../../../domain/resources/list-query';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';

export const PARAM_Q = 'q';
export const PARAM_SORT = 'sort';
export const PARAM_EDIT = 'edit';
/** `interval=6`: the last six months of a list whose declaration has an interval (orders); shown as the period filter. */
export const PARAM_INTERVAL = 'interval';
/** The periods the filter menu offers, in months (a link may carry another, which is offered too). */
export const INTERVAL_CHOICES = [1, 3, 6, 12, 24] as const;
/**
 * `refresh=true`: the list reads again while it is visible (the orders' menu link), on the lists with a period
 * (`interval`); shown by the list's pressed "refresh automatically" toggle (RefreshToggle).
 */
export const PARAM_REFRESH = 'refresh';
/** Chosen records by id (`ids=12,15`): the list shows exactly those (a multi-SKU fetch leads here). */
export const PARAM_IDS = 'ids';
/** The most ids the list API takes at once. */
const MAX_IDS = 500;

export interface ListUrlState {
  q: string;
  /** `Key` or `-Key`; empty for the resource's default sort. */
  sort: string;
  /** Filter values by field key, as the API reads them (`1,2`, `10..20`, `true`). */
  filters: Readonly<Record<string, string>>;
  edit: boolean;
  /** Chosen record ids, comma-separated; empty for none. */
  ids: string;
}

/** `12,15,12` → `12,15`: whole positive numbers, each once, at most MAX_IDS; '' when there are none. */
function cleanIds(raw: string | null): string {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^[1-9]\d{0,9}$/.test(part)),
    ),
  ];
  return ids.slice(0, MAX_IDS).join(',');
}

export function filterableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.filterable && !f.hidden);
}

/**
 * The filters in force that a person sees as chips and can change or remove: the fields' and the period
 * (`interval`). Named filters have their own toggles; `refresh` and unknown parameters change no rows and
 * are never counted (docs/decisions.md "Filters people see").
 */
export function shownFilterKeys(def: ResourceDef, filters: Readonly<Record<string, string>>): string[] {
  const keys = [...filterableFields(def).map((f) => f.key), ...(def.interval ? [PARAM_INTERVAL] : [])];
  return keys.filter((key) => filters[key]);
}

/** Lists with a period are the ones read again while visible when asked (`refresh=true`); parseListSearch reads the same. */
export function takesRefresh(def: ResourceDef): boolean {
  return !!def.interval;
}

/** The value of parameter `key` whatever the case of its name (the exact name first); null when absent. */
function paramOf(params: URLSearchParams, key: string): string | null {
  const exact = params.get(key);
  if (exact != null) return exact;
  const folded = key.toLowerCase();
  for (const [name, value] of params) if (name.toLowerCase() === folded) return value;
  return null;
}

export function sortableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.sortable && !f.hidden);
}

export function parseListSearch(facts: ListQueryFacts, search: string): ListUrlState {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const key of facts.filters) {
    const value = paramOf(params, key);
    if (value != null && value !== '') filters[key] = value;
  }
  // The engine's list parameters beyond fields: the declared interval and named filters (`needsCheck=true`),
  // passed to the API as they are, and `refresh` (read again while visible), which stays in the browser.
  for (const key of [...(facts.interval ? [PARAM_INTERVAL, PARAM_REFRESH] : []), ...facts.named]) {
    const value = paramOf(params, key);
    if (value != null && value !== '') filters[key] = value;
  }
  const sort = paramOf(params, PARAM_SORT) ?? '';
  const sortKey = sort.replace(/^-/, '');
  const validSort = facts.sorts.includes(sortKey) || sortKey === facts.defaultSort.field;
  return {
    q: paramOf(params, PARAM_Q) ?? '',
    sort: validSort ? sort : '',
    filters,
    edit: paramOf(params, PARAM_EDIT) === '1',
    ids: cleanIds(paramOf(params, PARAM_IDS)),
  };
}

/**
 * The list call's parameters for this state: all but `refresh`, which is the browser's alone (it says when to read
 * again); the API refuses a parameter it does not take (docs/decisions.md "Unknown list parameters").
 */
export function apiParamsOf(state: ListUrlState): ListParams {
  const { [PARAM_REFRESH]: _refresh, ...filters } = state.filters;
  const params: Record<string, string> = { ...filters };
  if (state.q.trim()) params[PARAM_Q] = state.q.trim();
  if (state.sort) params[PARAM_SORT] = state.sort;
  if (state.ids) params[PARAM_IDS] = state.ids;
  return params;
}

/**
 * The query string with some parameters set (a value) or removed (null); a parameter is replaced whatever the
 * case of its name in the address (parseListSearch reads it so).
 */
export function patchSearch(search: string, patch: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    const folded = key.toLowerCase();
    for (const name of [...new Set(params.keys())]) if (name !== key && name.toLowerCase() === folded) params.delete(name);
    if (value == null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The current sort as field and direction (the default when none is chosen). */
export function sortOf(def: ResourceDef, sort: string): { field: string; direction: 'asc' | 'desc' } {
  if (!sort) return def.defaultSort;
  return { field: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' };
}
