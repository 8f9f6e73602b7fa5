import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { ListChecks, Plus } from 'lucide-react';
import { listSearch, usePrefetchRecords, useResourceList, useResourceRecord } from '../../../api/resources';
import { PaneHotkeys } from '../../../commands/Hotkeys';
import type { PaneActions } from '../../../commands/types';
import type { Key, ListState } from 'react-aria-components/GridList';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { screenByName, type Screen } from '../../../domain/screens';
import { session } from '../../../store/session';
import { Button } from '../../common/Button';
import { PageHeader } from '../../common/PageHeader';
import { Skeleton } from '../../common/Skeleton';
import { usePermission, useViewer } from '../../app/useViewer';
import { actionsFor, permissionKey } from '../actions/action-rules';
import { useRecordFlows } from '../actions/useRecordFlows';
import { useResourcePane } from '../actions/useResourcePane';
import { mayLeave } from '../../app/leave-guard';
import { ReferenceTitles } from '../format/reference-titles';
import { BulkBar } from '../list/BulkBar';
import { SelectionBar } from '../list/SelectionBar';
import { useSelectionMode } from '../list/useSelectionMode';
import { FilterChips } from '../list/FilterChips';
import { ListEmpty, ListError } from '../list/ListStates';
import { ListToolbar } from '../list/ListToolbar';
import { ResourceList } from '../list/ResourceList';
import { useResourceListQuery } from '../query/useResourceListQuery';
import { PARAM_REFRESH } from '../query/list-url';
import { focusedId, focusRow, listMoveKeys } from './list-focus';
import { overridesOf } from '../overrides';
import { RecordPane } from './RecordPane';
import { useInitialFocus } from '../../common/useInitialFocus';
import { focusOrigin, focusUnlessTyping, mayMoveFocus, type FocusOrigin } from '../../common/focus-guard';
import styles from './split.module.css';

/** Where a move puts the focus once its pane is shown: the record, the form, or a row of the list. */
type FocusTarget = 'detail' | 'form' | { row: number };

const has = (key: string) => session.permissions.includes(key);

/**
 * A resource's list and record side by side (DESIGN.md "Lists are virtualized and split-pane"): the list
 * (filters, free text and sort in the URL) on the left, the open record, its edit form or a new one on the
 * right (`/{id}`, `/{id}?edit=1`, `/new`). The list, detail and form panes each bind their keys.
 */
/** The ids of the records next to the open one in the list: the next two and the one before. */
function neighbourIds(records: readonly ResourceRecord[], id: number | null): number[] {
  const index = id == null ? -1 : records.findIndex((r) => r.ID === id);
  if (index < 0) return [];
  return [records[index + 1], records[index - 1], records[index + 2]].filter((r) => r !== undefined).map((r) => r.ID);
}

