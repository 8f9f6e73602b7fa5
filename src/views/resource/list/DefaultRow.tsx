import { useIntl } from 'react-intl';
import type { FieldDef, ResourceDef, ResourceRecord, StoredFile } from '../../../domain/resources/types';
import { FieldValue } from '../format/FieldValue';
import { scalarText } from '../format/scalar-text';
import { recordSubtitle } from '../format/record-text';
import { useRecordTitle } from '../format/reference-titles';
import { hasThumbnail, NoThumbnail, Thumbnail } from '../format/Thumbnail';
import type { RowProps } from '../overrides-types';
import { columnProps, fitsContent } from './columns';
import styles from './list.module.css';

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
  // A text cell may end in an ellipsis: its whole text is its title.
  const cellTitle = (field: FieldDef) =>
    fitsContent(field) ? null : field.key === def.titleField ? titleOf(record) : scalarText(intl, field, record[field.key], record);
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
        <div
          key={field.key}
          className={styles.cell}
          {...columnProps(field, field.key === def.titleField)}
          title={cellTitle(field) ?? undefined}
        >
          {field.key === def.titleField ? title : <FieldValue field={field} record={record} variant="cell" />}
        </div>
      ))}
    </>
  );
}
