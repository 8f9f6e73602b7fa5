import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { assignNextTodo } from '../../api/todos';
import { closeOverlay, ui } from '../../store/ui';
import { Button } from '../common/Button';
import { DialogTitleBar } from '../common/DialogTitleBar';
import { AssignableCount } from './AssignableCount';
import { TodoList } from './TodoList';
import styles from './TodoPanel.module.css';

const close = () => closeOverlay('todoPanelOpen');

/** The to-do panel: a side sheet with the assignable count, "assign next" and the user's to-dos. */
export function TodoPanel() {
  const { todoPanelOpen } = useSnapshot(ui);
  // The heading names the dialog and the list: an id of its own, given to both (a Heading's own id replaces
  // the one the Dialog would label itself with).
  const titleId = useId();
  return (
    <ModalOverlay isOpen={todoPanelOpen} onOpenChange={(open) => (open ? undefined : close())} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          <DialogTitleBar id={titleId}>
            <FormattedMessage id="todos.panel.title" />
          </DialogTitleBar>
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
