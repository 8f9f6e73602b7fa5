/**
 * A message from a template, queued: `renderTemplate` (render.ts) then `queueMail` (queue.ts), in the
 * caller's transaction. What the other features call (orders: confirmation and copies; returns: templates
 * 6–16; customers: the password reset).
 */
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { ResourceRegistry } from '../resources/binding';
import type { Executor } from '../db/types';
import type { TemplateValues } from './placeholders';
import { type MailAbout, type MailAttachment, queueMail } from './queue';
import { renderTemplate } from './render';

export interface TemplatedMail {
  /** src/domain/resources/shop/email-templates.ts EmailTemplateType. */
  templateType: number;
  /** The storefront: its own template first, else the one for every store. */
  storeId: number | null;
  /** The recipient's language; texts the template lacks in it come in Swedish. */
  locale: string;
  /** One address or several (`Name <address>` allowed). */
  to: string | readonly string[];
  /** The placeholders' values: `{ order: { number: 'A-1001' } }`; HTML you built yourself as `safeHtml(…)`. */
  values: TemplateValues;
  /** The record the message is about (`{ entity: 'orders', id: 123 }`). */
  about?: MailAbout | null;
  /** The user whose action sends it; absent: the system. */
  createdBy?: number | null;
  /** Files the message carries (an invoice's PDF, a reminder letter), kept in the file store under `filesDir`. */
  attachments?: readonly MailAttachment[];
  filesDir?: string;
}

export async function queueTemplatedMail(tx: Executor, resources: ResourceRegistry, mail: TemplatedMail): Promise<ResourceRecord> {
  const rendered = await renderTemplate(tx, {
    templateType: mail.templateType,
    storeId: mail.storeId,
    locale: mail.locale,
    values: mail.values,
  });
  return queueMail(tx, resources, {
    to: mail.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    templateType: mail.templateType,
    storeId: mail.storeId,
    locale: rendered.locale,
    about: mail.about ?? null,
    createdBy: mail.createdBy ?? null,
    attachments: mail.attachments,
    filesDir: mail.filesDir,
  });
}
