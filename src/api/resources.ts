/**
 * The resource engine's data hooks (issue 3, API contract in src/domain/resources/types.ts): a key factory
 * per resource (all / list / detail / history), the infinite list over keyset cursors, one record, its
 * audit events, and the mutations (save, delete, custom actions), each revalidating the list and detail
 * keys it touched.
 */
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CustomActionDef, HistoryEvent, ResourceDef, ResourceRecord } from '../domain/resources/types';
import { listPageKey, listSearch, resourceBase, resourceKeys, type ListParams } from './list-keys';
import { ACTION_OUTCOME_KEY, type ActionOutcome } from '../domain/resources/workflow';
import { api, ApiError, type ListResult } from './client';
import { refreshReferenceOf } from './reference';
import { API_BASE } from '../domain/constants';
import { REFERENCE_TITLES_SEGMENT } from '../domain/api-access';
import { session } from '../store/session';
import { useSnapshot } from 'valtio';

export { listSearch, resourceBase, resourceKeys, type ListParams } from './list-keys';

/** Cache keys of a resource's plain list calls (pages, `ids=` lookups), as a mutate filter sees them. */
function isListKey(base: string) {
  return (key: unknown) => typeof key === 'string' && key.startsWith(`${base}?`);
}

/**
 * The infinite lists on screen, by resource name: a list registers under its resource and a child collection's
 * also under its parent, whose changes write its children (a reminder's next action writes its events). SWR's
 * filter mutate leaves infinite keys out, and a global mutate of one does not refetch pages it already holds;
 * the hook's own `mutate()` does, so each mounted list registers it here and a change of the resource calls them.
 */
const mountedLists = new Map<string, Set<() => Promise<unknown>>>();

/**
 * The changes made in this browser, by resource name (`revalidate`), and the count a list had seen when it left
 * the screen, by list key. An infinite list shown again keeps its cached pages without asking (SWR refetches no
 * page it holds), so one that left before a change of its resource or its parent reads its pages again: an
 * events tab opened again after a selection run shows the events the run wrote.
 */
const changes = new Map<string, number>();
const seenAtLeave = new Map<string, number>();
const changesOf = (names: readonly string[]) => names.reduce((sum, name) => sum + (changes.get(name) ?? 0), 0);

function useListRevalidator(
  names: readonly string[],
  listKey: string | null,
  cached: boolean,
  revalidateAll: () => Promise<unknown>,
): void {
  const latest = useRef(revalidateAll);
  latest.current = revalidateAll;
  const hadPages = useRef(cached);
  hadPages.current = cached;
  const joined = names.join(',');
  useEffect(() => {
    if (!joined || listKey == null) return;
    const under = joined.split(',');
    const revalidator = () => latest.current();
    for (const name of under) {
      const set = mountedLists.get(name) ?? new Set();
      set.add(revalidator);
      mountedLists.set(name, set);
    }
    const seen = seenAtLeave.get(listKey);
    if (hadPages.current && seen !== undefined && seen < changesOf(under)) void revalidator();
    return () => {
      for (const name of under) mountedLists.get(name)?.delete(revalidator);
      seenAtLeave.set(listKey, changesOf(under));
    };
  }, [joined, listKey]);
}

/**
 * Reads again every `ms` while the page is visible (a declaration's refreshMs: a running job's progress).
 * The infinite list's own `mutate()` is what refetches the pages it holds, so this calls it on a timer
 * rather than SWR's refreshInterval.
 */
function useRefreshWhileVisible(ms: number | undefined, reload: () => Promise<unknown>): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!ms) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void latest.current();
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
}

/** How often a list asked for with `refresh=true` reads again while the page is visible (the orders' menu link). */
const LIST_REFRESH_MS = 30_000;

