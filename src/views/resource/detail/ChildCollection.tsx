/**
 * A child collection in its parent's detail (a set's components, a product's images): the children as the
 * engine's virtualized list, their own pane keys (j/k move, Enter or e edits, n adds, x selects, # deletes,
 * the collection's action keys), and the engine's form in a dialog for a new or an edited child, with the
 * link to the parent filled in and not shown. The list itself is the detail's shared record tab (RecordTab.tsx).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Plus } from 'lucide-react';
import type { PaneActions } from '../../../commands/types';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { usePermission } from '../../app/useViewer';
import { permissionKey } from '../actions/action-rules';
import { useRecordFlows } from '../actions/useRecordFlows';
import { ResourceForm } from '../form/ResourceForm';
import { formFields } from '../form/form-values';
import { focusField } from '../form/useSaveFlow';
import { focusedId, focusRow } from '../split/list-focus';
import dialogStyles from '../actions/dialog.module.css';
import { nounInSentence } from '../format/record-text';
import { RecordTab, useRecordTab } from './RecordTab';

type Editing = { mode: 'create' } | { mode: 'update'; record: ResourceRecord };

export function ChildCollection({ def, parent }: { def: ResourceDef; parent: ResourceRecord }) {
  const intl = useIntl();
  const link = def.parent!.field;
  // In the declaration's default order, which the server keeps when no sort is sent.
  const tab = useRecordTab(def, link, parent.ID);
  const { list, pane, stateRef, selected, setSelected, grid } = tab;
  const canUpdate = usePermission(permissionKey(def.permissions.update));
  const [editing, setEditing] = useState<Editing | null>(null);
  const flows = useRecordFlows(def, {
    deleted: (ids) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id))))),
    acted: () => setSelected(new Set()),
  });
  const focused = () => list.records.find((r) => r.ID === focusedId(stateRef));
  const selectedRecords = list.records.filter((r) => selected.has(r.ID));
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
            const targets = selectedRecords.length ? selectedRecords : [focused()].filter((r): r is ResourceRecord => !!r);
            if (targets.length) void flows.deleteRecords(targets);
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
    // Back to the list, on the saved row or the one that was focused.
    const id = saved?.ID ?? focusedId(stateRef) ?? list.records[0]?.ID;
    setTimeout(() => {
      if (id != null) focusRow(stateRef, grid(), id);
      else pane?.focus();
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
        create ? (
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
