/**
 * The purchase order as the supplier gets it (issue 30 §1): a PDF (A4, as many pages as its lines take, every text
 * cut to its column) and a CSV (one row per line, semicolon-separated as Swedish spreadsheets read it, UTF-8 with a
 * byte order mark), in the supplier's language (../domain/supplier-texts.ts). The lines annulled are left out.
 * Read from the database here; written by the one PDF writer and csv-stringify.
 */
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { PDFFont } from 'pdf-lib';
import { PurchaseOrderItemStatus } from '../domain/codes';
import { SUPPLIER_TEXTS, supplierLanguage, type SupplierLanguage } from '../domain/supplier-texts';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { writePdf } from '../../../../server/pdf/document';

export interface PurchaseOrderDocument {
  id: number;
  number: string;
  /** YYYY-MM-DD: when it was made, and the delivery asked for. */
  date: string;
  expected: string | null;
  note: string | null;
  language: SupplierLanguage;
  supplier: { name: string; code: string; email: string | null };
  store: { name: string; address: string[]; email: string | null };
  lines: { supplierSku: string | null; sku: string; name: string; quantity: number; unitCost: string | null; lineTotal: string | null }[];
  total: string;
}

/** The purchase order's document data; null when there is no such purchase order. */
export async function purchaseOrderDocument(db: Executor, id: number): Promise<PurchaseOrderDocument | null> {
  const [head] = rowsOf<{
    number: string;
    date: string;
    expected: string | null;
    note: string | null;
    supplier: string;
    code: string;
    country: string;
    order_email: string | null;
    supplier_email: string | null;
    store: string;
    legal_name: string | null;
    street: string | null;
    postal_code: string | null;
    city: string | null;
    store_email: string | null;
  }>(
    await db.execute(sql`
      select po.number, to_char(po.created_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD') as date,
        to_char(po.expected_date, 'YYYY-MM-DD') as expected, po.note,
        s.name as supplier, s.code, s.country, s.order_email, s.email as supplier_email,
        coalesce(nullif(st.brand_name, ''), st.name) as store, st.legal_name, st.street, st.postal_code, st.city, st.email as store_email
      from purchase_orders po join suppliers s on s.id = po.supplier_id join stores st on st.id = po.store_id
      where po.id = ${id}`),
  );
  if (!head) return null;
  const lines = rowsOf<{
    supplier_sku: string | null;
    sku: string;
    name: string;
    quantity: number;
    unit_cost: string | null;
    line_total: string | null;
  }>(
    await db.execute(sql`
      select i.supplier_sku, i.sku, i.name, i.quantity, i.unit_cost::text as unit_cost, (i.quantity * i.unit_cost)::numeric(14, 2)::text as line_total
      from purchase_order_items i
      where i.purchase_order_id = ${id} and i.status <> ${PurchaseOrderItemStatus.Annulled}
      order by i.id`),
  );
  const total = lines.reduce((sum, line) => sum + Math.round(Number(line.line_total ?? 0) * 100), 0);
  return {
    id,
    number: head.number,
    date: head.date,
    expected: head.expected,
    note: head.note,
    language: supplierLanguage(head.country),
    supplier: { name: head.supplier, code: head.code, email: head.order_email ?? head.supplier_email },
    store: {
      name: head.store,
      address: [head.legal_name, head.street, [head.postal_code, head.city].filter(Boolean).join(' ')].filter(
        (line): line is string => !!line,
      ),
      email: head.store_email,
    },
    lines: lines.map((line) => ({
      supplierSku: line.supplier_sku,
      sku: line.sku,
      name: line.name,
      quantity: Number(line.quantity),
      unitCost: line.unit_cost,
      lineTotal: line.line_total,
    })),
    total: (total / 100).toFixed(2),
  };
}

/** An amount as the supplier's language writes it: 1 234,50 (sv) or 1,234.50 (en). */
function amount(value: string | null, language: SupplierLanguage): string {
  if (value === null) return '';
  return new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(value),
  );
}

