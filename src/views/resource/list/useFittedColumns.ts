/**
 * The wide list's columns as the pane's width allows (docs/decisions.md "Columns give way"):
 * - Whole columns (keepsWhole: amounts, dates, statuses and the record's title) as wide as their widest value:
 *   every such cell on screen, the header's included, is measured after each change of the rows drawn, and the
 *   list's custom property for the column (columnWidthVar) grows to the widest, so the rows and the header stay
 *   aligned while each cell still takes at least its own content's width (nothing is ever cut).
 * - Columns give way by priority when they do not all fit: each whole column needs its widest value, each text
 *   column MIN_TEXT_COLUMN_PX; the columns besides the title are kept in their keeping order (keepingOrder: a
 *   higher listPriority first, then the declaration's order) while they fit, and the rest are not drawn (header
 *   and rows alike). The title always stays; the columns drawn keep the declaration's order. Widths of the
 *   columns put away are remembered, so a wider pane brings them back.
 * jsdom has no layout: there every column is drawn.
 */
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FieldDef } from '../../../domain/resources/types';
import { columnsThatFit, columnWidthVar, keepingOrder, keepsWhole, MIN_TEXT_COLUMN_PX } from './columns';

/** The width of a cell's content, whatever width the cell has now. */
function contentWidth(range: Range, cell: Element): number {
  range.selectNodeContents(cell);
  return Math.ceil(range.getBoundingClientRect().width);
}

/** Pixels of a computed length (`16px`), 0 for anything else (`normal`). */
const px = (value: string): number => Number.parseFloat(value) || 0;

/**
 * The room the cells of a row have: the rows' width (the grid's, inside its scroll bar) less the row's padding,
 * the selection checkbox and the gap after it. The header has the rows' padding and gap.
 */
function roomOf(table: HTMLElement): { room: number; gap: number } | null {
  const grid = table.querySelector<HTMLElement>('[role="grid"]');
  const header = table.querySelector<HTMLElement>('[data-list-header]');
  const check = header?.firstElementChild as HTMLElement | null | undefined;
  if (!grid || !header || !check) return null;
  const style = getComputedStyle(header);
  const gap = px(style.columnGap);
  return { room: grid.clientWidth - px(style.paddingInlineStart) - px(style.paddingInlineEnd) - check.offsetWidth - gap, gap };
}

export function useFittedColumns(
  table: RefObject<HTMLElement | null>,
  columns: readonly FieldDef[],
  titleField: string,
  locale: string,
): readonly FieldDef[] {
  const title = columns.find((f) => f.key === titleField);
  const others = useMemo(() => keepingOrder(columns, titleField), [columns, titleField]);
  // How many of `others` are drawn, in their keeping order; all of them until the list has measured.
  const [kept, setKept] = useState(Number.POSITIVE_INFINITY);
  // The widest value seen of each whole column, by key, kept while the columns are put away and back.
  const widest = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    widest.current = new Map();
  }, [locale]);

  useLayoutEffect(() => {
    const element = table.current;
    const whole = columns.filter((f) => keepsWhole(f, titleField));
    // jsdom has no layout (nor Range rectangles): nothing to measure there.
    if (!element || !columns.length || typeof Range.prototype.getBoundingClientRect !== 'function') return;
    const range = document.createRange();
    const seen = widest.current;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Every width is read before any is written: a write between two reads would lay the page out again.
      const widths = whole.map((field) => {
        let width = seen.get(field.key) ?? 0;
        for (const cell of element.querySelectorAll(`[data-column="${field.key}"]`)) width = Math.max(width, contentWidth(range, cell));
        return width;
      });
      const space = roomOf(element);
      whole.forEach((field, i) => {
        if (widths[i] > 0) element.style.setProperty(columnWidthVar(field), `${widths[i]}px`);
        seen.set(field.key, widths[i]);
      });
      if (!space) return;
      const need = (field: FieldDef) => (keepsWhole(field, titleField) ? (seen.get(field.key) ?? 0) : MIN_TEXT_COLUMN_PX);
      const fit = columnsThatFit(title ? need(title) : 0, others.map(need), space.room, space.gap);
      setKept((now) => (now === fit || (fit >= others.length && now >= others.length) ? now : fit));
    };
    const later = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const mutations = new MutationObserver(later);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    const resizes = new ResizeObserver(later);
    resizes.observe(element);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
      cancelAnimationFrame(frame);
      for (const field of whole) element.style.removeProperty(columnWidthVar(field));
    };
  }, [table, columns, others, title, titleField, locale]);

  return useMemo(() => {
    if (kept >= others.length) return columns;
    const shown = new Set(others.slice(0, kept));
    return columns.filter((f) => f === title || shown.has(f));
  }, [columns, others, title, kept]);
}
