import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { FieldDef, ResourceDef, ResourceRecord, StoredFile } from '../../../domain/resources/types';
import { FieldValue } from '../format/FieldValue';
import { recordSubtitle } from '../format/record-text';
import { useRecordTitle } from '../format/reference-titles';
import { hasThumbnail, NoThumbnail, Thumbnail } from '../format/Thumbnail';
import type { RowProps } from '../overrides-types';
import styles from './list.module.css';

/** Share of the row a column takes (the declaration's `list` weight). */
function columnWeight(list: boolean | number | undefined): number {
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
 * The declaration's image beside the title (`imageField`: a product's thumbnail), or an empty box of the same
 * size; decorative, since the title beside it names the record.
 */
function TitleImage({ def, record }: { def: ResourceDef; record: ResourceRecord }) {
  const file = record[`${def.imageField}File`] as StoredFile | null | undefined;
  return hasThumbnail(file) ? <Thumbnail file={file} size="row" decorative /> : <NoThumbnail />;
}

/**
 * A row as the declaration describes it: the list columns side by side, or, beside an open record, the
 * title with its subtitle; the declaration's image (`imageField`) before the title either way.
 */
export function DefaultRow({ def, record, columns, indent = 0, trail }: DefaultRowProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const titleOf = useRecordTitle(def);
  const text = (
    <span className={styles.title} style={indent ? { paddingInlineStart: indent * INDENT_PX } : undefined}>
      {indent ? (
        <span aria-hidden="true" className={styles.branch}>
          └
        </span>
      ) : null}
      {titleOf(record)}
    </span>
  );
  const title = def.imageField ? (
    <span className={styles.imaged}>
      <TitleImage def={def} record={record} />
      {text}
    </span>
  ) : (
    text
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
