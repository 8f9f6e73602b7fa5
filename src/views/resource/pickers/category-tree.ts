/** The category tree from the flat categories list (each row's ParentID), in depth-first order by name. */
export interface CategoryRow {
  ID: number;
  Name: string;
  ParentID: number | null;
}

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  /** 0 for a top category. */
  depth: number;
  /** Names from the top down to this one. */
  trail: readonly string[];
}

export function flattenCategoryTree(rows: readonly CategoryRow[], collator: Intl.Collator = new Intl.Collator('sv')): CategoryNode[] {
  const byId = new Map(rows.map((r) => [r.ID, r]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    // A parent that is not in the list (or the row itself) makes the row a top category.
    const parent = row.ParentID != null && row.ParentID !== row.ID && byId.has(row.ParentID) ? row.ParentID : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => collator.compare(a.Name, b.Name));
  const out: CategoryNode[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number, trail: readonly string[]) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.ID)) continue;
      seen.add(row.ID);
      const path = [...trail, row.Name];
      out.push({ id: row.ID, name: row.Name, parentId: parent, depth, trail: path });
      walk(row.ID, depth + 1, path);
    }
  };
  walk(null, 0, []);
  return out;
}

/** The ids of a category and everything below it (a category cannot move under itself). */
export function subtreeOf(nodes: readonly CategoryNode[], id: number): Set<number> {
  const below = new Set<number>([id]);
  for (const node of nodes) if (node.parentId != null && below.has(node.parentId)) below.add(node.id);
  return below;
}
