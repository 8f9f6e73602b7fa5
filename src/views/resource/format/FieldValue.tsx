/**
 * A field's value as read (SPEC.md section 9): money and percent with two decimals, dates y-MM-dd (short)
 * and the long date-time format, file sizes in base-1000 units, enums as chips, references by the target's
 * title, translations per locale, rich text from the server-sanitized HTML. `cell` is one line for lists,
 * `detail` the full value.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LOCALES } from '../../../domain/constants';
import type { FieldDef, ResourceRecord, StoredFile } from '../../../domain/resources/types';
import { reference, type ReferenceState } from '../../../store/reference';
import { referenceDataName, type ReferenceDataKind } from './reference-data';
import { useCategoryTree } from '../pickers/useCategoryTree';
import { Chip } from './Chip';
import { htmlToText, translatedText } from './record-text';
import { scalarText } from './scalar-text';

export { currencyOf, formatDay, formatInstant, scalarText } from './scalar-text';
import { useReferenceTitle } from './reference-titles';
import { FileLink } from './FileLink';
import { hasThumbnail, Thumbnail } from './Thumbnail';
import { ProgressValue } from './ProgressValue';
import styles from './format.module.css';
import { RulesValue } from '../../price-lists/RulesValue';

export type ValueVariant = 'cell' | 'detail';

interface Props {
  field: FieldDef;
  record: ResourceRecord;
  variant?: ValueVariant;
}

const LOCALE_LABEL: Record<string, string> = { sv: 'common.locale.sv', en: 'common.locale.en' };

export function isBlankValue(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0)
    || (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((v) => v == null || v === ''));
}

export function Empty() {
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <span className="sr-only"><FormattedMessage id="resource.value.empty" /></span>
    </span>
  );
}

function EnumValue({ field, value }: { field: FieldDef; value: unknown }) {
  const intl = useIntl();
  const values = Array.isArray(value) ? value : [value];
  return (
    <span className={styles.chips}>
      {values.map((v) => {
        const option = field.options?.find((o) => String(o.value) === String(v));
        return <Chip key={String(v)} tone={option?.tone}>{option ? intl.formatMessage({ id: option.label }) : String(v)}</Chip>;
      })}
    </span>
  );
}

function ReferenceValue({ field, value }: { field: FieldDef; value: unknown }) {
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  return <>{ids.map((id, i) => <ReferenceTitle key={id} field={field} id={id} last={i === ids.length - 1} />)}</>;
}

function ReferenceTitle({ field, id, last }: { field: FieldDef; id: number; last: boolean }) {
  const title = useReferenceTitle(field.key, id);
  return <>{title ?? `#${id}`}{last ? '' : ', '}</>;
}

function CategoryValue({ value, variant }: { value: unknown; variant: ValueVariant }) {
  const { byId } = useCategoryTree();
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  return <>{ids.map((id) => {
    const node = byId.get(id);
    return node ? (variant === 'detail' ? node.trail.join(' › ') : node.name) : `#${id}`;
  }).join(', ')}</>;
}

function ReferenceDataValue({ field, value }: { field: FieldDef; value: unknown }) {
  const snap = useSnapshot(reference);
  const values = Array.isArray(value) ? value : [value];
  const names = values.map((v) => referenceDataName(snap as ReferenceState, field.kind as ReferenceDataKind, v));
  return <>{names.join(', ')}</>;
}

function FileValue({ file, variant }: { file: StoredFile | null | undefined; variant: ValueVariant }) {
  if (!file) return <Empty />;
  // An image shows itself: a thumbnail in a row, a larger one above its link in the detail.
  if (hasThumbnail(file)) {
    return variant === 'cell'
      ? <span className={styles.fileCell}><Thumbnail file={file} size="row" /><span className={styles.fileName}>{file.Name}</span></span>
      : <span className={styles.fileDetail}><Thumbnail file={file} size="detail" /><FileLink file={file} /></span>;
  }
  return <FileLink file={file} />;
}

function TranslationsValue({ field, value, variant }: { field: FieldDef; value: unknown; variant: ValueVariant }) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  if (variant === 'cell') {
    const text = translatedText(value, locale);
    return <>{field.of === 'richText' ? htmlToText(text) : text}</>;
  }
  const texts = (value ?? {}) as Record<string, string | undefined>;
  return (
    <dl className={styles.translations}>
      {LOCALES.map((code) => (
        <div key={code} style={{ display: 'contents' }}>
          <dt><FormattedMessage id={LOCALE_LABEL[code]} /></dt>
          <dd lang={code}>
            {!texts[code] ? <Empty /> : field.of === 'richText'
              ? <div className={styles.rich} dangerouslySetInnerHTML={{ __html: texts[code]! }} />
              : <span className={field.of === 'longText' ? styles.longText : undefined}>{texts[code]}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TextValue({ field, value, variant }: { field: FieldDef; value: string; variant: ValueVariant }) {
  if (variant === 'detail' && field.format === 'url') return <a href={value} target="_blank" rel="noopener noreferrer">{value}</a>;
  if (variant === 'detail' && field.format === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (field.format === 'color') return <span className={styles.number}><span className={styles.swatch} style={{ background: value }} />{value}</span>;
  if (field.kind === 'slug') return <code>{value}</code>;
  return <span className={field.kind === 'longText' && variant === 'detail' ? styles.longText : undefined}>{value}</span>;
}

export function FieldValue({ field, record, variant = 'detail' }: Props) {
  const intl = useIntl();
  const value = record[field.key];
  if (field.kind === 'file') return <FileValue file={record[`${field.key}File`] as StoredFile | null | undefined} variant={variant} />;
  if (field.kind === 'boolean') return <>{scalarText(intl, field, value === true)}</>;
  if (field.progressOf && value != null) return <ProgressValue field={field} record={record} />;
  if (isBlankValue(value)) return <Empty />;
  switch (field.kind) {
    case 'enum':
      return <EnumValue field={field} value={value} />;
    case 'reference':
      return <ReferenceValue field={field} value={value} />;
    case 'category':
      return <CategoryValue value={value} variant={variant} />;
    case 'locale':
    case 'store':
    case 'storeGroup':
    case 'stockStatus':
    case 'priceListGroup':
      return <ReferenceDataValue field={field} value={value} />;
    case 'translations':
      return <TranslationsValue field={field} value={value} variant={variant} />;
    case 'priceRules':
      return <RulesValue value={value} variant={variant} />;
    case 'richText':
      return variant === 'cell'
        ? <>{htmlToText(String(value))}</>
        : <div className={styles.rich} dangerouslySetInnerHTML={{ __html: String(value) }} />;
    case 'password':
      return null;
    case 'text':
    case 'longText':
    case 'slug':
      return <TextValue field={field} value={String(value)} variant={variant} />;
    default:
      return <span className={styles.number}>{scalarText(intl, field, value, record)}</span>;
  }
}
