/**
 * The wide list's columns: which keep their content's width (amounts, dates, statuses: never cut) and which
 * share the rest (text, ending in an ellipsis with the whole text as the cell's title). Pure, so the
 * end-to-end tests read the same rule.
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

/** The custom property the list sets to a content column's width (useContentColumns). */
export const columnWidthVar = (field: FieldDef): string => `--column-${field.key}`;

/**
 * A column's width, the same for every row and the header so the columns stay aligned: a content column
 * (fitsContent) takes its content's width and never shrinks, at least the widest value measured on screen
 * (useContentColumns); a text column takes its share (the declaration's `list` weight) of what is left.
 */
function columnStyle(field: FieldDef): CSSProperties {
  if (!fitsContent(field)) return { flex: columnWeight(field.list) };
  return {
    flex: '0 0 auto',
    minWidth: `var(${columnWidthVar(field)}, 0px)`,
    textAlign: FIGURE_KINDS.has(field.kind) ? 'end' : undefined,
  };
}

/** The props of a column's cell (header or row): its width, and its key for the measuring and for tests. */
export function columnProps(field: FieldDef): { style: CSSProperties; 'data-column': string } {
  return { style: columnStyle(field), 'data-column': field.key };
}
