import type { ResourceRecord } from '../../../domain/resources/types';
import { DefaultRow } from '../list/DefaultRow';
import type { RowProps } from '../overrides-types';
import { flattenCategoryTree, type CategoryRow } from '../pickers/category-tree';
import { useCategoryTree } from '../pickers/useCategoryTree';

/** A categories row: the name indented by its depth in the tree, and the path of its parents beside it. */
export function CategoryTreeRow(props: RowProps) {
  const { byId } = useCategoryTree();
  const node = byId.get(props.record.ID);
  const parents = node ? node.trail.slice(0, -1).join(' › ') : '';
  return <DefaultRow {...props} indent={node?.depth ?? 0} trail={parents || undefined} />;
}

/** The categories on screen in the tree's depth-first order (parents before their children, by name). */
export function categoryTreeOrder(records: readonly ResourceRecord[]): ResourceRecord[] {
  const byId = new Map(records.map((r) => [r.ID, r]));
  const ordered = flattenCategoryTree(records as unknown as CategoryRow[]).map((node) => byId.get(node.id)!);
  // A row the walk cannot reach (a loop the server should never let through) still shows, last.
  const reached = new Set(ordered.map((r) => r.ID));
  return [...ordered, ...records.filter((r) => !reached.has(r.ID))];
}
