/**
 * The reminder letter and the reminder e-mail (issue 20 §2). `reminderLetterOf` reads what the letter says (the
 * reminder, its invoice, the customer and the store's seller details) and makes the PDF (./pdf/letter.ts
 * reminderLetterPdf: the invoice's number and dates, the balance, a new due date, the payment reference, in the
 * customer's language as the invoice's letter is, ./documents.ts; in the store's locale when the customer is gone).
 * The e-mail step of the ladder is sent by the job `invoice-reminder-mail` (queued by the step in its transaction,
 * one job per chunk of steps, so the run stays set-based and quick): for each reminder the templated e-mail (type 18
 * Invoice reminder, the store's template in the reminder's locale) with the letter attached, through the outbox;
 * each outcome is the reminder's event (sent to whom, or why not: no address, no template). The new due date is the
 * letter's date plus REMINDER_PAYMENT_DAYS.
 */
import { sql } from 'drizzle-orm';
import { ReminderAction } from '../domain/codes';
import { REMINDER_EVENT_MESSAGES } from '../domain/reminders';
import { InvoiceStatus } from '../domain/invoices';
import { parseMinor } from '../../../domain/money';
import { billingAddressLines } from './documents';
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import type { JobKind } from '../../../domain/resources/jobs';
import { EmailTemplateType } from '../../../domain/resources/shop/email-templates';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { ApiFailure } from '../../../../server/http/errors';
import type { JobDefinition } from '../../../../server/jobs/definition';
import { queueTemplatedMail } from '../../../../server/mail';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { reminderLetterPdf, type ReminderLetterData } from './pdf/letter';
import { logReminderEvent } from './reminders-events';

export const REMINDER_MAIL_JOB = 'invoice-reminder-mail' satisfies JobKind;

/** Days the customer gets to pay after a reminder (the letter's new due date). */
const REMINDER_PAYMENT_DAYS = 10;

interface LetterRow {
  id: number;
  invoice_number: string;
  invoice_date: string;
  due_date: string;
  amount: string;
  balance: string;
  currency: string;
  locale: string;
  store_id: number;
  today: string;
  new_due: string;
  payment_reference: string | null;
  billing_name: string | null;
  billing_reference: string | null;
  billing_address1: string | null;
  billing_address2: string | null;
  billing_postal_code: string | null;
  billing_city: string | null;
  billing_country: string | null;
  invoice_status: number | null;
  invoice_balance: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_locale: string | null;
  brand_name: string | null;
  store_name: string;
  legal_name: string | null;
  organisation_number: string | null;
  vat_number: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  payment_account: string | null;
  store_email: string | null;
  phone: string | null;
}

interface ReminderLetter {
  data: ReminderLetterData;
  storeId: number;
  locale: string;
  /** The customer's e-mail address; null when the invoice has none. */
  email: string | null;
  customerName: string | null;
  fileName: string;
}

/** What the reminder's letter says on `at` (the letter's date), or null when there is no such reminder. */
async function reminderLetterOf(tx: Executor, id: number, at: Date): Promise<ReminderLetter | null> {
  const [row] = rowsOf<LetterRow>(
    await tx.execute(sql`
      select r.id, r.invoice_number, r.invoice_date::text, r.due_date::text, r.amount::text, r.balance::text, r.currency, r.locale, r.store_id,
        (${at.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date::text as today,
        ((${at.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date + ${REMINDER_PAYMENT_DAYS}::int)::text as new_due,
        i.payment_reference, i.status as invoice_status, i.balance::text as invoice_balance,
        o.billing_name, o.billing_reference, o.billing_address1, o.billing_address2, o.billing_postal_code, o.billing_city,
        o.billing_country, c.name as customer_name, c.email as customer_email, c.locale as customer_locale,
        s.brand_name, s.name as store_name, s.legal_name, s.organisation_number, s.vat_number, s.street, s.postal_code, s.city,
        s.payment_account, s.email as store_email, s.phone
      from invoice_reminders r
      join stores s on s.id = r.store_id
      left join invoices i on i.id = r.invoice_id
      left join orders o on o.id = i.order_id
      left join customers c on c.id = i.customer_id
      where r.id = ${id}`),
  );
  if (!row) return null;
  // Nothing is owed on a paid or credited invoice: no letter asks for it.
  if (row.invoice_status != null && (Number(row.invoice_status) !== InvoiceStatus.Open || (parseMinor(row.invoice_balance) ?? 0) <= 0))
    return null;
  // A letter goes to the customer's name and postal address (the invoice's own recipient is an e-mail address when it
  // went by e-mail).
  const address = billingAddressLines({
    BillingName: row.billing_name ?? row.customer_name,
    BillingReference: row.billing_reference,
    BillingAddress1: row.billing_address1,
    BillingAddress2: row.billing_address2,
    BillingPostalCode: row.billing_postal_code,
    BillingCity: row.billing_city,
    BillingCountry: row.billing_country,
  });
  const recipient = address.length ? address : [row.customer_name ?? ''].filter(Boolean);
  return {
    storeId: Number(row.store_id),
    locale: row.locale,
    email: row.customer_email?.trim() || null,
    customerName: row.customer_name,
    fileName: `${row.locale === 'sv' ? 'Påminnelse' : 'Reminder'}-${row.invoice_number}.pdf`,
    data: {
      locale: row.customer_locale?.trim() || row.locale,
      seller: {
        brandName: row.brand_name ?? row.store_name,
        legalName: row.legal_name ?? row.brand_name ?? row.store_name,
        organisationNumber: row.organisation_number,
        vatNumber: row.vat_number,
        street: row.street,
        postalCode: row.postal_code,
        city: row.city,
        paymentAccount: row.payment_account,
        email: row.store_email,
        phone: row.phone,
      },
      recipient,
      date: row.today,
      invoiceNumber: row.invoice_number,
      invoiceDate: row.invoice_date,
      originalDueDate: row.due_date,
      newDueDate: row.new_due,
      currency: row.currency,
      amount: row.amount,
      balance: row.balance,
      paymentReference: row.payment_reference ?? row.invoice_number,
    },
  };
}

