/**
 * A chargeback's credit note as a billing document (issue 20 §1): when the chargeback's credit note is made
 * (server/returns/chargebacks.ts, Pending → Credit-Note) and its order was invoiced, a credit note (an invoice of
 * type 2, numbered from the same sequence) is made with the returned items as negative lines, pointing at the
 * invoice it credits (CreditedInvoiceID); the invoice's balance goes down by as much as is still owed
 * (./payments.ts invoiceCredited). An order without an invoice (paid by card) gets none. `creditChargeback` makes
 * both a chargeback's credit notes, the PDF and this, from the same items.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType } from '../domain/invoices';
import { ocrReference } from '../domain/ocr';
import { formatMinor, parseMinor } from '../../../domain/money';
import type { ResourceRecord } from '../../../domain/resources/types';
import { recordAudit } from '../../../../server/audit';
import { orderItems, returnItems, orders } from '../../../../server/db/schema';
import { returnedBefore } from '../../../../server/returns/returned';
import { creditedAdjustments, creditOfLine, storedBasket, type OrderPricing, type StoredLine } from '../../../domain/orders/totals';
import { priceBasket } from '../../../domain/pricing/basket';
import { invoices } from './schema';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { auditValue } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { sql } from 'drizzle-orm';
import { writeInvoiceLines } from './invoice-writes';
import { chargebackCreditNotePdf } from './pdf/credit-note';
import { invoiceCredited } from './payments';

const minor = (value: unknown): number => parseMinor(value) ?? 0;

type ReturnedItem = typeof returnItems.$inferSelect;

/** The items the chargeback's return brought back, in their order. */
function returnedItems(tx: Executor, chargeback: ResourceRecord): Promise<ReturnedItem[]> {
  return tx
    .select()
    .from(returnItems)
    .where(eq(returnItems.ReturnID, Number(chargeback.ReturnID)))
    .orderBy(returnItems.ID);
}

/**
 * Makes the chargeback's credit note against its order's invoice from its returned items (read here when not
 * given); null when the order has no invoice.
 */
export async function creditNoteForChargeback(
  tx: Executor,
  resources: ResourceRegistry,
  chargeback: ResourceRecord,
  { now, actorId }: { now: Date; actorId: number },
  returned?: readonly ReturnedItem[],
): Promise<ResourceRecord | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.OrderID, Number(chargeback.OrderID)), eq(invoices.Type, InvoiceType.Invoice)));
  if (!invoice) return null;
  const items = returned ?? (await returnedItems(tx, chargeback));
  const itemIds = items.map((item) => Number(item.OrderItemID));
  // Each returned line's share of what its order line cost (the money model: discount and VAT as invoiced), after
  // what earlier returns of the same line took, as the return's amount was reckoned (server/returns/create.ts).
  const ordered = itemIds.length ? await tx.select().from(orderItems).where(inArray(orderItems.ID, itemIds)) : [];
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.ID, Number(chargeback.OrderID)));
  const priced = priceBasket(storedBasket(order ?? { Currency: chargeback.Currency }, ordered as StoredLine[], 0));
  const lineOf = new Map(ordered.map((item, i) => [Number(item.ID), priced.lines[i]]));
  const sources = (order?.Pricing as OrderPricing | null | undefined)?.lines ?? {};
  const before = await returnedBefore(tx, itemIds, Number(chargeback.ReturnID));
  const currency = String(chargeback.Currency);
  const lines = items.map((item) => {
    const line = lineOf.get(Number(item.OrderItemID));
    const quantity = Number(item.Quantity);
    const credit = line
      ? creditOfLine(line, quantity, before.get(Number(item.OrderItemID)) ?? 0)
      : { net: 0, discount: 0, vat: 0, total: 0 };
    return {
      SKU: item.SKU as string | null,
      Name: String(item.Name),
      Quantity: quantity,
      Currency: currency,
      UnitPrice: formatMinor(-(line?.unitPrice ?? 0)),
      Discount: formatMinor(-credit.discount),
      VatRate: formatMinor(line?.vatRate ?? 0),
      LineTotal: formatMinor(-credit.net),
      VatAmount: formatMinor(-credit.vat),
      // The rules behind the discount given back, each its share (negative as the line's discount).
      Adjustments: line ? creditedAdjustments(line.adjustments, -credit.discount) : null,
      Source: sources[String(item.OrderItemID)] ?? null,
    };
  });
  // What the note credits is what its lines add up to: the returned lines' share, as the return reckoned it.
  const amount = -lines.reduce((sum, line) => sum + minor(line.LineTotal) + minor(line.VatAmount), 0);
  const vat = lines.reduce((sum, line) => sum + minor(line.VatAmount), 0);
  const number = rowsOf<{ next: string }>(await tx.execute(sql`select nextval('invoice_number_seq')::text as next`))[0].next;
  const [row] = await tx
    .insert(invoices)
    .values({
      Number: number,
      Type: InvoiceType.CreditNote,
      OrderID: invoice.OrderID,
      CustomerID: invoice.CustomerID,
      StoreID: invoice.StoreID,
      Currency: currency,
      Status: InvoiceStatus.Credited,
      DeliveryMethod: invoice.DeliveryMethod,
      PaymentMethodID: invoice.PaymentMethodID,
      Recipient: invoice.Recipient,
      InvoiceDate: now.toISOString().slice(0, 10),
      DueDate: now.toISOString().slice(0, 10),
      Total: formatMinor(-amount),
      VatTotal: formatMinor(vat),
      Balance: '0.00',
      PaymentReference: ocrReference(number, { lengthDigit: true }),
      CreditedInvoiceID: invoice.ID,
      CreatedAt: now,
      UpdatedAt: now,
    })
    .returning(recordSelection(resources.bindingOf('invoices')));
  const note = toRecord(row);
  await recordAudit(tx, { actorId, entity: 'invoices', entityId: note.ID, action: 'create', before: null, after: auditValue(note) });
  await writeInvoiceLines(tx, resources, { invoiceId: note.ID, lines, actorId, now });
  await invoiceCredited(tx, resources, { invoiceId: invoice.ID, amount, actorId });
  return note;
}

/**
 * A chargeback's credit note, the one way one is made (its Pending → Credit-Note, server/returns/chargebacks.ts):
 * the PDF that names what is refunded (./pdf/credit-note.ts) and, when its order was invoiced, the billing credit
 * note against the invoice (creditNoteForChargeback), from the same returned items.
 */
export async function creditChargeback(
  tx: Executor,
  resources: ResourceRegistry,
  chargeback: ResourceRecord,
  { now, actorId }: { now: Date; actorId: number },
): Promise<{ note: ResourceRecord | null; pdf: Uint8Array }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.ID, Number(chargeback.OrderID)));
  const items = await returnedItems(tx, chargeback);
  const pdf = await chargebackCreditNotePdf({
    id: chargeback.ID,
    date: now.toISOString().slice(0, 10),
    orderNumber: String(order?.Number ?? chargeback.OrderID),
    address: order ? `${order.BillingName}, ${order.BillingAddress1}, ${order.BillingPostalCode} ${order.BillingCity}` : null,
    items: items.map((item) => ({
      quantity: Number(item.Quantity),
      sku: String(item.SKU),
      name: String(item.Name),
      amount: String(item.Amount),
      currency: String(item.Currency),
    })),
    amount: String(chargeback.Amount),
    currency: String(chargeback.Currency),
  });
  const note = await creditNoteForChargeback(tx, resources, chargeback, { now, actorId }, items);
  return { note, pdf };
}
