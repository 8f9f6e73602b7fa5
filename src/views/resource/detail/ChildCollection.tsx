/**
 * A child collection in its parent's detail (a set's components, a product's images): the children as the
 * engine's virtualized list, their own pane keys (j/k move, Enter or e edits, n adds, x selects, # deletes,
 * the collection's action keys), and the engine's form in a dialog for a new or an edited child, with the
 * link to the parent filled in and not shown.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { Key, ListState } from 'react-aria-components/GridList';
import { Plus } from 'lucide-react';
import { useResourceList } from '../../../api/resources';
import { PaneHotkeys } from '../../../commands/Hotkeys';
import type { PaneActions } from '../../../commands/types';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { Skeleton } from '../../common/Skeleton';
import { usePermission } from '../../app/useViewer';
import { permissionKey } from '../actions/action-rules';
import { useRecordFlows } from '../actions/useRecordFlows';
import { ResourceForm } from '../form/ResourceForm';
import { formFields } from '../form/form-values';
import { focusField } from '../form/useSaveFlow';
import { ReferenceTitles } from '../format/reference-titles';
import { ResourceList, ROW_HEIGHT } from '../list/ResourceList';
import { focusedId, focusRow, listMoveKeys } from '../split/list-focus';
import { LoadError } from '../states/LoadError';
import dialogStyles from '../actions/dialog.module.css';
import styles from './detail.module.css';

type Editing = { mode: 'create' } | { mode: 'update'; record: ResourceRecord };

export function ChildCollection({ def, parent }: { def: ResourceDef; parent: ResourceRecord }) {
  const intl = useIntl();
  const link = def.parent!.field;
  // In the declaration's default order, which the server keeps when no sort is sent.
  const params = useMemo(() => ({ [link]: String(parent.ID) }), [link, parent.ID]);
  const list = useResourceList(def, params);
  const canUpdate = usePermission(permissionKey(def.permissions.update));
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const stateRef = useRef<ListState<unknown> | null>(null);
  const [selected, setSelected] = useState<Set<Key>>(() => new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const grid = () => pane?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  const flows = useRecordFlows(def, {
    deleted: (ids) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id))))),
    acted: () => setSelected(new Set()),
  });
  const columns = useMemo(() => def.fields.filter((f) => f.list && !f.hidden && f.key !== link), [def, link]);
  const focused = () => list.records.find((r) => r.ID === focusedId(stateRef));
  const selectedRecords = list.records.filter((r) => selected.has(r.ID));
  const edit = (record: ResourceRecord | undefined) => {
    if (record && canUpdate && def.actions.edit) setEditing({ mode: 'update', record });
  };
  const create = canUpdate && def.actions.create ? () => setEditing({ mode: 'create' }) : undefined;
  const keys: PaneActions = {
    resource: def.name,
    ...listMoveKeys(stateRef, grid, list.loadMore),
    open: () => edit(focused()),
    edit: canUpdate && def.actions.edit ? () => edit(focused()) : undefined,
    create,
    remove: canUpdate && def.actions.delete ? () => {
      const targets = selectedRecords.length ? selectedRecords : [focused()].filter((r): r is ResourceRecord => !!r);
      if (targets.length) void flows.deleteRecords(targets);
    } : undefined,
  };
  // The dialog's first field takes the keyboard when the dialog opens.
  const formBox = useRef<HTMLDivElement>(null);
  const firstField = useMemo(() => formFields(def).find((f) => f.key !== link)?.key, [def, link]);
  useEffect(() => {
    if (!editing || !firstField) return;
    const frame = requestAnimationFrame(() => focusField(formBox.current, firstField));
    return () => cancelAnimationFrame(frame);
  }, [editing, firstField]);
  const close = (saved?: ResourceRecord) => {
    setEditing(null);
    // Back to the list, on the saved row or the one that was focused.
    const id = saved?.ID ?? focusedId(stateRef) ?? list.records[0]?.ID;
    setTimeout(() => {
      if (id != null) focusRow(stateRef, grid(), id);
      else pane?.focus();
    }, 0);
  };
  const noun = intl.formatMessage({ id: def.noun.one });
  const heading = intl.formatMessage({ id: editing?.mode === 'update' ? 'resource.children.edit' : 'resource.children.add' }, { noun });

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
            onOpen={(id) => edit(list.records.find((r) => r.ID === id))}
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
        {create ? (
          <Button size="sm" variant="primary" onPress={create} aria-keyshortcuts="N">
            <Plus size={14} aria-hidden="true" />{intl.formatMessage({ id: 'resource.children.add' }, { noun })}
          </Button>
        ) : null}
      </div>
      {body}
      <PaneHotkeys scope="list" pane={pane} actions={keys} selection={[...selected].map(String)} />
      {editing ? (
        <ModalOverlay isOpen isKeyboardDismissDisabled className={dialogStyles.overlay}>
          <Modal className={`${dialogStyles.modal} ${dialogStyles.wide}`}>
            <Dialog className={dialogStyles.dialog} aria-label={heading}>
              <div ref={formBox}>
              <ResourceForm
                def={def}
                mode={editing.mode}
                record={editing.mode === 'update' ? editing.record : null}
                fixed={{ [link]: parent.ID }}
                heading={heading}
                onSaved={(saved) => close(saved)}
                onCancel={() => close()}
              />
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}
      {flows.dialog}
    </section>
  );
}
