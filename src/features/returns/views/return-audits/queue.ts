/**
 * The return-audits queue's keyboard model, pure: which row has focus, which rows are checked, what a
 * selection moves in money. The page (ReturnAuditsPage.tsx) keeps one of these in state and renders it.
 */
import { formatMinor, parseMinor } from '../../../../domain/money';

export interface QueueState {
  /** Index of the focused row among the visible rows. */
  focus: number;
  /** Checked row ids. */
  selected: ReadonlySet<number>;
  /** Where shift+j/k started (the focused row when it began). */
  anchor: number | null;
}

export const EMPTY_QUEUE: QueueState = { focus: 0, selected: new Set(), anchor: null };

export function clampFocus(state: QueueState, count: number): QueueState {
  const focus = Math.max(0, Math.min(state.focus, count - 1));
  return focus === state.focus ? state : { ...state, focus };
}

/** j/k: the next or previous row (stays at the ends). */
export function move(state: QueueState, by: 1 | -1, count: number): QueueState {
  return { ...state, anchor: null, focus: Math.max(0, Math.min(state.focus + by, count - 1)) };
}

/** x: check or uncheck the focused row. */
export function toggle(state: QueueState, ids: readonly number[]): QueueState {
  const id = ids[state.focus];
  if (id == null) return state;
  const selected = new Set(state.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { ...state, selected, anchor: null };
}

/** shift+j/k: move and check every row between where it began and the new focus. */
export function extend(state: QueueState, by: 1 | -1, ids: readonly number[]): QueueState {
  const anchor = state.anchor ?? state.focus;
  const focus = Math.max(0, Math.min(state.focus + by, ids.length - 1));
  const selected = new Set(state.selected);
  const [from, to] = anchor <= focus ? [anchor, focus] : [focus, anchor];
  for (let i = from; i <= to; i++) selected.add(ids[i]);
  return { focus, selected, anchor };
}

/** The money a selection moves, per currency ("12 499.00 SEK"), as decimal strings in the API's form. */
export function moneyOf(rows: readonly { Amount: string; Currency: string }[]): { currency: string; amount: string }[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.Currency, (sums.get(row.Currency) ?? 0) + (parseMinor(row.Amount) ?? 0));
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => ({ currency, amount: formatMinor(minor) }));
}
