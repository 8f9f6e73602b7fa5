/**
 * What an action asks before it runs (a reason, an amount, a target record): the action's input fields with
 * the engine's editors and the shared rules, in a modal dialog. Enter in a one-line field or Mod+Enter runs
 * the action; Esc or Cancel runs nothing. The first field has the focus.
 */
import { useEffect, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { ariaKeyShortcuts, detectPlatform } from '../../../commands/shortcuts';
import type { CustomActionDef, ResourceDef } from '../../../domain/resources/types';
import { Button } from '../../common/Button';
import { EditorContext, FieldEditor, type EditorContextValue } from '../form/FieldEditor';
import { bodyOf, initialValues } from '../form/form-values';
import { focusField } from '../form/useSaveFlow';
import { useResourceForm } from '../form/useResourceForm';
import styles from './dialog.module.css';

export interface ActionInputDialogProps {
  def: ResourceDef;
  action: CustomActionDef;
  title: string;
  /** A line under the title (how many records, which one). */
  summary?: string;
  /** The input as the API takes it, or null when cancelled. */
  onClose: (input: Record<string, unknown> | null) => void;
}

const NO_NOTES = {};
const NOT_FOLLOWING = new Set<string>();

export function ActionInputDialog({ def, action, title, summary, onClose }: ActionInputDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const inputDef = useMemo<ResourceDef>(() => ({ ...def, name: `${def.name}.${action.id}`, fields: action.input ?? [] }), [def, action]);
  const start = useMemo(() => initialValues(inputDef, null, locale), [inputDef, locale]);
  const form = useResourceForm(inputDef, 'create', start);
  const formRef = useRef<HTMLFormElement>(null);
  const context: EditorContextValue = {
    def: inputDef,
    form,
    record: null,
    mode: 'create',
    isDisabled: false,
    notes: NO_NOTES,
    following: NOT_FOLLOWING,
    stopFollowing: () => {},
  };
  // The first field takes the keyboard once the dialog is in the page.
  useEffect(() => {
    const first = inputDef.fields[0];
    if (first) requestAnimationFrame(() => focusField(formRef.current, first.key));
  }, [inputDef]);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const failing = form.showAll();
    if (failing.length) {
      focusField(formRef.current, failing[0]);
      return;
    }
    onClose(bodyOf(inputDef, form.values, 'create'));
  };
  // Caught on its way down: a field's own widget (a Select's button, a combobox) takes Enter and stops it rising.
  const modEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.metaKey || event.ctrlKey) || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    submit(event);
  };
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose(null)} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <form ref={formRef} className={styles.content} noValidate onSubmit={submit} onKeyDownCapture={modEnter}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {summary ? <p className={styles.body}>{summary}</p> : null}
            <EditorContext.Provider value={context}>
              {inputDef.fields.map((field) => (
                <FieldEditor key={field.key} field={field} />
              ))}
            </EditorContext.Provider>
            <div className={styles.buttons}>
              <Button variant="ghost" onPress={() => onClose(null)}>
                {intl.formatMessage({ id: 'resource.action.cancel' })}
              </Button>
              <Button
                type="submit"
                variant={action.danger ? 'danger' : 'primary'}
                aria-keyshortcuts={ariaKeyShortcuts({ keys: 'mod+enter' }, detectPlatform())}
              >
                {intl.formatMessage({ id: action.label })}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
