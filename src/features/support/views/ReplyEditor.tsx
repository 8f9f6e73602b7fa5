/**
 * The reply editor under a ticket's thread (issue 21 §1 "Keyboard", "Quick replies"): a reply to the customer
 * (sent through the outbox in the thread) or an internal note, as the key that opened it chose (R, I). It is
 * a form pane of the engine's keys (src/commands/list.commands.ts): Mod+Enter (or Mod+S) sends, Esc leaves,
 * asking first when the text would be lost (the app's leave guard also holds every other way out). Mod+/
 * (src/features/support/support.commands.ts) opens the quick replies; Enter there inserts the chosen one, filled for
 * this ticket, and the caret lands after it, or on the first placeholder it holds without a value.
 * - A placeholder left as written (`{{customer.firstName}}` for a company) is named under the text while it is
 *   there; a reply holding one is not sent (the server refuses it too) and the placeholder is selected.
 * - A send the server refuses keeps the text and the focus in the editor and says why (the API code's message)
 *   in an alert that stays until the agent acts (types, sends again or leaves).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Send, StickyNote, X } from 'lucide-react';
import { Label, TextArea, TextField } from 'react-aria-components/TextField';
import { ApiError, errorMessageOf } from '../../../api/client';
import { PaneHotkeys } from '../../../commands/Hotkeys';
import { ShortcutHint } from '../../../commands/ShortcutHint';
import { ariaKeyShortcuts, detectPlatform } from '../../../commands/shortcuts';
import type { PaneActions } from '../../../commands/types';
import type { QuickReply, ReplyKind } from '../../../api/tickets';
import { placeholderAt, placeholdersLeft } from '../domain/quick-replies';
import { Alert } from '../../../views/common/Alert';
import { Button } from '../../../views/common/Button';
import { useConfirm } from '../../../views/resource/actions/useConfirm';
import { useLeaveGuard } from '../../../views/resource/form/useLeaveGuard';
import fieldStyles from '../../../views/resource/form/editors/fields.module.css';
import { QuickReplyPicker } from './QuickReplyPicker';
import styles from './support.module.css';

const PLATFORM = detectPlatform();
/** The keys the editor's buttons name (declared in list.commands.ts and support.commands.ts). */
const SEND = { keys: 'mod+enter' };
const QUICK_REPLIES = { keys: 'mod+/' };
const LEAVE = { keys: 'escape' };

/** What became of a send: taken by the server, or refused (the error says why; null: nothing to say). */
export type SendOutcome = { sent: true } | { sent: false; error: unknown };

export interface ReplyEditorProps {
  ticketId: number;
  kind: ReplyKind;
  /** Sends the text; the editor closes when the server took it. */
  onSend: (text: string) => Promise<SendOutcome>;
  /** The editor closes (sent, or left). */
  onClose: () => void;
  /** The desk asks the editor to open the quick replies (the key, the palette). */
  quickRepliesRequest: number;
}

/** Why the server refused, in the user's language: the body's own issue (a placeholder left), else the code's message. */
function reasonOf(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.fields?.body;
    if (issue) return intl.formatMessage({ id: issue.id }, issue.values);
    const values = error.body?.values;
    return intl.formatMessage(
      { id: error.messageId },
      values && typeof values === 'object' ? (values as Record<string, string>) : undefined,
    );
  }
  return intl.formatMessage({ id: errorMessageOf(error) });
}

/** A text's selection, and whether focus goes back to the field with it. */
interface Selection {
  start: number;
  end: number;
}

