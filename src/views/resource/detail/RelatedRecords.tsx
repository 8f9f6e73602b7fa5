/**
 * A related-records tab of a detail (the declaration's `related`: a customer's orders): the other resource's
 * records whose reference field holds this record's ID, through that resource's own list API (so its view
 * permission applies), read-only, with j/k to move and Enter to open one on its own screen.
 */
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Key, ListState } from 'react-aria-components/GridList';
import { useLocation } from 'wouter';
import { useResourceList } from '../../../api/resources';
import { PaneHotkeys } from '../../../commands/Hotkeys';
import type { PaneActions } from '../../../commands/types';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Skeleton } from '../../common/Skeleton';
import { ReferenceTitles } from '../format/reference-titles';
import { ResourceList, ROW_HEIGHT } from '../list/ResourceList';
import { listPathOf } from '../query/useResourceListQuery';
import { focusedId, listMoveKeys } from '../split/list-focus';
import { LoadError } from '../states/LoadError';
import styles from './detail.module.css';

export function RelatedRecords({ def, field, record }: { def: ResourceDef; field: string; record: ResourceRecord }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const params = useMemo(() => ({ [field]: String(record.ID) }), [field, record.ID]);
  const list = useResourceList(def, params);
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const stateRef = useRef<ListState<unknown> | null>(null);
  const [selected, setSelected] = useState<Set<Key>>(() => new Set());
  const grid = () => pane?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  const columns = useMemo(() => def.fields.filter((f) => f.list && !f.hidden && f.key !== field), [def, field]);
  const open = (id: number | null | undefined) => {
    if (id != null) navigate(`${listPathOf(def)}/${id}`);
  };
  const keys: PaneActions = { resource: def.name, ...listMoveKeys(stateRef, grid, list.loadMore), open: () => open(focusedId(stateRef)) };
  const noun = intl.formatMessage({ id: def.noun.one });

  let body;
  if (list.error && !list.records.length) body = <LoadError error={list.error} onRetry={list.retry} />;
  else if (list.isLoading && !list.records.length) body = <Skeleton rows={3} />;
  else if (!list.records.length) body = <p className={styles.childEmpty}>{intl.formatMessage({ id: 'resource.children.empty' }, { noun })}</p>;
  else {
    body = (
      <div className={styles.childList} style={{ height: `${(Math.min(list.records.length, 8) + 1) * ROW_HEIGHT}px` }}>
        <ReferenceTitles def={def} records={list.records}>
          <ResourceList
            def={def}
            records={list.records}
            columns={columns}
            selected={selected}
            onSelectionChange={setSelected}
            currentId={null}
            onOpen={open}
            onNearEnd={list.loadMore}
            stateRef={stateRef}
          />
        </ReferenceTitles>
      </div>
    );
  }
  return (
    <section ref={setPane} className={styles.children} aria-label={intl.formatMessage({ id: def.noun.other })} tabIndex={-1}>
      <div className={styles.childToolbar}>
        <span role="status" className={styles.childCount}>{intl.formatMessage({ id: 'resource.list.count' }, { count: list.total ?? list.records.length })}</span>
      </div>
      {body}
      <PaneHotkeys scope="list" pane={pane} actions={keys} />
    </section>
  );
}

