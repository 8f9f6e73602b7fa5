import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isSecret } from '../../../domain/resources/kinds';
import { fieldApplies } from '../../../domain/resources/rules';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { FieldValue } from '../format/FieldValue';
import { ReferenceTitles } from '../format/reference-titles';
import styles from './detail.module.css';

/**
 * Every shown field of a record, label and value, formatted by kind (references by their titles); `omit` leaves
 * out fields a bespoke detail shows its own way. Drawn again only when the record (or the declaration) is another:
 * the pane around it draws on every move of the list, and a record of 45 fields is the pane's largest part.
 */
export const DetailFields = memo(function DetailFields({
  def,
  record,
  omit,
}: {
  def: ResourceDef;
  record: ResourceRecord;
  omit?: readonly string[];
}) {
  const intl = useIntl();
  const records = useMemo(() => [record], [record]);
  return (
    <ReferenceTitles def={def} records={records}>
      <dl className={styles.fields}>
        {def.fields
          .filter((f) => !f.hidden && !isSecret(f) && !omit?.includes(f.key) && fieldApplies(f, record))
          .map((field) => (
            <div key={field.key} className={styles.fieldRow}>
              <dt>{intl.formatMessage({ id: field.label })}</dt>
              <dd>
                <FieldValue field={field} record={record} />
              </dd>
            </div>
          ))}
      </dl>
    </ReferenceTitles>
  );
});

/** When the record was made and last changed, and its version. */
export function RecordMeta({ record }: { record: ResourceRecord }) {
  const intl = useIntl();
  const at = (iso: string) => intl.formatDate(new Date(iso), { format: 'long' });
  return (
    <p className={styles.meta}>
      {intl.formatMessage(
        { id: 'resource.detail.meta' },
        { id: String(record.ID), created: at(record.CreatedAt), updated: at(record.UpdatedAt), version: record.Version },
      )}
    </p>
  );
}
