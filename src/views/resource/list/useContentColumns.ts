/**
 * Content columns (DefaultRow's fitsContent: amounts, dates, statuses) as wide as their widest value: every
 * such cell on screen, the header's included, is measured after each change of the rows drawn, and the
 * list's custom property for the column (columnWidthVar) grows to the widest, so the rows and the header
 * stay aligned while each cell still takes at least its own content's width (nothing is ever cut).
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { FieldDef } from '../../../domain/resources/types';
import { columnWidthVar, fitsContent } from './columns';

/** The width of a cell's content, whatever width the cell has now. */
function contentWidth(range: Range, cell: Element): number {
  range.selectNodeContents(cell);
  return Math.ceil(range.getBoundingClientRect().width);
}

export function useContentColumns(table: RefObject<HTMLElement | null>, columns: readonly FieldDef[], locale: string): void {
  useLayoutEffect(() => {
    const element = table.current;
    const fitted = columns.filter(fitsContent);
    // jsdom has no layout (nor Range rectangles): nothing to measure there.
    if (!element || !fitted.length || typeof Range.prototype.getBoundingClientRect !== 'function') return;
    const widest = new Map<string, number>();
    const range = document.createRange();
    let frame = 0;
    const measure = () => {
      frame = 0;
      for (const field of fitted) {
        let width = widest.get(field.key) ?? 0;
        for (const cell of element.querySelectorAll(`[data-column="${field.key}"]`)) width = Math.max(width, contentWidth(range, cell));
        if (width > (widest.get(field.key) ?? 0)) {
          widest.set(field.key, width);
          element.style.setProperty(columnWidthVar(field), `${width}px`);
        }
      }
    };
    measure();
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(measure);
    });
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const field of fitted) element.style.removeProperty(columnWidthVar(field));
    };
  }, [table, columns, locale]);
}
