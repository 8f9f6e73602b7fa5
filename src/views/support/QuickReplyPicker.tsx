/**
 * The quick replies at the reply editor's caret (issue 21 §1 "Quick replies"): a dialog beside the editor with a
 * search field and the templates for the ticket's store and language, each already filled by the server for
 * this ticket (customer's name, order number, tracking link, store, agent). Typing filters them by name,
 * shortcut and text (react-aria's Autocomplete: the first match is focused as the list narrows), Enter inserts
 * the focused one, Esc closes and gives the editor its focus and caret back.
 */
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Autocomplete, useFilter } from 'react-aria-components/Autocomplete';
import { Dialog } from 'react-aria-components/Dialog';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Input, SearchField } from 'react-aria-components/SearchField';
import { errorMessageOf } from '../../api/client';
import { useQuickReplies, type QuickReply } from '../../api/tickets';
import fieldStyles from '../resource/form/editors/fields.module.css';
import styles from './support.module.css';

export interface QuickReplyPickerProps {
  ticketId: number;
  /** The editor's text field: the picker opens beside it and hands the focus back to it. */
  anchor: RefObject<HTMLTextAreaElement | null>;
  onInsert: (reply: QuickReply) => void;
  onClose: () => void;
}

/** The words a template is found by: its name, shortcut and filled text. */
const searchText = (reply: QuickReply) => [reply.Name, reply.Shortcut ?? '', reply.Body].join(' ');

export function QuickReplyPicker({ ticketId, anchor, onInsert, onClose }: QuickReplyPickerProps) {
  const intl = useIntl();
  const { data, error, isLoading } = useQuickReplies(ticketId, true);
  const { contains } = useFilter({ sensitivity: 'base' });
  const replies = data?.data ?? [];
  const emptyText = () => {
    if (error) return intl.formatMessage({ id: errorMessageOf(error) });
    if (isLoading) return intl.formatMessage({ id: 'support.quickReplies.loading' });
    return intl.formatMessage({ id: replies.length ? 'support.quickReplies.noMatch' : 'support.quickReplies.none' });
  };
  return (
    <Popover
      isOpen
      triggerRef={anchor}
      placement="top start"
      onOpenChange={(open) => (open ? undefined : onClose())}
      className={`${fieldStyles.popover} ${styles.quickPopover}`}
    >
      <Dialog aria-label={intl.formatMessage({ id: 'support.quickReplies.title' })} className={styles.quickDialog}>
        <Autocomplete filter={contains}>
          <SearchField aria-label={intl.formatMessage({ id: 'support.quickReplies.search' })} autoFocus className={styles.quickSearch}>
            <Input className={fieldStyles.input} placeholder={intl.formatMessage({ id: 'support.quickReplies.search' })} />
          </SearchField>
          <ListBox
            items={replies}
            aria-label={intl.formatMessage({ id: 'support.quickReplies.title' })}
            className={`${fieldStyles.listbox} ${styles.quickList}`}
            onAction={(key) => {
              const reply = replies.find((r) => r.ID === Number(key));
              if (reply) onInsert(reply);
            }}
            renderEmptyState={() => (
              <div className={fieldStyles.empty} role={isLoading ? 'status' : undefined}>
                {emptyText()}
              </div>
            )}
          >
            {(reply: QuickReply) => (
              <ListBoxItem id={reply.ID} textValue={searchText(reply)} className={`${fieldStyles.option} ${styles.quickOption}`}>
                <span className={styles.quickName}>
                  {reply.Name}
                  {reply.Shortcut ? <span className={fieldStyles.optionDetail}> {reply.Shortcut}</span> : null}
                </span>
                <span className={styles.quickBody}>{reply.Body}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </Dialog>
    </Popover>
  );
}
