/**
 * The reply editor under a ticket's thread (issue 21 §1 "Keyboard", "Quick replies"): a reply to the customer
 * (sent through the outbox in the thread) or an internal note, as the key that opened it chose (R, I). It is
 * a form pane of the engine's keys (src/commands/list.commands.ts): Mod+Enter (or Mod+S) sends, Esc leaves,
 * asking first when the text would be lost (the app's leave guard also holds every other way out). Mod+/
 * (src/commands/support.commands.ts) opens the quick replies at the caret; Enter there inserts the chosen one,
 * filled for this ticket, and the caret lands after it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Send, StickyNote, X } from 'lucide-react';
import { Label, TextArea, TextField } from 'react-aria-components/TextField';
import { PaneHotkeys } from '../../commands/Hotkeys';
import { ShortcutHint } from '../../commands/ShortcutHint';
import { ariaKeyShortcuts, detectPlatform } from '../../commands/shortcuts';
import type { PaneActions } from '../../commands/types';
import type { QuickReply, ReplyKind } from '../../api/tickets';
import { Button } from '../common/Button';
import { useConfirm } from '../resource/actions/useConfirm';
import { useLeaveGuard } from '../resource/form/useLeaveGuard';
import fieldStyles from '../resource/form/editors/fields.module.css';
import { QuickReplyPicker } from './QuickReplyPicker';
import styles from './support.module.css';

const PLATFORM = detectPlatform();
/** The keys the editor's buttons name (declared in list.commands.ts and support.commands.ts). */
const SEND = { keys: 'mod+enter' };
const QUICK_REPLIES = { keys: 'mod+/' };
const LEAVE = { keys: 'escape' };

export interface ReplyEditorProps {
  ticketId: number;
  kind: ReplyKind;
  /** Sends the text; resolves true when the server took it (the editor then closes). */
  onSend: (text: string) => Promise<boolean>;
  /** The editor closes (sent, or left). */
  onClose: () => void;
  /** The desk asks the editor to open the quick replies (the key, the palette). */
  quickRepliesRequest: number;
}

export function ReplyEditor({ ticketId, kind, onSend, onClose, quickRepliesRequest }: ReplyEditorProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState(false);
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  // Where the text goes in: the caret (or the selection) when the quick replies opened.
  const caret = useRef<{ start: number; end: number }>({ start: 0, end: 0 });
  const placeCaret = useRef<number | null>(null);
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

  const insert = (reply: QuickReply) => {
    const { start, end } = caret.current;
    const before = textRef.current.slice(0, start);
    const after = textRef.current.slice(end);
    setText(`${before}${reply.Text}${after}`);
    placeCaret.current = start + reply.Text.length;
    setPicking(false);
  };
  useLayoutEffect(() => {
    const at = placeCaret.current;
    const el = field.current;
    if (at == null || !el || picking) return;
    placeCaret.current = null;
    el.focus();
    el.setSelectionRange(at, at);
  });

  const send = async () => {
    const body = textRef.current.trim();
    if (!body || sending) return;
    setSending(true);
    sendingRef.current = true;
    try {
      if (await onSend(body)) {
        setText('');
        textRef.current = '';
        onClose();
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };
  const leave = async () => {
    if (await guard()) onClose();
  };

  const keys: PaneActions = { resource: 'tickets', save: () => void send(), back: () => void leave() };
  const label = intl.formatMessage({ id: kind === 'reply' ? 'support.editor.reply' : 'support.editor.note' });
  return (
    <section ref={setPane} className={`${styles.editor} ${kind === 'note' ? styles.editorNote : ''}`} aria-label={label}>
      {picking ? (
        <QuickReplyPicker
          ticketId={ticketId}
          onInsert={insert}
          onClose={() => {
            setPicking(false);
            field.current?.focus();
          }}
        />
      ) : null}
      <TextField value={text} onChange={setText} className={fieldStyles.field} isDisabled={sending}>
        <Label className={fieldStyles.label}>{label}</Label>
        <div className={fieldStyles.control}>
          <TextArea ref={field} rows={6} className={`${fieldStyles.textarea} ${styles.editorText}`} />
        </div>
      </TextField>
      <p className={styles.editorTools}>
        <Button
          variant="primary"
          size="sm"
          onPress={() => void send()}
          isDisabled={sending || !text.trim()}
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
