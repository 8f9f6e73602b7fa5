/**
 * One kind of a matched caller's records in the incoming-call lookup (latest orders, open returns, tickets not
 * yet done): a visible title that names the list, its items, or a line saying there are none.
 */
import { useId, type ReactNode } from 'react';
import styles from './CallLookupDialog.module.css';

export function CallerSection({ title, none, items }: { title: string; none: string; items: readonly ReactNode[] }) {
  const id = useId();
  return (
    <div className={styles.records}>
      <span id={id} className={styles.recordsTitle}>
        {title}
      </span>
      {items.length ? (
        <ul aria-labelledby={id} className={styles.list}>
          {items}
        </ul>
      ) : (
        <span className={styles.muted}>{none}</span>
      )}
    </div>
  );
}
