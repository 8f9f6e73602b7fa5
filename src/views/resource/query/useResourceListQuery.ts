import { useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { ListParams } from '../../../api/resources';
import { listQueryFacts } from '../../../domain/resources/list-query';
import type { ResourceDef } from '../../../domain/resources/types';
import { screen as screenNamed, screenByName, screenHref, type Screen } from '../../../domain/screens';
import {
  apiParamsOf,
  filterableFields,
  parseListSearch,
  patchSearch,
  PARAM_EDIT,
  PARAM_IDS,
  PARAM_INTERVAL,
  PARAM_Q,
  PARAM_SORT,
  type ListUrlState,
} from './list-url';

type PaneMode = 'list' | 'detail' | 'edit' | 'new';

interface ResourceHrefs {
  list: string;
  detail: (id: number) => string;
  edit: (id: number) => string;
  create: string;
}

export interface ResourceListQuery extends ListUrlState {
  mode: PaneMode;
  /** The open record (detail and edit); null otherwise or when the path's id is not a number. */
  id: number | null;
  /** The values a new record starts with: the record it is made for (`newFor`), named in the path. */
  start?: Readonly<Record<string, unknown>>;
  /** The list call's parameters. */
  params: ListParams;
  /** A filter or free text narrows the list. */
  filtered: boolean;
  hrefs: ResourceHrefs;
  setQ: (text: string) => void;
  setFilter: (key: string, value: string | null) => void;
  setSort: (sort: string) => void;
  clearFilters: () => void;
}

/** The path of a resource's list screen (`/setting/faq`). */
export function listPathOf(def: ResourceDef): string {
  return screenNamed(`${def.screen}Index`).path;
}

/** The path of one record's screen (`/setting/faq/12`, `/shop/presale/3`). */
export function recordPathOf(def: ResourceDef, id: number | string): string {
  return screenNamed(`${def.screen}Detail`).path.replace(':id', String(id));
}

/** The path of the new screen (`/setting/faq/new`; `/shop/offers/new` for one made for another record). */
function newPathOf(def: ResourceDef): string {
  const screen = screenByName.get(`${def.screen}New`);
  return screen ? screenHref(screen) : recordPathOf(def, 'new');
}

/** The id a new screen made for another record names (`/shop/offers/new/12`: the customer 12); null without one. */
function newForIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The one reader of a resource screen's URL: mode and record from the route, filters, free text and sort
 * from the query string, and the links and setters that keep them there. Filter and text changes replace
 * the history entry (typing does not flood Back); opening, editing and creating push one.
 */
export function useResourceListQuery(def: ResourceDef, screen: Screen): ResourceListQuery {
  const search = useSearch();
  const routeParams = useParams<{ id?: string }>();
  const [location, navigate] = useLocation();
  const state = useMemo(() => parseListSearch(listQueryFacts(def), search), [def, search]);
  const rawId = screen.kind === 'detail' ? Number(routeParams.id) : NaN;
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const newFor = screen.kind === 'new' && def.newFor ? newForIdOf(routeParams.id) : null;
  const mode: PaneMode = screen.kind === 'new' ? 'new' : screen.kind === 'detail' ? (state.edit ? 'edit' : 'detail') : 'list';

  const hrefs = useMemo<ResourceHrefs>(() => {
    const keep = patchSearch(search, { [PARAM_EDIT]: null });
    return {
      list: listPathOf(def) + keep,
      detail: (recordId) => recordPathOf(def, recordId) + keep,
      edit: (recordId) => recordPathOf(def, recordId) + patchSearch(search, { [PARAM_EDIT]: '1' }),
      create: newPathOf(def) + keep,
    };
  }, [def, search]);

  const replaceQuery = useCallback(
    (patch: Record<string, string | null>) => navigate(location + patchSearch(search, patch), { replace: true }),
    [location, navigate, search],
  );

  return {
    ...state,
    mode,
    id,
    start: useMemo(() => (newFor != null && def.newFor ? { [def.newFor.field]: newFor } : undefined), [def.newFor, newFor]),
    params: useMemo(() => apiParamsOf(state), [state]),
    filtered: !!state.q.trim() || Object.keys(state.filters).length > 0 || !!state.ids,
    hrefs,
    setQ: (text) => replaceQuery({ [PARAM_Q]: text }),
    setFilter: (key, value) => replaceQuery({ [key]: value }),
    setSort: (sort) =>
      replaceQuery({ [PARAM_SORT]: sort === `${def.defaultSort.direction === 'desc' ? '-' : ''}${def.defaultSort.field}` ? null : sort }),
    clearFilters: () =>
      replaceQuery(
        Object.fromEntries<null>([
          [PARAM_Q, null],
          [PARAM_IDS, null],
          [PARAM_INTERVAL, null],
          ...filterableFields(def).map((f) => [f.key, null] as const),
          ...(def.namedFilters ?? []).map((f) => [f.key, null] as const),
        ]),
      ),
  };
}
