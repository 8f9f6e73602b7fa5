/**
 * The wide list's columns: which keep their content's width (amounts, dates, statuses and the record's title:
 * never cut) and which share the rest (text, ending in an ellipsis with the whole text as the cell's title), and
 * which give way when the pane is narrow (the lowest `listPriority` first, then the last in the declaration's order;
 * never the title). Pure, so the end-to-end tests read the same rule.
 */
import type { CSSProperties } from 'react';
import type { FieldDef, FieldKind } from '../../../domain/resources/types';

/** Share of the row a column takes (the declaration's `list` weight). */
function columnWeight(list: boolean | number | undefined): number {
  return typeof list === 'number' ? list : 1;
}

/** Kinds whose values are short and must be read whole (amounts, numbers, dates, a status, yes/no). */
const CONTENT_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'money',
  'decimal',
  'integer',
  'percentage',
  'date',
  'datetime',
  'boolean',
]);
/** Of them, the ones read as figures: aligned at the end, so digits line up. */
const FIGURE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['money', 'decimal', 'integer', 'percentage']);

/**
 * The column never cuts its values: amounts, numbers, dates and a single status chip. Such a column is as
 * wide as its widest value (and header) on screen; text columns share the rest and may end in an ellipsis.
 */
export function fitsContent(field: FieldDef): boolean {
  return CONTENT_KINDS.has(field.kind) || (field.kind === 'enum' && !field.multiple);
}

/**
 * The column is read whole: a content column (fitsContent), or the record's title (its number, name or title),
 * which names the row and so is never cut either.
 */
export function keepsWhole(field: FieldDef, titleField: string): boolean {
  return fitsContent(field) || field.key === titleField;
}

/** The least width a text column is given before the columns after it give way; beyond it, its values end in an ellipsis. */
export const MIN_TEXT_COLUMN_PX = 112;

/** The custom property the list sets to a whole column's width (useFittedColumns). */
export const columnWidthVar = (field: FieldDef): string => `--column-${field.key}`;

/**
 * A column's width, the same for every row and the header so the columns stay aligned: a content column
 * (fitsContent) takes its content's width and never shrinks, at least the widest value measured on screen
 * (useFittedColumns); so does the title (a text whose widest value is its width, never an ellipsis); a text column
 * takes its share (the declaration's `list` weight) of what is left.
 */
function columnStyle(field: FieldDef, title: boolean): CSSProperties {
  const width = `var(${columnWidthVar(field)}, auto)`;
  if (title && !fitsContent(field)) return { flex: `0 0 ${width}`, minWidth: width };
  if (!fitsContent(field)) return { flex: columnWeight(field.list) };
  return {
    flex: '0 0 auto',
    minWidth: `var(${columnWidthVar(field)}, 0px)`,
    textAlign: FIGURE_KINDS.has(field.kind) ? 'end' : undefined,
  };
}

/**
 * The props of a column's cell (header or row): its width, and its key for the measuring and for tests. `title`:
 * the column is the record's title (the declaration's titleField).
 */
export function columnProps(field: FieldDef, title = false): { style: CSSProperties; 'data-column': string } {
  return { style: columnStyle(field, title), 'data-column': field.key };
}

/**
 * A column's priority: its `listPriority`, else 1 for a code read as a chip (a status, a type: a word or two that
 * says what a row is, which a queue is worked by) and 0 for the rest.
 */
function priorityOf(field: FieldDef): number {
  return field.listPriority ?? (field.kind === 'enum' ? 1 : 0);
}

/**
 * The columns besides the title in the order they are kept: a higher priority first (priorityOf), then the
 * declaration's order. When the pane is narrow the last of them give way first (columnsThatFit); they are still
 * drawn in the declaration's order.
 */
export function keepingOrder(columns: readonly FieldDef[], titleField: string): FieldDef[] {
  return columns
    .map((field, place) => ({ field, place }))
    .filter(({ field }) => field.key !== titleField)
    .sort((a, b) => priorityOf(b.field) - priorityOf(a.field) || a.place - b.place)
    .map(({ field }) => field);
}

/**
 * How many of the columns besides the title fit beside it, in their keeping order (keepingOrder: a column gives way
 * only after every column behind it has): `widths` the width each needs (a whole column its widest value, a text
 * column MIN_TEXT_COLUMN_PX), `room` the row's width for them, `gap` the space between two. The title always stays.
 */
export function columnsThatFit(titleWidth: number, widths: readonly number[], room: number, gap: number): number {
  let used = titleWidth;
  for (let i = 0; i < widths.length; i++) {
    used += gap + widths[i];
    if (used > room) return i;
  }
  return widths.length;
}
