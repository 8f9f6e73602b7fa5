/**
 * A ticket's row in the queues on screen, changed where it is: the infinite lists' cached pages (SWR keys
 * `$inf$/support/tickets?…`, which a filter mutate leaves out) take the ticket as it now is without reloading,
 * so a change that is not a decision on the ticket (reading it) does not re-sort the queue under the agent.
 */
import type { useSWRConfig } from 'swr';
import type { ListResult } from '../../../api/client';
import { resourceKeys } from '../../../api/resources';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';

/** SWR's prefix of an infinite list's cache key (swr/infinite). */
const INFINITE = '$inf$';

type Pages = readonly (ListResult<ResourceRecord> | undefined)[] | undefined;

export function updateQueueRow(swr: ReturnType<typeof useSWRConfig>, def: ResourceDef, record: ResourceRecord): Promise<unknown> {
  const prefix = `${INFINITE}${resourceKeys(def).all}?`;
  const replace = (pages: Pages) =>
    pages?.map((page) =>
      page && page.data.some((row) => row.ID === record.ID)
        ? { ...page, data: page.data.map((row) => (row.ID === record.ID ? { ...row, ...record } : row)) }
        : page,
    );
  const keys = [...swr.cache.keys()].filter((key) => key.startsWith(prefix));
  return Promise.all(keys.map((key) => swr.mutate<Pages>(key, replace, { revalidate: false })));
}
