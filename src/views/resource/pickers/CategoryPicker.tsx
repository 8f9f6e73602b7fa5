import { useMemo, useState } from 'react';
import type { FieldChrome } from '../form/editors/FieldParts';
import { subtreeOf } from './category-tree';
import { PickerField, type PickerItem } from './PickerField';
import { useCategoryTree } from './useCategoryTree';

export interface CategoryPickerProps extends FieldChrome {
  value: number | null;
  onChange: (id: number | null) => void;
  /** A category being edited: it and everything below it cannot be its own parent. */
  withoutSubtreeOf?: number | null;
  exclude?: readonly number[];
}

/** A category chosen in the tree: options indented by depth, found by any part of their path. */
export function CategoryPicker({ value, withoutSubtreeOf, exclude, ...props }: CategoryPickerProps) {
  const { nodes, byId, isLoading } = useCategoryTree();
  const [text, setText] = useState('');
  const items = useMemo<PickerItem[]>(() => {
    const barred = withoutSubtreeOf != null ? subtreeOf(nodes, withoutSubtreeOf) : new Set<number>();
    const needle = text.trim().toLocaleLowerCase();
    return nodes
      .filter((n) => !barred.has(n.id) && !exclude?.includes(n.id))
      .filter((n) => !needle || n.trail.join(' ').toLocaleLowerCase().includes(needle))
      .map((n) => ({
        id: n.id,
        label: n.name,
        chosen: n.trail.join(' › '),
        depth: needle ? 0 : n.depth,
        detail: needle && n.depth ? n.trail.slice(0, -1).join(' › ') : undefined,
      }));
  }, [nodes, withoutSubtreeOf, exclude, text]);
  const node = value != null ? byId.get(value) : undefined;
  const valueLabel = value == null ? '' : node ? node.trail.join(' › ') : `#${value}`;
  return <PickerField {...props} items={items} value={value} valueLabel={valueLabel} onSearch={setText} pending={isLoading} />;
}
