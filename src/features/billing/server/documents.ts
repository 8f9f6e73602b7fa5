/**
 * What the billing letters print, read from the database (the letter itself, ./pdf/letter.ts, reads nothing): the
 * store as seller (brand, logo from the file store, legal details), the invoice with its lines and VAT per rate, and
 * the order it bills. Also what is missing before an invoice may go out (the e-mail queue's precondition).
 *
 * The letter speaks the customer's language: the invoice's customer's Locale (a required field of every customer),
 * the store's locale only when the customer is gone. Each line's product name is the product's (by SKU) in that
 * language, else in the fallback language (pdf/letter.ts productName) with the language said, else the name as sold;
 * a fee's line is named by the letter. docs/decisions.md "Billing: invoices".
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { FEE_LINE_NAMES, InvoiceType } from '../domain/invoices';
import { formatMinor, parseMinor } from '../../../domain/money';
import { valueText } from '../../../domain/value-text';
import { customers, files, orders, products, stores } from '../../../../server/db/schema';
import { invoiceLines, invoices } from './schema';
import type { Executor } from '../../../../server/db/types';
import { invoiceText } from '../../../../server/prints/invoice-text';
import type { PrintTemplate } from '../../../../server/prints/templates';
import { readBytes } from '../../../../server/resources/file-store';
import { letterLanguage, productName, type InvoicePdfData, type LetterLine, type LetterSeller, type VatRow } from './pdf/letter';

type Store = typeof stores.$inferSelect;

/** The billing address's lines, as a letter is addressed. */
export function billingAddressLines(order: Record<string, unknown>): string[] {
  const text = (key: string) => valueText(order[key] ?? '').trim();
  return [
    text('BillingName'),
    text('BillingReference'),
    text('BillingAddress1'),
    text('BillingAddress2'),
    [text('BillingPostalCode'), text('BillingCity')].filter(Boolean).join(' '),
    text('BillingCountry'),
  ].filter(Boolean);
}

/** The store's legal details an invoice must carry, by what is missing ([] when complete). */
export function missingSellerDetails(store: Store): string[] {
  const missing: string[] = [];
  if (!store.legalName?.trim()) missing.push('company name');
  if (!store.organisationNumber?.trim()) missing.push('organisation number');
  if (!store.street?.trim() || !store.postalCode?.trim() || !store.city?.trim()) missing.push('address');
  if (!store.paymentAccount?.trim()) missing.push('payment account');
  return missing;
}

async function storeOf(db: Executor, storeId: number): Promise<Store | null> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store ?? null;
}

/** The store as the letter's seller; its logo read from the file store when there is one to read. */
export async function sellerOf(db: Executor, store: Store, filesDir: string | undefined): Promise<LetterSeller> {
  let logo: LetterSeller['logo'] = null;
  if (store.logoFileId && filesDir) {
    const [file] = await db.select({ sha256: files.sha256, type: files.type }).from(files).where(eq(files.id, store.logoFileId));
    if (file) logo = { bytes: new Uint8Array(await readBytes(filesDir, file.sha256).catch(() => Buffer.alloc(0))), type: file.type };
    if (logo?.bytes.length === 0) logo = null;
  }
  return {
    brandName: store.brandName?.trim() || store.name,
    logo,
    legalName: store.legalName?.trim() || store.name,
    organisationNumber: store.organisationNumber,
    vatNumber: store.vatNumber,
    street: store.street,
    postalCode: store.postalCode,
    city: store.city,
    paymentAccount: store.paymentAccount,
    email: store.email,
    phone: store.phone,
  };
}

/** The VAT per rate of the lines: basis and VAT summed per rate, highest rate first, fee lines (no VAT) left out. */
function vatPerRate(lines: readonly { VatRate: unknown; LineTotal: unknown; VatAmount: unknown }[]): VatRow[] {
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const line of lines) {
    const rate = parseMinor(line.VatRate) ?? 0;
    if (rate === 0) continue;
    const row = byRate.get(rate) ?? { base: 0, vat: 0 };
    row.base += parseMinor(line.LineTotal) ?? 0;
    row.vat += parseMinor(line.VatAmount) ?? 0;
    byRate.set(rate, row);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, row]) => ({ rate: formatMinor(rate), base: formatMinor(row.base), vat: formatMinor(row.vat) }));
}

/** The language the invoice's letter speaks: its customer's locale, else (no such customer) the store's. */
async function customerLocale(db: Executor, customerId: unknown, store: Store): Promise<string> {
  const [customer] = await db
    .select({ locale: customers.Locale })
    .from(customers)
    .where(eq(customers.ID, Number(customerId)));
  const locale = customer ? valueText(customer.locale).trim() : '';
  return locale || store.locale;
}

