/**
 * Moving the list's keyboard focus from outside the list widget (j/k, Shift+J/K, x, and returning from the
 * detail): through the GridList's own selection manager, so react-aria keeps focus, aria-selected and the
 * selection anchor exactly as its arrow keys would.
 */
import type { MutableRefObject } from 'react';
import type { Key, ListState } from 'react-aria-components/GridList';
import type { PaneActions } from '../../../commands/types';
import { focusIsIdle } from '../../common/useInitialFocus';
import { focusOrigin, mayMoveFocus, type FocusOrigin } from '../../common/focus-guard';

export type ListStateRef = MutableRefObject<ListState<unknown> | null>;

function manager(ref: ListStateRef) {
  return ref.current?.selectionManager ?? null;
}

/** The id of the row the list's focus is on (or was last on). */
export function focusedId(ref: ListStateRef): number | null {
  const key = manager(ref)?.focusedKey;
  return key == null ? null : Number(key);
}

/**
 * Put the keyboard focus on a row (rendered first if it was out of view), as the user asked from `origin`
 * (where the focus was when they pressed the key). False when the list is not ready for it yet (its state
 * or its grid element not there); also false, and nothing moves, when the user has gone into a text field
 * or a dialog since (focus-guard.ts): react-aria focuses the focused key's row as soon as the list is
 * marked focused, so the list is not even marked then.
 */
export function focusRow(ref: ListStateRef, grid: HTMLElement | null, id: Key, origin: FocusOrigin = focusOrigin()): boolean {
  const m = manager(ref);
  if (!m || !grid) return false;
  if (!mayMoveFocus(origin, grid)) return false;
  m.setFocusedKey(id);
  m.setFocused(true);
  // The row renders now that it is the focused (persisted) key; then it takes DOM focus, unless the user
  // went elsewhere in between (a `/` pressed while the list appeared keeps its search field).
  requestAnimationFrame(() => {
    const row = grid.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(String(id))}"]`);
    const active = document.activeElement;
    const stayed = focusIsIdle() || (active != null && grid.contains(active)) || mayMoveFocus(origin, grid);
    if (row && active !== row && stayed) row.focus();
  });
  return true;
}

/**
 * Move the focus one row down (1) or up (-1); with `extend`, the rows passed over join the selection
 * (from its anchor, as Shift+Arrow does). Returns false at either end.
 */
function moveFocus(ref: ListStateRef, grid: HTMLElement | null, delta: 1 | -1, extend = false): boolean {
  const state = ref.current;
  const m = state?.selectionManager;
  if (!state || !m) return false;
  const collection = state.collection;
  const from = m.focusedKey;
  const to = from == null ? collection.getFirstKey() : delta > 0 ? collection.getKeyAfter(from) : collection.getKeyBefore(from);
  if (to == null) return false;
  if (extend) {
    // Shift+J on an unselected row takes that row first, so the range starts where the user stands.
    if (from != null && !m.isSelected(from)) m.extendSelection(from);
    m.extendSelection(to);
  }
  focusRow(ref, grid, to);
  return true;
}

/** Select or unselect the focused row. */
function toggleFocused(ref: ListStateRef): void {
  const m = manager(ref);
  if (m?.focusedKey != null) m.toggleSelection(m.focusedKey);
}

/** The moving keys of a list pane (j/k, Shift+J/K, x); j past the last loaded row loads the next page. */
export function listMoveKeys(
  ref: ListStateRef,
  grid: () => HTMLElement | null,
  loadMore: () => void,
): Required<Pick<PaneActions, 'next' | 'previous' | 'extendNext' | 'extendPrevious' | 'toggleSelect'>> {
  return {
    next: () => {
      if (!moveFocus(ref, grid(), 1)) loadMore();
    },
    previous: () => void moveFocus(ref, grid(), -1),
    extendNext: () => void moveFocus(ref, grid(), 1, true),
    extendPrevious: () => void moveFocus(ref, grid(), -1, true),
    toggleSelect: () => toggleFocused(ref),
  };
}
