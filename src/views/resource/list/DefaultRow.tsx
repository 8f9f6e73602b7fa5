import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { FieldDef } from '../../../domain/resources/types';
import { FieldValue } from '../format/FieldValue';
import { recordSubtitle } from '../format/record-text';
import { useRecordTitle } from '../format/reference-titles';
import type { RowProps } from '../overrides-types';
import styles from './list.module.css';

/** Share of the row a column takes (the declaration's `list` weight). */
export function columnWeight(list: boolean | number | undefined): number {
  return typeof list === 'number' ? list : 1;
}

/** Longest chip a column makes room for, in characters; longer labels shorten with an ellipsis. */
const MAX_CHIP_CHARS = 24;

/**
 * A column's width: its share of the row, and for a column of status chips (one value per row) at least
 * the width of its longest chip in the reader's language, so no chip is cut off in a narrow list. Every
 * row and the header use the same style, so the columns stay aligned.
 */
export function columnStyle(field: FieldDef, label: (id: string) => string): CSSProperties {
  const style: CSSProperties = { flex: columnWeight(field.list) };
  if (field.kind === 'enum' && !field.multiple && field.options?.length) {
    const longest = Math.min(MAX_CHIP_CHARS, Math.max(...field.options.map((o) => label(o.label).length)));
    style.minWidth = `calc(${longest}ch + 2 * var(--space-3))`;
    style.flexShrink = 0;
  }
  return style;
}

/** Indentation of one tree level (bespoke rows of tree-shaped resources). */
const INDENT_PX = 16;

export interface DefaultRowProps extends RowProps {
  /** Tree depth: the title is indented by it. */
  indent?: number;
  /** Shown after the title instead of the subtitle (a tree row's path). */
  trail?: string;
}

/**
 * A row as the declaration describes it: the list columns side by side, or, beside an open record, the
 * title with its subtitle.
 */
export function DefaultRow({ def, record, columns, indent = 0, trail }: DefaultRowProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const titleOf = useRecordTitle(def);
  const title = (
    <span className={styles.title} style={indent ? { paddingInlineStart: indent * INDENT_PX } : undefined}>
      {indent ? <span aria-hidden="true" className={styles.branch}>└</span> : null}
      {titleOf(record)}
    </span>
  );
  if (!columns.length) {
    const subtitle = trail ?? recordSubtitle(def, record, intl);
    return (
      <div className={styles.compact}>
        {title}
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </div>
    );
  }
  return (
    <>
      {columns.map((field) => (
        <div key={field.key} className={styles.cell} style={columnStyle(field, label)}>
          {field.key === def.titleField ? title : <FieldValue field={field} record={record} variant="cell" />}
        </div>
      ))}
    </>
  );
}
