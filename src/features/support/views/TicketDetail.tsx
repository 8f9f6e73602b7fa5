/**
 * A ticket's detail (issue 21 §1; the engine's detail body for `tickets`, src/views/resource/overrides.ts): its
 * facts, its thread and the reply editor, with the customer's latest orders, returns and invoices beside them.
 * R opens the editor for a reply, I for an internal note, Shift+C goes to the customer's records, PageDown and
 * PageUp scroll the thread (src/features/support/support.commands.ts); the editor is for a user who may update
 * customers (the server checks again; the others read the thread without an editor). A reply that takes the
 * ticket out of the queue on screen (pending, say) opens the next ticket, as the engine's moves do; one the
 * server refuses stays in the editor with the reason (ReplyEditor).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageSquareReply, StickyNote } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { resourceKeys, revalidate } from '../../../api/resources';
import { markRead, postMessage, ticketKeys, type ReplyKind } from '../../../api/tickets';
import { TicketState } from '../domain/codes';
import { showFlash } from '../../../store/flash';
import { usePermission } from '../../../views/app/useViewer';
import { Button } from '../../../views/common/Button';
import type { DetailBodyProps } from '../../../views/resource/overrides-types';
import { activateTicketDesk, WORK_TICKETS } from './desk-handle';
import { updateQueueRow } from './queue-row';
import { ReplyEditor, type SendOutcome } from './ReplyEditor';
import { TicketBeside } from './TicketBeside';
import { TicketFacts } from './TicketFacts';
import { TicketThread } from './TicketThread';
import { scrollPage } from './scroll-page';
import styles from './support.module.css';

/** How long a ticket is on screen before it counts as read. */
const READ_AFTER_MS = 2000;

export function TicketDetail(props: DetailBodyProps) {
  // One desk per ticket: the next ticket opens with its editor closed and nothing typed carried over.
  return <TicketDesk key={props.record.ID} {...props} />;
}

function TicketDesk({ def, record, decide }: DetailBodyProps) {
  const intl = useIntl();
  const swr = useSWRConfig();
  const canWork = usePermission(WORK_TICKETS);
  const [editor, setEditor] = useState<ReplyKind | null>(null);
  const [quickRequest, setQuickRequest] = useState(0);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const sectionRef = useRef<HTMLDivElement | null>(null);
  const besideRef = useRef<HTMLElement | null>(null);
  const customerId = record.CustomerID == null ? null : Number(record.CustomerID);

  const openEditor = useCallback(
    (kind: ReplyKind) => {
      if (canWork) setEditor(kind);
    },
    [canWork],
  );
  useEffect(
    () =>
      activateTicketDesk({
        ticketId: record.ID,
        openEditor,
        openQuickReplies: () => {
          if (editorRef.current) setQuickRequest((n) => n + 1);
        },
        editing: () => editorRef.current != null,
        hasCustomerRecords: () => besideRef.current != null,
        showCustomerRecords: () => {
          const beside = besideRef.current;
          (beside?.querySelector<HTMLElement>('a[href]') ?? beside)?.focus();
        },
        scrollThread: (direction) => scrollPage(sectionRef.current, direction),
      }),
    [record.ID, openEditor],
  );

  const latest = useRef(record);
  latest.current = record;
  // Read once it has been on screen a moment (not while j/k pass over it): New or Unread becomes Opened.
  // A reply or a note moves the ticket out of New and Unread itself: once one is on its way the read is not sent
  // (it would carry the Version the reply is moving on from, and be refused). The queue's row takes the new
  // state where it is: re-sorted by its new update time it would jump to the top, and the ticket that follows
  // it once solved would be the queue's first instead of the one below it.
  const reading = useRef<Promise<unknown> | null>(null);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unread = Number(record.State) === TicketState.New || Number(record.State) === TicketState.Unread;
  useEffect(() => {
    if (!unread || !canWork) return;
    readTimer.current = setTimeout(() => {
      readTimer.current = undefined;
      reading.current = markRead(latest.current)
        .then((updated) =>
          Promise.all([
            swr.mutate(resourceKeys(def).detail(updated.ID), updated, { revalidate: false }),
            swr.mutate(resourceKeys(def).history(updated.ID)),
            updateQueueRow(swr, def, updated),
          ]),
        )
        .catch(() => undefined);
    }, READ_AFTER_MS);
    return () => clearTimeout(readTimer.current);
  }, [unread, canWork, swr, def]);

  const send = async (kind: ReplyKind, text: string): Promise<SendOutcome> => {
    let outcome: SendOutcome = { sent: false, error: null };
    const work = async () => {
      clearTimeout(readTimer.current);
      try {
        // A read already on its way changes the Version: the reply goes at the ticket as it then is.
        await reading.current;
        const { ticket: updated } = await postMessage(latest.current, kind, text);
        latest.current = updated;
        outcome = { sent: true };
        await swr.mutate(resourceKeys(def).detail(record.ID), updated, { revalidate: false });
        await Promise.all([swr.mutate(ticketKeys.messages(record.ID)), swr.mutate(ticketKeys.attachments(record.ID))]);
        showFlash({ id: kind === 'reply' ? 'support.editor.sent' : 'support.editor.saved' }, 'success');
        await revalidate(swr, def, [record.ID]);
        return true;
      } catch (error) {
        if (outcome.sent) return true;
        // The editor tells why and keeps the text. A refusal shows the ticket as it now is (moved on, a newer
        // Version): a second try sends at that.
        outcome = { sent: false, error };
        await swr.mutate(resourceKeys(def).detail(record.ID)).catch(() => undefined);
        return false;
      }
    };
    await (decide ? decide(work) : work());
    return outcome;
  };

  // Back to the ticket once the editor has gone, where its keys work (unless the user has gone elsewhere).
  const [closed, setClosed] = useState(0);
  const closeEditor = () => {
    setEditor(null);
    setClosed((n) => n + 1);
  };
  useEffect(() => {
    if (!closed) return;
    const pane = sectionRef.current?.closest<HTMLElement>('[data-pane="detail"]');
    const active = document.activeElement;
    if (pane && (!active || active === document.body || !active.isConnected)) pane.focus();
  }, [closed]);

  const tools = useMemo(
    () =>
      canWork && !editor ? (
        <p className={styles.deskTools}>
          <Button size="sm" variant="primary" onPress={() => openEditor('reply')} aria-keyshortcuts="R">
            <MessageSquareReply size={14} aria-hidden="true" />
            {intl.formatMessage({ id: 'support.editor.openReply' })}
          </Button>
          <Button size="sm" onPress={() => openEditor('note')} aria-keyshortcuts="I">
            <StickyNote size={14} aria-hidden="true" />
            {intl.formatMessage({ id: 'support.editor.openNote' })}
          </Button>
        </p>
      ) : null,
    [canWork, editor, intl, openEditor],
  );

  return (
    <div ref={sectionRef} className={styles.deskFrame}>
      <div className={styles.desk}>
        <div className={styles.deskMain}>
          <TicketFacts def={def} record={record} />
          <TicketThread ticketId={record.ID} />
          {tools}
          {canWork && editor ? (
            <ReplyEditor
              ticketId={record.ID}
              kind={editor}
              quickRepliesRequest={quickRequest}
              onSend={(text) => send(editor, text)}
              onClose={closeEditor}
            />
          ) : null}
        </div>
        <TicketBeside ref={besideRef} customerId={customerId} />
      </div>
    </div>
  );
}
