/**
 * What the shop's print templates (./prints.ts) print, and where a person gets each (docs/decisions.md "Prints"):
 * a packing slip, pick list and return form of an order, a product label and shelf label of a product (each a
 * record document, DocumentDef, shown from the record's detail by a button, a key and the palette), and the text
 * of an invoice's letter (src/features/billing/server). The placeholders each type may name are those its record fills: the
 * order's are the order confirmation e-mail's (one builder fills both), and every type knows the store and the
 * date printed. Saving a template with a placeholder its type does not know is refused with the names it knows,
 * as e-mail templates are (src/domain/placeholders.ts), so a typo never reaches the paper as `{{order.numbr}}`.
 */
import { of } from '../../placeholders';
import type { DocumentDef } from '../types';
import { EMAIL_PLACEHOLDERS } from './email-placeholders';

export const PRINT_TYPES = ['packingSlip', 'invoice', 'pickList', 'returnForm', 'productLabel', 'shelfLabel'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

export const PAPER_SIZES = ['A4', 'A5', 'label102x152', 'label62x29'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** The record each type prints. */
export const PRINT_SUBJECT = {
  packingSlip: 'orders',
  pickList: 'orders',
  returnForm: 'orders',
  productLabel: 'products',
  shelfLabel: 'products',
  invoice: 'invoices',
} as const satisfies Record<PrintType, string>;

/** What every print knows. */
const COMMON = [...of('store', ['name', 'url']), ...of('print', ['date'])];
/** An order's values, as the order confirmation e-mail has them (server/orders/confirmation.ts). */
const ORDER = [...EMAIL_PLACEHOLDERS[1].filter((name) => !name.startsWith('store.')), ...COMMON];
const PRODUCT = [...of('product', ['sku', 'name', 'ean', 'price', 'brand', 'manufacturerSku', 'sortTerm']), ...COMMON];
/** An invoice's: the letter is dated by the invoice, so its text has no date of printing of its own. */
const INVOICE = [
  ...of('invoice', ['number', 'date', 'dueDate', 'amount', 'balance', 'paymentReference']),
  ...of('order', ['number']),
  ...of('customer', ['name', 'email']),
  ...of('store', ['name', 'url']),
];

/** The placeholders each type's template may hold (the prints' Template declares them). */
export const PRINT_PLACEHOLDERS: Readonly<Record<PrintType, readonly string[]>> = {
  packingSlip: ORDER,
  pickList: ORDER,
  returnForm: ORDER,
  productLabel: PRODUCT,
  shelfLabel: PRODUCT,
  invoice: INVOICE,
};

/**
 * The record documents a print type makes: the path below the record, its key in the record's panes, its button's
 * message and what the detail says when no template prints the record.
 */
const RECORD_DOCUMENTS: Readonly<Record<Exclude<PrintType, 'invoice'>, Omit<DocumentDef, 'type'>>> = {
  packingSlip: {
    path: 'packing-slip',
    key: 'shift+d',
    label: 'resources.prints.document.packingSlip',
    missing: 'resources.prints.missing.packingSlip',
  },
  pickList: {
    path: 'pick-list',
    key: 'shift+p',
    label: 'resources.prints.document.pickList',
    missing: 'resources.prints.missing.pickList',
  },
  returnForm: {
    path: 'return-form',
    key: 'shift+f',
    label: 'resources.prints.document.returnForm',
    missing: 'resources.prints.missing.returnForm',
  },
  productLabel: {
    path: 'label',
    key: 'shift+d',
    label: 'resources.prints.document.productLabel',
    missing: 'resources.prints.missing.productLabel',
  },
  shelfLabel: {
    path: 'shelf-label',
    key: 'shift+h',
    label: 'resources.prints.document.shelfLabel',
    missing: 'resources.prints.missing.shelfLabel',
  },
};

export type RecordPrintType = keyof typeof RECORD_DOCUMENTS;

/** The print types of a record's documents, in the order its detail offers them. */
export function printTypesOf(subject: 'orders' | 'products'): RecordPrintType[] {
  return (Object.keys(RECORD_DOCUMENTS) as RecordPrintType[]).filter((type) => PRINT_SUBJECT[type] === subject);
}

/** The path of a print type's document below its record (`packing-slip`). */
export function printDocumentPath(type: RecordPrintType): string {
  return RECORD_DOCUMENTS[type].path;
}

/** A record's documents made from its print templates (the declaration's `documents`). */
export function printDocuments(subject: 'orders' | 'products'): DocumentDef[] {
  return printTypesOf(subject).map((type) => ({ ...RECORD_DOCUMENTS[type], type: 'application/pdf' }));
}
