import { DefaultRow } from '../list/DefaultRow';
import type { RowProps } from '../overrides-types';
import { useCategoryTree } from '../pickers/useCategoryTree';

/** A categories row: the name indented by its depth in the tree, and the path of its parents beside it. */
export function CategoryTreeRow(props: RowProps) {
  const { byId } = useCategoryTree();
  const node = byId.get(props.record.ID);
  const parents = node ? node.trail.slice(0, -1).join(' › ') : '';
  return <DefaultRow {...props} indent={node?.depth ?? 0} trail={parents || undefined} />;
}
