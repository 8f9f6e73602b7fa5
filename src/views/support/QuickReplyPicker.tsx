/**
 * The quick replies in the reply editor (issue 21 §1 "Quick replies"): a combobox above the text, its list the
 * templates for the ticket's store and language, each already filled by the server for this ticket (customer's
 * name, order number, tracking link, store, agent). Typing filters them by name, shortcut and text; Enter inserts
 * the focused one, or the first match when none is focused, so "type, Enter" is the whole choice; Esc closes the
 * list, a second Esc the picker, and the editor gets its focus and caret back. react-aria's ComboBox (the
 * console's pickers use it too: its Autocomplete would put 4.6 kB more in every screen's shared chunks).
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
  useFilter,
  type ComboBoxState,
  type Key,
} from 'react-aria-components/ComboBox';
import { errorMessageOf } from '../../api/client';
import { useQuickReplies, type QuickReply } from '../../api/tickets';
import fieldStyles from '../resource/form/editors/fields.module.css';
import styles from './support.module.css';

export interface QuickReplyPickerProps {
  ticketId: number;
  onInsert: (reply: QuickReply) => void;
  onClose: () => void;
}

/** The words a template is found by: its name, shortcut and filled text. */
const searchText = (reply: QuickReply) => [reply.Name, reply.Shortcut ?? '', reply.Text].join(' ');

/** Hands the combobox's state out (which option has the focus, whether the list is open). */
function StateOf({ into }: { into: RefObject<ComboBoxState<QuickReply> | null> }) {
  into.current = useContext(ComboBoxStateContext) as ComboBoxState<QuickReply> | null;
  return null;
}

export function QuickReplyPicker({ ticketId, onInsert, onClose }: QuickReplyPickerProps) {
  const intl = useIntl();
  const { data, error, isLoading } = useQuickReplies(ticketId, true);
  const { contains } = useFilter({ sensitivity: 'base' });
  const [text, setText] = useState('');
  const state = useRef<ComboBoxState<QuickReply> | null>(null);
  const replies = data?.data ?? [];
  const shown = replies.filter((reply) => contains(searchText(reply), text.trim()));
  const choose = (key: Key | null) => {
    const reply = key == null ? undefined : replies.find((r) => r.ID === Number(key));
    if (reply) onInsert(reply);
  };
  const emptyText = () => {
    if (error) return intl.formatMessage({ id: errorMessageOf(error) });
    if (isLoading) return intl.formatMessage({ id: 'support.quickReplies.loading' });
    return intl.formatMessage({ id: replies.length ? 'support.quickReplies.noMatch' : 'support.quickReplies.none' });
  };
  return (
    <ComboBox
      items={shown}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={choose}
      menuTrigger="focus"
      allowsEmptyCollection
      className={`${fieldStyles.field} ${styles.quickField}`}
    >
      <StateOf into={state} />
      <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'support.quickReplies.title' })}</Label>
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
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
