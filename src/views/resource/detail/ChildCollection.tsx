/**
 * A child collection in its parent's detail (a set's components, a product's images): the children as the
 * engine's virtualized list, their own pane keys (j/k move, Enter or e edits, n adds, x selects, # deletes,
 * the collection's workflow keys on the focused or checked children, also in the palette), and the engine's form in
 * a dialog for a new or an edited child, with the link to the parent filled in and not shown. The list itself is the detail's shared record tab (RecordTab.tsx).
 * While the parent is in a state its children do not change in (`parent.changesWhen`), the collection is
 * read-only and says why.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Plus } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { revalidate } from '../../../api/resources';
import type { PaneActions } from '../../../commands/types';
import { resource } from '../../../domain/resources';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { usePermission } from '../../app/useViewer';
import { permissionKey } from '../actions/action-rules';
import { useRecordFlows } from '../actions/useRecordFlows';
import { useResourcePane } from '../actions/useResourcePane';
import { ResourceForm } from '../form/ResourceForm';
import { formFields } from '../form/form-values';
import { focusField } from '../form/useSaveFlow';
import { scalarText } from '../format/scalar-text';
import { focusedId, focusRow } from '../split/list-focus';
import dialogStyles from '../actions/dialog.module.css';
import { nounInSentence } from '../format/record-text';
import { RecordTab, useRecordTab } from './RecordTab';
import styles from './detail.module.css';
import { focusOrigin, focusUnlessTyping } from '../../common/focus-guard';

type Editing = { mode: 'create' } | { mode: 'update'; record: ResourceRecord };

/** Why the children cannot change now (`parent.changesWhen` not met by the parent), in the user's words; null when they can. */
function lockedReason(intl: IntlShape, def: ResourceDef, parent: ResourceRecord): string | null {
  const lock = def.parent?.changesWhen;
  if (!lock) return null;
  const keys = Object.keys(lock.when);
  if (keys.every((key) => lock.when[key].some((allowed) => String(allowed) === String(parent[key])))) return null;
  const parentDef = resource(def.parent!.resource);
  const values = Object.fromEntries(
    keys.map((key) => {
      const field = parentDef.fields.find((f) => f.key === key);
      return [key, field ? (scalarText(intl, field, parent[key], parent) ?? '') : String(parent[key])];
    }),
  );
  return intl.formatMessage({ id: lock.reason }, values);
}

export function ChildCollection({ def, parent }: { def: ResourceDef; parent: ResourceRecord }) {
  const intl = useIntl();
  const link = def.parent!.field;
  // In the declaration's default order, which the server keeps when no sort is sent.
  const tab = useRecordTab(def, link, parent.ID);
  const { list, pane, stateRef, selected, setSelected, grid } = tab;
  // A parent in a state its children do not change in (an order gone to the warehouse): read-only, with why.
  const locked = lockedReason(intl, def, parent);
  const canUpdateAtAll = usePermission(permissionKey(def.permissions.update));
  const canUpdate = canUpdateAtAll && locked == null;
  const [editing, setEditing] = useState<Editing | null>(null);
  // A child's write may change its parent on the server (an order's totals follow its items): read it again.
  const swr = useSWRConfig();
  const refreshParent = () => void revalidate(swr, resource(def.parent!.resource), [parent.ID]);
  const flows = useRecordFlows(def, {
    deleted: (ids) => {
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id)))));
      refreshParent();
    },
    acted: () => {
      setSelected(new Set());
      refreshParent();
    },
  });
  const focused = () => list.records.find((r) => r.ID === focusedId(stateRef));
  const selectedRecords = list.records.filter((r) => selected.has(r.ID));
  // The collection's own pane for the palette and its moves' keys (a presale item received): the checked children,
  // else the focused one.
  const targets = () => (selectedRecords.length ? selectedRecords : [focused()].filter((r): r is ResourceRecord => !!r));
  useResourcePane(def, targets, flows);
  const edit = (record: ResourceRecord | undefined) => {
    if (record && canUpdate && def.actions.edit) setEditing({ mode: 'update', record });
  };
  const create = canUpdate && def.actions.create ? () => setEditing({ mode: 'create' }) : undefined;
  const keys: PaneActions = {
    resource: def.name,
    ...tab.moveKeys,
    open: () => edit(focused()),
    edit: canUpdate && def.actions.edit ? () => edit(focused()) : undefined,
    create,
    remove:
      canUpdate && def.actions.delete
        ? () => {
            const chosen = targets();
            if (chosen.length) void flows.deleteRecords(chosen);
          }
        : undefined,
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
    if (saved) refreshParent();
    // Back to the list, on the saved row or the one that was focused.
    const id = saved?.ID ?? focusedId(stateRef) ?? list.records[0]?.ID;
    const origin = focusOrigin();
    setTimeout(() => {
      if (id != null) focusRow(stateRef, grid(), id, origin);
      else focusUnlessTyping(pane, origin);
    }, 0);
  };
  const noun = nounInSentence(intl, def, 'one');
  const heading = intl.formatMessage({ id: editing?.mode === 'update' ? 'resource.children.edit' : 'resource.children.add' }, { noun });

  return (
    <RecordTab
      tab={tab}
      onOpen={(id) => edit(list.records.find((r) => r.ID === id))}
      keys={keys}
      selection={[...selected].map(String)}
      tools={
        locked != null && canUpdateAtAll ? (
          <p className={styles.childLocked}>{locked}</p>
        ) : create ? (
          <Button size="sm" variant="primary" onPress={create} aria-keyshortcuts="N">
            <Plus size={14} aria-hidden="true" />
            {intl.formatMessage({ id: 'resource.children.add' }, { noun })}
          </Button>
        ) : null
      }
    >
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
    </RecordTab>
  );
}