export interface ResourceListState {
  records: ResourceRecord[];
  /** Matching rows as the server counted them (exactly up to 10,000). */
  total: number | null;
  /** More than the server counts exactly ("10 000+"). */
  capped: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The list of a resource for the given parameters, page after page along the keyset cursor; with `refresh`, read
 * again every LIST_REFRESH_MS while visible (the orders' menu link).
 */
export function useResourceList(
  def: ResourceDef | null,
  params: ListParams,
  { refresh = false }: { refresh?: boolean } = {},
): ResourceListState {
  const keys = def ? resourceKeys(def) : null;
  const getKey = useCallback(
    (index: number, previous: ListResult<ResourceRecord> | null) => {
      if (!def) return null;
      if (previous && !previous.nextCursor) return null;
      return listPageKey(def, params, index === 0 ? undefined : previous!.nextCursor!);
    },
    // The key factory is rebuilt every render; the list depends only on the base path and the parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the base path and the parameters' query text, not the objects
    [keys?.all, listSearch(params)],
  );
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<ListResult<ResourceRecord>, unknown>(getKey, {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    persistSize: false,
    // A new filter keeps the rows on screen until its answer arrives (no skeleton flash while typing).
    keepPreviousData: true,
  });
  const listed = def ? [def.name, ...(def.parent ? [def.parent.resource] : [])] : [];
  useListRevalidator(listed, keys ? keys.list(params) : null, data !== undefined, () => mutate());
  useRefreshWhileVisible(def?.refreshMs ?? (refresh ? LIST_REFRESH_MS : undefined), () => mutate());
  // The rows kept on screen while a new filter loads are the old filter's: when the new one is refused
  // they do not match it, so none are shown, only the error.
  const { cache } = useSWRConfig();
  const refused = !!error && !!data && cache.get(unstable_serialize(getKey))?.data === undefined;
  const shown = refused ? undefined : data;
  const records = useMemo(() => (shown ?? []).flatMap((page) => page?.data ?? []), [shown]);
  const last = shown?.[shown.length - 1];
  const hasMore = !!last?.nextCursor;
  const isLoadingMore = !!shown && size > shown.length && isValidating;
  const first = shown?.[0];
  return {
    records,
    total: typeof first?.records === 'number' ? first.records : null,
    capped: !!first?.recordsCapped,
    isLoading,
    isLoadingMore,
    hasMore,
    error,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void setSize(size + 1);
    },
    retry: () => void mutate(),
  };
}

/** One record (null id: none asked for). */
export function useResourceRecord(def: ResourceDef | null, id: number | null) {
  // SWR's refreshInterval pauses while the page is hidden.
  return useSWR<ResourceRecord, unknown>(def && id != null ? resourceKeys(def).detail(id) : null, {
    revalidateOnFocus: false,
    refreshInterval: def?.refreshMs ?? 0,
  });
}

/**
 * Loads the records of `ids` into the cache the detail reads (useResourceRecord) when the browser is idle,
 * those not there yet: the neighbours of the open record, so that j/k paints the next record whole in one
 * render instead of its list row first and the record a request later (issue 19 §6). The detail still
 * revalidates when it opens (stale-while-revalidate), so a record changed since is shown as it is now.
 */
export function usePrefetchRecords(def: ResourceDef, ids: readonly number[]): void {
  const { cache, mutate, fetcher } = useSWRConfig();
  const wanted = ids.join(',');
  useEffect(() => {
    if (!wanted || !fetcher) return;
    const keys = resourceKeys(def);
    const load = () => {
      for (const id of wanted.split(',')) {
        const key = keys.detail(id);
        if (cache.get(key)?.data !== undefined) continue;
        // A failed prefetch leaves nothing behind: the detail fetches (and reports) on its own when opened.
        void mutate(key, fetcher(key) as Promise<ResourceRecord>, { revalidate: false, populateCache: true, rollbackOnError: true }).catch(
          () => undefined,
        );
      }
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 500 }) : null;
    const timer = idle === null ? setTimeout(load, 50) : null;
    return () => {
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [def, wanted, cache, mutate, fetcher]);
}

/** A singleton resource's one record. */
export function useSingletonRecord(def: ResourceDef | null) {
  return useSWR<ResourceRecord, unknown>(def ? resourceKeys(def).singleton : null, { revalidateOnFocus: false });
}

/** A record's audit events, newest first. */
export function useResourceHistory(def: ResourceDef, id: number | null) {
  return useSWR<{ data: HistoryEvent[] }, unknown>(id != null ? resourceKeys(def).history(id) : null);
}

/**
 * Revalidate what a change of these records touched: every list of the resource and of its child collections
 * (a reminder's events), the records themselves and their histories. `records: false` when the caller has put
 * the records as the server answered them in the cache already (a save, an action on one record).
 */
export function revalidate(
  { mutate }: { mutate: ScopedMutator },
  def: ResourceDef,
  ids: readonly number[],
  { records = true }: { records?: boolean } = {},
): Promise<unknown> {
  const keys = resourceKeys(def);
  changes.set(def.name, (changes.get(def.name) ?? 0) + 1);
  return Promise.all([
    refreshReferenceOf(def.name),
    mutate(isListKey(keys.all)),
    ...[...(mountedLists.get(def.name) ?? [])].map((revalidateList) => revalidateList()),
    ...(records ? ids.map((id) => mutate(keys.detail(id))) : []),
    ...ids.map((id) => mutate(keys.history(id))),
  ]);
}

export interface SaveInput {
  /** Absent for a new record (and for a singleton). */
  id?: number | null;
  /** The Version the values were edited from (update). */
  version?: number;
  values: Record<string, unknown>;
}

/** Create (POST), update (PUT with Version) or, for a singleton, update the one record. */
export function useSaveResource(def: ResourceDef) {
  const swr = useSWRConfig();
  const { mutate } = swr;
  return useCallback(
    async ({ id, version, values }: SaveInput): Promise<ResourceRecord> => {
      const keys = resourceKeys(def);
      let saved: ResourceRecord;
      if (def.singleton) {
        saved = await api.put<ResourceRecord>(keys.singleton, { ...values, Version: version });
        await mutate(keys.singleton, saved, { revalidate: false });
      } else if (id == null) {
        saved = await api.post<ResourceRecord>(keys.all, values);
      } else {
        saved = await api.put<ResourceRecord>(keys.detail(id), { ...values, Version: version });
      }
      if (!def.singleton) await mutate(keys.detail(saved.ID), saved, { revalidate: false });
      await revalidate(swr, def, [saved.ID], { records: false });
      return saved;
    },
    [def, mutate, swr],
  );
}

/** Delete records: one with its Version (stale → 40901), several in one transaction (all or nothing). */
export function useDeleteResources(def: ResourceDef) {
  const swr = useSWRConfig();
  const { mutate } = swr;
  return useCallback(
    async (records: readonly Pick<ResourceRecord, 'ID' | 'Version'>[]): Promise<number> => {
      const keys = resourceKeys(def);
      if (records.length === 1) {
        await api.delete<void>(keys.detail(records[0].ID), { query: { version: records[0].Version } });
      } else {
        await api.post<{ deleted: number }>(`${keys.all}/delete`, { ids: records.map((r) => r.ID) });
      }
      const ids = records.map((r) => r.ID);
      await Promise.all(ids.map((id) => mutate(keys.detail(id), undefined, { revalidate: false })));
      await revalidate(swr, def, []);
      return ids.length;
    },
    [def, mutate, swr],
  );
}

/**
 * A custom action or workflow move on one record (with its Version) or, for a bulk action, on several,
 * with the action's input. A refusal (moved on meanwhile, stale) still reloads the records, so the screen
 * shows the state that refused it.
 */
export function useResourceAction(def: ResourceDef) {
  const swr = useSWRConfig();
  const { mutate } = swr;
  return useCallback(
    async (
      action: CustomActionDef,
      records: readonly Pick<ResourceRecord, 'ID' | 'Version'>[],
      input: Record<string, unknown> = {},
    ): Promise<ActionOutcome | null> => {
      const keys = resourceKeys(def);
      const reload = () => Promise.all(records.map((r) => mutate(keys.detail(r.ID))));
      try {
        if (records.length === 1) {
          const answer = await api.post<ResourceRecord>(`${keys.detail(records[0].ID)}/${action.id}`, {
            ...input,
            Version: records[0].Version,
          });
          // What the action's effect reported (the e-mail it queued) is not part of the record.
          const { [ACTION_OUTCOME_KEY]: outcome, ...updated } = answer;
          await mutate(keys.detail(updated.ID), updated, { revalidate: false });
          return (outcome as ActionOutcome | undefined) ?? null;
        }
        await api.post<{ updated: number }>(`${keys.all}/actions/${action.id}`, { ...input, ids: records.map((r) => r.ID) });
        await reload();
        return null;
      } catch (error) {
        await reload();
        throw error;
      } finally {
        // The records are in the cache as the server answered (one) or read again (several, a refusal).
        await revalidate(
          swr,
          def,
          records.map((r) => r.ID),
          { records: false },
        );
      }
    },
    [def, mutate, swr],
  );
}

/** A reference field of a resource, through which its target's titles may be read. */
export interface ReferringField {
  resource: ResourceDef;
  field: string;
}

/**
 * Records of a resource by id (pickers resolve the labels of chosen ids with `ids=`), when the user may read
 * that resource. Else, given the reference field they come from, its resource's reference-titles route,
 * whose records carry only ID and the title field: customer service reads an order's shipping method by
 * name, though it may not open the settings (their own list would answer 40301). Else nothing is asked.
 */
export function useResourcesByIds(def: ResourceDef | null, ids: readonly number[], via?: ReferringField) {
  const { permissions } = useSnapshot(session);
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const readable = (d: ResourceDef) => permissions.includes(d.permissions.view.join(':'));
  let key: string | null = null;
  if (def && sorted.length) {
    if (readable(def)) key = resourceKeys(def).list({ ids: sorted.join(','), limit: String(Math.min(500, sorted.length)) });
    else if (via && readable(via.resource)) {
      key = `${resourceBase(via.resource)}/${REFERENCE_TITLES_SEGMENT}?${new URLSearchParams({ field: via.field, ids: sorted.join(',') })}`;
    }
  }
  return useSWR<ListResult<ResourceRecord>, unknown>(key, { revalidateOnFocus: false });
}

/** Search a resource's records by free text (reference pickers). */
export function searchResources(
  def: ResourceDef,
  text: string,
  limit: number,
  signal?: AbortSignal,
  where?: Readonly<Record<string, readonly (number | string)[]>>,
): Promise<ListResult<ResourceRecord>> {
  const filters = Object.fromEntries(Object.entries(where ?? {}).map(([key, values]) => [key, values.join(',')]));
  return api.get<ListResult<ResourceRecord>>(resourceKeys(def).all, { query: { ...filters, q: text.trim() || undefined, limit }, signal });
}

/** The file name a Content-Disposition header gives, or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches a file of the API with the bearer token and hands it to the browser under the name the server gives
 * (Content-Disposition), else `fallback`; answers that name, or rejects with an ApiError when refused.
 */
export async function downloadFile(path: string, accept: string, fallback: string): Promise<string> {
  const headers: Record<string, string> = { Accept: accept };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? response.status * 100 + 1, response.status, body?.message ?? response.statusText);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallback);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/**
 * Download the CSV export of these records (GET base/export?ids=…) as a file: the browser saves it under
 * the name the server gives (`faq-2026-01-31.csv`).
 */
export function downloadExport(def: ResourceDef, ids: readonly number[]): Promise<string> {
  const path = `${API_BASE}${resourceBase(def)}/export?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
  return downloadFile(path, 'text/csv', `${def.name}.csv`);
}
