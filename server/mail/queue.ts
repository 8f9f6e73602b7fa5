/**
 * The transactional outbox (issue 9 §6): `queueMail` writes one outgoing message into `outbox` through the
 * caller's transaction, with its create audit event, so a message exists exactly when the action that
 * caused it commits. With an SMTP server configured it also enqueues the delivery job in that transaction
 * (deliver.ts; the job runner claims it atomically, so several API processes never send it twice at once);
 * without one the message is `stored`: kept for staff to read and download, never sent.
 * The HTML is sanitized with the rich-text allow-list before it is stored, so what is sent is what the
 * Outbox screen shows (docs/decisions.md "Outgoing e-mail").
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { MailStatus } from '../../src/domain/resources/shop/outbox';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { recordAudit } from '../audit';
import { isMailbox } from '../config';
import { outbox, outboxAttachments } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import { enqueueJob } from '../jobs/enqueue';
import { auditValue } from '../resources/audit-values';
import { storeFiles } from '../resources/stored-files';
import { recordSelection, toRecord } from '../resources/records';
import type { ResourceRegistry } from '../resources/binding';
import { sanitizeRichText } from '../resources/sanitize';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS } from './constants';
import { mailSettings } from './settings';
import { textOfHtml } from './text';

export { MAIL_JOB } from './constants';

/** The record a message is about: `{ entity: 'orders', id: 123 }` (a resource's name and a record's id). */
export interface MailAbout {
  entity: string;
  id: number;
}

export interface OutgoingMail {
  /** One address or several (`Name <address>` allowed). */
  to: string | readonly string[];
  /** The sender; default MAIL_FROM. */
  from?: string;
  subject: string;
  html: string;
  /** The plain-text part; default: made from the HTML. */
  text?: string;
  /** The e-mail template type it was made from, if any. */
  templateType?: number | null;
  storeId?: number | null;
  locale?: string | null;
  about?: MailAbout | null;
  /** The user whose action sends it (audit, the job's owner); null or absent: the system. */
  createdBy?: number | null;
  /** Files the message carries (an invoice's PDF), in this order: kept in the file store and linked to the message. */
  attachments?: readonly MailAttachment[];
  /** Where the file store keeps its bytes (FILES_DIR); required with attachments. */
  filesDir?: string;
  /**
   * Who sends it: `job` (the default) enqueues the delivery job when SMTP is set; `caller` enqueues none, the caller
   * sends it itself after its transaction commits (deliver.ts deliverNow) and learns the outcome at once.
   */
  delivery?: 'job' | 'caller';
  /** The Message-ID to send it with (a ticket's reply keeps it in its thread); default: a new one. */
  messageId?: string;
  /** The thread's headers (a reply to a customer's mail): the message it answers, and the thread's ids. */
  inReplyTo?: string | null;
  references?: string | null;
  /**
   * The recipient's unsubscribe link (a newsletter's): sent as `List-Unsubscribe` with `List-Unsubscribe-Post`
   * for one-click unsubscribing (RFC 8058), so mail clients offer it beside the sender.
   */
  listUnsubscribe?: string | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | Uint8Array;
}

function refuse(field: string, message: string): never {
  throw new ApiFailure(ErrorCode.BadRequest, message, { [field]: { id: 'validation.email', message } });
}

/** The recipients as one header value, each checked. */
function recipients(to: OutgoingMail['to']): string {
  const list = (typeof to === 'string' ? to.split(/[,;]/) : [...to]).map((address) => address.trim()).filter(Boolean);
  if (list.length === 0) refuse('to', 'An e-mail needs a recipient');
  for (const address of list) if (!isMailbox(address)) refuse('to', `Not an e-mail address: ${address}`);
  return list.join(', ');
}

/** A Message-ID of our own, made once, so the .eml and every attempt carry the same one. */
export function newMessageId(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim() || 'backoffice.invalid';
  return `<${randomUUID()}@${domain}>`;
}

/** Enqueues the delivery of a message (the caller's transaction) and links it to the message. */
export async function enqueueDelivery(
  tx: Executor,
  resources: ResourceRegistry,
  id: number,
  subject: string,
  createdBy: number | null,
): Promise<number> {
  const job = await enqueueJob(
    tx,
    resources,
    MAIL_JOB,
    { outboxId: id },
    { createdBy, title: `E-mail: ${subject}`, maxAttempts: MAIL_MAX_ATTEMPTS },
  );
  await tx.update(outbox).set({ JobID: job.ID }).where(eq(outbox.ID, id));
  return job.ID;
}

/** The attachments' bytes into the file store, each a `files` row (audited) linked to the message in its place. */
async function attachFiles(
  tx: Executor,
  outboxId: number,
  attachments: readonly MailAttachment[],
  filesDir: string | undefined,
  createdBy: number | null,
): Promise<void> {
  const named = attachments.map((attachment, position) => ({
    name: attachment.filename.replace(/[\r\n"\\/]+/g, ' ').trim() || `attachment-${position + 1}`,
    type: attachment.contentType,
    bytes: attachment.content,
  }));
  const stored = await storeFiles(tx, filesDir, named, { actorId: createdBy });
  if (stored.length === 0) return;
  await tx
    .insert(outboxAttachments)
    .values(stored.map((file, position) => ({ outboxId, fileId: file.ID, position, filename: file.Name, contentType: file.Type })));
}

/** Writes one message into the outbox in the caller's transaction (and its delivery job when SMTP is set). */
export async function queueMail(tx: Executor, resources: ResourceRegistry, mail: OutgoingMail): Promise<ResourceRecord> {
  const settings = mailSettings();
  const to = recipients(mail.to);
  const from = (mail.from ?? settings.from).trim();
  if (!isMailbox(from)) refuse('from', `Not an e-mail address: ${from}`);
  const subject = mail.subject.replace(/[\r\n]+/g, ' ').trim();
  if (!subject) throw new ApiFailure(ErrorCode.BadRequest, 'An e-mail needs a subject');
  const html = sanitizeRichText(mail.html);
  const text = mail.text?.trim() || textOfHtml(html);
  const createdBy = mail.createdBy ?? null;
  const [row] = await tx
    .insert(outbox)
    .values({
      Subject: subject,
      To: to,
      From: from,
      Status: settings.smtpUrl ? MailStatus.Queued : MailStatus.Stored,
      TemplateType: mail.templateType ?? null,
      StoreID: mail.storeId ?? null,
      Locale: mail.locale ?? null,
      AboutEntity: mail.about?.entity ?? null,
      AboutID: mail.about?.id ?? null,
      Attempts: 0,
      MessageID: mail.messageId ?? newMessageId(from),
      InReplyTo: mail.inReplyTo ?? null,
      References: mail.references ?? null,
      ListUnsubscribe: mail.listUnsubscribe ?? null,
      HtmlBody: html,
      TextBody: text,
    })
    .returning(recordSelection(resources.bindingOf('outbox')));
  const record = toRecord(row);
  await recordAudit(tx, {
    actorId: createdBy ?? 0,
    entity: 'outbox',
    entityId: record.ID,
    action: 'create',
    before: null,
    after: auditValue(record),
  });
  await attachFiles(tx, record.ID, mail.attachments ?? [], mail.filesDir, createdBy);
  if (settings.smtpUrl && mail.delivery !== 'caller') await enqueueDelivery(tx, resources, record.ID, subject, createdBy);
  return record;
}
