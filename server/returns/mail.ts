/**
 * The return e-mails (templates 6–16; issue 9 §3, docs/decisions.md "Returns": which step sends which): each
 * queued through `queueTemplatedMail` in the transaction of the step that sends it, to the order's e-mail, in
 * the order's store and the customer's locale, about the return, and logged on the order's timeline as an
 * `email` / `returnMail` event. A missing template refuses the step with 42201 (the step rolls back whole), so
 * no return is decided without the customer hearing of it.
 */
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { asc, eq } from 'drizzle-orm';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import { ReturnAction } from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import svReturns from '../../src/intl/messages/sv/resources-returns.json';
import enReturns from '../../src/intl/messages/en/resources-returns.json';
import { customers, orders, returnItems, stores } from '../db/schema';
import type { Executor } from '../db/types';
import { escapeHtml } from '../../src/domain/html';
import type { ResourceRegistry } from '../resources/binding';
import { queueTemplatedMail, safeHtml, type TemplateValues } from '../mail';
import { logOrderEvent } from '../orders/events';
import { valueText } from '../../src/domain/value-text';

/** A step of a return that tells the customer (the template it sends: `returnTemplate`). */
export type ReturnStep =
  'created' | 'received' | 'awaitingApproval' | 'chargebackApproved' | 'refunded' | 'declined' | 'replacementSent' | 'exchangeSent';

/** The return as the mail needs it: a record of the returns resource (or the same columns from the table). */
type ReturnRow = Pick<ResourceRecord, 'ID'> & Record<string, unknown>;

/**
 * The template a step sends. Made: a claim (a replacement: the part was faulty) is acknowledged with 15 Claim
 * received; goods already counted in with 8 Return received; otherwise 6 Return registered. Declined: a claim
 * with 16 Claim declined, any other return with 12.
 */
export function returnTemplate(step: ReturnStep, record: ReturnRow): number {
  const claim = Number(record.Action) === ReturnAction.Replacement;
  switch (step) {
    case 'created':
      if (claim) return EmailTemplateType.ClaimReceived;
      return record.QuantityVerified === true ? EmailTemplateType.ReturnReceived : EmailTemplateType.ReturnRegistered;
    case 'received':
      return EmailTemplateType.ReturnReceived;
    case 'awaitingApproval':
      return EmailTemplateType.ReturnAwaitingApproval;
    case 'chargebackApproved':
      return EmailTemplateType.RefundApproved;
    case 'refunded':
      return EmailTemplateType.RefundMade;
    case 'declined':
      return claim ? EmailTemplateType.ClaimDeclined : EmailTemplateType.ReturnDeclined;
    case 'replacementSent':
      return EmailTemplateType.ReplacementSent;
    case 'exchangeSent':
      return EmailTemplateType.ExchangeSent;
  }
}

const DECLINE_TEXTS: Readonly<Record<string, Record<string, string>>> = { sv: svReturns, en: enReturns };

/** A decline code in the customer's words (the console's own labels), Swedish when the locale has none. */
export function declineReasonText(code: unknown, locale: string): string {
  const texts = DECLINE_TEXTS[locale.slice(0, 2)] ?? DECLINE_TEXTS.sv;
  const key = `enums.returnDeclineReason.${String(code)}`;
  return texts[key] ?? DECLINE_TEXTS.sv[key] ?? valueText(code ?? '');
}

/** An amount as the customer reads it in their language: "2 000,00 kr", "SEK 2,000.00". */
function moneyText(amount: unknown, currency: unknown, locale: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: String(currency) }).format(value);
  } catch {
    return `${String(amount)} ${String(currency)}`;
  }
}

/** The returned items as a table (SKU, name, quantity, amount), built here and passed as safe HTML. */
async function itemsTable(db: Executor, returnId: number, locale: string): Promise<string> {
  const lines = await db.select().from(returnItems).where(eq(returnItems.ReturnID, returnId)).orderBy(asc(returnItems.ID));
  const sv = locale.startsWith('sv');
  const head = sv ? ['Artikel', 'Benämning', 'Antal', 'Belopp'] : ['SKU', 'Item', 'Quantity', 'Amount'];
  const rows = lines.map(
    (l) =>
      `<tr><td>${escapeHtml(l.SKU)}</td><td>${escapeHtml(l.Name)}</td><td>${l.Quantity}</td><td>${escapeHtml(moneyText(l.Amount, l.Currency, locale))}</td></tr>`,
  );
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export interface ReturnMailRequest {
  step: ReturnStep;
  /** The return as it stands after the step. */
  record: ReturnRow;
  /** The acting user (0: the system, e.g. the refund job). */
  actorId: number;
  at: Date;
  /** The refund's amount when it is not the return's (a chargeback's). */
  refundAmount?: unknown;
  /** The replacement or swap order's number. */
  resultOrderNumber?: string | null;
}

/** Queues the step's e-mail to the order's address and logs it on the order: the outbox row. */
export async function queueReturnMail(db: Executor, resources: ResourceRegistry, request: ReturnMailRequest): Promise<ResourceRecord> {
  const { record, step } = request;
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.ID, Number(record.OrderID)));
  if (!order) throw new Error(`The order ${String(record.OrderID)} of return ${record.ID} no longer exists`);
  const [customer] = order.CustomerID == null ? [] : await db.select().from(customers).where(eq(customers.ID, order.CustomerID));
  const [store] = order.StoreID == null ? [] : await db.select().from(stores).where(eq(stores.id, order.StoreID));
  const locale = String(customer?.Locale ?? store?.locale ?? 'sv');
  const templateType = returnTemplate(step, record);
  const values: TemplateValues = {
    customer: {
      firstName: customer?.FirstName ?? null,
      lastName: customer?.LastName ?? null,
      name: customer?.Name ?? order.BillingName ?? null,
      email: order.Email,
    },
    store: { name: store?.name ?? null, url: store ? `https://${store.domain}` : null },
    order: { number: order.Number },
    return: {
      // The number the console and the customer's letters show (R1001); a row read before numbers had its id.
      number: record.Number == null ? String(record.ID) : valueText(record.Number),
      date: record.ReturnedAt == null ? null : valueText(record.ReturnedAt),
      reason: valueText(record.Reason ?? ''),
      items: safeHtml(await itemsTable(db, record.ID, locale)),
      amount: moneyText(record.Amount, record.Currency, locale),
      declineReason: record.DeclineReason == null ? null : declineReasonText(record.DeclineReason, locale),
    },
    refund: { amount: moneyText(request.refundAmount ?? record.Amount, record.Currency, locale) },
    replacement: { number: request.resultOrderNumber ?? null },
  };
  const mail = await queueTemplatedMail(db, resources, {
    templateType,
    storeId: order.StoreID ?? null,
    locale,
    to: order.Email,
    values,
    about: { entity: 'returns', id: record.ID },
    createdBy: request.actorId || null,
  });
  await logOrderEvent(db, {
    orderId: order.ID,
    integration: 'email',
    kind: 'returnMail',
    actorId: request.actorId,
    at: request.at,
    code: {
      id: ORDER_EVENT_MESSAGES.returnMail,
      values: { subject: String(mail.Subject), template: templateType, return: String(record.Number), to: String(mail.To) },
    },
  });
  return mail;
}
