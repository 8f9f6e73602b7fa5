/**
 * The server's own writes to an invoice (its queues' statuses, a payment, a credit): the row locked, the changes
 * written with the Version moved on (an open edit elsewhere becomes stale) and audited in the caller's
 * transaction, by the acting user or the system (0).
 */
import { eq, sql } from 'drizzle-orm';
import type { ResourceRecord } from '../../../domain/resources/types';
import { recordAudit, recordAudits } from '../../../../server/audit';
import { invoiceLines, invoices } from './schema';
import type { Executor } from '../../../../server/db/types';
import { auditValue } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';

/** The invoice as it is now, locked for this transaction; null when there is none. */
export async function lockInvoice(tx: Executor, resources: ResourceRegistry, id: number): Promise<ResourceRecord | null> {
  const [row] = await tx
    .select(recordSelection(resources.bindingOf('invoices')))
    .from(invoices)
    .where(eq(invoices.ID, id))
    .for('update');
  return row ? toRecord(row) : null;
}

/** Writes `changes` to the invoice (locked first), audited as `action`; answers the invoice after, null when it is gone. */
export async function writeInvoice(
  tx: Executor,
  resources: ResourceRegistry,
  id: number,
  changes: Record<string, unknown>,
  audit: { action: string; actorId?: number | null },
): Promise<ResourceRecord | null> {
  const before = await lockInvoice(tx, resources, id);
  if (!before) return null;
  const [row] = await tx
    .update(invoices)
    .set({ ...changes, Version: Number(before.Version) + 1, UpdatedAt: sql`now()` })
    .where(eq(invoices.ID, id))
    .returning(recordSelection(resources.bindingOf('invoices')));
  const after = toRecord(row);
  await recordAudit(tx, {
    actorId: audit.actorId ?? 0,
    entity: 'invoices',
    entityId: id,
    action: audit.action,
    before: auditValue(before),
    after: auditValue(after),
  });
  return after;
}

/** An invoice's (or credit note's) lines, each audited as created, in the caller's transaction. */
export async function writeInvoiceLines(
  tx: Executor,
  resources: ResourceRegistry,
  { invoiceId, lines, actorId, now }: { invoiceId: number; lines: readonly Record<string, unknown>[]; actorId: number | null; now: Date },
): Promise<void> {
  if (lines.length === 0) return;
  const written = await tx
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, InvoiceID: invoiceId, CreatedAt: now, UpdatedAt: now })))
    .returning(recordSelection(resources.bindingOf('invoice-lines')));
  await recordAudits(
    tx,
    written.map((line) => {
      const record = toRecord(line);
      return { actorId, entity: 'invoice-lines', entityId: record.ID, action: 'create', before: null, after: auditValue(record) };
    }),
  );
}
