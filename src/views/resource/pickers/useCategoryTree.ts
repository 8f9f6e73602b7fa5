import { useMemo } from 'react';
import useSWR from 'swr';
import { fetchAll } from '../../../api/client';
import { resourceKeys } from '../../../api/resources';
import { resourceByName } from '../../../domain/resources';
import { flattenCategoryTree, type CategoryNode, type CategoryRow } from './category-tree';

/** Categories per request when the whole tree is read. */
const TREE_PAGE = 500;

/**
 * The whole category tree (every category, page after page), shared by the category pickers, the category
 * cells and the categories list's tree rows. Revalidated with the categories' lists after a change.
 */
export function useCategoryTree(enabled = true): { nodes: CategoryNode[]; byId: ReadonlyMap<number, CategoryNode>; isLoading: boolean } {
  const def = resourceByName.get('categories');
  const key = def && enabled ? resourceKeys(def).list({ limit: String(TREE_PAGE), sort: 'Name' }) : null;
  const { data, isLoading } = useSWR<CategoryRow[], unknown>(key, (path: string) => fetchAll<CategoryRow>(path), {
    revalidateOnFocus: false,
  });
  return useMemo(() => {
    const nodes = flattenCategoryTree(data ?? []);
    return { nodes, byId: new Map(nodes.map((n) => [n.id, n])), isLoading };
  }, [data, isLoading]);
}
