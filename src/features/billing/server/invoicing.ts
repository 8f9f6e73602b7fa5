/**
 * An order invoiced (issue 20 §1; docs/decisions.md "Billing: invoices"): when the goods leave (its first shipment
 * is registered, or its status becomes Sent or Partially shipped) an order paid by one of the shop's own invoice
 * methods (INVOICED_PROCESSORS) gets ONE invoice, made in the same transaction: the number from the invoice-number
 * sequence, the OCR reference made from it (length digit and Luhn check digit), the lines copied from the order's
 * items plus the fees it charged, the order's totals, due date = invoice date + PAYMENT_TERMS_DAYS. It goes by
 * e-mail to the order's address (the e-mail queue, ./email-queue.ts), or on paper to the billing address when the
 * order has none (the print queue). The order carries the invoice number.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { EmailQueueStatus } from '../domain/codes';
import { DeliveryMethod, FEE_LINE_NAMES, INVOICED_PROCESSORS, InvoiceStatus, InvoiceType, PAYMENT_TERMS_DAYS } from '../domain/invoices';
import { ocrReference } from '../domain/ocr';
import { formatMinor, parseMinor } from '../../../domain/money';
import { storedBasket, type OrderPricing, type StoredLine } from '../../../domain/orders/totals';
import { priceBasket } from '../../../domain/pricing/basket';
import type { ResourceRecord } from '../../../domain/resources/types';
import { recordAudit, SYSTEM_ACTOR } from '../../../../server/audit';
import { orderItems, orders, paymentMethods } from '../../../../server/db/schema';
import { invoiceLines, invoices } from './schema';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { auditValue } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { versionedUpdate } from '../../../../server/resources/versioned-writes';
import { billingAddressLines } from './documents';
import { enqueueInvoiceEmail } from './email-queue';
import { writeInvoiceLines } from './invoice-writes';
import { openReminder } from './reminders-start';
import { enqueuePrint } from './print-queue';

const minor = (value: unknown): number => parseMinor(value) ?? 0;

/** YYYY-MM-DD of a date, plus `days`. */
export function isoDate(at: Date, days = 0): string {
  return new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An invoice line as written (without its invoice). */
type InvoiceLineValues = Omit<typeof invoiceLines.$inferInsert, 'InvoiceID' | 'CreatedAt' | 'UpdatedAt'>;

/**
 * The invoice's lines of an order, priced again by the one money model from the order as stored
 * (src/domain/orders/totals.ts storedBasket): its items in the order given, each with its discount and VAT, then each
 * fee it charged at the VAT it carries (one line per rate when the goods have several: a fee follows the goods). The
 * lines add up to the order's total, VAT per rate included. A fee of an order whose goods were discounted to nothing
 * follows the goods' highest rate. A goods line keeps the rules behind its discount and where its price came from (its
 * order line's, to explain it on the invoice: server/orders/line-prices.ts). Shared by the invoicing of a shipped order and the demo data
 * (src/features/billing/server/demo/invoices.ts).
 */
export function invoiceLinesOf(order: typeof orders.$inferSelect, items: readonly (typeof orderItems.$inferSelect)[]): InvoiceLineValues[] {
  const currency = String(order.Currency);
  const highest = items.reduce((rate, item) => Math.max(rate, minor(item.VatRate)), 0);
  const priced = priceBasket(storedBasket(order, items as StoredLine[], highest));
  const sources = (order.Pricing as OrderPricing | null)?.lines ?? {};
  // The priced lines come in the items' order.
  const lines: InvoiceLineValues[] = priced.lines.map((line, i) => {
    const item = items[i];
    return {
      SKU: item.SKU as string | null,
      Name: String(item.Name),
      Quantity: line.quantity,
      Currency: currency,
      UnitPrice: formatMinor(line.unitPrice),
      Discount: formatMinor(line.discount),
      VatRate: formatMinor(line.vatRate),
      LineTotal: formatMinor(line.net),
      VatAmount: formatMinor(line.vat),
      Adjustments: line.adjustments,
      Source: sources[String(item.ID)] ?? null,
    };
  });
  for (const fee of priced.fees) {
    const name = FEE_LINE_NAMES[fee.kind];
    for (const part of fee.parts) {
      if (part.net === 0) continue;
      lines.push({
        SKU: null,
        Name: fee.parts.length > 1 ? `${name} (${formatMinor(part.vatRate).replace(/\.00$/, '')} %)` : name,
        Quantity: 1,
        Currency: currency,
        UnitPrice: formatMinor(part.net),
        Discount: '0.00',
        VatRate: formatMinor(part.vatRate),
        LineTotal: formatMinor(part.net),
        VatAmount: formatMinor(part.vat),
      });
    }
  }
  return lines;
}

export interface InvoiceOptions {
  now: Date;
  /** Whose action invoiced the order (audit); 0 or absent: the system. */
  actorId?: number | null;
}

/**
 * Invoices the order if it is paid by an invoice method and has no invoice yet; answers the new invoice, or null
 * when none was made. The order row is locked first, so two writes that ship it at once make one invoice.
 */
export async function invoiceOrder(
  tx: Executor,
  resources: ResourceRegistry,
  orderId: number,
  { now, actorId = SYSTEM_ACTOR }: InvoiceOptions,
): Promise<ResourceRecord | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.ID, orderId)).for('update');
  if (!order) return null;
  const [method] = await tx
    .select({ processor: paymentMethods.Processor })
    .from(paymentMethods)
    .where(eq(paymentMethods.ID, Number(order.PaymentMethodID)));
  if (!method || !INVOICED_PROCESSORS.includes(String(method.processor))) return null;
  const [existing] = await tx
    .select({ id: invoices.ID })
    .from(invoices)
    .where(sql`${invoices.OrderID} = ${orderId} and ${invoices.Type} = ${InvoiceType.Invoice}`);
  if (existing) return null;

  const items = await tx.select().from(orderItems).where(eq(orderItems.OrderID, orderId)).orderBy(asc(orderItems.ID));
  const currency = String(order.Currency);
  const lines = invoiceLinesOf(order, items);

  const number = rowsOf<{ next: string }>(await tx.execute(sql`select nextval('invoice_number_seq')::text as next`))[0].next;
  const email = String(order.Email ?? '').trim();
  const delivery = email ? DeliveryMethod.Email : DeliveryMethod.Paper;
  const binding = resources.bindingOf('invoices');
  const [row] = await tx
    .insert(invoices)
    .values({
      Number: number,
      Type: InvoiceType.Invoice,
      OrderID: orderId,
      CustomerID: order.CustomerID,
      StoreID: order.StoreID,
      Currency: currency,
      Status: InvoiceStatus.Open,
      DeliveryMethod: delivery,
      PaymentMethodID: order.PaymentMethodID,
      Recipient: delivery === DeliveryMethod.Email ? email : billingAddressLines(order).join('\n'),
      Scheduled: now,
      InvoiceDate: isoDate(now),
      DueDate: isoDate(now, PAYMENT_TERMS_DAYS),
      Total: formatMinor(minor(order.Total)),
      VatTotal: formatMinor(minor(order.VatAmount)),
      Balance: formatMinor(minor(order.Total)),
      PaymentReference: ocrReference(number, { lengthDigit: true }),
      EmailStatus: delivery === DeliveryMethod.Email ? EmailQueueStatus.Pending : null,
      CreatedAt: now,
      UpdatedAt: now,
    })
    .returning(recordSelection(binding));
  const invoice = toRecord(row);
  await recordAudit(tx, { actorId, entity: 'invoices', entityId: invoice.ID, action: 'create', before: null, after: auditValue(invoice) });
  await writeInvoiceLines(tx, resources, { invoiceId: invoice.ID, lines, actorId, now });
  // The order names its invoice (the field staff and customers quote); its Version moves on.
  await versionedUpdate(tx, resources.bindingOf('orders'), { id: orderId, set: { InvoiceNumber: number }, actorId, action: 'update' });
  // Its reminder waits beside it, when the method has a ladder (./reminders-start.ts).
  await openReminder(tx, invoice.ID, now);
  if (delivery === DeliveryMethod.Email) {
    await enqueueInvoiceEmail(tx, resources, invoice, actorId);
    return invoice;
  }
  await enqueuePrint(tx, resources, { invoiceId: invoice.ID, document: 'invoice', actorId });
  const [after] = await tx.select(recordSelection(binding)).from(invoices).where(eq(invoices.ID, invoice.ID));
  return toRecord(after);
}