export function purchaseOrderFileName(document: PurchaseOrderDocument, extension: 'pdf' | 'csv'): string {
  return `${document.number}.${extension}`;
}

export function purchaseOrderCsv(document: PurchaseOrderDocument): Buffer {
  const t = SUPPLIER_TEXTS[document.language];
  const rows = [
    [t.supplierSku, t.sku, t.name, t.quantity, t.unitCost, t.lineTotal],
    ...document.lines.map((line) => [
      line.supplierSku ?? '',
      line.sku,
      line.name,
      String(line.quantity),
      line.unitCost ?? '',
      line.lineTotal ?? '',
    ]),
  ];
  // Plain decimals with a point in the file (a program reads it); the PDF is for people.
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(stringify(rows, { delimiter: ';', record_delimiter: '\r\n' }))]);
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** The text cut to `width` points at `size` in `font`, with an ellipsis when cut. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function purchaseOrderPdf(document: PurchaseOrderDocument): Promise<Uint8Array> {
  const t = SUPPLIER_TEXTS[document.language];
  return writePdf({ title: `${t.title} ${document.number}`, italics: false }, ({ fonts, addPage }) => {
    const right = PAGE[0] - MARGIN;
    // Columns: supplier SKU, SKU, name, quantity, unit cost, amount (the last three right-aligned).
    const columns = [
      { x: MARGIN, width: 80 },
      { x: MARGIN + 84, width: 80 },
      { x: MARGIN + 168, width: 165 },
      { x: MARGIN + 337, width: 40, right: true },
      { x: MARGIN + 381, width: 60, right: true },
      { x: MARGIN + 445, width: right - MARGIN - 445, right: true },
    ];
    let page = addPage(PAGE);
    let y = PAGE[1] - MARGIN;
    const text = (value: string, x: number, size = 10, font = fonts.regular, width = right - x, alignRight = false) => {
      const shown = fitted(value, font, size, width);
      const at = alignRight ? x + width - font.widthOfTextAtSize(shown, size) : x;
      page.drawText(shown, { x: at, y, size, font });
    };
    const row = (values: readonly string[], font = fonts.regular) => {
      values.forEach((value, index) => text(value, columns[index].x, 9, font, columns[index].width, columns[index].right));
      y -= 14;
    };
    const header = () => {
      row([t.supplierSku, t.sku, t.name, t.quantity, t.unitCost, t.lineTotal], fonts.bold);
      page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5 });
    };

    text(`${t.title} ${document.number}`, MARGIN, 18, fonts.bold);
    y -= 28;
    for (const [label, value] of [
      [t.date, document.date],
      [t.expected, document.expected ?? ''],
      [t.supplier, `${document.supplier.name} (${document.supplier.code})`],
      [t.deliverTo, [document.store.name, ...document.store.address].join(', ')],
      [t.reference, [document.number, document.store.email].filter(Boolean).join(', ')],
    ] as const) {
      text(label, MARGIN, 10, fonts.bold, 110);
      text(value, MARGIN + 115, 10, fonts.regular);
      y -= 15;
    }
    y -= 12;
    header();
    for (const line of document.lines) {
      if (y < MARGIN + 40) {
        page = addPage(PAGE);
        y = PAGE[1] - MARGIN;
        header();
      }
      row([
        line.supplierSku ?? '',
        line.sku,
        line.name,
        String(line.quantity),
        amount(line.unitCost, document.language),
        amount(line.lineTotal, document.language),
      ]);
    }
    y -= 6;
    text(`${t.total}: ${amount(document.total, document.language)} SEK`, MARGIN, 11, fonts.bold, right - MARGIN, true);
    if (document.note) {
      y -= 24;
      text(`${t.note}: ${document.note.replace(/\s+/g, ' ')}`, MARGIN, 10);
    }
  });
}
