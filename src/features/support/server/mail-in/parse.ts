/**
 * A customer's e-mail as the support desk takes it: the raw message parsed by mailparser, its text and HTML (sanitized
 * where it is stored, src/features/support/server/receive.ts), its threading headers, its attachments, and whether it was written
 * by a machine (an auto-reply or a bounce: docs/decisions.md "Support: mail in").
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from 'mailparser';
import { email } from '../../../../domain/validation';
import { MAX_MESSAGE_ID_BYTES } from '../receive';
import { mailHtml } from './layout';

interface IncomingAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface IncomingMail {
  /** The sender's address, lower-case: From's, else the envelope's MAIL FROM, else Reply-To's, the first a reply can reach. */
  from: string;
  /** The sender's display name, when the From header has one. */
  name: string | null;
  /** The addresses of the To header, as written. */
  to: string[];
  subject: string;
  /** The text part; empty when there is none (receiveCustomerMessage then reads the text of the HTML). */
  text: string;
  /**
   * The HTML part with its lines and emphasis in the allow-list's words (layout.ts; receiveCustomerMessage sanitizes
   * it); null for a plain-text message.
   */
  html: string | null;
  /**
   * The message's own Message-ID with its angle brackets; a message without one, or with one longer than is kept
   * (MAX_MESSAGE_ID_BYTES), gets one made from its bytes.
   */
  messageId: string;
  inReplyTo: string | null;
  /** The References header's Message-IDs, oldest first. */
  references: string[];
  attachments: IncomingAttachment[];
  /** Sent by a machine (Auto-Submitted, Precedence bulk, a delivery report, mailer-daemon): never answered automatically. */
  automatic: boolean;
}

/** File names a mail client would run: a message carrying one is refused (ExecutableAttachment). */
const EXECUTABLE_NAME =
  /\.(exe|com|bat|cmd|scr|pif|cpl|msi|msp|msc|dll|jar|js|jse|vbs|vbe|wsf|wsh|hta|ps1|psm1|lnk|reg|app|apk|sh|run|iso|img)$/i;
const EXECUTABLE_TYPE =
  /^application\/(x-msdownload|x-dosexec|x-msdos-program|x-executable|vnd\.microsoft\.portable-executable|java-archive|x-sh)$/i;

export class ExecutableAttachment extends Error {
  override name = 'ExecutableAttachment';
  constructor(readonly fileName: string) {
    super(`executable attachment: ${fileName}`);
  }
}

const MACHINE_SENDER = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply)@/i;
const BULK_PRECEDENCE = /^(bulk|junk|list|auto_reply)$/i;

function headerText(mail: ParsedMail, name: string): string | null {
  const value = mail.headers.get(name);
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value.trim();
  return null;
}

/** RFC 3834 Auto-Submitted, the older Precedence and X-Autoreply markers, delivery reports and daemon senders. */
function isAutomatic(mail: ParsedMail, from: string, envelopeFrom: string | null): boolean {
  const autoSubmitted = headerText(mail, 'auto-submitted');
  if (autoSubmitted && autoSubmitted.toLowerCase() !== 'no') return true;
  const precedence = headerText(mail, 'precedence');
  if (precedence && BULK_PRECEDENCE.test(precedence)) return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond') || mail.headers.has('x-auto-response-suppress')) return true;
  const contentType = mail.headers.get('content-type') as { value?: string } | undefined;
  if (contentType?.value?.toLowerCase() === 'multipart/report') return true;
  // An empty envelope sender (MAIL FROM:<>) is how bounces and other notifications are sent.
  if (envelopeFrom === '') return true;
  return MACHINE_SENDER.test(from);
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => [
      ...(entry.address ? [{ address: entry.address, name: entry.name }] : []),
      ...(entry.group ?? []).filter((member) => member.address).map((member) => ({ address: member.address!, name: member.name })),
    ]),
  );
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'text/plain': 'txt', 'message/rfc822': 'eml' };

function fallbackName(contentType: string, index: number): string {
  const subtype = contentType.split('/')[1] ?? '';
  const extension = EXTENSIONS[contentType] ?? (/^[a-z0-9]{1,5}$/.test(subtype) ? subtype : 'bin');
  return `attachment-${index + 1}.${extension}`;
}

