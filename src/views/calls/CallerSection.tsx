/**
 * One kind of a matched caller's records in the incoming-call lookup (latest orders, open returns, tickets not
 * yet done): a visible title that names the list, its items, or a line saying there are none.
 */
import { useId, type ReactNode } from 'react';
import { useResourceList, type ListParams } from '../../api/resources';
import { canOpen } from '../../domain/access';
import { resource } from '../../domain/resources';
import type { ResourceRecord } from '../../domain/resources/types';
import { screen } from '../../domain/screens';
import { useViewer } from '../app/useViewer';
import styles from './CallLookupDialog.module.css';

/**
 * The customer's records of one resource, from its own list filtered by the customer (and `params`): null while
 * they load, and for a user who may not open that list (`listScreen`), who then sees no section for it.
 */
export function useCallerRecords(
  listScreen: string,
  resourceName: string,
  customerId: number,
  params: ListParams = {},
): readonly ResourceRecord[] | null {
  const allowed = canOpen(useViewer(), screen(listScreen));
  const list = useResourceList(allowed ? resource(resourceName) : null, { ...params, CustomerID: String(customerId) });
  return allowed && !list.isLoading ? list.records : null;
}

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
