/**
 * A chargeback's steps (src/domain/resources/shop/chargebacks.ts): Pending → Credit-Note makes the credit note,
 * a PDF (pdf-lib) kept in the file store and linked as the chargeback's CreditNote; Credit-Note → Refund
 * processed queues the refund, a durable job (server/jobs) that logs the refund on the order's timeline.
 *
 * The PDF uses pdf-lib's standard Helvetica (WinAnsi: Swedish, Norwegian and Finnish letters print): no TTF
 * the repository may carry was at hand (docs/decisions.md "Returns").
 */
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { chargebacks, files, orders, returnItems } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import { defineJob, enqueueJob } from '../jobs';
import { logOrderEvent } from '../orders/events';
import { sha256Of, storeBytes } from '../resources/file-store';
import type { ResourceHooks } from '../resources/hooks';
import { recordAudit } from '../audit';

export const REFUND_JOB = 'chargeback-refund';

/** The credit note of a chargeback: who, which order, the items returned and the amount credited. */
export async function creditNotePdf(db: Executor, chargeback: ResourceRecord, at: Date): Promise<Uint8Array> {
  const [order] = await db.select().from(orders).where(eq(orders.ID, Number(chargeback.OrderID)));
  const lines = await db.select().from(returnItems).where(eq(returnItems.ReturnID, Number(chargeback.ReturnID))).orderBy(returnItems.ID);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Credit note ${chargeback.ID}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const write = (text: string, size = 11, font = regular) => {
    page.drawText(text, { x: 56, y, size, font });
    y -= size + 8;
  };
  write(`Kreditnota / Credit note ${chargeback.ID}`, 18, bold);
  write(`Datum / Date: ${at.toISOString().slice(0, 10)}`);
  write(`Order: ${order?.Number ?? chargeback.OrderID}`);
  if (order) write(`${order.BillingName}, ${order.BillingAddress1}, ${order.BillingPostalCode} ${order.BillingCity}`);
  y -= 10;
  for (const line of lines) write(`${line.Quantity} × ${line.SKU} ${line.Name}  ${line.Amount} ${line.Currency}`);
  y -= 10;
  write(`Att återbetala / To refund: ${chargeback.Amount} ${chargeback.Currency}`, 13, bold);
  return pdf.save();
}

defineJob<{ chargebackId: number }>(REFUND_JOB, {
  async run({ db, payload, createdBy }) {
    return db.transaction(async (tx) => {
      const [chargeback] = await tx.select().from(chargebacks).where(eq(chargebacks.ID, payload.chargebackId));
      if (!chargeback) throw new Error(`Chargeback ${payload.chargebackId} no longer exists`);
      await logOrderEvent(tx, {
        orderId: chargeback.OrderID, integration: 'externalPayment', kind: 'refund', actorId: createdBy ?? 0, at: new Date(),
        message: `Refund of ${chargeback.Amount} ${chargeback.Currency} for chargeback ${chargeback.ID} (return ${chargeback.ReturnID})`,
      });
      return { refunded: chargeback.Amount, currency: chargeback.Currency };
    });
  },
});

export const chargebackHooks: ResourceHooks = {
  effects: {
    async creditNote({ tx, auth, now, record, filesDir }) {
      if (!filesDir) throw new ApiFailure(ErrorCode.Internal, 'The file store is not configured');
      const bytes = await creditNotePdf(tx, record, now);
      const sha256 = sha256Of(bytes);
      await storeBytes(filesDir, sha256, bytes);
      const [file] = await tx
        .insert(files)
        .values({ name: `credit-note-${record.ID}.pdf`, type: 'application/pdf', size: bytes.length, sha256, createdBy: auth.id, createdAt: now, updatedAt: now })
        .returning({ id: files.id });
      await recordAudit(tx, { actorId: auth.id, entity: 'files', entityId: file.id, action: 'create', before: null, after: { name: `credit-note-${record.ID}.pdf`, type: 'application/pdf', size: bytes.length } });
      await tx.update(chargebacks).set({ CreditNote: file.id }).where(eq(chargebacks.ID, record.ID));
      await logOrderEvent(tx, { orderId: Number(record.OrderID), integration: 'internal', kind: 'note', actorId: auth.id, at: now, message: `Credit note for chargeback ${record.ID} (${record.Amount} ${record.Currency})` });
    },
    async refund({ tx, auth, record }) {
      await enqueueJob(tx, REFUND_JOB, { chargebackId: record.ID }, { createdBy: auth.id, title: `Refund of chargeback ${record.ID}` });
    },
  },
};
