/**
 * A message of the outbox as an RFC 822 file (.eml), built by nodemailer's MailComposer from the same fields
 * the SMTP delivery sends (deliver.ts mailOptions): what staff download is what the customer gets (or would
 * get, for a message stored without an SMTP server).
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { mailOptions, type LoadedAttachment } from './deliver';

/** The message with its attachments (deliver.ts mailAttachments), as the SMTP delivery sends it. */
export function emlOf(record: ResourceRecord, attachments: readonly LoadedAttachment[] = []): Promise<Buffer> {
  return new MailComposer(mailOptions(record, attachments)).compile().build();
}

/** A file name for the download: the subject's letters and digits, and the message's id. */
export function emlFileName(record: ResourceRecord): string {
  const words = String(record.Subject)
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${words || 'e-mail'}-${record.ID}.eml`;
}
