/**
 * The codes and rules of invoices (issue 20 §1), held once: the declaration labels them `enums.<name>.<code>`, the
 * server decides with them. Choices: docs/decisions.md "Billing: invoices".
 */
import type { FeeKind } from '../../../domain/pricing/basket';

/** An invoice's status: 1 Open (money owed), 2 Paid (balance 0 by payments), 3 Credited (balance 0 by credit notes, or a credit note itself), 4 Cancelled. */
export const InvoiceStatus = { Open: 1, Paid: 2, Credited: 3, Cancelled: 4 } as const;
export type InvoiceStatusCode = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATUSES: readonly InvoiceStatusCode[] = Object.values(InvoiceStatus);

/** What the document is: 1 an invoice, 2 a credit note (negative amounts, pointing at the invoice it credits). */
export const InvoiceType = { Invoice: 1, CreditNote: 2 } as const;
export type InvoiceTypeCode = (typeof InvoiceType)[keyof typeof InvoiceType];
export const INVOICE_TYPES: readonly InvoiceTypeCode[] = Object.values(InvoiceType);

/** How the invoice reaches the customer: 1 by e-mail (the e-mail queue), 2 on paper (the print queue). */
export const DeliveryMethod = { Email: 1, Paper: 2 } as const;
export type DeliveryMethodCode = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];
export const DELIVERY_METHODS: readonly DeliveryMethodCode[] = Object.values(DeliveryMethod);

/** The documents the print queue prints. */
export const PRINT_DOCUMENTS = ['invoice', 'reminder'] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];

/**
 * The payment processors whose orders the shop invoices itself: its own invoice methods ("Faktura företag",
 * "E-faktura offentlig sektor") and Svea Faktura, which the shop invoices under its own name. Klarna and Walley
 * send their own invoices, so their orders get none from the shop.
 */
export const INVOICED_PROCESSORS: readonly string[] = ['invoice', 'svea'];

/** Days from the invoice date to its due date (the payment terms, "30 dagar netto"). */
export const PAYMENT_TERMS_DAYS = 30;

/**
 * A fee's line on an invoice: no SKU and this name (with its VAT rate after it when the fee is split over the goods'
 * rates: "Avgift / Payment fee (25 %)"). Invoicing writes it; a letter finds the fee by it and names it in its language.
 */
export const FEE_LINE_NAMES: Readonly<Record<FeeKind, string>> = { shipping: 'Frakt / Shipping', payment: 'Avgift / Payment fee' };
