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
 * loads); an image that cannot be read shows the empty box.
 */
export function Thumbnail({ file, size }: { file: StoredFile; size: 'row' | 'detail' }) {
  const intl = useIntl();
  const { url } = useThumbnail(file.ID);
  const box = size === 'row' ? styles.thumbRow : styles.thumbDetail;
  return (
    <span className={`${styles.thumb} ${box}`}>
      {url ? <img src={url} alt={intl.formatMessage({ id: 'resource.file.thumbnail' }, { name: file.Name })} /> : null}
    </span>
  );
}
