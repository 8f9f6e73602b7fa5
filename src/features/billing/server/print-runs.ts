/**
 * A print run (src/features/billing/resources/print-runs.ts): made by the list's "new" with update billing, it takes
 * every Pending row of the print queue at that moment (locked with SKIP LOCKED, so two runs at once never share a
 * row), makes ONE PDF of their documents (./pdf/letter.ts documentsPdf: each document from its first page, an
 * invoice as many times as its print template's Copies say), keeps it in the file store as the run's File, and
 * marks the rows Printed on this run, or Error with the reason for a document that cannot be made, one `print`
 * event each; all in the create's transaction, so nobody else ever sees a row between (the spec's Locked and
 * Printing are that moment, not written). An invoice printed on paper gets PrintStatus
 * Printed (or Error). A reminder letter (document `reminder`) reminds of its invoice's balance with a new due date
 * REMINDER_LETTER_DAYS after the run.
 */
import { eq, inArray } from 'drizzle-orm';
import { PrintQueueStatus } from '../domain/codes';
import { InvoiceStatus } from '../domain/invoices';
import { parseMinor } from '../../../domain/money';
import { ErrorCode } from '../../../domain/errors';
import { printQueue, printRuns } from './schema';
import type { Executor } from '../../../../server/db/types';
import { ApiFailure } from '../../../../server/http/errors';
import type { AfterWriteContext, ResourceHooks } from '../../../../server/resources/hooks';
import { storeFile } from '../../../../server/resources/stored-files';
import { versionedUpdate, versionedUpdates } from '../../../../server/resources/versioned-writes';
import { invoiceDocument } from './documents';
import { writeInvoice } from './invoice-writes';
import { isoDate } from './invoicing';
import { documentsPdf, type LetterDocument } from './pdf/letter';

/** Days from a reminder letter's print to the new due date it names. */
const REMINDER_LETTER_DAYS = 10;

type QueueRow = typeof printQueue.$inferSelect;

/**
 * The letters of one queued document: an invoice as many times as its print template's Copies say (once without
 * one), a reminder letter once; throws with a reason a person can read when it cannot be made.
 */
async function documentsOf(db: Executor, row: QueueRow, now: Date, filesDir: string): Promise<LetterDocument[]> {
  const found = await invoiceDocument(db, Number(row.InvoiceID), filesDir);
  if (!found) throw new Error(`Invoice ${String(row.InvoiceID)} has no order or store`);
  if (row.Document === 'invoice') return Array.from({ length: found.copies }, () => ({ kind: 'invoice', data: found.data }));
  const { data, invoice } = found;
  // Nothing is owed on a paid or credited invoice: no letter asks for it.
  if (Number(invoice.Status) !== InvoiceStatus.Open || (parseMinor(invoice.Balance) ?? 0) <= 0)
    throw new Error(`Invoice ${data.number} is settled: no reminder letter is printed for it`);
  return [
    {
      kind: 'reminder',
      data: {
        locale: data.locale,
        seller: data.seller,
        recipient: data.recipient,
        date: isoDate(now),
        invoiceNumber: data.number,
        invoiceDate: data.invoiceDate,
        originalDueDate: String(invoice.DueDate),
        newDueDate: isoDate(now, REMINDER_LETTER_DAYS),
        currency: data.currency,
        amount: data.total,
        balance: String(invoice.Balance),
        paymentReference: data.paymentReference,
      },
    },
  ];
}

/** Runs the print run just created: see the module's comment. */
async function runPrint({ tx, resources, auth, now, record, filesDir }: AfterWriteContext): Promise<void> {
  if (!filesDir) throw new ApiFailure(ErrorCode.Internal, 'The file store is not configured');
  const runId = record.ID;
  const pending = await tx
    .select()
    .from(printQueue)
    .where(eq(printQueue.Status, PrintQueueStatus.Pending))
    .orderBy(printQueue.ID)
    .for('update', { skipLocked: true });
  const documents: LetterDocument[] = [];
  const printed: QueueRow[] = [];
  const failed: { row: QueueRow; error: string }[] = [];
  for (const row of pending) {
    try {
      documents.push(...(await documentsOf(tx, row, now, filesDir)));
      printed.push(row);
    } catch (error) {
      failed.push({ row, error: (error instanceof Error ? error.message : String(error)).slice(0, 2000) });
    }
  }
  let fileId: number | null = null;
  if (documents.length) {
    const bytes = await documentsPdf(documents, `Print run ${runId}`);
    const file = await storeFile(
      tx,
      filesDir,
      { name: `print-run-${runId}.pdf`, type: 'application/pdf', bytes },
      { actorId: auth.id, now },
    );
    fileId = file.ID;
  }
  const queue = resources.bindingOf('print-queue');
  const audit = { now, actorId: auth.id, action: 'print' };
  if (printed.length)
    await versionedUpdates(tx, queue, {
      where: inArray(
        printQueue.ID,
        printed.map((row) => row.ID),
      ),
      set: { Status: PrintQueueStatus.Printed, Error: null, PrintRunID: runId },
      ...audit,
    });
  for (const { row, error } of failed)
    await versionedUpdate(tx, queue, { id: row.ID, set: { Status: PrintQueueStatus.Error, Error: error, PrintRunID: runId }, ...audit });
  for (const row of printed.filter((r) => r.Document === 'invoice'))
    await writeInvoice(
      tx,
      resources,
      Number(row.InvoiceID),
      { PrintStatus: PrintQueueStatus.Printed },
      { action: 'printed', actorId: auth.id },
    );
  for (const { row } of failed.filter((f) => f.row.Document === 'invoice'))
    await writeInvoice(
      tx,
      resources,
      Number(row.InvoiceID),
      { PrintStatus: PrintQueueStatus.Error },
      { action: 'print-failed', actorId: auth.id },
    );
  const status = printed.length === 0 && failed.length > 0 ? PrintQueueStatus.Error : PrintQueueStatus.Printed;
  await tx
    .update(printRuns)
    .set({
      Status: status,
      Documents: printed.length,
      File: fileId,
      Error: failed.length ? `${failed.length} document(s) could not be made: ${failed[0].error}` : null,
      CreatedBy: auth.id,
    })
    .where(eq(printRuns.ID, runId));
}

export const printRunHooks: ResourceHooks = {
  beforeWrite({ mode, values, now }) {
    if (mode === 'create') values.Title = now.toISOString().slice(0, 16).replace('T', ' ');
  },
  async afterWrite(context) {
    if (context.mode === 'create') await runPrint(context);
  },
};
