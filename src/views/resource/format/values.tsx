/**
 * The value components of the field kinds (src/views/resource/kinds.tsx says which kind reads with which):
 * chips for codes, references by the target's title, categories by their path, reference data by name,
 * files as links or thumbnails, translations per locale, text with its format (links, colour swatches).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { canOpen } from '../../../domain/access';
import { resourceByName } from '../../../domain/resources';
import { screenByName } from '../../../domain/screens';
import { useViewer } from '../../app/useViewer';
import { LOCALES } from '../../../domain/constants';
import { htmlToLine } from '../../../domain/html';
import { holdsHtml, optionOf } from '../../../domain/resources/kinds';
import type { FieldDef, StoredFile } from '../../../domain/resources/types';
import { reference, type ReferenceState } from '../../../store/reference';
import { useCategoryTree } from '../pickers/useCategoryTree';
import { Chip } from './Chip';
import { FileLink } from './FileLink';
import { translatedText } from './record-text';
import { referenceDataName } from './reference-data';
import { useReferenceTitle, useReferenceTitlesLoaded } from './reference-titles';
import { hasThumbnail, Thumbnail } from './Thumbnail';
import styles from './format.module.css';

export type ValueVariant = 'cell' | 'detail';

const LOCALE_LABEL: Record<string, string> = { sv: 'common.locale.sv', en: 'common.locale.en' };

export function Empty() {
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">
        <FormattedMessage id="resource.value.empty" />
      </span>
    </span>
  );
}

export function EnumValue({ field, value }: { field: FieldDef; value: unknown }) {
  const intl = useIntl();
  const values = Array.isArray(value) ? value : [value];
  return (
    <span className={styles.chips}>
      {values.map((v) => {
        const option = optionOf(field, v);
        return (
          <Chip key={String(v)} tone={option?.tone}>
            {option ? intl.formatMessage({ id: option.label }) : String(v)}
          </Chip>
        );
      })}
    </span>
  );
}

export function ReferenceValue({ field, value, variant = 'cell' }: { field: FieldDef; value: unknown; variant?: ValueVariant }) {
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  const href = useReferenceHref(field);
  return (
    <>
      {ids.map((id, i) => (
        <ReferenceTitle key={id} field={field} id={id} last={i === ids.length - 1} href={variant === 'detail' ? href : null} />
      ))}
    </>
  );
}

/**
 * Where a reference in a record's detail leads: the target's own record screen, when it has one and the viewer
 * may open it (a child record or a screen the role lacks reads as plain text).
 */
function useReferenceHref(field: FieldDef): ((id: number) => string) | null {
  const viewer = useViewer();
  const target = resourceByName.get(field.resource ?? '');
  const screen = target && !target.parent && !target.singleton ? screenByName.get(`${target.screen}Detail`) : undefined;
  if (!target || !screen || !canOpen(viewer, screen)) return null;
  const list = screenByName.get(`${target.screen}Index`)?.path;
  return list ? (id) => `${list}/${id}` : null;
}

function ReferenceTitle({ field, id, last, href }: { field: FieldDef; id: number; last: boolean; href: ((id: number) => string) | null }) {
  const title = useReferenceTitle(field.key, id);
  const loaded = useReferenceTitlesLoaded(field.key);
  const separator = last ? '' : ', ';
  // Until the titles arrive the value waits in place, never a bare id; one that is not found reads as its id.
  if (title === undefined && !loaded)
    return (
      <>
        <span className={styles.muted} aria-busy="true">
          <span aria-hidden="true">…</span>
          <span className="sr-only">
            <FormattedMessage id="resource.value.loading" />
          </span>
        </span>
        {separator}
      </>
    );
  const text = title ?? `#${id}`;
  return (
    <>
      {href ? (
        <Link href={href(id)} className={styles.referenceLink}>
          {text}
        </Link>
      ) : (
        text
      )}
      {separator}
    </>
  );
}

export function CategoryValue({ value, variant }: { value: unknown; variant: ValueVariant }) {
  const { byId } = useCategoryTree();
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  return (
    <>
      {ids
        .map((id) => {
          const node = byId.get(id);
          return node ? (variant === 'detail' ? node.trail.join(' › ') : node.name) : `#${id}`;
        })
        .join(', ')}
    </>
  );
}

export function ReferenceDataValue({ field, value }: { field: FieldDef; value: unknown }) {
  const snap = useSnapshot(reference);
  const values = Array.isArray(value) ? value : [value];
  const names = values.map((v) => referenceDataName(snap as ReferenceState, field.kind, v));
  return <>{names.join(', ')}</>;
}

export function FileValue({ file, variant }: { file: StoredFile | null | undefined; variant: ValueVariant }) {
  if (!file) return <Empty />;
  // An image shows itself: a thumbnail in a row, a larger one above its link in the detail.
  if (hasThumbnail(file)) {
    return variant === 'cell' ? (
      <span className={styles.fileCell}>
        <Thumbnail file={file} size="row" />
        <span className={styles.fileName}>{file.Name}</span>
      </span>
    ) : (
      <span className={styles.fileDetail}>
        <Thumbnail file={file} size="detail" />
        <FileLink file={file} />
      </span>
    );
  }
  return <FileLink file={file} />;
}

export function TranslationsValue({ field, value, variant }: { field: FieldDef; value: unknown; variant: ValueVariant }) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  if (variant === 'cell') {
    const text = translatedText(value, locale);
    return <>{holdsHtml(field) ? htmlToLine(text) : text}</>;
  }
  const texts = (value ?? {}) as Record<string, string | undefined>;
  return (
    <dl className={styles.translations}>
      {LOCALES.map((code) => (
        <div key={code} style={{ display: 'contents' }}>
          <dt>
            <FormattedMessage id={LOCALE_LABEL[code]} />
          </dt>
          <dd lang={code}>
            {!texts[code] ? (
              <Empty />
            ) : field.of === 'richText' ? (
              <div className={styles.rich} dangerouslySetInnerHTML={{ __html: texts[code] }} />
            ) : (
              <span className={field.of === 'longText' ? styles.longText : undefined}>{texts[code]}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function TextValue({
  field,
  value,
  variant,
  multiline = false,
}: {
  field: FieldDef;
  value: string;
  variant: ValueVariant;
  multiline?: boolean;
}) {
  if (variant === 'detail' && field.format === 'url')
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    );
  if (variant === 'detail' && field.format === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (field.format === 'color')
    return (
      <span className={styles.number}>
        <span className={styles.swatch} style={{ background: value }} />
        {value}
      </span>
    );
  if (field.kind === 'slug') return <code>{value}</code>;
  return <span className={multiline && variant === 'detail' ? styles.longText : undefined}>{value}</span>;
}
