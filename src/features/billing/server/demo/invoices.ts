/**
 * Demo invoices (issue 20 §1, §4): one invoice for every shipped demo order (Sent or Partially shipped) paid by one
 * of the shop's invoice methods (INVOICED_PROCESSORS, the rule of src/features/billing/server/invoicing.ts), with the lines that
 * invoicing makes (invoiceLinesOf), its number from the invoice-number sequence and its OCR reference, dated two
 * days after the order was placed and due PAYMENT_TERMS_DAYS later. Most invoices past their due date are paid,
 * the others open and overdue; the newest e-mails are still queued or being sent, a few failed (with the reason).
 * Every fifteenth customer asked for paper: those invoices are in the print queue, in every state, two print runs
 * taken (one printed, with its PDF; one that failed). A chargeback that reached its credit note credits its
 * order's invoice (src/features/billing/server/credit-notes.ts), dated three days after the return's approval, before its
 * refund and after the invoice. Batched: a few statements per 500 invoices.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EmailQueueStatus, PrintQueueStatus } from '../../domain/codes';
import { DeliveryMethod, INVOICED_PROCESSORS, InvoiceStatus, InvoiceType, PAYMENT_TERMS_DAYS } from '../../domain/invoices';
import { ocrReference } from '../../domain/ocr';
import { formatMinor, parseMinor } from '../../../../domain/money';
import { OrderStatus } from '../../../../domain/orders/codes';
import { ChargebackStatus } from '../../../../domain/returns/codes';
import { creditNoteForChargeback } from '../credit-notes';
import { billingAddressLines } from '../documents';
import { invoiceLinesOf, isoDate } from '../invoicing';
import type { ResourceRegistry } from '../../../../../server/resources/binding';
import { sha256Of, storeBytes } from '../../../../../server/resources/file-store';
import { rowsOf } from '../../../../../server/db/recordset';
import { chargebacks, orderItems, orders, paymentMethods } from '../../../../../server/db/schema';
import { invoiceLines, invoices, printQueue, printRuns } from '../schema';
import type { Tx } from '../../../../../server/db/types';
import { demoPdf } from '../../../../../server/demo/demo-pdf';
import { demoFileRows } from '../../../../../server/resources/stored-files';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Why a demo invoice's e-mail could not be sent (EmailError of statuses 2 and 3), as the queue writes them. */
const PRECONDITION_ERRORS = ['Butiken saknar organisationsnummer på fakturan', 'Kundens e-postadress saknas eller är ogiltig'];
const SEND_ERRORS = [
  '550 5.1.1 <mottagare>: Recipient address rejected: User unknown',
  '452 4.2.2 Mailbox full: the recipient cannot take more mail right now',
];
const PRINT_ERROR = 'Fakturan saknar faktureringsadress: lägg till en adress på ordern och skriv ut igen';

export interface InvoiceSeedContext {
  now: Date;
  userIds: { admin: number; manager: number };
  resources: ResourceRegistry;
  /** The file store's directory: the printed run's PDF bytes are written there when given. */
  filesDir?: string;
}

type OrderRow = typeof orders.$inferSelect;

/** The invoice date of an order: two days after it was placed, never after today. */
function invoiceDateOf(order: OrderRow, now: Date): Date {
  return new Date(Math.min(new Date(order.PlacedAt as Date | string).getTime() + 2 * DAY_MS, now.getTime()));
}