/** An address a reply can reach (`name@domain.tld`), as the forms' e-mail rule reads one. */
function isAddress(value: string | null | undefined): value is string {
  return !!value && email(value, {}) === null;
}

function nameOf(attachment: Attachment, index: number): string {
  return attachment.filename?.trim() || fallbackName(attachment.contentType.toLowerCase(), index);
}

/** A program by its name as Windows reads it (trailing dots and spaces dropped: "faktura.exe." runs) or by its type. */
function isProgram(fileName: string, contentType: string): boolean {
  return EXECUTABLE_NAME.test(fileName.replace(/[.\s]+$/, '')) || EXECUTABLE_TYPE.test(contentType);
}

/** Forwarded messages are opened this deep; one nested deeper is refused as a message that cannot be read. */
const MAX_FORWARDS = 5;
const FORWARDED = /^message\/(rfc822|global)$/i;

/**
 * Throws ExecutableAttachment for a program among the attachments, or among those of a message forwarded as an
 * attachment (message/rfc822, which mailparser leaves closed when it is encoded, as Outlook sends it), however deep.
 */
async function refusePrograms(attachments: readonly Attachment[], depth: number, within?: string): Promise<void> {
  for (const [index, attachment] of attachments.entries()) {
    const fileName = nameOf(attachment, index);
    if (isProgram(fileName, attachment.contentType)) throw new ExecutableAttachment(within ? `${fileName} in ${within}` : fileName);
    if (!FORWARDED.test(attachment.contentType)) continue;
    if (depth >= MAX_FORWARDS) throw new Error(`forwarded messages nested deeper than ${MAX_FORWARDS}`);
    const forwarded = await simpleParser(attachment.content, { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true });
    await refusePrograms(forwarded.attachments, depth + 1, within ?? fileName);
  }
}

/** Message-IDs in a References or In-Reply-To value: each `<…>`, in order, without repeats. */
function messageIds(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return [...new Set(joined.match(/<[^<>\s]+>/g) ?? [])];
}

/**
 * Parses one raw message. `envelopeFrom` is the SMTP MAIL FROM ('' for the null sender, null when unknown): the
 * sender when the From header has no usable address. Throws ExecutableAttachment when an attachment is a program, or
 * carries one in a forwarded message.
 */
export async function parseIncomingMail(raw: Buffer, envelopeFrom: string | null): Promise<IncomingMail> {
  // The text of an HTML-only message is made where it is stored, from the HTML the thread shows (one reading of HTML).
  const mail = await simpleParser(raw, { skipImageLinks: true, skipHtmlToText: true });
  const written = addressesOf(mail.from)[0];
  const replyTo = addressesOf(mail.replyTo)[0];
  // A From header without a usable address (a client's or a script's mistake) does not hide the envelope's sender.
  const sender = [written?.address, envelopeFrom, replyTo?.address].find(isAddress) ?? written?.address ?? replyTo?.address;
  const from = (sender ?? envelopeFrom ?? '').toLowerCase();
  await refusePrograms(mail.attachments, 0);
  const attachments = mail.attachments.map((attachment, index) => ({
    fileName: nameOf(attachment, index),
    contentType: attachment.contentType.toLowerCase(),
    content: attachment.content,
  }));
  const html = typeof mail.html === 'string' ? mail.html.trim() : '';
  const inReplyTo = messageIds(mail.inReplyTo)[0] ?? null;
  return {
    from,
    name: [written?.name, mail.from?.value.find((entry) => !entry.group)?.name, replyTo?.name].find((one) => one?.trim())?.trim() ?? null,
    to: addressesOf(mail.to).map((entry) => entry.address),
    subject: (mail.subject ?? '').trim(),
    text: (mail.text ?? '').trim(),
    html: html === '' ? null : mailHtml(html),
    messageId:
      messageIds(mail.messageId).find((id) => Buffer.byteLength(id) <= MAX_MESSAGE_ID_BYTES) ??
      `<${createHash('sha256').update(raw).digest('hex').slice(0, 32)}@mail-in.invalid>`,
    inReplyTo,
    references: messageIds(mail.references),
    attachments,
    automatic: isAutomatic(mail, from, envelopeFrom),
  };
}
