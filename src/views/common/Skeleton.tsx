import { useIntl } from 'react-intl';
import styles from './Skeleton.module.css';

/** Placeholder rows while a list or screen loads; announced once as "loading". */
export function Skeleton({ rows = 4 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} className={styles.skeleton}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row} style={{ width: `${92 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
