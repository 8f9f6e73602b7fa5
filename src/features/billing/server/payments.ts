/**
 * Money against an invoice (issue 20 §1): a payment registered by staff (the invoice's `register-payment` action,
 * update billing) or a credit note (./credit-notes.ts) lowers the balance; at 0 a payment makes the invoice Paid,
 * a credit makes it Credited. `invoicePaid` is the one place a payment lands, in the action's transaction: what
 * else follows a payment (the invoice's reminder marked paid) is called from here.
 */
import { ErrorCode } from '../../../domain/errors';
import { dateRule } from '../../../domain/resources/kinds/date';
import { InvoiceStatus, InvoiceType } from '../domain/invoices';
import { formatMinor, parseMinor } from '../../../domain/money';
import type { ResourceRecord } from '../../../domain/resources/types';
import type { Executor } from '../../../../server/db/types';
import { ApiFailure } from '../../../../server/http/errors';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { lockInvoice, writeInvoice } from './invoice-writes';
import { reminderInvoicePaid } from './reminders-payments';

export interface Payment {
  invoiceId: number;
  /** Money as the API carries it ("123.45"), more than 0. */
  amount: string;
  /** The day the money came, YYYY-MM-DD. */
  paidOn: string;
  actorId: number;
  now: Date;
}

/** What is left of the invoice's balance after `amount` (minor units), refused when it is not open or too much. */
function lowered(invoice: ResourceRecord, amount: number, field: string): number {
  if (invoice.Status !== InvoiceStatus.Open || invoice.Type !== InvoiceType.Invoice) throw new ApiFailure(ErrorCode.InvoiceNotOpen);
  const balance = parseMinor(invoice.Balance) ?? 0;
  if (!(amount > 0))
    throw new ApiFailure(ErrorCode.BadRequest, 'The amount must be more than 0', {
      [field]: { id: 'validation.minValue', message: 'Must be at least 0.01', values: { min: '0.01' } },
    });
  if (amount > balance)
    throw new ApiFailure(ErrorCode.PaymentExceedsBalance, undefined, {
      [field]: {
        id: 'errors.paymentExceedsBalance',
        message: `More than the balance, ${String(invoice.Balance)} ${String(invoice.Currency)}`,
        values: { balance: String(invoice.Balance), currency: String(invoice.Currency) },
      },
    });
  return balance - amount;
}

/**
 * The day the money came, refused (40001 on PaidOn) unless it is a real day between the invoice's date and today by
 * the server's clock: a payment dated 2099-01-01 or 1900-01-01 is a typing slip that would make the books wrong.
 */
function paidOnOf(invoice: ResourceRecord, paidOn: string, now: Date): string {
  const day = paidOn.trim();
  const from = String(invoice.InvoiceDate).slice(0, 10);
  const to = now.toISOString().slice(0, 10);
  // A calendar day as the date field's own rule reads it, then within the invoice's date and today.
  if (dateRule(day, {}) != null || day < from || day > to)
    throw new ApiFailure(ErrorCode.BadRequest, `The payment's day must be from ${from} to ${to}`, {
      PaidOn: { id: 'resources.invoices.paidOnRange', message: `A day from ${from} to ${to}`, values: { from, to } },
    });
  return day;
}

/** A payment on an open invoice: the balance goes down, at 0 the invoice is Paid (PaidAt: the day paid). Answers the invoice after. */
export async function invoicePaid(tx: Executor, resources: ResourceRegistry, payment: Payment): Promise<ResourceRecord> {
  const invoice = await lockInvoice(tx, resources, payment.invoiceId);
  if (!invoice) throw new ApiFailure(ErrorCode.NotFound);
  const left = lowered(invoice, parseMinor(payment.amount) ?? 0, 'Amount');
  const paidOn = paidOnOf(invoice, payment.paidOn, payment.now);
  const changes: Record<string, unknown> = { Balance: formatMinor(left) };
  if (left === 0) Object.assign(changes, { Status: InvoiceStatus.Paid, PaidAt: new Date(`${paidOn}T12:00:00Z`) });
  const after = await writeInvoice(tx, resources, invoice.ID, changes, { action: 'payment', actorId: payment.actorId });
  // The invoice's reminder takes the new balance at once: paid in full, its ladder ends.
  await reminderInvoicePaid(tx, invoice.ID, payment.now);
  return after!;
}

/**
 * A credit note of `amount` (minor units) against the invoice: the balance goes down by as much of it as is still
 * owed (a paid invoice's credit is paid back, not owed less), at 0 the invoice is Credited; a closed invoice keeps
 * its balance. Answers the invoice after.
 */
export async function invoiceCredited(
  tx: Executor,
  resources: ResourceRegistry,
  credit: { invoiceId: number; amount: number; actorId: number },
): Promise<ResourceRecord | null> {
  const invoice = await lockInvoice(tx, resources, credit.invoiceId);
  if (!invoice || invoice.Status !== InvoiceStatus.Open) return invoice;
  const balance = parseMinor(invoice.Balance) ?? 0;
  const left = Math.max(0, balance - Math.max(0, credit.amount));
  const changes: Record<string, unknown> = { Balance: formatMinor(left) };
  if (left === 0) changes.Status = InvoiceStatus.Credited;
  return writeInvoice(tx, resources, invoice.ID, changes, { action: 'credit', actorId: credit.actorId });
}
