/**
 * A form in a modal dialog (a new ticket, an action's input, a merge, a return, the SKU fetch, AI texts): its title,
 * its fields (the children), the error alert and Cancel and the submit button, one shell for all of them.
 * - Enter in a one-line field, Mod+Enter in any field, or the submit button submits. Mod+Enter is caught on its way
 *   down (the capture phase), before a field's own widget takes Enter and stops it rising (a Select's button opens
 *   its list, a combobox chooses).
 * - Esc, Cancel or a click outside closes; while a submit runs and `holdWhileBusy` is set, nothing closes it.
 * - The first field has the keyboard when the dialog opens.
 * - While the submit's promise runs the button shows it and a second submit is not sent. When it fails, the alert
 *   says why (the API's message, or `errorText`'s words) and the dialog stays as it was: what was typed is kept.
 * While a dialog is open the global shortcuts wait (src/commands/modal-keyboard.ts).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { errorMessageOf } from '../../api/client';
import { detectPlatform } from '../../commands/key-basics';
import { Alert } from './Alert';
import { Button } from './Button';
import styles from '../resource/actions/dialog.module.css';

/** Mod+Enter as ARIA names it (src/commands/shortcuts.ts ariaKeyShortcuts): ⌘ is Meta on a Mac, Ctrl elsewhere. */
const MOD_ENTER = detectPlatform() === 'mac' ? 'Meta+Enter' : 'Control+Enter';

/** What takes the keyboard by Tab: the first of them in the fields is where the dialog starts. */
const TABBABLE = 'input:not([type="hidden"]), textarea, select, button, a[href], [tabindex]';

function firstField(form: HTMLFormElement, buttons: HTMLElement | null): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (buttons?.contains(element) || element.tabIndex < 0 || element.matches(':disabled') || element.closest('[aria-hidden="true"]'))
      continue;
    return element;
  }
  return null;
}

/** Mod+Enter (Ctrl+Enter, ⌘↩ on a Mac), not while an input method composes. */
function isModEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !event.nativeEvent.isComposing;
}

export interface FormDialogProps {
  /** The dialog's heading, which names it. */
  title: string;
  /** The fields, and anything said between them (a summary, a preview, a result). */
  children: ReactNode;
  /** The submit button's words, and `danger` for one that destroys (a merge). */
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** Cancel's words (Cancel). */
  cancelLabel?: string;
  /**
   * Runs on submit, given the form (to put the focus on a field that fails a check). A promise it returns makes
   * the dialog busy until it settles; when it rejects, the alert says why.
   */
  onSubmit: (form: HTMLFormElement) => void | Promise<unknown>;
  /** Esc, Cancel or a click outside. */
  onClose: () => void;
  /** The submit button is off and a submit does nothing (nothing to submit yet). */
  canSubmit?: boolean;
  /** What the dialog says itself, a check before sending or a failure it caught (shown instead of a failed submit's). */
  error?: string | null;
  /** A failed submit's words; the API's message by default. */
  errorText?: (error: unknown) => string;
  /** Said while a submit runs (a long request), before the alert. */
  busyText?: string;
  /** While a submit runs the dialog cannot be closed (Cancel is off too). */
  holdWhileBusy?: boolean;
  /** A button in the submit button's place (the SKU fetch's "Show the products" once it has found them). */
  submitButton?: ReactNode;
}

export function FormDialog({
  title,
  children,
  submitLabel,
  submitVariant = 'primary',
  cancelLabel,
  onSubmit,
  onClose,
  canSubmit = true,
  error,
  errorText,
  busyText,
  holdWhileBusy = false,
  submitButton,
}: FormDialogProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The first field takes the keyboard as the dialog opens (unless one already has it).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form || form.contains(document.activeElement)) return;
    firstField(form, buttonsRef.current)?.focus();
  }, []);

  const submit = () => {
    const form = formRef.current;
    if (!form || running.current || !canSubmit) return;
    setFailure(null);
    const outcome = onSubmit(form);
    if (!(outcome instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    outcome
      .catch((reason: unknown) => setFailure(errorText ? errorText(reason) : intl.formatMessage({ id: errorMessageOf(reason) })))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  const modEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isModEnter(event)) return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };
  const held = holdWhileBusy && busy;
  const shown = error ?? failure;

  return (
    <ModalOverlay isOpen isDismissable={!held} onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <form
            ref={formRef}
            className={styles.content}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            onKeyDownCapture={modEnter}
          >
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {children}
            {busy && busyText ? <p role="status">{busyText}</p> : null}
            {shown ? <Alert tone="error">{shown}</Alert> : null}
            <div ref={buttonsRef} className={styles.buttons}>
              <Button variant="ghost" onPress={onClose} isDisabled={held}>
                {cancelLabel ?? intl.formatMessage({ id: 'resource.action.cancel' })}
              </Button>
              {submitButton ?? (
                <Button type="submit" variant={submitVariant} isPending={busy} isDisabled={!canSubmit} aria-keyshortcuts={MOD_ENTER}>
                  {submitLabel}
                </Button>
              )}
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
