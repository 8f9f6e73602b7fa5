/**
 * An invoice's print template (type `invoice`) frames the invoice letter (docs/decisions.md "Prints"): where one
 * exists for the invoice's store, in its language or else the letter's (Swedish for a Swedish store, English for the
 * others, src/features/billing/server/pdf/letter.ts), its text, filled from the invoice, is printed on the letter below
 * the payment details, and a print run prints the letter as many times as its Copies say. The letter keeps its own
 * layout (A4, the facts an invoice must carry), so the template's paper and orientation do not apply to it. A credit
 * note gets none: the text speaks of paying.
 */
import type { Executor } from '../db/types';
import { formatAmount } from '../orders/confirmation';
import { filledHtml, templateFor, type PrintTemplate } from './templates';
import { printLanguage } from './values';

/** What an invoice's text may name, as the letter has it. */
export interface InvoiceFacts {
  store: { id: number; locale: string; name: string; domain: string };
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  dueDate: string;
  total: string;
  balance: string;
  currency: string;
  paymentReference: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
}

export interface InvoiceText {
  /** The filled, sanitized HTML. */
  note: string;
  copies: number;
}

/**
 * The text of the invoice print template for the invoice's store and language (or of `template`, a preview's);
 * null when there is none.
 */
export async function invoiceText(db: Executor, facts: InvoiceFacts, template?: PrintTemplate): Promise<InvoiceText | null> {
  // After the store's language, the letter's own (Swedish or English), so the text reads as the letter around it.
  const store = { id: facts.store.id, locale: facts.store.locale };
  const chosen = template ?? (await templateFor(db, 'invoice', [store], printLanguage(store.locale)));
  if (!chosen) return null;
  const language = printLanguage(chosen.locale);
  const money = (amount: string) => formatAmount(amount, facts.currency, language);
  const values = {
    invoice: {
      number: facts.number,
      date: facts.date,
      dueDate: facts.dueDate,
      amount: money(facts.total),
      balance: money(facts.balance),
      paymentReference: facts.paymentReference,
    },
    order: { number: facts.orderNumber },
    // An empty value is none: the placeholder stays visible.
    customer: { name: facts.customerName || null, email: facts.customerEmail || null },
    store: { name: facts.store.name, url: `https://${facts.store.domain}` },
  };
  return { note: filledHtml(chosen, values), copies: chosen.copies };
}
