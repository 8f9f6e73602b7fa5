/**
 * The print queue (SPEC.md "Invoice print queue"; src/features/billing/resources/print-queue.ts): `enqueuePrint` puts one
 * document, an invoice on paper or a reminder letter, into the queue as Pending in the caller's transaction, audited
 * as the system's (or the acting user's) create; a print run (./print-runs.ts) takes the Pending rows later. The
 * invoice's PrintStatus follows its own document's row.
 */
import { PrintQueueStatus } from '../domain/codes';
import type { PrintDocument } from '../domain/invoices';
import type { ResourceRecord } from '../../../domain/resources/types';
import { recordAudit } from '../../../../server/audit';
import { printQueue } from './schema';
import type { Executor } from '../../../../server/db/types';
import { auditValue } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { writeInvoice } from './invoice-writes';

export interface PrintRequest {
  invoiceId: number;
  /** The reminder whose letter is printed (document `reminder`). */
  reminderId?: number | null;
  document: PrintDocument;
  /** The user whose action queues it (audit); absent or null: the system. */
  actorId?: number | null;
}

/** Queues one document for the next print run (status 0 Pending); answers the queue's row. */
export async function enqueuePrint(tx: Executor, resources: ResourceRegistry, request: PrintRequest): Promise<ResourceRecord> {
  const [row] = await tx
    .insert(printQueue)
    .values({
      InvoiceID: request.invoiceId,
      ReminderID: request.reminderId ?? null,
      Document: request.document,
      Status: PrintQueueStatus.Pending,
    })
    .returning(recordSelection(resources.bindingOf('print-queue')));
  const record = toRecord(row);
  await recordAudit(tx, {
    actorId: request.actorId ?? 0,
    entity: 'print-queue',
    entityId: record.ID,
    action: 'create',
    before: null,
    after: auditValue(record),
  });
  if (request.document === 'invoice')
    await writeInvoice(
      tx,
      resources,
      request.invoiceId,
      { PrintStatus: PrintQueueStatus.Pending },
      { action: 'print-queued', actorId: request.actorId },
    );
  return record;
}
