/**
 * A field's value as read (SPEC.md section 9): money and percent with two decimals, dates y-MM-dd (short)
 * and the long date-time format, file sizes in base-1000 units, enums as chips, references by the target's
 * title, translations per locale, rich text from the server-sanitized HTML. `cell` is one line for lists,
 * `detail` the full value. Each kind's reading is its entry in src/views/resource/kinds.tsx.
 */
import { useIntl } from 'react-intl';
import type { FieldDef, ResourceRecord } from '../../../domain/resources/types';
import { isEmptyValue } from '../../../domain/validation';
import { BROWSER_KINDS } from '../kinds';
import { Empty, type ValueVariant } from './values';
import { ProgressValue } from './ProgressValue';

export { Empty } from './values';

interface Props {
  field: FieldDef;
  record: ResourceRecord;
  variant?: ValueVariant;
}

export function FieldValue({ field, record, variant = 'detail' }: Props) {
  const intl = useIntl();
  const kind = BROWSER_KINDS[field.kind];
  const value = record[field.key];
  // A count with its total (a job's progress) reads as a progress bar.
  if (field.progressOf && value != null) return <ProgressValue field={field} record={record} />;
  if (!kind.readsBlank && isEmptyValue(value)) return <Empty />;
  return <>{kind.value({ field, record, value, variant, intl })}</>;
}
