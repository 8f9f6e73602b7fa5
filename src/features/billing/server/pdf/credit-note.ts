/**
 * A chargeback's credit note as a PDF (docs/decisions.md "Returns"): one A4 page, in Swedish and English at once,
 * naming the credit note, the date, the order and its billing address, each item returned and the amount to refund.
 * Written by the one PDF writer (server/pdf/document.ts) with the shop's fonts, so every name prints. Data in, bytes
 * out: no database (../credit-notes.ts creditChargeback reads it).
 */
import { writePdf } from '../../../../../server/pdf/document';

export interface ChargebackCreditNoteData {
  /** The chargeback's id: the credit note's number. */
  id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The order's number (its id when the order is gone). */
  orderNumber: string;
  /** The billing address on one line; absent when the order is gone. */
  address: string | null;
  items: readonly { quantity: number; sku: string; name: string; amount: string; currency: string }[];
  amount: string;
  currency: string;
}

const PAGE: [number, number] = [595.28, 841.89];

export function chargebackCreditNotePdf(data: ChargebackCreditNoteData): Promise<Uint8Array> {
  return writePdf({ title: `Credit note ${data.id}`, italics: false }, ({ fonts, addPage }) => {
    const page = addPage(PAGE);
    let y = 780;
    const write = (text: string, size = 11, font = fonts.regular) => {
      page.drawText(text, { x: 56, y, size, font });
      y -= size + 8;
    };
    write(`Kreditnota / Credit note ${data.id}`, 18, fonts.bold);
    write(`Datum / Date: ${data.date}`);
    write(`Order: ${data.orderNumber}`);
    if (data.address) write(data.address);
    y -= 10;
    for (const item of data.items) write(`${item.quantity} × ${item.sku} ${item.name}  ${item.amount} ${item.currency}`);
    y -= 10;
    write(`Att återbetala / To refund: ${data.amount} ${data.currency}`, 13, fonts.bold);
  });
}
