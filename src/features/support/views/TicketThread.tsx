/**
 * A ticket's thread, oldest first: the customer's messages, the replies sent and the internal notes, each
 * marked as what it is (a note never reads as something the customer saw), with who wrote it, when, and
 * its attachments as downloads. A message's HTML is shown as the server sanitized it; else its text.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageOf } from '../../../api/client';
import { useTicketAttachments, useTicketMessages } from '../../../api/tickets';
import { resource } from '../../../domain/resources';
import type { ResourceRecord } from '../../../domain/resources/types';
import { TicketMessageKind } from '../domain/codes';
import { valueText } from '../../../domain/value-text';
import { Alert } from '../../../views/common/Alert';
import { Skeleton } from '../../../views/common/Skeleton';
import { Chip } from '../../../views/resource/format/Chip';
import { FieldValue } from '../../../views/resource/format/FieldValue';
import { ReferenceTitles, useReferenceTitle } from '../../../views/resource/format/reference-titles';
import formatStyles from '../../../views/resource/format/format.module.css';
import styles from './support.module.css';

const KIND_LABEL: Record<number, string> = {
  [TicketMessageKind.Customer]: 'support.thread.customer',
  [TicketMessageKind.Reply]: 'support.thread.reply',
  [TicketMessageKind.Note]: 'support.thread.note',
};
const KIND_CLASS: Record<number, string | undefined> = {
  [TicketMessageKind.Customer]: styles.messageCustomer,
  [TicketMessageKind.Reply]: styles.messageReply,
  [TicketMessageKind.Note]: styles.messageNote,
};

function Author({ message }: { message: ResourceRecord }) {
  const staff = useReferenceTitle('AuthorID', Number(message.AuthorID));
  const name = message.AuthorID != null ? staff : undefined;
  return <span className={styles.author}>{name ?? (message.FromAddress ? valueText(message.FromAddress) : '')}</span>;
}

function Attachments({ files }: { files: readonly ResourceRecord[] }) {
  const intl = useIntl();
  const def = resource('ticket-attachments');
  const field = def.fields.find((f) => f.kind === 'file');
  if (!files.length || !field) return null;
  return (
    <ul className={styles.attachments} aria-label={intl.formatMessage({ id: 'support.thread.attachments' })}>
      {files.map((file) => (
        <li key={file.ID}>
          <FieldValue field={field} record={file} />
        </li>
      ))}
    </ul>
  );
}

export function TicketThread({ ticketId }: { ticketId: number }) {
  const intl = useIntl();
  const messages = useTicketMessages(ticketId);
  const attachments = useTicketAttachments(ticketId);
  const list = useMemo(
    () => [...(messages.data?.data ?? [])].sort((a, b) => Date.parse(a.CreatedAt) - Date.parse(b.CreatedAt) || a.ID - b.ID),
    [messages.data],
  );
  const filesOf = useMemo(() => {
    const byMessage = new Map<number, ResourceRecord[]>();
    for (const file of attachments.data?.data ?? []) {
      const id = Number(file.TicketMessageID);
      byMessage.set(id, [...(byMessage.get(id) ?? []), file]);
    }
    return byMessage;
  }, [attachments.data]);
  if (messages.error && !messages.data) return <Alert tone="error">{intl.formatMessage({ id: errorMessageOf(messages.error) })}</Alert>;
  if (!messages.data) return <Skeleton rows={4} />;
  return (
    <ReferenceTitles def={resource('ticket-messages')} records={list}>
      <ol className={styles.thread} aria-label={intl.formatMessage({ id: 'support.thread.title' })}>
        {list.map((message) => {
          const kind = Number(message.Kind);
          return (
            <li key={message.ID} className={`${styles.message} ${KIND_CLASS[kind] ?? ''}`}>
              <article aria-label={intl.formatMessage({ id: KIND_LABEL[kind] ?? 'support.thread.customer' })}>
                <header className={styles.messageHead}>
                  <Chip tone={kind === TicketMessageKind.Note ? 'warning' : kind === TicketMessageKind.Reply ? 'info' : 'neutral'}>
                    {intl.formatMessage({ id: KIND_LABEL[kind] ?? 'support.thread.customer' })}
                  </Chip>
                  <Author message={message} />
                  <time dateTime={message.CreatedAt} className={styles.when}>
                    {intl.formatDate(new Date(message.CreatedAt), { format: 'long' })}
                  </time>
                </header>
                {typeof message.BodyHtml === 'string' && message.BodyHtml.trim() ? (
                  <div className={`${formatStyles.rich} ${styles.body}`} dangerouslySetInnerHTML={{ __html: message.BodyHtml }} />
                ) : (
                  <div className={`${styles.body} ${styles.bodyText}`}>{valueText(message.BodyText ?? '')}</div>
                )}
                <Attachments files={filesOf.get(message.ID) ?? []} />
              </article>
            </li>
          );
        })}
      </ol>
    </ReferenceTitles>
  );
}
