/**
 * A product change's detail: the proposed value beside the product's value when it was proposed, each read
 * as the product's own field reads it (a price as money, a name per language, categories by name), then the
 * change's other fields.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { changedField, changeValue } from '../../../domain/resources/product/change-values';
import { products } from '../../../domain/resources/product/products';
import { DetailFields } from '../detail/DetailFields';
import { Empty, FieldValue } from '../format/FieldValue';
import { ReferenceTitles } from '../format/reference-titles';
import type { DetailBodyProps } from '../overrides-types';
import styles from './ProductChangeDetail.module.css';

const RAW = new Set(['Before', 'After']);
const SIDE_LABEL = { Before: 'resources.productChanges.Before', After: 'resources.productChanges.After' } as const;

export function ProductChangeDetail({ def, record }: DetailBodyProps) {
  const intl = useIntl();
  const field = changedField(record.Field);
  const values = useMemo(
    () =>
      (['Before', 'After'] as const).map((key) => {
        const read = changeValue(record[key]);
        return {
          key,
          read,
          pseudo: {
            ID: 0,
            Version: 0,
            CreatedAt: '',
            UpdatedAt: '',
            ...(field && read ? { [field.key]: read.value } : {}),
          },
        };
      }),
    [record, field],
  );
  const rest = useMemo(() => ({ ...def, fields: def.fields.filter((f) => !RAW.has(f.key)) }), [def]);
  return (
    <>
      <section className={styles.diff} aria-label={intl.formatMessage({ id: 'resources.productChanges.diff' })}>
        <h3 className={styles.field}>{field ? intl.formatMessage({ id: field.label }) : String(record.Field)}</h3>
        <ReferenceTitles def={products} records={values.map((v) => v.pseudo)}>
          <dl className={styles.sides}>
            {values.map(({ key, read, pseudo }) => (
              <div key={key} className={key === 'After' ? styles.after : styles.before}>
                <dt>{intl.formatMessage({ id: SIDE_LABEL[key] })}</dt>
                <dd>
                  {!read ? (
                    record[key] == null ? (
                      <Empty />
                    ) : (
                      intl.formatMessage({ id: 'resources.productChanges.unreadable' })
                    )
                  ) : field ? (
                    <FieldValue field={field} record={pseudo} />
                  ) : (
                    <code>{String(record[key])}</code>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </ReferenceTitles>
      </section>
      <DetailFields def={rest} record={record} />
    </>
  );
}
