/**
 * Delivery of the outbox (job kind `mail-delivery`, one job per message, enqueued by queue.ts): the process
 * that claims the job (atomically, server/jobs) sends the message through nodemailer's SMTP transport to
 * SMTP_URL and records the outcome on the message: `sent` with when and the server's answer, or the error
 * with `retrying` (the runner tries again after its back-off) or, after the last attempt, `failed`, which
 * "Send again" queues anew; a process without SMTP_URL fails the message at once, saying so. Each outcome is one transaction with its audit event (actor: the system). The
 * network call runs outside any transaction, so a slow server never holds a database connection; a message
 * already sent is never sent again by a stray job.
 */
import { asc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { SendMailOptions, TransportOptions } from 'nodemailer';
import { MailStatus } from '../../src/domain/resources/shop/outbox';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { SYSTEM_ACTOR } from '../audit';
import { files, jobs, outbox, outboxAttachments } from '../db/schema';
import type { Db, Executor } from '../db/types';
import { readBytes } from '../resources/file-store';
import type { JobDefinition } from '../jobs/definition';
import { readRecord } from '../resources/records';
import { versionedUpdate } from '../resources/versioned-writes';
import type { ResourceBinding, ResourceRegistry } from '../resources/binding';
import { MAIL_MAX_ATTEMPTS } from './constants';
import { mailSettings } from './settings';
import { valueText } from '../../src/domain/value-text';

/** How long connecting, greeting and each SMTP command may take before the attempt counts as failed. */
const SMTP_TIMEOUT_MS = 30_000;
const ERROR_MAX = 5000;
/** The last error of a message whose delivery ran in a process without an SMTP server. */
export const NOT_CONFIGURED = 'Not sent: SMTP_URL is not set on the server that ran the delivery';

interface DeliveryPayload {
  outboxId: number;
}

/** An attachment as nodemailer takes it. */
export interface LoadedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The files a message carries (queue.ts attachments), in their order, with their bytes from the file store; a
 * message with attachments cannot be sent or downloaded without FILES_DIR.
 */
export async function mailAttachments(db: Executor, filesDir: string | undefined, outboxId: number): Promise<LoadedAttachment[]> {
  const rows = await db
    .select({ filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, sha256: files.sha256 })
    .from(outboxAttachments)
    .innerJoin(files, eq(files.id, outboxAttachments.fileId))
    .where(eq(outboxAttachments.outboxId, outboxId))
    .orderBy(asc(outboxAttachments.position));
  if (rows.length === 0) return [];
  if (!filesDir) throw new Error(`Message ${outboxId} has attachments and this process has no file store`);
  return Promise.all(
    rows.map(async (row) => ({ filename: row.filename, contentType: row.contentType, content: await readBytes(filesDir, row.sha256) })),
  );
}

/** The message as nodemailer sends it and MailComposer writes it (.eml): the same fields both ways. */
export function mailOptions(record: ResourceRecord, attachments: readonly LoadedAttachment[] = []): SendMailOptions {
  return {
    ...(attachments.length ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
    from: String(record.From),
    to: String(record.To),
    subject: String(record.Subject),
    html: String(record.HtmlBody),
    text: String(record.TextBody),
    messageId: record.MessageID ? valueText(record.MessageID) : undefined,
    ...(record.InReplyTo ? { inReplyTo: valueText(record.InReplyTo) } : {}),
    ...(record.References ? { references: valueText(record.References) } : {}),
    // A newsletter's unsubscribe link, and that it takes a one-click POST (RFC 8058).
    ...(record.ListUnsubscribe
      ? {
          list: { unsubscribe: valueText(record.ListUnsubscribe) },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
    date: new Date(valueText(record.SentAt ?? record.CreatedAt)),
  };
}

async function record(db: Db, binding: ResourceBinding, id: number, action: string, changes: Record<string, unknown>): Promise<void> {
  await db.transaction((tx) =>
    versionedUpdate(tx, binding, { id, set: { ...changes, Attempts: sql`${outbox.Attempts} + 1` }, actorId: SYSTEM_ACTOR, action }),
  );
}

/**
 * Sends one message of the outbox now and answers what the server said; null when there was nothing to send
 * (already sent) or nothing to send it with (no SMTP_URL: failed at once). Throws, after recording the
 * failure, when the server refuses it.
 */
async function deliverMessage(
  db: Db,
  resources: ResourceRegistry,
  id: number,
  attempt: number,
  maxAttempts = MAIL_MAX_ATTEMPTS,
  filesDir?: string,
): Promise<{ messageId: string; response: string } | null> {
  const binding = resources.bindingOf('outbox');
  const message = await readRecord(db, binding, id);
  if (!message) throw new Error(`Outbox message ${id} no longer exists`);
  if (message.Status === MailStatus.Sent) return null;
  const { smtpUrl } = mailSettings();
  if (!smtpUrl) {
    // Trying again would not help: the message fails now, saying why ("Send again" once a server is set).
    await record(db, binding, id, 'fail', { Status: MailStatus.Failed, LastError: NOT_CONFIGURED });
    return null;
  }
  try {
    // The URL's settings (host, port, TLS, user) with our timeouts where it names none.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as TransportOptions);
    try {
      const info = await transport.sendMail(mailOptions(message, await mailAttachments(db, filesDir, id)));
      await record(db, binding, id, 'deliver', {
        Status: MailStatus.Sent,
        SentAt: sql`now()`,
        LastError: null,
        MessageID: info.messageId || message.MessageID,
      });
      return { messageId: info.messageId, response: String(info.response ?? '') };
    } finally {
      transport.close();
    }
  } catch (error) {
    const text = (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_MAX);
    const last = attempt >= maxAttempts;
    await record(db, binding, id, last ? 'fail' : 'retry-later', {
      Status: last ? MailStatus.Failed : MailStatus.Retrying,
      LastError: text,
    });
    throw error;
  }
}

/** The handler of the delivery job (MAIL_JOB). */
export const mailDeliveryJob: JobDefinition<DeliveryPayload> = {
  async run({ db, resources, payload, attempt, jobId, filesDir }) {
    const [job] = await db.select({ maxAttempts: jobs.MaxAttempts }).from(jobs).where(eq(jobs.ID, jobId));
    const sent = await deliverMessage(db, resources, payload.outboxId, attempt, job?.maxAttempts ?? MAIL_MAX_ATTEMPTS, filesDir);
    return sent ? { sent: true, messageId: sent.messageId, response: sent.response } : { sent: false };
  },
};

/**
 * Sends one message of the outbox now, once (a message queued with `delivery: 'caller'`): answers the server's
 * message id, or throws with the reason (no SMTP server, the server's refusal) after recording it on the message.
 */
export async function deliverNow(db: Db, resources: ResourceRegistry, id: number, filesDir?: string): Promise<string> {
  const sent = await deliverMessage(db, resources, id, 1, 1, filesDir);
  if (sent) return sent.messageId;
  const message = await readRecord(db, resources.bindingOf('outbox'), id);
  if (message?.Status === MailStatus.Sent) return valueText(message.MessageID ?? '');
  throw new Error(valueText(message?.LastError ?? NOT_CONFIGURED));
}
