/**
 * A chargeback's steps (src/domain/resources/shop/chargebacks.ts): Pending → Credit-Note makes the credit note,
 * a PDF (pdf-lib) kept in the file store and linked as the chargeback's CreditNote; Credit-Note → Refund
 * processed queues the refund, a durable job (server/jobs) that books the refund as the order's transaction,
 * logs it on the order's timeline and sends the customer 11 Refund made (./mail.ts), all in one transaction and
 * at most once per chargeback however often the job runs.
 *
 * The PDF embeds DejaVu Sans (the `dejavu-fonts-ttf` package, through @pdf-lib/fontkit, subset to the letters
 * used), so every name prints: Polish, Czech, Sámi letters and "×" as well as å, ä, ö (docs/decisions.md
 * "Returns"). The font files are read once per process.
 */
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import type { JobKind } from '../../src/domain/resources/jobs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { PAYMENT_PRINCIPALS, TransactionType } from '../../src/domain/resources/shop/order-transactions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { chargebacks, orders, orderTransactions, paymentMethods, returnItems, returns } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import { enqueueJob, type JobDefinition } from '../jobs';
import { logOrderEvent } from '../orders/events';
import { auditValue } from '../resources/audit-values';
import { storeFile } from '../resources/stored-files';
import type { ResourceHooks } from '../resources/hooks';
import { recordSelection, toRecord } from '../resources/records';
import { recordAudit } from '../audit';
import { queueReturnMail } from './mail';
import { creditNoteForChargeback } from '../billing/credit-notes';

export const REFUND_JOB = 'chargeback-refund' satisfies JobKind;

