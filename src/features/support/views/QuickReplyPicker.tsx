/**
 * The quick replies of the reply editor (issue 21 §1 "Quick replies"): a combobox in a small dialog over the ticket,
 * its list the templates for the ticket's store and language, each already filled by the server for this ticket
 * (customer's name, order number, tracking link, store, agent); one that keeps a placeholder without a value says
 * which. Typing filters them by name, shortcut and text, the best match first (the name itself, then names that
 * start with the text, then a word of the name: src/features/support/domain/quick-replies.ts); Enter inserts the focused
 * one, or the first match when none is focused, so "type, Enter" is the whole choice; Esc closes the list, a
 * second Esc the picker, and the editor gets its focus and caret back.
 * react-aria's ComboBox (the console's pickers use it too: its Autocomplete would put 4.6 kB more in every screen's
 * shared chunks). Its open list hides everything else from assistive technology (aria-hidden) without taking it out
 * of the tab order; in a modal dialog everything else is inert as well, so nothing hidden can take the focus
 * (axe: aria-hidden-focus).
 */
import { useContext, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxState,
  type Key,
} from 'react-aria-components/ComboBox';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { errorMessageOf } from '../../../api/client';
import { useQuickReplies, type QuickReply } from '../../../api/tickets';
import { rankQuickReplies } from '../domain/quick-replies';
import dialogStyles from '../../../views/resource/actions/dialog.module.css';
import fieldStyles from '../../../views/resource/form/editors/fields.module.css';
import styles from './support.module.css';

export interface QuickReplyPickerProps {
  ticketId: number;
  onInsert: (reply: QuickReply) => void;
  onClose: () => void;
}

/** Hands the combobox's state out (which option has the focus, whether the list is open). */
function StateOf({ into }: { into: RefObject<ComboBoxState<QuickReply> | null> }) {
  into.current = useContext(ComboBoxStateContext) as ComboBoxState<QuickReply> | null;
  return null;
}

export function QuickReplyPicker({ ticketId, onInsert, onClose }: QuickReplyPickerProps) {
  const intl = useIntl();
  const { data, error, isLoading } = useQuickReplies(ticketId, true);
  const [text, setText] = useState('');
  const state = useRef<ComboBoxState<QuickReply> | null>(null);
  const replies = data?.data ?? [];
  const shown = rankQuickReplies(replies, text);
  const choose = (key: Key | null) => {
    const reply = key == null ? undefined : replies.find((r) => r.ID === Number(key));
    if (reply) onInsert(reply);
  };
  const emptyText = () => {
    if (error) return intl.formatMessage({ id: errorMessageOf(error) });
    if (isLoading) return intl.formatMessage({ id: 'support.quickReplies.loading' });
    return intl.formatMessage({ id: replies.length ? 'support.quickReplies.noMatch' : 'support.quickReplies.none' });
  };
  const title = intl.formatMessage({ id: 'support.quickReplies.title' });
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={dialogStyles.overlay}>
      <Modal className={`${dialogStyles.modal} ${styles.quickDialog}`}>
        <Dialog className={dialogStyles.dialog} aria-label={title}>
          <ComboBox
            items={shown}
            inputValue={text}
            onInputChange={setText}
            selectedKey={null}
            onSelectionChange={choose}
            menuTrigger="focus"
            allowsEmptyCollection
            className={fieldStyles.field}
          >
            <StateOf into={state} />
            <Label className={fieldStyles.label}>{title}</Label>
            <div
              className={fieldStyles.control}
              onKeyDownCapture={(event) => {
                if (event.nativeEvent.isComposing) return;
                const now = state.current;
                if (event.key === 'Enter' && now?.selectionManager.focusedKey == null && shown.length) {
                  // Nothing focused in the list: the first match is what the typed text asked for.
                  event.preventDefault();
                  event.stopPropagation();
                  choose(shown[0].ID);
                } else if (event.key === 'Escape' && !now?.isOpen) {
                  event.preventDefault();
                  event.stopPropagation();
                  onClose();
                }
              }}
            >
              <Input className={fieldStyles.input} placeholder={intl.formatMessage({ id: 'support.quickReplies.search' })} autoFocus />
            </div>
            <Popover className={`${fieldStyles.popover} ${styles.quickPopover}`}>
              <ListBox
                className={`${fieldStyles.listbox} ${styles.quickList}`}
                renderEmptyState={() => (
                  <div className={fieldStyles.empty} role={isLoading ? 'status' : undefined}>
                    {emptyText()}
                  </div>
                )}
              >
                {(reply: QuickReply) => (
                  <ListBoxItem id={reply.ID} textValue={reply.Name} className={`${fieldStyles.option} ${styles.quickOption}`}>
                    <span className={styles.quickName}>
                      {reply.Name}
                      {reply.Shortcut ? <span className={fieldStyles.optionDetail}> {reply.Shortcut}</span> : null}
                    </span>
                    <span className={styles.quickBody}>{reply.Text}</span>
                    {reply.Unfilled?.length ? (
                      <span className={styles.quickMissing}>
                        {intl.formatMessage(
                          { id: 'support.quickReplies.unfilled' },
                          { placeholders: reply.Unfilled.join(', '), code: (chunks) => <code>{chunks}</code> },
                        )}
                      </span>
                    ) : null}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
