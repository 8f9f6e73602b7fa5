/**
 * A chargeback's steps (src/domain/resources/shop/chargebacks.ts): Pending → Credit-Note makes the credit note,
 * a PDF (pdf-lib) kept in the file store and linked as the chargeback's CreditNote; Credit-Note → Refund
 * processed queues the refund, a durable job (server/jobs) that books the refund as the order's transaction,
 * logs it on the order's timeline and sends the customer 11 Refund made (./mail.ts), all in one transaction and
 * at most once per chargeback however often the job runs.
 *
 * The credit note is made where every credit note is (server/billing/credit-notes.ts creditChargeback), written by
 * the one PDF writer (server/pdf/document.ts) with the shop's fonts, so every name prints.
 */
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import type { JobKind } from '../../src/domain/resources/jobs';
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { PAYMENT_PRINCIPALS, TransactionType } from '../../src/domain/resources/shop/order-transactions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { chargebacks, orders, orderTransactions, paymentMethods, returns } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { enqueueJob, type JobDefinition } from '../jobs';
import { logOrderEvent } from '../orders/events';
import { auditValue } from '../resources/audit-values';
import { storeFile } from '../resources/stored-files';
import type { ResourceHooks } from '../resources/hooks';
import { recordSelection, toRecord } from '../resources/records';
import { recordAudit } from '../audit';
import { queueReturnMail } from './mail';
import { creditChargeback } from '../../src/features/billing/server/credit-notes';

export const REFUND_JOB = 'chargeback-refund' satisfies JobKind;

/** The description of a chargeback's refund transaction: also the mark that it was booked (one per chargeback). */
const refundDescription = (chargeback: Record<string, unknown>) =>
  `Återbetalning, kreditering ${String(chargeback.ID)} (retur ${String(chargeback.ReturnID)})`;

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
      // The PDF, and an invoiced order's invoice credited by a credit note of the same amount (src/features/billing/server/credit-notes.ts).
      const { pdf } = await creditChargeback(tx, resources, record, { now, actorId: auth.id });
      const file = await storeFile(
        tx,
        filesDir,
        { name: `credit-note-${record.ID}.pdf`, type: 'application/pdf', bytes: pdf },
        { actorId: auth.id, now },
      );
      await tx.update(chargebacks).set({ CreditNote: file.ID }).where(eq(chargebacks.ID, record.ID));
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