const requireFrom = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans and DejaVu Sans Bold, read from the package once per process. */
function fontBytes(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fonts ??= Promise.all([
    readFile(requireFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(requireFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  return fonts;
}

/** The description of a chargeback's refund transaction: also the mark that it was booked (one per chargeback). */
const refundDescription = (chargeback: Record<string, unknown>) =>
  `Återbetalning, kreditering ${String(chargeback.ID)} (retur ${String(chargeback.ReturnID)})`;

/** The credit note of a chargeback: who, which order, the items returned and the amount credited. */
async function creditNotePdf(db: Executor, chargeback: ResourceRecord, at: Date): Promise<Uint8Array> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.ID, Number(chargeback.OrderID)));
  const lines = await db
    .select()
    .from(returnItems)
    .where(eq(returnItems.ReturnID, Number(chargeback.ReturnID)))
    .orderBy(returnItems.ID);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Credit note ${chargeback.ID}`);
  const font = await fontBytes();
  const regular = await pdf.embedFont(font.regular, { subset: true });
  const bold = await pdf.embedFont(font.bold, { subset: true });
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
  write(`Att återbetala / To refund: ${String(chargeback.Amount)} ${String(chargeback.Currency)}`, 13, bold);
  return pdf.save();
}

/** The handler of `REFUND_JOB` jobs. */
export const refundJob: JobDefinition<{ chargebackId: number }> = {
  async run({ db, resources, payload, createdBy }) {
    return db.transaction(async (tx) => {
      // Locked: two runs of the job (a retry, a second queueing) wait for each other, and the second finds the
      // refund already booked.
      const [chargeback] = await tx.select().from(chargebacks).where(eq(chargebacks.ID, payload.chargebackId)).for('update');
      if (!chargeback) throw new Error(`Chargeback ${payload.chargebackId} no longer exists`);
      const description = refundDescription(chargeback);
      const [booked] = await tx
        .select({ id: orderTransactions.ID })
        .from(orderTransactions)
        .where(
          and(
            eq(orderTransactions.OrderID, chargeback.OrderID),
            eq(orderTransactions.Type, TransactionType.Refund),
            eq(orderTransactions.Description, description),
          ),
        )
        .limit(1);
      if (booked) return { refunded: chargeback.Amount, currency: chargeback.Currency, transactionId: booked.id, already: true };

      const now = new Date();
      const actorId = createdBy ?? 0;
      const [order] = await tx
        .select({ id: orders.ID, processor: paymentMethods.Processor })
        .from(orders)
        .leftJoin(paymentMethods, eq(paymentMethods.ID, orders.PaymentMethodID))
        .where(eq(orders.ID, chargeback.OrderID));
      const [last] = await tx
        .select({ balance: orderTransactions.Balance })
        .from(orderTransactions)
        .where(eq(orderTransactions.OrderID, chargeback.OrderID))
        .orderBy(desc(orderTransactions.AccountingDate), desc(orderTransactions.ID))
        .limit(1);
      const amountMinor = parseMinor(chargeback.Amount) ?? 0;
      const processor = order?.processor == null ? '' : String(order.processor);
      const binding = resources.bindingOf('order-transactions');
      const [row] = await tx
        .insert(orderTransactions)
        .values({
          OrderID: chargeback.OrderID,
          AccountingDate: now.toISOString().slice(0, 10),
          Type: TransactionType.Refund,
          Description: description,
          Currency: chargeback.Currency,
          Amount: formatMinor(-amountMinor),
          Balance: formatMinor((parseMinor(last?.balance ?? '0.00') ?? 0) - amountMinor),
          Principal: PAYMENT_PRINCIPALS[processor] ?? (processor || 'Okänd betalare'),
          CreatedAt: now,
          UpdatedAt: now,
        } as typeof orderTransactions.$inferInsert)
        .returning(recordSelection(binding));
      const transaction = toRecord(row);
      await recordAudit(tx, {
        actorId,
        entity: 'order-transactions',
        entityId: transaction.ID,
        action: 'create',
        before: null,
        after: auditValue(transaction),
      });
      const [ret] = await tx.select().from(returns).where(eq(returns.ID, chargeback.ReturnID));
      await logOrderEvent(tx, {
        orderId: chargeback.OrderID,
        integration: 'externalPayment',
        kind: 'refund',
        actorId,
        at: now,
        code: {
          id: ORDER_EVENT_MESSAGES.refundBooked,
          values: {
            amount: chargeback.Amount,
            currency: chargeback.Currency,
            chargeback: chargeback.ID,
            return: ret ? ret.Number : `#${chargeback.ReturnID}`,
          },
        },
      });
      if (ret)
        await queueReturnMail(tx, resources, {
          step: 'refunded',
          record: ret as unknown as ResourceRecord,
          actorId,
          at: now,
          refundAmount: chargeback.Amount,
        });
      return { refunded: chargeback.Amount, currency: chargeback.Currency, transactionId: transaction.ID, already: false };
    });
  },
};

export const chargebackHooks: ResourceHooks = {
  effects: {
    async creditNote({ tx, resources, auth, now, record, filesDir }) {
      if (!filesDir) throw new ApiFailure(ErrorCode.Internal, 'The file store is not configured');
      const bytes = await creditNotePdf(tx, record, now);
      const file = await storeFile(
        tx,
        filesDir,
        { name: `credit-note-${record.ID}.pdf`, type: 'application/pdf', bytes },
        { actorId: auth.id, now },
      );
      await tx.update(chargebacks).set({ CreditNote: file.ID }).where(eq(chargebacks.ID, record.ID));
      // An invoiced order's invoice is credited by a credit note of the same amount (server/billing/credit-notes.ts).
      await creditNoteForChargeback(tx, resources, record, { now, actorId: auth.id });
      await logOrderEvent(tx, {
        orderId: Number(record.OrderID),
        integration: 'internal',
        kind: 'note',
        actorId: auth.id,
        at: now,
        code: {
          id: ORDER_EVENT_MESSAGES.creditNote,
          values: { chargeback: record.ID, amount: String(record.Amount), currency: String(record.Currency) },
        },
      });
    },
    async refund({ tx, resources, auth, record }) {
      await enqueueJob(
        tx,
        resources,
        REFUND_JOB,
        { chargebackId: record.ID },
        { createdBy: auth.id, title: `Refund of chargeback ${record.ID}` },
      );
    },
  },
};
