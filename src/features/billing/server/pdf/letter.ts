/**
 * The shop's billing documents as PDF (issue 20 §1; written by the one PDF writer, server/pdf/document.ts, with the
 * shop's fonts, so every customer's name prints): one layout, an A4 letter with the store's brand name and logo,
 * the title and the document's facts, the recipient, a table of lines, the VAT per rate, the totals, the due date
 * and payment reference, an invoice print template's text (server/prints/invoice-text.ts), and the seller's legal
 * details at the foot. `invoicePdf` (an invoice or a credit note) and `reminderLetterPdf` (a reminder of an unpaid invoice) fill it.
 * Data in, bytes out: no database.
 *
 * The document speaks the store's language: Swedish for `sv`, English for `en` and for every other locale (the
 * console's two languages; a Finnish or Norwegian store's customers read English sooner than Swedish):
 * docs/decisions.md "Billing: invoices". `writeDocuments` appends several documents to one PDF (a print run).
 */
import { rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { drawFlow, layoutBlocks } from '../../../../../server/pdf/layout';
import { parseRichText } from '../../../../../server/pdf/rich-text';
import { writePdf, type PdfDocument } from '../../../../../server/pdf/document';
import type { Fonts } from '../../../../../server/pdf/fonts';

/** The seller: the store's brand and the company's legal details (server/db/schema/common.ts stores). */
export interface LetterSeller {
  brandName: string;
  /** The brand's logo, a PNG or JPEG; absent: the brand name alone. */
  logo?: { bytes: Uint8Array; type: string } | null;
  legalName: string;
  organisationNumber?: string | null;
  vatNumber?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  paymentAccount?: string | null;
  email?: string | null;
  phone?: string | null;
}

interface LetterLine {
  sku?: string | null;
  name: string;
  quantity: number;
  /** Money as the API carries it ("199.00"). */
  unitPrice: string;
  /** Percent ("25.00"). */
  vatRate: string;
  /** The amount after the discount, excl. VAT. */
  lineTotal: string;
  /** What the deals and coupons took (excl. VAT), printed under the line when there is any. */
  discount?: string | null;
}

export interface VatRow {
  rate: string;
  base: string;
  vat: string;
}

export interface InvoicePdfData {
  locale: string;
  seller: LetterSeller;
  /** The recipient's lines: name, address lines, postal code and town (or the e-mail address). */
  recipient: readonly string[];
  number: string;
  /** A credit note, with the number of the invoice it credits. */
  creditNote?: { creditedNumber: string } | null;
  orderNumber: string;
  customerNumber?: string | null;
  /** Dates as YYYY-MM-DD. */
  invoiceDate: string;
  dueDate: string;
  currency: string;
  lines: readonly LetterLine[];
  vat: readonly VatRow[];
  /** Excl. VAT. */
  subtotal: string;
  vatTotal: string;
  total: string;
  paymentReference: string;
  /**
   * The text of the invoice print template of the store and language, its placeholders filled (sanitized HTML;
   * server/prints/invoice-text.ts), printed below the payment details; absent: none.
   */
  note?: string | null;
}

export interface ReminderLetterData {
  locale: string;
  seller: LetterSeller;
  recipient: readonly string[];
  /** The letter's date, YYYY-MM-DD. */
  date: string;
  invoiceNumber: string;
  invoiceDate: string;
  originalDueDate: string;
  newDueDate: string;
  currency: string;
  /** What the invoice was for and what is left of it. */
  amount: string;
  balance: string;
  paymentReference: string;
}

const TEXTS = {
  sv: {
    invoice: 'Faktura',
    creditNote: 'Kreditfaktura',
    reminder: 'Påminnelse',
    number: 'Fakturanummer',
    creditedNumber: 'Krediterar faktura',
    invoiceDate: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    order: 'Ordernummer',
    customer: 'Kundnummer',
    reminderDate: 'Datum',
    article: 'Artikel',
    quantity: 'Antal',
    unitPrice: 'À-pris',
    discount: 'Rabatt',
    vatRate: 'Moms',
    amount: 'Belopp',
    vatBasis: 'Underlag',
    vat: 'Moms',
    subtotal: 'Summa exkl. moms',
    vatTotal: 'Moms totalt',
    total: 'Att betala',
    totalCredit: 'Att kreditera',
    reference: 'OCR-nummer',
    account: 'Betala till',
    reminderIntro:
      'Vi har ännu inte fått betalt för fakturan nedan. Har du redan betalat kan du bortse från denna påminnelse. Annars ber vi dig betala det som återstår senast det nya förfallodatumet.',
    originalDueDate: 'Ursprungligt förfallodatum',
    invoiceAmount: 'Fakturans belopp',
    balance: 'Kvar att betala',
    reminderFee: 'Påminnelseavgift',
    none: 'ingen',
    newDueDate: 'Nytt förfallodatum',
    orgNumber: 'Org.nr',
    vatNumber: 'Momsreg.nr',
    page: 'Sida',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    reminder: 'Reminder',
    number: 'Invoice number',
    creditedNumber: 'Credits invoice',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    order: 'Order number',
    customer: 'Customer number',
    reminderDate: 'Date',
    article: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'VAT',
    amount: 'Amount',
    vatBasis: 'Basis',
    vat: 'VAT',
    subtotal: 'Total excl. VAT',
    vatTotal: 'VAT total',
    total: 'To pay',
    totalCredit: 'To credit',
    reference: 'Payment reference',
    account: 'Pay to',
    reminderIntro:
      'We have not yet received payment for the invoice below. If you have already paid, please disregard this reminder. Otherwise, please pay the remaining balance by the new due date.',
    originalDueDate: 'Original due date',
    invoiceAmount: 'Invoice amount',
    balance: 'Balance due',
    reminderFee: 'Reminder fee',
    none: 'none',
    newDueDate: 'New due date',
    orgNumber: 'Reg. no.',
    vatNumber: 'VAT no.',
    page: 'Page',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Swedish for a Swedish store, English for every other locale. */
export function letterLanguage(locale: string): 'sv' | 'en' {
  return locale.toLowerCase().split(/[-_]/)[0] === 'sv' ? 'sv' : 'en';
}

/** Money as the letter prints it: "1 234,50 SEK" in Swedish, "1,234.50 SEK" in English. */
function moneyText(language: 'sv' | 'en', value: string, currency: string): string {
  const number = Number(value);
  const formatted = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(number) ? number : 0);
  return `${formatted} ${currency}`;
}

function percentText(language: 'sv' | 'en', value: string): string {
  const number = Number(value);
  return `${new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 2 }).format(number)} %`;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = PAGE[0] - MARGIN;
const FOOTER_TOP = 110;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

/** One document being written: its pages, fonts, language and where the next line goes. */
class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];

  readonly fonts: Fonts;

  constructor(
    readonly pdf: PdfDocument,
    readonly texts: Texts,
    readonly seller: LetterSeller,
    readonly logo: PDFImage | null,
  ) {
    this.fonts = pdf.fonts;
  }

  newPage(): void {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
    this.footer();
  }

  text(value: string, x: number, y: number, size = 9.5, font = this.fonts.regular, color = rgb(0, 0, 0)): void {
    this.page.drawText(value, { x, y, size, font, color });
  }

  /** Right-aligned at `right`. */
  textRight(value: string, right: number, y: number, size = 9.5, font = this.fonts.regular): void {
    this.text(value, right - font.widthOfTextAtSize(value, size), y, size, font);
  }

  rule(y: number): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.5, color: RULE });
  }

  /** Cut to fit `width` at `size`, with an ellipsis. */
  fit(value: string, width: number, size: number, font = this.fonts.regular): string {
    if (font.widthOfTextAtSize(value, size) <= width) return value;
    let cut = value;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** Words wrapped to `width`, one string per line. */
  wrap(value: string, width: number, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.fonts.regular.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** The brand (logo and name) at the top left, the title and facts at the top right; the recipient below. */
  head(title: string, facts: readonly [string, string][], recipient: readonly string[]): void {
    const top = this.y;
    let brandY = top - 16;
    if (this.logo) {
      const scale = Math.min(150 / this.logo.width, 48 / this.logo.height, 1);
      const height = this.logo.height * scale;
      this.page.drawImage(this.logo, { x: MARGIN, y: top - height, width: this.logo.width * scale, height });
      brandY = top - height - 16;
    }
    this.text(this.fit(this.seller.brandName, 240, 15, this.fonts.bold), MARGIN, brandY, 15, this.fonts.bold);
    this.textRight(title, RIGHT, top - 18, 20, this.fonts.bold);
    let factY = top - 42;
    for (const [label, value] of facts) {
      this.text(label, 330, factY, 9, this.fonts.regular, GREY);
      this.textRight(value, RIGHT, factY, 9.5, this.fonts.bold);
      factY -= 14;
    }
    let recipientY = Math.min(brandY - 48, top - 110);
    for (const line of recipient) {
      this.text(this.fit(line, 250, 10.5), MARGIN, recipientY, 10.5);
      recipientY -= 14;
    }
    this.y = Math.min(recipientY, factY) - 24;
  }

  /** Room for `height` more points above the footer, else a new page. */
  need(height: number): void {
    if (this.y - height < FOOTER_TOP) this.newPage();
  }

  /** The seller's details at the foot of the page. */
  footer(): void {
    const s = this.seller;
    const t = this.texts;
    const columns = [
      [s.legalName, s.street, [s.postalCode, s.city].filter(Boolean).join(' ')],
      [s.organisationNumber ? `${t.orgNumber} ${s.organisationNumber}` : null, s.vatNumber ? `${t.vatNumber} ${s.vatNumber}` : null],
      [s.email, s.phone],
      [s.paymentAccount ? `${t.account}: ${s.paymentAccount}` : null],
    ];
    this.page.drawLine({ start: { x: MARGIN, y: 80 }, end: { x: RIGHT, y: 80 }, thickness: 0.5, color: RULE });
    const width = (RIGHT - MARGIN) / columns.length;
    columns.forEach((column, i) => {
      let y = 66;
      // Wrapped, never cut: a bankgiro or an address that does not fit goes on to the next line.
      for (const line of column) {
        if (!line) continue;
        for (const part of this.wrap(line, width - 8, 7.5)) {
          this.text(this.fit(part, width - 8, 7.5), MARGIN + i * width, y, 7.5, this.fonts.regular, GREY);
          y -= 10;
        }
      }
    });
  }

  /** "Page 1 of 2" on every page once the document is whole. */
  numberPages(): void {
    if (this.pages.length < 2) return;
    this.pages.forEach((page, i) => {
      const label = `${this.texts.page} ${i + 1}/${this.pages.length}`;
      page.drawText(label, {
        x: RIGHT - this.fonts.regular.widthOfTextAtSize(label, 7.5),
        y: 30,
        size: 7.5,
        font: this.fonts.regular,
        color: GREY,
      });
    });
  }

  /** Label and value on one line, the value right-aligned. */
  pair(label: string, value: string, bold = false, size = 10): void {
    this.need(size + 6);
    const font = bold ? this.fonts.bold : this.fonts.regular;
    this.text(label, 330, this.y, size, font);
    this.textRight(value, RIGHT, this.y, size, font);
    this.y -= size + 6;
  }
}

/** The columns of the lines' table: item, quantity, unit price, VAT, amount (right edges for the numbers). */
const COLUMNS = { item: MARGIN, quantity: 360, unitPrice: 430, vatRate: 480, amount: RIGHT };

function tableHead(w: Writer): void {
  const t = w.texts;
  w.need(40);
  const y = w.y;
  w.text(t.article, COLUMNS.item, y, 8.5, w.fonts.bold);
  w.textRight(t.quantity, COLUMNS.quantity, y, 8.5, w.fonts.bold);
  w.textRight(t.unitPrice, COLUMNS.unitPrice, y, 8.5, w.fonts.bold);
  w.textRight(t.vatRate, COLUMNS.vatRate, y, 8.5, w.fonts.bold);
  w.textRight(t.amount, COLUMNS.amount, y, 8.5, w.fonts.bold);
  w.rule(y - 5);
  w.y = y - 18;
}

function linesTable(w: Writer, language: 'sv' | 'en', lines: readonly LetterLine[], currency: string): void {
  tableHead(w);
  for (const line of lines) {
    if (w.y - 14 < FOOTER_TOP) {
      w.newPage();
      tableHead(w);
    }
    const item = line.sku ? `${line.sku}  ${line.name}` : line.name;
    w.text(w.fit(item, COLUMNS.quantity - COLUMNS.item - 40, 9), COLUMNS.item, w.y, 9);
    w.textRight(String(line.quantity), COLUMNS.quantity, w.y, 9);
    w.textRight(moneyText(language, line.unitPrice, '').trim(), COLUMNS.unitPrice, w.y, 9);
    w.textRight(percentText(language, line.vatRate), COLUMNS.vatRate, w.y, 9);
    w.textRight(moneyText(language, line.lineTotal, currency), COLUMNS.amount, w.y, 9);
    w.y -= 14;
    if (line.discount && line.discount !== '0.00' && line.discount !== '-0.00') {
      // The line's discount under it: unit price × quantity less this is the amount beside it.
      const off = line.discount.startsWith('-') ? line.discount.slice(1) : `-${line.discount}`;
      w.text(w.texts.discount, COLUMNS.item + 12, w.y + 3, 8);
      w.textRight(moneyText(language, off, '').trim(), COLUMNS.unitPrice, w.y + 3, 8);
      w.y -= 11;
    }
  }
  w.rule(w.y + 6);
  w.y -= 10;
}

function vatTable(w: Writer, language: 'sv' | 'en', rows: readonly VatRow[], currency: string): void {
  const t = w.texts;
  w.need(20 + rows.length * 13);
  w.text(t.vat, MARGIN, w.y, 8.5, w.fonts.bold);
  w.textRight(t.vatBasis, 200, w.y, 8.5, w.fonts.bold);
  w.textRight(t.vat, 280, w.y, 8.5, w.fonts.bold);
  let y = w.y - 13;
  for (const row of rows) {
    w.text(percentText(language, row.rate), MARGIN, y, 9);
    w.textRight(moneyText(language, row.base, currency), 200, y, 9);
    w.textRight(moneyText(language, row.vat, currency), 280, y, 9);
    y -= 13;
  }
}

/** The payment box: reference, account and due date, boxed so the eye finds it. */
function paymentBox(w: Writer, rows: readonly [string, string][]): void {
  const height = 16 + rows.length * 15;
  w.need(height + 10);
  const top = w.y + 4;
  w.page.drawRectangle({
    x: MARGIN,
    y: top - height,
    width: RIGHT - MARGIN,
    height,
    borderColor: RULE,
    borderWidth: 0.8,
    color: rgb(0.96, 0.96, 0.96),
  });
  let y = top - 18;
  for (const [label, value] of rows) {
    w.text(label, MARGIN + 12, y, 10);
    w.text(value, MARGIN + 180, y, 10.5, w.fonts.bold);
    y -= 15;
  }
  w.y = top - height - 14;
}

function writeInvoice(w: Writer, data: InvoicePdfData): void {
  const language = letterLanguage(data.locale);
  const t = w.texts;
  const credit = !!data.creditNote;
  const facts: [string, string][] = [
    [t.number, data.number],
    ...(data.creditNote ? [[t.creditedNumber, data.creditNote.creditedNumber] as [string, string]] : []),
    [t.invoiceDate, data.invoiceDate],
    ...(credit ? [] : [[t.dueDate, data.dueDate] as [string, string]]),
    [t.order, data.orderNumber],
    ...(data.customerNumber ? [[t.customer, data.customerNumber] as [string, string]] : []),
  ];
  w.head(credit ? t.creditNote : t.invoice, facts, data.recipient);
  linesTable(w, language, data.lines, data.currency);
  const top = w.y;
  vatTable(w, language, data.vat, data.currency);
  w.y = top;
  w.pair(t.subtotal, moneyText(language, data.subtotal, data.currency));
  w.pair(t.vatTotal, moneyText(language, data.vatTotal, data.currency));
  w.pair(credit ? t.totalCredit : t.total, moneyText(language, data.total, data.currency), true, 12);
  w.y = Math.min(w.y, top - 20 - data.vat.length * 13) - 16;
  if (!credit) {
    paymentBox(w, [
      [t.reference, data.paymentReference],
      ...(w.seller.paymentAccount ? [[t.account, w.seller.paymentAccount] as [string, string]] : []),
      [t.dueDate, data.dueDate],
      [t.total, moneyText(language, data.total, data.currency)],
    ]);
  }
  if (data.note) writeNote(w, data.note);
}

/** The invoice print template's text, across the letter's width, on to the next page where it must. */
function writeNote(w: Writer, html: string): void {
  const units = layoutBlocks(parseRichText(html), MARGIN, RIGHT - MARGIN, 9.5, w.fonts);
  drawFlow(units, {
    get page() {
      return w.page;
    },
    get y() {
      return w.y;
    },
    set y(value: number) {
      w.y = value;
    },
    bottom: FOOTER_TOP,
    pageHeight: PAGE[1] - MARGIN - FOOTER_TOP,
    newPage: () => w.newPage(),
  });
}

function writeReminder(w: Writer, data: ReminderLetterData): void {
  const language = letterLanguage(data.locale);
  const t = w.texts;
  w.head(
    t.reminder,
    [
      [t.reminderDate, data.date],
      [t.number, data.invoiceNumber],
      [t.invoiceDate, data.invoiceDate],
    ],
    data.recipient,
  );
  for (const line of w.wrap(t.reminderIntro, RIGHT - MARGIN, 10)) {
    w.text(line, MARGIN, w.y, 10);
    w.y -= 14;
  }
  w.y -= 10;
  linesTable(
    w,
    language,
    [{ sku: null, name: `${t.invoice} ${data.invoiceNumber}`, quantity: 1, unitPrice: data.amount, vatRate: '0', lineTotal: data.amount }],
    data.currency,
  );
  w.pair(t.originalDueDate, data.originalDueDate);
  w.pair(t.invoiceAmount, moneyText(language, data.amount, data.currency));
  w.pair(t.reminderFee, t.none);
  w.pair(t.balance, moneyText(language, data.balance, data.currency), true, 12);
  w.y -= 16;
  paymentBox(w, [
    [t.reference, data.paymentReference],
    ...(w.seller.paymentAccount ? [[t.account, w.seller.paymentAccount] as [string, string]] : []),
    [t.newDueDate, data.newDueDate],
    [t.balance, moneyText(language, data.balance, data.currency)],
  ]);
}

/** One document of a print run or a download. */
export type LetterDocument = { kind: 'invoice'; data: InvoicePdfData } | { kind: 'reminder'; data: ReminderLetterData };

/** Several documents, each starting on a page of its own, in one PDF (a print run). */
export function documentsPdf(documents: readonly LetterDocument[], title: string): Promise<Uint8Array> {
  // One set of fonts for the whole PDF (subset to what all its documents print), and each logo embedded once; the
  // italic faces only when a template's text may use them.
  const italics = documents.some((document) => document.kind === 'invoice' && document.data.note);
  return writePdf({ title, italics }, async (pdf) => {
    for (const document of documents) {
      const { seller, locale } = document.data;
      const w = new Writer(pdf, TEXTS[letterLanguage(locale)], seller, await pdf.image(seller.logo));
      w.newPage();
      if (document.kind === 'invoice') writeInvoice(w, document.data);
      else writeReminder(w, document.data);
      w.numberPages();
    }
  });
}

/** An invoice (or credit note) as a PDF. */
export function invoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const t = TEXTS[letterLanguage(data.locale)];
  return documentsPdf([{ kind: 'invoice', data }], `${data.creditNote ? t.creditNote : t.invoice} ${data.number}`);
}

/** A reminder letter of an unpaid invoice as a PDF. */
export function reminderLetterPdf(data: ReminderLetterData): Promise<Uint8Array> {
  const t = TEXTS[letterLanguage(data.locale)];
  return documentsPdf([{ kind: 'reminder', data }], `${t.reminder} ${data.invoiceNumber}`);
}
