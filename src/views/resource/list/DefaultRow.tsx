import { useIntl } from 'react-intl';
import { FieldValue } from '../format/FieldValue';
import { recordSubtitle, recordTitle } from '../format/record-text';
import type { RowProps } from '../overrides-types';
import styles from './list.module.css';

/** Share of the row a column takes (the declaration's `list` weight). */
export function columnWeight(list: boolean | number | undefined): number {
  return typeof list === 'number' ? list : 1;
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
  const locale = intl.locale.slice(0, 2);
  const title = (
    <span className={styles.title} style={indent ? { paddingInlineStart: indent * INDENT_PX } : undefined}>
      {indent ? <span aria-hidden="true" className={styles.branch}>└</span> : null}
      {recordTitle(def, record, locale)}
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
        <div key={field.key} className={styles.cell} style={{ flex: columnWeight(field.list) }}>
          {field.key === def.titleField ? title : <FieldValue field={field} record={record} variant="cell" />}
        </div>
      ))}
    </>
  );
}
