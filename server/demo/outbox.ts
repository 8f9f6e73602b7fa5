/**
 * Demo outbox (server/mail): e-mails to demo customers made from the seeded templates, as the delivery left
 * them: sent, stored while no SMTP server was set, and a few the receiving server refused for good (which
 * "Send again" queues anew). Written as rows, not queued, so no delivery job starts with the demo.
 */
import { asc } from 'drizzle-orm';
import { EmailTemplateType, MailStatus, type MailStatusCode } from '../../src/domain/resources/shop';
import { DEFAULT_MAIL_FROM } from '../config';
import { newMessageId } from '../mail/queue';
import { renderTemplate } from '../mail/render';
import { sanitizeRichText } from '../resources/sanitize';
import type { TemplateValues } from '../mail/placeholders';
import { customers, outbox, stores } from '../db/schema';
import type { Tx } from '../db/types';

const MINUTE_MS = 60_000;

interface DemoMail {
  type: number;
  status: MailStatusCode;
  values: (firstName: string, n: number) => TemplateValues;
  error?: string;
}

const DEMO_MAILS: readonly DemoMail[] = [
  {
    type: EmailTemplateType.PasswordReset,
    status: MailStatus.Sent,
    values: (firstName, n) => ({ customer: { firstName }, reset: { url: `https://reset.example/${n}`, expiresInMinutes: 60 } }),
  },
  {
    type: EmailTemplateType.ReturnRegistered,
    status: MailStatus.Sent,
    values: (firstName, n) => ({ customer: { firstName }, return: { number: `R-${2400 + n}` } }),
  },
  { type: EmailTemplateType.RefundApproved, status: MailStatus.Stored, values: () => ({ refund: { amount: '349,00 kr' } }) },
  {
    type: EmailTemplateType.ReturnDeclined,
    status: MailStatus.Failed,
    values: (_f, n) => ({ return: { number: `R-${2400 + n}`, reason: 'Skadan beror på fukt' } }),
    error: '550 5.1.1 Mailbox unavailable: the address does not exist',
  },
  {
    type: EmailTemplateType.PasswordReset,
    status: MailStatus.Stored,
    values: (firstName, n) => ({ customer: { firstName }, reset: { url: `https://reset.example/${n}`, expiresInMinutes: 60 } }),
  },
  { type: EmailTemplateType.ClaimReceived, status: MailStatus.Sent, values: (_f, n) => ({ return: { number: `R-${2400 + n}` } }) },
  {
    type: EmailTemplateType.ReturnLabel,
    status: MailStatus.Failed,
    values: () => ({ return: { label: 'https://labels.example/R-2407.pdf' } }),
    error: 'connect ETIMEDOUT 192.0.2.25:587',
  },
  {
    type: EmailTemplateType.PasswordReset,
    status: MailStatus.Failed,
    values: (firstName, n) => ({ customer: { firstName }, reset: { url: `https://reset.example/${n}`, expiresInMinutes: 60 } }),
    error: '552 5.2.2 Mailbox full',
  },
  { type: EmailTemplateType.RefundMade, status: MailStatus.Sent, values: () => ({ refund: { amount: '1 299,00 kr' } }) },
];

export async function seedOutbox(tx: Tx, { now }: { now: Date }): Promise<void> {
  const people = await tx
    .select({ id: customers.ID, name: customers.Name, email: customers.Email, storeId: customers.StoreID })
    .from(customers)
    .orderBy(asc(customers.ID))
    .limit(DEMO_MAILS.length);
  const locales = new Map((await tx.select({ id: stores.id, locale: stores.locale }).from(stores)).map((s) => [s.id, s.locale]));
  const rows = [];
  for (const [i, mail] of DEMO_MAILS.entries()) {
    const person = people[i % people.length];
    if (!person) return;
    const locale = locales.get(person.storeId)?.startsWith('sv') ? 'sv' : 'en';
    const rendered = await renderTemplate(tx, {
      templateType: mail.type,
      storeId: person.storeId,
      locale,
      values: mail.values(person.name.split(' ')[0] ?? person.name, i + 1),
    });
    const created = new Date(now.getTime() - (DEMO_MAILS.length - i) * 90 * MINUTE_MS);
    const sent = mail.status === MailStatus.Sent;
    rows.push({
      Subject: rendered.subject,
      To: `${person.name} <${person.email}>`,
      From: DEFAULT_MAIL_FROM,
      Status: mail.status,
      TemplateType: mail.type,
      StoreID: person.storeId,
      Locale: rendered.locale,
      AboutEntity: 'customers',
      AboutID: person.id,
      Attempts: sent ? 1 : mail.status === MailStatus.Failed ? 5 : 0,
      SentAt: sent ? new Date(created.getTime() + MINUTE_MS) : null,
      LastError: mail.error ?? null,
      MessageID: newMessageId(DEFAULT_MAIL_FROM),
      HtmlBody: sanitizeRichText(rendered.html),
      TextBody: rendered.text,
      CreatedAt: created,
      UpdatedAt: created,
    });
  }
  await tx.insert(outbox).values(rows);
}
