import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components/Link';
import { downloadFile } from '../../../api/files';
import { formatFileSize } from '../../../domain/format';
import type { StoredFile } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';
import styles from './format.module.css';

/** A stored file's name and base-1000 size; pressing it downloads the file through the signed-in client. */
export function FileLink({ file }: { file: StoredFile }) {
  const intl = useIntl();
  const press = () =>
    downloadFile(file).catch(() => showFlash({ id: 'resource.file.downloadFailed' }, 'error', { values: { name: file.Name } }));
  return (
    <Link
      onPress={() => void press()}
      className={styles.fileLink}
      aria-label={intl.formatMessage({ id: 'resource.file.download' }, { name: file.Name })}
    >
      {file.Name} <span className={`${styles.muted} ${styles.number}`}>({formatFileSize(file.Size)})</span>
    </Link>
  );
}
