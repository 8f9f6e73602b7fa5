import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHotkeys } from 'react-hotkeys-hook';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { ShortcutHint } from '../../../commands/ShortcutHint';
import { detectPlatform, hotkeyBinding } from '../../../commands/shortcuts';
import type { Shortcut } from '../../../commands/types';
import { Button } from '../../common/Button';
import styles from './dialog.module.css';

export interface ConfirmChoice {
  id: string;
  label: string;
  /** `danger` marks a choice that destroys something: it never has the focus, it has its own key. */
  variant?: 'primary' | 'secondary' | 'danger';
}

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  /** Buttons besides Cancel, after it in the tab order. */
  choices: readonly ConfirmChoice[];
  /** Called with a choice's id, or null for Cancel / Esc. */
  onClose: (choice: string | null) => void;
  cancelLabel?: string;
  /**
   * The button that has the focus (Enter): a choice's id, or 'cancel'. By default the first choice that
   * is not `danger`, else Cancel; a `danger` choice is never the default.
   */
  defaultChoice?: string;
  /** A wider dialog for a table (the stale-write comparison). */
  wide?: boolean;
  /** Mod+Enter also takes the default choice, wherever the focus is in the dialog (a run confirmed by key). */
  modEnter?: boolean;
}

/**
 * The key of a dialog's destructive choice (docs/decisions.md "Confirmations"): the safe choice has the
 * focus so Enter never destroys; the destructive one is Tab then Enter, or this chord (⌘⌫ on a Mac, as in
 * Finder, Ctrl+Backspace elsewhere), shown on its button.
 */
const DESTRUCTIVE_SHORTCUT: Shortcut = { keys: 'mod+backspace' };
const PLATFORM = detectPlatform();
const BINDING = hotkeyBinding(DESTRUCTIVE_SHORTCUT, 'form');
const MOD_ENTER = hotkeyBinding({ keys: 'mod+enter' }, 'form');

/** Which button starts with the focus: never a destructive one. */
function defaultFocus(choices: readonly ConfirmChoice[], wanted?: string): string {
  if (wanted && (wanted === 'cancel' || choices.some((c) => c.id === wanted && c.variant !== 'danger'))) return wanted;
  return choices.find((c) => c.variant !== 'danger')?.id ?? 'cancel';
}

/** A question that must be answered (react-aria alert dialog: focus kept inside, Esc cancels). */
export function ConfirmDialog({ title, children, choices, onClose, cancelLabel, defaultChoice, wide, modEnter }: ConfirmDialogProps) {
  const intl = useIntl();
  const focused = defaultFocus(choices, defaultChoice);
  const destructive = choices.find((c) => c.variant === 'danger');
  const keys = useHotkeys<HTMLDivElement>(
    BINDING.keys,
    () => {
      if (destructive) onClose(destructive.id);
    },
    { ...BINDING.options, enabled: !!destructive },
    [destructive?.id, onClose],
  );
  const confirmKeys = useHotkeys<HTMLDivElement>(
    MOD_ENTER.keys,
    (event) => {
      event.preventDefault();
      onClose(focused === 'cancel' ? null : focused);
    },
    { ...MOD_ENTER.options, enabled: !!modEnter },
    [focused, onClose],
  );
  const bothKeys = useCallback(
    (element: HTMLDivElement | null) => {
      keys(element);
      confirmKeys(element);
    },
    [keys, confirmKeys],
  );
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose(null)} className={styles.overlay}>
      <Modal className={wide ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <div ref={bothKeys} className={styles.content}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {children ? <div className={styles.body}>{children}</div> : null}
            <div className={styles.buttons}>
              <Button variant="ghost" autoFocus={focused === 'cancel'} onPress={() => onClose(null)}>
                {cancelLabel ?? intl.formatMessage({ id: 'resource.action.cancel' })}
              </Button>
              {choices.map((choice) => {
                const own = choice === destructive;
                return (
                  <Button
                    key={choice.id}
                    variant={choice.variant ?? 'primary'}
                    autoFocus={focused === choice.id}
                    onPress={() => onClose(choice.id)}
                  >
                    {choice.label}
                    {own ? (
                      <span aria-hidden="true">
                        <ShortcutHint shortcut={DESTRUCTIVE_SHORTCUT} platform={PLATFORM} />
                      </span>
                    ) : null}
                  </Button>
                );
              })}
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