export function SplitScreen({ def, screen }: { def: ResourceDef; screen: Screen }) {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const { canApproveReturns } = useViewer();
  const flags = { CanApproveReturns: !!canApproveReturns };
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  const query = useResourceListQuery(def, screen);
  const loaded = useResourceList(def, query.params, { refresh: query.filters[PARAM_REFRESH] === 'true' });
  // A bespoke natural order (a tree) applies when the user chose no sort and the whole list is loaded.
  const order = overridesOf(def).order;
  // Such a list (a category tree: hundreds at most) loads its further pages at once, so its order can apply.
  const wantsWhole = !!order && !query.sort && loaded.hasMore && !loaded.isLoading && !loaded.isLoadingMore && !loaded.error;
  const { loadMore } = loaded;
  useEffect(() => {
    if (wantsWhole) loadMore();
  }, [wantsWhole, loadMore, loaded.records.length]);
  const inOrder = useMemo(
    () => (order && !query.sort && !loaded.hasMore ? order(loaded.records) : loaded.records),
    [order, query.sort, loaded.hasMore, loaded.records],
  );
  const list = { ...loaded, records: inOrder };
  const canUpdate = usePermission(permissionKey(def.permissions.update));
  const mayPropose = usePermission(permissionKey(def.proposals?.permission ?? def.permissions.update));
  const edit = canUpdate && def.actions.edit;
  // Who may see but not edit a record that takes proposals opens the same form to propose new values.
  const can = {
    create: canUpdate && def.actions.create,
    edit,
    propose: !edit && !!def.proposals && mayPropose,
    delete: canUpdate && def.actions.delete,
  };
  const canOpenForm = can.edit || can.propose;
  const open = useResourceRecord(def, query.id);
  const openRecord = open.data ?? list.records.find((r) => r.ID === query.id) ?? null;
  // The records j and k open next, loaded while the browser is idle (issue 19 §6).
  usePrefetchRecords(def, neighbourIds(list.records, query.id));

  const [selected, setSelected] = useState<Set<Key>>(() => new Set());
  const listKey = listSearch(query.params);
  const selectedRecords = useMemo(() => list.records.filter((r) => selected.has(r.ID)), [list.records, selected]);

  const stateRef = useRef<ListState<unknown> | null>(null);
  const [listPane, setListPane] = useState<HTMLElement | null>(null);
  const [rightPane, setRightPane] = useState<HTMLElement | null>(null);
  const grid = () => listPane?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  const gridRef = useRef(grid);
  gridRef.current = grid;

  // The declared selection mode (useSelectionMode), for a user who may run its action.
  const canSelect = usePermission(permissionKey(def.selection?.permission ?? def.permissions.update)) && !!def.selection;
  const selection = useSelectionMode(def, {
    records: list.records,
    selected,
    setSelected,
    focusedId: useCallback(() => focusedId(stateRef), []),
    refocus: useCallback(() => {
      const id = focusedId(stateRef);
      if (id != null) focusRow(stateRef, gridRef.current(), id);
    }, []),
  });
  const { cancel: cancelSelection } = selection;
  useEffect(() => cancelSelection(), [listKey, cancelSelection]);
  const selecting = useMemo(
    () => (selection.page ? { disabledKeys: selection.disabledKeys } : undefined),
    [selection.page, selection.disabledKeys],
  );
  const formField = () =>
    rightPane?.querySelector<HTMLElement>('form input:not([type="hidden"]), form textarea, form button, form [tabindex="0"]');

  /**
   * Where focus goes once the pane a move opened has rendered, and where it was when the user asked for the
   * move: a user who has gone into a text field or a dialog meanwhile keeps it (focus-guard.ts).
   */
  const pendingFocus = useRef<{ to: FocusTarget; origin: FocusOrigin } | null>(null);
  const expectFocus = (to: FocusTarget | null) => {
    pendingFocus.current = to ? { to, origin: focusOrigin() } : null;
  };

  // A form with unsaved changes is asked first (leave-guard.ts); focus moves only when the move happens.
  const go = useCallback(
    async (href: string, focus: FocusTarget | null = null) => {
      const origin = focusOrigin();
      if (!(await mayLeave(href))) return;
      pendingFocus.current = focus ? { to: focus, origin } : null;
      if (here !== href) navigate(href);
    },
    [navigate, here],
  );

  /**
   * A decision on the open record (an action on it alone), with the list as it was: once the list has
   * reloaded without the record (approved, snoozed, rejected out of a queue), the record that followed it
   * opens, so j/k go on from there and no key acts on a record the list no longer holds.
   */
  const decided = useRef<{ id: number; records: readonly ResourceRecord[] } | null>(null);
  const advance = useRef(() => {});
  advance.current = () => {
    const d = decided.current;
    if (!d) return;
    if (query.id !== d.id || query.mode !== 'detail') {
      decided.current = null;
      return;
    }
    const now = list.records;
    if (now === d.records || list.isLoading) return;
    decided.current = null;
    if (now.some((r) => r.ID === d.id)) return;
    const still = new Set(now.map((r) => r.ID));
    const at = d.records.findIndex((r) => r.ID === d.id);
    const next =
      d.records.slice(at + 1).find((r) => still.has(r.ID)) ??
      d.records
        .slice(0, at)
        .reverse()
        .find((r) => still.has(r.ID));
    if (next) void go(query.hrefs.detail(next.ID), 'detail');
    else backToList();
  };
  useEffect(() => advance.current(), [list.records]);

  const flows = useRecordFlows(def, {
    deleted: (ids) => {
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id)))));
      if (query.id != null && ids.includes(query.id)) navigate(query.hrefs.list);
    },
    acted: () => {
      if (!selectedRecords.length && query.mode === 'detail' && query.id != null && list.records.some((r) => r.ID === query.id)) {
        decided.current = { id: query.id, records: list.records };
        // The list may have reloaded already (the action waits for it): look at once, and again when it does.
        queueMicrotask(() => advance.current());
      }
      setSelected(new Set());
    },
  });

  /**
   * A bespoke detail's own change to the open record (a ticket's reply), decided as an action is: with the
   * list as it was when the change began, so the next record opens once the list has reloaded without it.
   */
  const decide = async (change: () => Promise<boolean>) => {
    const id = query.id;
    const records = list.records;
    const mode = query.mode;
    const done = await change();
    if (done && id != null && mode === 'detail' && records.some((r) => r.ID === id)) {
      decided.current = { id, records };
      queueMicrotask(() => advance.current());
    }
    return done;
  };

  /** The records selection commands act on: the checked rows, else the open record (or the focused row). */
  const targets = useCallback((): ResourceRecord[] => {
    // A decided record that has left the list takes no more keys while the next one opens.
    const out = decided.current;
    if (out && !list.records.some((r) => r.ID === out.id)) return [];
    if (selectedRecords.length) return selectedRecords;
    if (openRecord) return [openRecord];
    const focused = query.mode === 'list' ? list.records.find((r) => r.ID === focusedId(stateRef)) : undefined;
    return focused ? [focused] : [];
  }, [selectedRecords, openRecord, query.mode, list.records]);
  useResourcePane(
    def,
    targets,
    flows,
    canSelect
      ? {
          on: () => selection.page != null,
          start: () => selection.start(),
          cancel: () => selection.cancel(),
          selectPage: () => selection.selectPage(),
          perform: () => selection.perform(),
        }
      : undefined,
  );

  // Focus follows the move that caused it: the detail after Enter, the form after e/n, the row after Esc.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const { to, origin } = wanted;
    // The user went into a field or a dialog since they asked: the move is theirs no more.
    if (!mayMoveFocus(origin, listPane?.contains(document.activeElement) ? null : rightPane)) {
      pendingFocus.current = null;
      return;
    }
    // The pending focus is kept until its target is in the page (the right pane mounts a render later).
    if (to === 'detail' && query.mode === 'detail' && openRecord) {
      if (focusUnlessTyping(rightPane?.querySelector<HTMLElement>('[data-pane="detail"]'), origin)) pendingFocus.current = null;
    } else if (to === 'form' && (query.mode === 'edit' || query.mode === 'new') && rightPane?.querySelector('form')) {
      if (focusUnlessTyping(formField(), origin)) pendingFocus.current = null;
    } else if (typeof to === 'object' && query.mode === 'list' && !list.isLoading) {
      // Back from a record: its row, or, when it has left the list (decided, filtered out), the row the
      // list's focus was on or its first; an empty list takes the focus itself. Never the page body.
      const row = list.records.some((r) => r.ID === to.row)
        ? to.row
        : (list.records.find((r) => r.ID === focusedId(stateRef)) ?? list.records[0])?.ID;
      if (row != null ? focusRow(stateRef, grid(), row, origin) : focusUnlessTyping(listPane, origin)) pendingFocus.current = null;
    }
  });

  // A screen opened without focus anywhere puts it where the keys work: the record, the form, or the list. Asked
  // again for each record opened while nothing holds the focus (the palette opening a record of the list on
  // display); going back to the list is the Esc move's own to focus (its row).
  const focusKey = useRef('');
  if (query.mode === 'detail' && openRecord) focusKey.current = `detail:${openRecord.ID}`;
  const route = focusKey.current;
  useInitialFocus(
    query.mode === 'list' ? list.records.length > 0 : query.mode === 'new' || !!openRecord,
    () => {
      // A list whose rows are cached is ready on its first render, before its pane's element is known:
      // only a placed focus counts, otherwise the next attempt tries again.
      if (query.mode === 'list') return focusRow(stateRef, grid(), list.records[0].ID);
      const target = query.mode === 'detail' ? rightPane?.querySelector<HTMLElement>('[data-pane="detail"]') : formField();
      target?.focus();
      return !!target;
    },
    route,
  );

  const openId = (id: number | null) => {
    if (id != null) void go(query.hrefs.detail(id), 'detail');
  };
  const removeTargets = (records: ResourceRecord[]) => {
    if (can.delete) void flows.deleteRecords(records);
  };

  const listKeys: PaneActions = {
    resource: def.name,
    ...listMoveKeys(stateRef, grid, list.loadMore),
    open: () => openId(focusedId(stateRef)),
    edit: canOpenForm
      ? () => {
          const id = focusedId(stateRef);
          if (id != null) void go(query.hrefs.edit(id), 'form');
        }
      : undefined,
    create: can.create ? () => void go(query.hrefs.create, 'form') : undefined,
    remove: can.delete
      ? () => {
          const id = focusedId(stateRef);
          const focused = list.records.find((r) => r.ID === id);
          removeTargets(selectedRecords.length ? selectedRecords : focused ? [focused] : []);
        }
      : undefined,
  };

  const neighbour = (delta: 1 | -1) => {
    const index = list.records.findIndex((r) => r.ID === query.id);
    const next = index < 0 ? undefined : list.records[index + delta];
    if (next) void go(query.hrefs.detail(next.ID), 'detail');
    else if (delta > 0) list.loadMore();
  };
  const backToList = () => void go(query.hrefs.list, query.id != null ? { row: query.id } : null);
  const detailKeys: PaneActions = {
    resource: def.name,
    back: backToList,
    next: () => neighbour(1),
    previous: () => neighbour(-1),
    edit: canOpenForm && query.id != null ? () => void go(query.hrefs.edit(query.id!), 'form') : undefined,
    create: can.create ? () => void go(query.hrefs.create, 'form') : undefined,
    remove: can.delete && openRecord ? () => removeTargets([openRecord]) : undefined,
  };

  const columns = useMemo(() => {
    if (query.mode !== 'list') return [];
    const own = overridesOf(def).columns;
    if (own) return own;
    const shown = def.fields.filter((f) => f.list && !f.hidden);
    const title = def.fields.find((f) => f.key === def.titleField);
    return title && !shown.includes(title) ? [title, ...shown] : shown;
  }, [def, query.mode]);

  const bulkActions: CustomActionDef[] = actionsFor(def, selectedRecords, has, flags).filter((a) =>
    selectedRecords.length > 1 ? a.bulk : true,
  );
  const listScreen = screenByName.get(`${def.screen}Index`) ?? screen;
  const Tools = overridesOf(def).ListTools;
  const newButton = (
    <>
      {Tools ? <Tools def={def} /> : null}
      {canSelect && !selection.page && query.mode === 'list' ? (
        <Button size="sm" onPress={selection.start} aria-keyshortcuts="Shift+X">
          <ListChecks size={14} aria-hidden="true" />
          {intl.formatMessage({ id: 'resource.selection.start' })}
        </Button>
      ) : null}
      {can.create ? (
        <Button variant="primary" size="sm" onPress={() => void go(query.hrefs.create, 'form')} aria-keyshortcuts="N">
          <Plus size={14} aria-hidden="true" />
          {intl.formatMessage({ id: 'resource.action.new' })}
        </Button>
      ) : null}
    </>
  );

  let body;
  if (list.error && !list.records.length)
    body = <ListError def={def} error={list.error} onRetry={list.retry} onClear={query.clearFilters} />;
  else if (list.isLoading && !list.records.length)
    body = (
      <div className={styles.state}>
        <Skeleton rows={10} />
      </div>
    );
  else if (!list.records.length) {
    body = (
      <ListEmpty
        def={def}
        filtered={query.filtered}
        canCreate={can.create}
        onCreate={() => void go(query.hrefs.create, 'form')}
        onClear={query.clearFilters}
      />
    );
  } else {
    body = (
      <ResourceList
        def={def}
        records={list.records}
        columns={columns}
        selected={selected}
        onSelectionChange={setSelected}
        currentId={query.id}
        onOpen={openId}
        onNearEnd={list.loadMore}
        stateRef={stateRef}
        selecting={selecting}
      />
    );
  }

  return (
    <div className={styles.screen}>
      <PageHeader screen={listScreen} />
      <div className={query.mode === 'list' ? styles.single : styles.split}>
        <section
          ref={setListPane}
          className={styles.listPane}
          aria-label={intl.formatMessage({ id: def.noun.other })}
          // Focused itself only when back from a record to a list without rows, so the list's keys still work.
          tabIndex={-1}
        >
          <ListToolbar
            def={def}
            query={query}
            total={list.total}
            capped={list.capped}
            onLeave={() => {
              const first = list.records[0];
              if (first) focusRow(stateRef, grid(), focusedId(stateRef) ?? first.ID);
            }}
            actions={newButton}
          />
          <FilterChips def={def} query={query} />
          {selection.page ? (
            <SelectionBar def={def} mode={selection} count={selectedRecords.filter((r) => selection.page!.ids.has(r.ID)).length} />
          ) : null}
          <BulkBar
            count={selection.page ? 0 : selectedRecords.length}
            actions={bulkActions}
            canDelete={can.delete}
            onExport={() => void flows.exportRecords(selectedRecords)}
            onDelete={() => removeTargets(selectedRecords)}
            onAction={(action) => void flows.runAction(action, selectedRecords)}
            onClear={() => setSelected(new Set())}
          />
          <ReferenceTitles def={def} records={list.records}>
            {body}
          </ReferenceTitles>
          {list.isLoadingMore ? (
            <p className={styles.more} role="status">
              {intl.formatMessage({ id: 'resource.list.loadingMore' })}
            </p>
          ) : null}
        </section>
        {query.mode === 'list' ? null : (
          <div ref={setRightPane} className={styles.recordPane}>
            <RecordPane
              def={def}
              query={query}
              record={openRecord}
              loading={open.isLoading}
              error={open.error}
              can={can}
              actions={openRecord ? actionsFor(def, [openRecord], has, flags) : []}
              flows={flows}
              keys={detailKeys}
              onSaved={(saved) => {
                expectFocus('detail');
                navigate(query.hrefs.detail(saved.ID));
              }}
              onCancelForm={() => {
                if (query.mode === 'new') backToList();
                else if (query.id != null) void go(query.hrefs.detail(query.id), 'detail');
              }}
              onRetry={() => void open.mutate()}
              decide={decide}
            />
          </div>
        )}
      </div>
      <PaneHotkeys scope="list" pane={listPane} actions={listKeys} selection={[...selected].map(String)} />
      {flows.dialog}
      {selection.dialog}
    </div>
  );
}