/** The letter as a PDF, or null when there is no such reminder. */
export async function reminderLetterBytes(tx: Executor, id: number, at: Date): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const letter = await reminderLetterOf(tx, id, at);
  return letter ? { bytes: await reminderLetterPdf(letter.data), fileName: letter.fileName } : null;
}

export interface ReminderMailPayload {
  /** The reminders whose e-mail step was taken. */
  ids: number[];
  /** When the step was taken (ISO): the letter's date and the events' time. */
  at: string;
  /** Who took it (null: the scheduled run). */
  actorId: number | null;
}

/** Sends one reminder's e-mail with its letter, in the caller's transaction, and writes its event. */
export async function sendReminderMail(
  tx: Executor,
  resources: ResourceRegistry,
  id: number,
  options: { at: Date; actorId: number | null; filesDir?: string },
): Promise<void> {
  // Sent once: a retried job skips the reminders whose e-mail of this step already has its event.
  const done = rowsOf(
    await tx.execute(sql`select 1 from invoice_reminder_events where reminder_id = ${id} and action = ${ReminderAction.SendEmail}
      and time = ${options.at.toISOString()}::timestamptz and message_code in (${REMINDER_EVENT_MESSAGES.emailSent}, ${REMINDER_EVENT_MESSAGES.emailNoAddress}, ${REMINDER_EVENT_MESSAGES.emailNoTemplate})`),
  );
  if (done.length) return;
  const letter = await reminderLetterOf(tx, id, options.at);
  if (!letter) return;
  const event = { reminderId: id, context: options.actorId ? ('staff' as const) : ('schedule' as const), action: ReminderAction.SendEmail };
  const actorId = options.actorId ?? 0;
  if (!letter.email) {
    await logReminderEvent(tx, { ...event, code: { id: REMINDER_EVENT_MESSAGES.emailNoAddress, values: {} }, actorId, at: options.at });
    return;
  }
  const pdf = await reminderLetterPdf(letter.data);
  try {
    const message = await queueTemplatedMail(tx, resources, {
      templateType: EmailTemplateType.InvoiceReminder,
      storeId: letter.storeId,
      locale: letter.locale,
      to: letter.email,
      values: {
        customer: { name: letter.customerName ?? '', email: letter.email },
        store: { name: letter.data.seller.brandName },
        invoice: {
          number: letter.data.invoiceNumber,
          date: letter.data.invoiceDate,
          dueDate: letter.data.originalDueDate,
          newDueDate: letter.data.newDueDate,
          amount: `${letter.data.amount} ${letter.data.currency}`,
          balance: `${letter.data.balance} ${letter.data.currency}`,
          paymentReference: letter.data.paymentReference,
        },
      },
      about: { entity: 'invoice-reminders', id },
      createdBy: options.actorId,
      attachments: [{ filename: letter.fileName, contentType: 'application/pdf', content: Buffer.from(pdf) }],
      filesDir: options.filesDir,
    });
    await logReminderEvent(tx, {
      ...event,
      code: { id: REMINDER_EVENT_MESSAGES.emailSent, values: { to: letter.email, outbox: message.ID } },
      actorId,
      at: options.at,
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.code !== ErrorCode.MailTemplateMissing) throw error;
    await logReminderEvent(tx, {
      ...event,
      code: { id: REMINDER_EVENT_MESSAGES.emailNoTemplate, values: { locale: letter.locale } },
      actorId,
      at: options.at,
    });
  }
}

/** The job: each reminder's e-mail in its own transaction, so one failure does not hold back the rest. */
export const reminderMailJob: JobDefinition<ReminderMailPayload, { sent: number }> = {
  async run({ db, resources, payload, progress, filesDir }) {
    const at = new Date(payload.at);
    let sent = 0;
    for (const id of payload.ids) {
      await db.transaction((tx) => sendReminderMail(tx, resources, id, { at, actorId: payload.actorId, filesDir }));
      sent += 1;
      if (sent % 20 === 0) await progress(sent, payload.ids.length);
    }
    return { sent };
  },
};
