/**
 * The texts a supplier reads (the purchase order's PDF, CSV and e-mail), in Swedish or English: a supplier in
 * Sweden gets Swedish, every other English (a supplier has no language of its own; docs/decisions.md "Purchasing:
 * the supplier's language"). These are documents for a business partner, not the console's interface, so they are
 * not in the console's catalogues.
 */
export type SupplierLanguage = 'sv' | 'en';

export function supplierLanguage(country: string | null | undefined): SupplierLanguage {
  return country === 'SE' ? 'sv' : 'en';
}

export const SUPPLIER_TEXTS = {
  sv: {
    title: 'Inköpsorder',
    date: 'Datum',
    expected: 'Önskad leverans',
    deliverTo: 'Leverans till',
    supplier: 'Leverantör',
    reference: 'Vår referens',
    supplierSku: 'Lev. art.nr',
    sku: 'Art.nr',
    name: 'Benämning',
    quantity: 'Antal',
    unitCost: 'À-pris',
    lineTotal: 'Summa',
    total: 'Totalt exkl. moms',
    note: 'Meddelande',
    subject: (number: string, store: string) => `Inköpsorder ${number} från ${store}`,
    body: (number: string, store: string, expected: string | null) =>
      `Hej,\n\nHär kommer inköpsorder ${number} från ${store}${expected ? `, med önskad leverans ${expected}` : ''}. ` +
      `Ordern finns bifogad som PDF och som CSV.\n\nVänligen bekräfta ordern och leveransdatum genom att svara på detta meddelande.\n\nMed vänlig hälsning\n${store}`,
  },
  en: {
    title: 'Purchase order',
    date: 'Date',
    expected: 'Requested delivery',
    deliverTo: 'Deliver to',
    supplier: 'Supplier',
    reference: 'Our reference',
    supplierSku: 'Supplier SKU',
    sku: 'SKU',
    name: 'Description',
    quantity: 'Quantity',
    unitCost: 'Unit cost',
    lineTotal: 'Amount',
    total: 'Total excl. VAT',
    note: 'Note',
    subject: (number: string, store: string) => `Purchase order ${number} from ${store}`,
    body: (number: string, store: string, expected: string | null) =>
      `Hello,\n\nPlease find purchase order ${number} from ${store}${expected ? `, requested delivery ${expected}` : ''}. ` +
      `The order is attached as PDF and as CSV.\n\nPlease confirm the order and the delivery date by replying to this message.\n\nKind regards\n${store}`,
  },
} as const satisfies Record<SupplierLanguage, unknown>;