/** The fee a line is (no SKU, named as invoicing names a fee's line: FEE_LINE_NAMES), else null. */
function feeOf(sku: string | null, name: string): LetterLine['fee'] {
  if (sku) return null;
  const kinds = Object.keys(FEE_LINE_NAMES) as (keyof typeof FEE_LINE_NAMES)[];
  return kinds.find((kind) => name === FEE_LINE_NAMES[kind] || name.startsWith(`${FEE_LINE_NAMES[kind]} (`)) ?? null;
}

/**
 * The invoice's lines as the letter in `locale` prints them: each product's name in the letter's language where the
 * product (found by SKU) has one, else in the fallback language with the language it is in; the name as sold when
 * there is no such product; a fee's line named by the letter.
 */
async function letterLines(db: Executor, lines: readonly (typeof invoiceLines.$inferSelect)[], locale: string): Promise<LetterLine[]> {
  const language = letterLanguage(locale);
  const skus = [...new Set(lines.flatMap((line) => (line.SKU ? [String(line.SKU)] : [])))];
  const rows = skus.length
    ? await db.select({ sku: products.Sku, name: products.Name }).from(products).where(inArray(products.Sku, skus))
    : [];
  const names = new Map(rows.map((row) => [String(row.sku), productName(row.name, language)]));
  return lines.map((line) => {
    const sku = line.SKU == null ? null : String(line.SKU);
    const named = sku ? names.get(sku) : null;
    return {
      sku,
      name: named?.name ?? String(line.Name),
      nameLanguage: named?.language ?? null,
      fee: feeOf(sku, String(line.Name)),
      quantity: Number(line.Quantity),
      unitPrice: String(line.UnitPrice),
      vatRate: String(line.VatRate),
      lineTotal: String(line.LineTotal),
      discount: line.Discount == null ? null : String(line.Discount),
    };
  });
}

export interface InvoiceDocument {
  data: InvoicePdfData;
  invoice: typeof invoices.$inferSelect;
  store: Store;
  /** How many copies a print run prints (the invoice print template's Copies; 1 without one). */
  copies: number;
}

/**
 * An invoice's letter data, with the text of the invoice print template of its store and language (or of
 * `template`, a preview's; server/prints/invoice-text.ts) on an invoice, not on a credit note; null when there is
 * no such invoice.
 */
export async function invoiceDocument(
  db: Executor,
  invoiceId: number,
  filesDir: string | undefined,
  template?: PrintTemplate,
): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.ID, invoiceId));
  if (!invoice) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.ID, Number(invoice.OrderID)));
  const store = await storeOf(db, Number(invoice.StoreID));
  if (!order || !store) return null;
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.InvoiceID, invoiceId)).orderBy(asc(invoiceLines.ID));
  let creditNote: InvoicePdfData['creditNote'] = null;
  if (Number(invoice.Type) === InvoiceType.CreditNote && invoice.CreditedInvoiceID) {
    const [credited] = await db
      .select({ number: invoices.Number })
      .from(invoices)
      .where(eq(invoices.ID, Number(invoice.CreditedInvoiceID)));
    creditNote = { creditedNumber: String(credited?.number ?? invoice.CreditedInvoiceID) };
  }
  const total = parseMinor(invoice.Total) ?? 0;
  const vat = parseMinor(invoice.VatTotal) ?? 0;
  const recipient = billingAddressLines(order);
  const locale = await customerLocale(db, invoice.CustomerID, store);
  // The print template of the store in the letter's language (server/prints/templates.ts), so its text reads as the
  // letter around it.
  const text = creditNote
    ? null
    : await invoiceText(
        db,
        {
          store: { id: store.id, locale, name: store.brandName?.trim() || store.name, domain: store.domain },
          number: String(invoice.Number),
          date: String(invoice.InvoiceDate),
          dueDate: String(invoice.AdjustedDueDate ?? invoice.DueDate),
          total: String(invoice.Total),
          balance: String(invoice.Balance),
          currency: String(invoice.Currency),
          paymentReference: String(invoice.PaymentReference ?? ''),
          orderNumber: String(order.Number),
          customerName: recipient[0] ?? '',
          customerEmail: valueText(order.Email),
        },
        template,
      );
  return {
    invoice,
    store,
    copies: text?.copies ?? 1,
    data: {
      locale,
      seller: await sellerOf(db, store, filesDir),
      recipient,
      number: String(invoice.Number),
      creditNote,
      orderNumber: String(order.Number),
      invoiceDate: String(invoice.InvoiceDate),
      dueDate: String(invoice.AdjustedDueDate ?? invoice.DueDate),
      currency: String(invoice.Currency),
      lines: await letterLines(db, lines, locale),
      vat: vatPerRate(lines as { VatRate: unknown; LineTotal: unknown; VatAmount: unknown }[]),
      subtotal: formatMinor(total - vat),
      vatTotal: formatMinor(vat),
      total: formatMinor(total),
      paymentReference: String(invoice.PaymentReference ?? ''),
      note: text?.note ?? null,
    },
  };
}