export function ReplyEditor({ ticketId, kind, onSend, onClose, quickRepliesRequest }: ReplyEditorProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  // Where the text goes in: the caret (or the selection) when the quick replies opened.
  const caret = useRef<Selection>({ start: 0, end: 0 });
  // Where the caret (or a selection) goes once the field can take the focus again (the picker's dialog has gone).
  const [placeAt, setPlaceAt] = useState<Selection | null>(null);
  const textRef = useRef(text);
  textRef.current = text;
  // While the text is on its way it is not "unsaved": the next ticket may open before the answer is read here.
  const sendingRef = useRef(false);
  const { ask, dialog } = useConfirm();
  const guard = useLeaveGuard({
    isDirty: () => !sendingRef.current && textRef.current.trim() !== '',
    dirty: text.trim() !== '',
    ask,
    onDiscard: () => setText(''),
  });

  useEffect(() => {
    field.current?.focus();
  }, []);

  const openQuickReplies = useCallback(() => {
    const el = field.current;
    caret.current = el
      ? { start: el.selectionStart, end: el.selectionEnd }
      : { start: textRef.current.length, end: textRef.current.length };
    setPicking(true);
  }, []);
  const firstRequest = useRef(quickRepliesRequest);
  useEffect(() => {
    if (quickRepliesRequest !== firstRequest.current) openQuickReplies();
  }, [quickRepliesRequest, openQuickReplies]);

  const change = (value: string) => {
    setText(value);
    setFailure(null);
  };

  const insert = (reply: QuickReply) => {
    const { start, end } = caret.current;
    const before = textRef.current.slice(0, start);
    const after = textRef.current.slice(end);
    const next = `${before}${reply.Text}${after}`;
    change(next);
    // The first placeholder the reply left without a value is selected, to be typed over; else the caret follows it.
    const left = placeholderAt(next, start);
    const inReply = left && left.start >= start && left.end <= start + reply.Text.length ? left : null;
    setPlaceAt(inReply ?? { start: start + reply.Text.length, end: start + reply.Text.length });
    setPicking(false);
  };
  const closePicker = () => {
    setPlaceAt(caret.current);
    setPicking(false);
  };
  // After the picker's dialog has gone (its passive clean-up gives the page back its focus) the field takes it.
  useEffect(() => {
    const el = field.current;
    if (!placeAt || picking || !el) return;
    el.focus();
    el.setSelectionRange(placeAt.start, placeAt.end);
    setPlaceAt(null);
  }, [placeAt, picking]);

  /** Back into the field, unless the agent has gone elsewhere meanwhile (the list, another pane). */
  const refocus = (select?: Selection | null) => {
    const el = field.current;
    const active = document.activeElement;
    if (!el || (active && active !== document.body && active.isConnected && !pane?.contains(active))) return;
    el.focus();
    if (select) el.setSelectionRange(select.start, select.end);
  };

  const send = async () => {
    const body = textRef.current.trim();
    if (!body || sendingRef.current) return;
    // A reply never carries a placeholder as written: it is named and selected, to be filled in.
    const left = kind === 'reply' ? placeholdersLeft(body) : [];
    if (left.length) {
      setFailure(intl.formatMessage({ id: 'support.editor.placeholderLeft' }, { placeholders: left.join(', ') }));
      refocus(placeholderAt(textRef.current));
      return;
    }
    setSending(true);
    setFailure(null);
    sendingRef.current = true;
    let outcome: SendOutcome;
    try {
      outcome = await onSend(body);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
    if (outcome.sent) {
      setText('');
      textRef.current = '';
      onClose();
      return;
    }
    setFailure(outcome.error == null ? null : reasonOf(intl, outcome.error));
    const refused = outcome.error instanceof ApiError ? outcome.error.fields?.body : undefined;
    refocus(refused ? placeholderAt(textRef.current) : null);
  };
  // The reason is in view beside the text (the editor may sit at the panel's bottom edge).
  const failureRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  const leave = async () => {
    if (await guard()) onClose();
  };

  const keys: PaneActions = { resource: 'tickets', save: () => void send(), back: () => void leave() };
  const label = intl.formatMessage({ id: kind === 'reply' ? 'support.editor.reply' : 'support.editor.note' });
  const unfilled = kind === 'reply' ? placeholdersLeft(text) : [];
  const noticeId = `reply-editor-notice-${ticketId}`;
  return (
    <section ref={setPane} className={`${styles.editor} ${kind === 'note' ? styles.editorNote : ''}`} aria-label={label}>
      {picking ? <QuickReplyPicker ticketId={ticketId} onInsert={insert} onClose={closePicker} /> : null}
      {/* Read-only, not disabled, while it is on its way: a disabled field would drop the focus to the page. */}
      <TextField value={text} onChange={change} className={fieldStyles.field} isReadOnly={sending}>
        <Label className={fieldStyles.label}>{label}</Label>
        <div className={fieldStyles.control}>
          <TextArea
            ref={field}
            rows={6}
            className={`${fieldStyles.textarea} ${styles.editorText}`}
            aria-describedby={unfilled.length ? noticeId : undefined}
          />
        </div>
      </TextField>
      <p id={noticeId} role="status" className={styles.editorNotice}>
        {unfilled.length
          ? intl.formatMessage(
              { id: 'support.editor.unfilled' },
              { placeholders: unfilled.join(', '), code: (chunks) => <code>{chunks}</code> },
            )
          : null}
      </p>
      <div ref={failureRef}>
        {failure ? (
          <Alert tone="error">
            <strong>{intl.formatMessage({ id: kind === 'reply' ? 'support.editor.notSent' : 'support.editor.notSaved' })}</strong> {failure}
          </Alert>
        ) : null}
      </div>
      <p className={styles.editorTools}>
        <Button
          variant="primary"
          size="sm"
          onPress={() => void send()}
          isDisabled={!text.trim()}
          isPending={sending}
          aria-keyshortcuts={ariaKeyShortcuts(SEND, PLATFORM)}
        >
          {kind === 'reply' ? <Send size={14} aria-hidden="true" /> : <StickyNote size={14} aria-hidden="true" />}
          {intl.formatMessage({ id: kind === 'reply' ? 'support.editor.send' : 'support.editor.save' })}
        </Button>
        <Button size="sm" onPress={openQuickReplies} aria-keyshortcuts={ariaKeyShortcuts(QUICK_REPLIES, PLATFORM)}>
          {intl.formatMessage({ id: 'support.quickReplies.open' })}
        </Button>
        <Button size="sm" variant="ghost" onPress={() => void leave()} aria-keyshortcuts="Escape">
          <X size={14} aria-hidden="true" />
          {intl.formatMessage({ id: 'support.editor.cancel' })}
        </Button>
      </p>
      <p className={styles.editorHint}>
        {intl.formatMessage(
          { id: 'support.editor.keys' },
          {
            send: <ShortcutHint shortcut={SEND} platform={PLATFORM} />,
            quick: <ShortcutHint shortcut={QUICK_REPLIES} platform={PLATFORM} />,
            leave: <ShortcutHint shortcut={LEAVE} platform={PLATFORM} />,
          },
        )}
      </p>
      <PaneHotkeys scope="form" pane={pane} actions={keys} />
      {dialog}
    </section>
  );
}
