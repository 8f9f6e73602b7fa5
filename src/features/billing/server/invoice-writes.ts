/**
 * The server's own writes to an invoice (its queues' statuses, a payment, a credit): the row locked, the changes
 * written with the Version moved on (an open edit elsewhere becomes stale) and audited in the caller's
 * transaction, by the acting user or the system (SYSTEM_ACTOR).
 */
import { eq } from 'drizzle-orm';
import type { ResourceRecord } from '../../../domain/resources/types';
import { recordAudits, SYSTEM_ACTOR } from '../../../../server/audit';
import { invoiceLines, invoices } from './schema';
import type { Executor } from '../../../../server/db/types';
import { auditValue } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { versionedUpdate } from '../../../../server/resources/versioned-writes';

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
export function writeInvoice(
  tx: Executor,
  resources: ResourceRegistry,
  id: number,
  changes: Record<string, unknown>,
  audit: { action: string; actorId?: number | null },
): Promise<ResourceRecord | null> {
  return versionedUpdate(tx, resources.bindingOf('invoices'), {
    id,
    set: changes,
    actorId: audit.actorId ?? SYSTEM_ACTOR,
    action: audit.action,
  });
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
