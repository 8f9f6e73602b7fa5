import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../../common/Button';
import styles from './dialog.module.css';

export interface ConfirmChoice {
  id: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
}

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  /** Buttons besides Cancel, the first one focused. */
  choices: readonly ConfirmChoice[];
  /** Called with a choice's id, or null for Cancel / Esc. */
  onClose: (choice: string | null) => void;
  cancelLabel?: string;
}

/** A question that must be answered (react-aria alert dialog: focus kept inside, Esc cancels). */
export function ConfirmDialog({ title, children, choices, onClose, cancelLabel }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose(null)} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>{title}</Heading>
          {children ? <div className={styles.body}>{children}</div> : null}
          <div className={styles.buttons}>
            <Button variant="ghost" onPress={() => onClose(null)}>{cancelLabel ?? intl.formatMessage({ id: 'resource.action.cancel' })}</Button>
            {choices.map((choice, index) => (
              <Button key={choice.id} variant={choice.variant ?? 'primary'} autoFocus={index === 0} onPress={() => onClose(choice.id)}>
                {choice.label}
              </Button>
            ))}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
