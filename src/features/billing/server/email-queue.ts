/**
 * The invoice e-mail queue (SPEC.md "Invoice e-mail queue"; issue 20 §1): one job per invoice (`invoice-email`),
 * enqueued with the invoice (EmailStatus 0 Pending). The job takes it (1 Processing), checks what it needs: the
 * store's legal details and the customer's e-mail address (else 2 Error Precondition, the reason kept in EmailError),
 * makes the invoice PDF and puts the message with the PDF attached into the outbox (server/mail), then sends it at
 * once itself: 4 Sent, or 3 Error Send with the server's answer (no SMTP server counts as a send error: the message
 * stays in the outbox to read). A job run again for an invoice that is not Pending does nothing.
 */
import { EmailQueueStatus } from '../domain/codes';
import { InvoiceType } from '../domain/invoices';
import type { JobKind } from '../../../domain/resources/jobs';
import type { ResourceRecord } from '../../../domain/resources/types';
import { valueText } from '../../../domain/value-text';
import { isMailbox } from '../../../../server/config';
import type { Executor } from '../../../../server/db/types';
import { enqueueJob, type JobDefinition } from '../../../../server/jobs';
import { deliverNow, queueMail } from '../../../../server/mail';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { invoiceDocument, missingSellerDetails } from './documents';
import { lockInvoice, writeInvoice } from './invoice-writes';
import { invoiceFileName, invoicePdf, letterLanguage, type LetterLanguage } from './pdf/letter';

export const INVOICE_EMAIL_JOB = 'invoice-email' satisfies JobKind;

/** Queues the invoice's e-mail (status 0 Pending, and its job) in the caller's transaction. */
export async function enqueueInvoiceEmail(
  tx: Executor,
  resources: ResourceRegistry,
  invoice: ResourceRecord,
  actorId: number | null,
): Promise<void> {
  await enqueueJob(
    tx,
    resources,
    INVOICE_EMAIL_JOB,
    { invoiceId: invoice.ID },
    { createdBy: actorId || null, title: `Invoice ${String(invoice.Number)} by e-mail`, maxAttempts: 3 },
  );
}

/** The message in the letter's language (./pdf/letter.ts letterLanguage: the customer's). */
const SUBJECT: Readonly<Record<LetterLanguage, (number: string, brand: string) => string>> = {
  sv: (number, brand) => `Faktura ${number} från ${brand}`,
  nb: (number, brand) => `Faktura ${number} fra ${brand}`,
  fi: (number, brand) => `${brand}: lasku ${number}`,
  en: (number, brand) => `Invoice ${number} from ${brand}`,
};
const BODY: Readonly<Record<LetterLanguage, (number: string, due: string, total: string, reference: string) => string>> = {
  sv: (number, due, total, reference) =>
    `<p>Hej!</p><p>Här kommer faktura ${number} som PDF. Betala ${total} senast ${due} med OCR-nummer ${reference}.</p><p>Tack för din beställning!</p>`,
  nb: (number, due, total, reference) =>
    `<p>Hei!</p><p>Her er faktura ${number} som PDF. Betal ${total} innen ${due} med betalingsreferanse ${reference}.</p><p>Takk for bestillingen!</p>`,
  fi: (number, due, total, reference) =>
    `<p>Hei!</p><p>Liitteenä on lasku ${number} PDF-tiedostona. Maksathan ${total} viimeistään ${due} maksuviitteellä ${reference}.</p><p>Kiitos tilauksestasi!</p>`,
  en: (number, due, total, reference) =>
    `<p>Hello,</p><p>Please find invoice ${number} attached as a PDF. Please pay ${total} by ${due} with payment reference ${reference}.</p><p>Thank you for your order!</p>`,
};

export type InvoiceEmailOutcome = { status: number; error?: string };

/** The handler of INVOICE_EMAIL_JOB. */
export const invoiceEmailJob: JobDefinition<{ invoiceId: number }, InvoiceEmailOutcome> = {
  async run({ db, resources, payload, filesDir }) {
    const queued = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, resources, payload.invoiceId);
      if (!invoice || invoice.EmailStatus !== EmailQueueStatus.Pending) return { outcome: { status: Number(invoice?.EmailStatus ?? -1) } };
      const document = await invoiceDocument(tx, invoice.ID, filesDir);
      if (!document) throw new Error(`Invoice ${invoice.ID} has no order or store`);
      const missing = missingSellerDetails(document.store);
      const to = valueText(invoice.Recipient ?? '').trim();
      const reason = missing.length
        ? `The store's legal details are missing: ${missing.join(', ')}`
        : !to || !isMailbox(to)
          ? "The customer's e-mail address is missing"
          : null;
      if (reason) {
        await writeInvoice(
          tx,
          resources,
          invoice.ID,
          { EmailStatus: EmailQueueStatus.ErrorPrecondition, EmailError: reason },
          { action: 'email-failed' },
        );
        return { outcome: { status: EmailQueueStatus.ErrorPrecondition, error: reason } };
      }
      const data = document.data;
      const language = letterLanguage(data.locale);
      const total = `${data.total} ${data.currency}`;
      const credit = Number(invoice.Type) === InvoiceType.CreditNote;
      const bytes = await invoicePdf(data);
      const message = await queueMail(tx, resources, {
        to,
        from: document.store.email && isMailbox(document.store.email) ? `${data.seller.brandName} <${document.store.email}>` : undefined,
        subject: SUBJECT[language](data.number, data.seller.brandName),
        html: BODY[language](data.number, data.dueDate, total, credit ? '' : data.paymentReference),
        storeId: Number(invoice.StoreID),
        locale: document.store.locale,
        about: { entity: 'invoices', id: invoice.ID },
        attachments: [{ filename: invoiceFileName(data), contentType: 'application/pdf', content: bytes }],
        filesDir,
        delivery: 'caller',
      });
      await writeInvoice(
        tx,
        resources,
        invoice.ID,
        { EmailStatus: EmailQueueStatus.Processing, EmailError: null },
        { action: 'email-processing' },
      );
      return { outboxId: message.ID };
    });
    if (!('outboxId' in queued)) return queued.outcome;
    let outcome: InvoiceEmailOutcome;
    try {
      await deliverNow(db, resources, Number(queued.outboxId), filesDir);
      outcome = { status: EmailQueueStatus.Sent };
    } catch (error) {
      outcome = { status: EmailQueueStatus.ErrorSend, error: (error instanceof Error ? error.message : String(error)).slice(0, 2000) };
    }
    await db.transaction((tx) =>
      writeInvoice(
        tx,
        resources,
        payload.invoiceId,
        { EmailStatus: outcome.status, EmailError: outcome.error ?? null },
        { action: outcome.status === EmailQueueStatus.Sent ? 'email-sent' : 'email-failed' },
      ),
    );
    return outcome;
  },
};
