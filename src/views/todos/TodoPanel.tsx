import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { X } from 'lucide-react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { assignNextTodo } from '../../api/todos';
import { closeOverlay, ui } from '../../store/ui';
import { Button } from '../common/Button';
import { AssignableCount } from './AssignableCount';
import { TodoList } from './TodoList';
import styles from './TodoPanel.module.css';

const close = () => closeOverlay('todoPanelOpen');

/** The to-do panel: a side sheet with the assignable count, "assign next" and the user's to-dos. */
export function TodoPanel() {
  const intl = useIntl();
  const { todoPanelOpen } = useSnapshot(ui);
  // The heading names the dialog and the list: an id of its own, given to both (a Heading's own id replaces
  // the one the Dialog would label itself with).
  const titleId = useId();
  return (
    <ModalOverlay isOpen={todoPanelOpen} onOpenChange={(open) => (open ? undefined : close())} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          <header className={styles.header}>
            <Heading slot="title" id={titleId} className={styles.heading}>
              <FormattedMessage id="todos.panel.title" />
            </Heading>
            <Button slot="close" variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'actions.close' })}>
              <X size={14} aria-hidden="true" />
            </Button>
          </header>
          <div className={styles.bar}>
            <AssignableCount className={styles.count} />
            <Button variant="primary" size="sm" onPress={() => void assignNextTodo()}>
              <FormattedMessage id="todos.assignNext" />
            </Button>
          </div>
          <TodoList onNavigate={close} labelledBy={titleId} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