export async function seedInvoices(tx: Tx, context: InvoiceSeedContext): Promise<void> {
  const { now } = context;
  const shipped = (
    await tx
      .select({ order: orders })
      .from(orders)
      .innerJoin(paymentMethods, eq(paymentMethods.ID, orders.PaymentMethodID))
      .where(
        and(
          inArray(orders.Status, [OrderStatus.Sent, OrderStatus.PartiallyShipped]),
          inArray(sql`lower(${paymentMethods.Processor})`, [...INVOICED_PROCESSORS]),
        ),
      )
      .orderBy(asc(orders.PlacedAt), asc(orders.ID))
  ).map((row) => row.order);
  if (!shipped.length) return;

  // The newest e-mailed invoices are the ones still in the queue (or failed): ranks from the newest.
  const emailed = shipped.filter((order) => Number(order.ID) % 15 !== 7).reverse();
  const emailRank = new Map(emailed.map((order, i) => [Number(order.ID), i]));
  const emailState = (orderId: number): { status: number; error: string | null } => {
    const rank = emailRank.get(orderId) ?? 0;
    if (rank < 3) return { status: EmailQueueStatus.Pending, error: null };
    if (rank < 4) return { status: EmailQueueStatus.Processing, error: null };
    if (rank < 6 || orderId % 41 === 4) return { status: EmailQueueStatus.ErrorPrecondition, error: PRECONDITION_ERRORS[orderId % 2] };
    if (rank < 8 || orderId % 37 === 9) return { status: EmailQueueStatus.ErrorSend, error: SEND_ERRORS[orderId % 2] };
    return { status: EmailQueueStatus.Sent, error: null };
  };

  const today = isoDate(now);
  const made: { id: number; orderId: number; paper: boolean; open: boolean }[] = [];
  for (let start = 0; start < shipped.length; start += BATCH) {
    const batch = shipped.slice(start, start + BATCH);
    const numbers = rowsOf<{ next: string }>(
      await tx.execute(sql`select nextval('invoice_number_seq')::text as next from generate_series(1, ${batch.length}::int) order by 1`),
    ).map((row) => row.next);
    const values = batch.map((order, i) => {
      const id = Number(order.ID);
      const at = invoiceDateOf(order, now);
      const due = isoDate(at, PAYMENT_TERMS_DAYS);
      const total = parseMinor(order.Total) ?? 0;
      // Past its due date: seven in ten paid (5–24 days after the invoice), the others open and overdue.
      const paid = due < today && id % 10 < 7 && total > 0;
      const paper = id % 15 === 7;
      const email = paper ? null : emailState(id);
      return {
        Number: numbers[i],
        Type: InvoiceType.Invoice,
        OrderID: id,
        CustomerID: order.CustomerID,
        StoreID: order.StoreID,
        Currency: order.Currency,
        Status: paid ? InvoiceStatus.Paid : InvoiceStatus.Open,
        DeliveryMethod: paper ? DeliveryMethod.Paper : DeliveryMethod.Email,
        PaymentMethodID: order.PaymentMethodID,
        Recipient: paper ? billingAddressLines(order).join('\n') : String(order.Email ?? ''),
        Scheduled: at,
        InvoiceDate: isoDate(at),
        DueDate: due,
        Total: formatMinor(total),
        VatTotal: formatMinor(parseMinor(order.VatAmount) ?? 0),
        Balance: paid ? '0.00' : formatMinor(total),
        PaymentReference: ocrReference(numbers[i], { lengthDigit: true }),
        PaidAt: paid ? new Date(Math.min(at.getTime() + (5 + (id % 20)) * DAY_MS, now.getTime())) : null,
        EmailStatus: email?.status ?? null,
        EmailError: email?.error ?? null,
        CreatedAt: at,
        UpdatedAt: at,
      } satisfies typeof invoices.$inferInsert;
    });
    const rows = await tx
      .insert(invoices)
      .values(values)
      .returning({ id: invoices.ID, orderId: invoices.OrderID, status: invoices.Status, delivery: invoices.DeliveryMethod });
    const orderIds = batch.map((order) => Number(order.ID));
    const items = await tx.select().from(orderItems).where(inArray(orderItems.OrderID, orderIds)).orderBy(asc(orderItems.ID));
    const itemsOf = new Map<number, (typeof items)[number][]>();
    for (const item of items) itemsOf.set(Number(item.OrderID), [...(itemsOf.get(Number(item.OrderID)) ?? []), item]);
    const invoiceOf = new Map(rows.map((row) => [Number(row.orderId), Number(row.id)]));
    const lines = batch.flatMap((order) => {
      const invoiceId = invoiceOf.get(Number(order.ID)) as number;
      const at = values[batch.indexOf(order)].CreatedAt;
      return invoiceLinesOf(order, itemsOf.get(Number(order.ID)) ?? []).map((line) => ({
        ...line,
        InvoiceID: invoiceId,
        CreatedAt: at,
        UpdatedAt: at,
      }));
    });
    for (let i = 0; i < lines.length; i += BATCH * 2) await tx.insert(invoiceLines).values(lines.slice(i, i + BATCH * 2));
    made.push(
      ...rows.map((row) => ({
        id: Number(row.id),
        orderId: Number(row.orderId),
        paper: Number(row.delivery) === DeliveryMethod.Paper,
        open: Number(row.status) === InvoiceStatus.Open,
      })),
    );
  }
  // The orders name their invoices (as invoicing does).
  await tx.execute(sql`
    update orders o set invoice_number = i.number from invoices i where i.order_id = o.id and i.type = ${InvoiceType.Invoice}`);

  await seedPrintQueue(
    tx,
    context,
    made.filter((invoice) => invoice.paper),
  );
  await seedCreditNotes(tx, context);
}

/**
 * The paper invoices' print queue, oldest first: two runs taken (the older one printed with its PDF, the next one
 * failed on a document it could not make), a run locked and one printing right now, the newest still waiting.
 */
