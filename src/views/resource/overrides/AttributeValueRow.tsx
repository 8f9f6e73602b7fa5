/**
 * An attribute value's row (a product's Attributes tab): the engine's cells, with the value read as its
 * attribute takes it — a number in the reader's notation followed by the attribute's unit ("3 000 mAh"),
 * a text as it is. The attribute is the one the list already fetched for its titles.
 */
import { useIntl } from 'react-intl';
import type { ResourceRecord } from '../../../domain/resources/types';
import { unitOf } from '../../product/useAttribute';
import { useReferencedRecord } from '../format/reference-titles';
import { columnProps } from '../list/columns';
import { DefaultRow } from '../list/DefaultRow';
import type { RowProps } from '../overrides-types';
import styles from '../list/list.module.css';
import { valueText } from '../../../domain/value-text';

/** "3 000 mAh", "1,5 m", "Svart": the value with its attribute's unit. */
function useAttributeValueText(record: ResourceRecord): string {
  const intl = useIntl();
  const attribute = useReferencedRecord('AttributeID', record.AttributeID);
  const value = valueText(record.Value ?? '');
  const shown =
    attribute?.ValueType === 'numeric' && record.NumericValue != null
      ? intl.formatNumber(Number(record.NumericValue), { maximumFractionDigits: 3 })
      : value;
  const unit = unitOf(attribute);
  return unit ? `${shown} ${unit}` : shown;
}

function ValueCell({ record }: { record: ResourceRecord }) {
  return <span>{useAttributeValueText(record)}</span>;
}

export function AttributeValueRow(props: RowProps) {
  if (!props.columns.length) return <DefaultRow {...props} />;
  return (
    <>
      {props.columns.map((field) =>
        field.key === 'Value' ? (
          <div key={field.key} className={styles.cell} {...columnProps(field)}>
            <ValueCell record={props.record} />
          </div>
        ) : (
          <DefaultRow key={field.key} {...props} columns={[field]} />
        ),
      )}
    </>
  );
}
