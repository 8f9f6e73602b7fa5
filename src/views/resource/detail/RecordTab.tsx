/**
 * A detail tab listing records of another resource (a child collection, ChildCollection.tsx; related records,
 * RelatedRecords.tsx): the list asked by one reference field, its count, the engine's virtualized list with
 * its loading, empty and failed states, and the list's pane keys. What differs (what opening a row does, tools
 * beside the count, a form dialog) is the caller's.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Key, ListState } from 'react-aria-components/GridList';
import { useResourceList } from '../../../api/resources';
import { PaneHotkeys } from '../../../commands/Hotkeys';
import type { PaneActions } from '../../../commands/types';
import type { ResourceDef } from '../../../domain/resources/types';
import { Skeleton } from '../../common/Skeleton';
import { ReferenceTitles } from '../format/reference-titles';
import { ResourceList, ROW_HEIGHT } from '../list/ResourceList';
import { overridesOf } from '../overrides';
import { listMoveKeys } from '../split/list-focus';
import { LoadError } from '../states/LoadError';
import { nounInSentence } from '../format/record-text';
import styles from './detail.module.css';

/** The records of `def` whose `field` holds `id`, in the declaration's default order, and the tab's list state. */
export function useRecordTab(def: ResourceDef, field: string, id: number) {
  const params = useMemo(() => ({ [field]: String(id) }), [field, id]);
  const list = useResourceList(def, params);
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const stateRef = useRef<ListState<unknown> | null>(null);
  const [selected, setSelected] = useState<Set<Key>>(() => new Set());
  const grid = () => pane?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  const columns = useMemo(() => overridesOf(def).columns ?? def.fields.filter((f) => f.list && !f.hidden && f.key !== field), [def, field]);
  const moveKeys = listMoveKeys(stateRef, grid, list.loadMore);
  return { def, list, pane, setPane, stateRef, selected, setSelected, grid, columns, moveKeys };
}

type RecordTabState = ReturnType<typeof useRecordTab>;

export interface RecordTabProps {
  tab: RecordTabState;
  /** Enter or a click on a row. */
  onOpen: (id: number) => void;
  keys: PaneActions;
  /** Beside the count (a child collection's "Add"). */
  tools?: ReactNode;
  /** The selected rows' ids for the pane's commands (a child collection's; related records have none). */
  selection?: string[];
  /** After the list (a child's form dialog, the flows' confirmations). */
  children?: ReactNode;
}

export function RecordTab({ tab, onOpen, keys, tools, selection, children }: RecordTabProps) {
  const intl = useIntl();
  const { def, list, setPane, pane, stateRef, selected, setSelected, columns } = tab;
  const noun = nounInSentence(intl, def, 'one');

  let body;
  if (list.error && !list.records.length) body = <LoadError error={list.error} onRetry={list.retry} />;
  else if (list.isLoading && !list.records.length) body = <Skeleton rows={3} />;
  else if (!list.records.length)
    body = <p className={styles.childEmpty}>{intl.formatMessage({ id: 'resource.children.empty' }, { noun })}</p>;
  else {
    body = (
      // As tall as its rows (and the header), down to what the detail's height leaves (the panel's flex column).
      <div className={styles.childList} style={{ height: `${(list.records.length + 1) * ROW_HEIGHT + 2}px` }}>
        <ReferenceTitles def={def} records={list.records}>
          <ResourceList
            def={def}
            records={list.records}
            columns={columns}
            selected={selected}
            onSelectionChange={setSelected}
            currentId={null}
            onOpen={onOpen}
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
        <span role="status" className={styles.childCount}>
          {intl.formatMessage({ id: 'resource.list.count' }, { count: list.total ?? list.records.length })}
        </span>
        {tools}
      </div>
      {body}
      {selection ? (
        <PaneHotkeys scope="list" pane={pane} actions={keys} selection={selection} />
      ) : (
        <PaneHotkeys scope="list" pane={pane} actions={keys} />
      )}
      {children}
    </section>
  );
}