async function seedPrintQueue(tx: Tx, { now, userIds, filesDir }: InvoiceSeedContext, paper: { id: number }[]): Promise<void> {
  if (!paper.length) return;
  const ids = paper.map((invoice) => invoice.id);
  // Oldest (printed) … newest (pending): at least one in every state.
  const slices = [
    { status: PrintQueueStatus.Printed, share: 0.6 },
    { status: PrintQueueStatus.Error, share: 0.05 },
    { status: PrintQueueStatus.Locked, share: 0.05 },
    { status: PrintQueueStatus.Printing, share: 0.05 },
    { status: PrintQueueStatus.Pending, share: 0.25 },
  ];
  let from = 0;
  const groups = slices.map((slice, i) => {
    const left = ids.length - from;
    const size =
      i === slices.length - 1
        ? left
        : Math.max(Math.min(1, left), Math.min(left - (slices.length - 1 - i), Math.round(ids.length * slice.share)));
    const group = { status: slice.status, ids: ids.slice(from, from + Math.max(0, size)) };
    from += Math.max(0, size);
    return group;
  });
  const groupOf = (status: number) => groups.find((group) => group.status === status)?.ids ?? [];

  const printed = groupOf(PrintQueueStatus.Printed);
  let fileId: number | null = null;
  if (printed.length) {
    const numbers = (
      await tx.select({ number: invoices.Number }).from(invoices).where(inArray(invoices.ID, printed)).orderBy(asc(invoices.ID))
    ).map((row) => row.number);
    const bytes = demoPdf('Utskriftsomgång', [`Fakturor: ${numbers.join(', ')}`]);
    const sha256 = sha256Of(bytes);
    if (filesDir) await storeBytes(filesDir, sha256, bytes);
    const [file] = await demoFileRows(tx, [{ name: 'print-run-1.pdf', type: 'application/pdf', bytes, sha256 }], userIds.manager, now);
    fileId = file.ID;
  }
  const run = async (status: number, documents: number, days: number, extra: { File?: number | null; Error?: string | null }) => {
    const at = new Date(now.getTime() - days * DAY_MS);
    const [row] = await tx
      .insert(printRuns)
      .values({ Status: status, Documents: documents, CreatedBy: userIds.manager, CreatedAt: at, UpdatedAt: at, ...extra })
      .returning({ id: printRuns.ID });
    return Number(row.id);
  };
  const runs = new Map<number, number | null>([
    [PrintQueueStatus.Printed, printed.length ? await run(PrintQueueStatus.Printed, printed.length, 3, { File: fileId }) : null],
    [
      PrintQueueStatus.Error,
      groupOf(PrintQueueStatus.Error).length
        ? await run(PrintQueueStatus.Error, groupOf(PrintQueueStatus.Error).length, 1, { Error: PRINT_ERROR })
        : null,
    ],
    [
      PrintQueueStatus.Locked,
      groupOf(PrintQueueStatus.Locked).length ? await run(PrintQueueStatus.Locked, groupOf(PrintQueueStatus.Locked).length, 0, {}) : null,
    ],
    [
      PrintQueueStatus.Printing,
      groupOf(PrintQueueStatus.Printing).length
        ? await run(PrintQueueStatus.Printing, groupOf(PrintQueueStatus.Printing).length, 0, {})
        : null,
    ],
  ]);
  const stamp = now.toISOString();
  for (const group of groups) {
    if (!group.ids.length) continue;
    await tx.insert(printQueue).values(
      group.ids.map((invoiceId) => ({
        InvoiceID: invoiceId,
        Document: 'invoice',
        Status: group.status,
        PrintRunID: runs.get(group.status) ?? null,
        Error: group.status === PrintQueueStatus.Error ? PRINT_ERROR : null,
        CreatedAt: new Date(stamp),
        UpdatedAt: new Date(stamp),
      })),
    );
    await tx.update(invoices).set({ PrintStatus: group.status }).where(inArray(invoices.ID, group.ids));
  }
}

/** Days from a chargeback's approval to its credit note: its second step (the returns seed's steps, three days each). */
const CREDIT_NOTE_AFTER_DAYS = 3;

/**
 * When a chargeback's credit note was made: at its credit-note step, three days after the return was approved
 * (the chargeback's CreatedAt), before the refund a later step paid (its UpdatedAt), never before the invoice it
 * credits nor after now. So the demo's credit notes spread over the months as the returns and invoices do.
 */
function creditNoteTime(chargeback: Record<string, unknown>, invoicedAt: Date | string, now: Date): Date {
  const approved = new Date(chargeback.CreatedAt as Date | string).getTime();
  const step = Math.min(approved + CREDIT_NOTE_AFTER_DAYS * DAY_MS, new Date(chargeback.UpdatedAt as Date | string).getTime());
  return new Date(Math.min(now.getTime(), Math.max(step, new Date(invoicedAt).getTime())));
}

/**
 * The chargebacks that reached their credit note credit their order's invoice (none for an order paid by card),
 * each on the day it was made (creditNoteTime).
 */
async function seedCreditNotes(tx: Tx, { now, userIds, resources }: InvoiceSeedContext): Promise<void> {
  const credited = await tx
    .select({ chargeback: chargebacks, invoicedAt: invoices.CreatedAt })
    .from(chargebacks)
    .innerJoin(invoices, and(eq(invoices.OrderID, chargebacks.OrderID), eq(invoices.Type, InvoiceType.Invoice)))
    .where(inArray(chargebacks.Status, [ChargebackStatus.CreditNote, ChargebackStatus.RefundProcessed]))
    .orderBy(asc(chargebacks.ID));
  for (const { chargeback, invoicedAt } of credited) {
    await creditNoteForChargeback(tx, resources, chargeback as unknown as Parameters<typeof creditNoteForChargeback>[2], {
      now: creditNoteTime(chargeback, invoicedAt as Date | string, now),
      actorId: userIds.admin,
    });
  }
}
