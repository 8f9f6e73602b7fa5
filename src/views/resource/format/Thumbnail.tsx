import { useIntl } from 'react-intl';
import { useThumbnail } from '../../../api/files';
import { THUMBNAIL_TYPES } from '../../../domain/constants';
import type { StoredFile } from '../../../domain/resources/types';
import styles from './format.module.css';

export function hasThumbnail(file: StoredFile | null | undefined): file is StoredFile {
  return !!file && THUMBNAIL_TYPES.has(file.Type);
}

/**
 * A stored image's thumbnail made on the server, in a box of a fixed size (rows keep their height while it
 * loads); an image that cannot be read shows the empty box. `decorative` when text beside it already says
 * what it shows (a product's picture beside its name): no text alternative, so it is not read twice.
 */
export function Thumbnail({ file, size, decorative = false }: { file: StoredFile; size: 'row' | 'detail'; decorative?: boolean }) {
  const intl = useIntl();
  const { url } = useThumbnail(file.ID);
  const box = size === 'row' ? styles.thumbRow : styles.thumbDetail;
  const alt = decorative ? '' : intl.formatMessage({ id: 'resource.file.thumbnail' }, { name: file.Name });
  return <span className={`${styles.thumb} ${box}`}>{url ? <img src={url} alt={alt} /> : null}</span>;
}

/** The empty box of a row's thumbnail, where a record has no image (names beside it stay aligned). */
export function NoThumbnail() {
  return <span className={`${styles.thumb} ${styles.thumbRow}`} aria-hidden="true" />;
}
