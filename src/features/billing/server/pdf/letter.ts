/**
 * The shop's billing documents as PDF (issue 20 §1; written by the one PDF writer, server/pdf/document.ts, with the
 * shop's fonts, so every customer's name prints): one layout, an A4 letter with the store's brand name and logo,
 * the title and the document's facts, the recipient, a table of lines, the VAT per rate, the totals, the due date
 * and payment reference, an invoice print template's text (server/prints/invoice-text.ts), and the seller's legal
 * details at the foot. `invoicePdf` (an invoice or a credit note), `reminderLetterPdf` (a reminder of an unpaid
 * invoice) and `offerPdf` (a quotation: no payment details, valid until a date) fill it. Data in, bytes out: no
 * database.
 *
 * The document speaks the customer's language (`locale`, ../documents.ts): Swedish, Norwegian (bokmål), Finnish, or
 * English for every other locale, its amounts written as that language writes them. A line's product name is in the
 * language its `nameLanguage` says; where a name is not in the letter's, the letter says once, below the lines, which
 * language(s) they are in. Every text is cut or wrapped to its box. docs/decisions.md "Billing: invoices".
 * `documentsPdf` appends several documents to one PDF (a print run).
 */
import { rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
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

export interface LetterLine {
  sku?: string | null;
  /** The product's name (a fee's line: printed in the letter's language instead, see `fee`). */
  name: string;
  /**
   * The language `name` is in, when known (productName); absent or null: unknown (the name as sold), and the letter
   * says nothing of it.
   */
  nameLanguage?: LetterLanguage | null;
  /** A fee's line (shipping, the payment method's fee), named in the letter's language. */
  fee?: 'shipping' | 'payment' | null;
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

/** A quotation (offer) to a customer: the invoice's layout without the payment details, valid until a date. */
export interface OfferPdfData {
  locale: string;
  seller: LetterSeller;
  /** The customer's name and postal address lines. */
  recipient: readonly string[];
  number: string;
  customerNumber?: string | null;
  /** When it was made or sent, and until when it holds, YYYY-MM-DD. */
  date: string;
  validUntil: string;
  currency: string;
  /** The goods, each with its discount (excl. VAT) when any; names as for an invoice (LetterLine.nameLanguage). */
  lines: readonly LetterLine[];
  /** Excl. VAT; printed as lines after the goods, named in the letter's language. */
  fees: readonly { kind: 'shipping' | 'payment'; amount: string; vatRate: string }[];
  vat: readonly VatRow[];
  /** The lines and fees excl. VAT, after the discounts (what the VAT is reckoned on). */
  subtotal: string;
  /** What the discounts took in all, excl. VAT (part of `subtotal` already; printed "of which" when not 0). */
  discount: string;
  vatTotal: string;
  /** Incl. VAT. */
  total: string;
  /** Plain text from the colleague, printed below the totals, wrapped. */
  note?: string | null;
}

/** The languages a letter speaks. */
export type LetterLanguage = 'sv' | 'nb' | 'fi' | 'en';

const SV = {
  invoice: 'Faktura',
  creditNote: 'Kreditfaktura',
  reminder: 'Påminnelse',
  offer: 'Offert',
  number: 'Fakturanummer',
  creditedNumber: 'Krediterar faktura',
  invoiceDate: 'Fakturadatum',
  dueDate: 'Förfallodatum',
  order: 'Ordernummer',
  customer: 'Kundnummer',
  reminderDate: 'Datum',
  offerNumber: 'Offertnummer',
  offerDate: 'Offertdatum',
  validUntil: 'Giltig till',
  article: 'Artikel',
  quantity: 'Antal',
  unitPrice: 'À-pris',
  discount: 'Rabatt',
  vatRate: 'Moms',
  amount: 'Belopp',
  shipping: 'Frakt',
  paymentFee: 'Betalningsavgift',
  vatBasis: 'Underlag',
  vat: 'Moms',
  subtotal: 'Summa exkl. moms',
  discountTotal: 'Varav rabatt',
  vatTotal: 'Moms totalt',
  total: 'Att betala',
  totalCredit: 'Att kreditera',
  offerTotal: 'Totalt inkl. moms',
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
  namesIn: 'Produktnamn på',
  someNamesIn: 'Vissa produktnamn på',
  and: 'och',
  languages: { sv: 'svenska', nb: 'norska', fi: 'finska', en: 'engelska' },
};

type Texts = { [K in keyof typeof SV]: (typeof SV)[K] extends string ? string : Readonly<Record<LetterLanguage, string>> };

/** Every text of the letter in its four languages (a key missing from one is a type error). */
const TEXTS: Readonly<Record<LetterLanguage, Texts>> = {
  sv: SV,
  nb: {
    invoice: 'Faktura',
    creditNote: 'Kreditnota',
    reminder: 'Betalingspåminnelse',
    offer: 'Tilbud',
    number: 'Fakturanummer',
    creditedNumber: 'Krediterer faktura',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfallsdato',
    order: 'Ordrenummer',
    customer: 'Kundenummer',
    reminderDate: 'Dato',
    offerNumber: 'Tilbudsnummer',
    offerDate: 'Tilbudsdato',
    validUntil: 'Gyldig til',
    article: 'Artikkel',
    quantity: 'Antall',
    unitPrice: 'Enhetspris',
    discount: 'Rabatt',
    vatRate: 'MVA',
    amount: 'Beløp',
    shipping: 'Frakt',
    paymentFee: 'Betalingsgebyr',
    vatBasis: 'Grunnlag',
    vat: 'MVA',
    subtotal: 'Sum eks. MVA',
    discountTotal: 'Herav rabatt',
    vatTotal: 'MVA totalt',
    total: 'Å betale',
    totalCredit: 'Å kreditere',
    offerTotal: 'Totalt inkl. MVA',
    reference: 'Betalingsreferanse',
    account: 'Betal til',
    reminderIntro:
      'Vi har ennå ikke mottatt betaling for fakturaen nedenfor. Har du allerede betalt, kan du se bort fra denne påminnelsen. Hvis ikke, ber vi deg betale det som gjenstår innen den nye forfallsdatoen.',
    originalDueDate: 'Opprinnelig forfallsdato',
    invoiceAmount: 'Fakturabeløp',
    balance: 'Gjenstår å betale',
    reminderFee: 'Purregebyr',
    none: 'ingen',
    newDueDate: 'Ny forfallsdato',
    orgNumber: 'Org.nr.',
    vatNumber: 'MVA-nr.',
    page: 'Side',
    namesIn: 'Produktnavn på',
    someNamesIn: 'Noen produktnavn på',
    and: 'og',
    languages: { sv: 'svensk', nb: 'norsk', fi: 'finsk', en: 'engelsk' },
  },
  fi: {
    invoice: 'Lasku',
    creditNote: 'Hyvityslasku',
    reminder: 'Maksumuistutus',
    offer: 'Tarjous',
    number: 'Laskun numero',
    creditedNumber: 'Hyvitettävä lasku',
    invoiceDate: 'Laskun päivämäärä',
    dueDate: 'Eräpäivä',
    order: 'Tilausnumero',
    customer: 'Asiakasnumero',
    reminderDate: 'Päivämäärä',
    offerNumber: 'Tarjouksen numero',
    offerDate: 'Tarjouksen päivämäärä',
    validUntil: 'Voimassa asti',
    article: 'Tuote',
    quantity: 'Määrä',
    unitPrice: 'Yksikköhinta',
    discount: 'Alennus',
    vatRate: 'ALV',
    amount: 'Summa',
    shipping: 'Toimituskulut',
    paymentFee: 'Maksutavan kulut',
    vatBasis: 'Veron peruste',
    vat: 'ALV',
    subtotal: 'Yhteensä ilman ALV:tä',
    discountTotal: 'Josta alennusta',
    vatTotal: 'ALV yhteensä',
    total: 'Maksettava',
    totalCredit: 'Hyvitettävä',
    offerTotal: 'Yhteensä sis. ALV',
    reference: 'Maksuviite',
    account: 'Saajan tili',
    reminderIntro:
      'Emme ole vielä saaneet maksua alla olevasta laskusta. Jos olet jo maksanut, voit jättää tämän muistutuksen huomiotta. Muussa tapauksessa pyydämme sinua maksamaan avoinna olevan summan viimeistään uutena eräpäivänä.',
    originalDueDate: 'Alkuperäinen eräpäivä',
    invoiceAmount: 'Laskun summa',
    balance: 'Maksettavaa jäljellä',
    reminderFee: 'Muistutusmaksu',
    none: 'ei',
    newDueDate: 'Uusi eräpäivä',
    orgNumber: 'Y-tunnus',
    vatNumber: 'ALV-numero',
    page: 'Sivu',
    namesIn: 'Tuotenimet',
    someNamesIn: 'Osa tuotenimistä',
    and: 'ja',
    languages: { sv: 'ruotsiksi', nb: 'norjaksi', fi: 'suomeksi', en: 'englanniksi' },
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    reminder: 'Reminder',
    offer: 'Quotation',
    number: 'Invoice number',
    creditedNumber: 'Credits invoice',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    order: 'Order number',
    customer: 'Customer number',
    reminderDate: 'Date',
    offerNumber: 'Quotation number',
    offerDate: 'Date',
    validUntil: 'Valid until',
    article: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'VAT',
    amount: 'Amount',
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    vatBasis: 'Basis',
    vat: 'VAT',
    subtotal: 'Total excl. VAT',
    discountTotal: 'Of which discount',
    vatTotal: 'VAT total',
    total: 'To pay',
    totalCredit: 'To credit',
    offerTotal: 'Total incl. VAT',
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
    namesIn: 'Product names in',
    someNamesIn: 'Some product names in',
    and: 'and',
    languages: { sv: 'Swedish', nb: 'Norwegian', fi: 'Finnish', en: 'English' },
  },
};

/** The language of a locale: Swedish, Norwegian (bokmål; also for `no` and `nn`), Finnish, else English. */
export function letterLanguage(locale: string): LetterLanguage {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  if (language === 'sv' || language === 'fi') return language;
  return language === 'nb' || language === 'no' || language === 'nn' ? 'nb' : 'en';
}

/** Numbers as the language writes them. */
const NUMBER_LOCALE: Readonly<Record<LetterLanguage, string>> = { sv: 'sv-SE', nb: 'nb-NO', fi: 'fi-FI', en: 'en-GB' };

/** Money as the letter prints it: "1 234,50 SEK" in Swedish, Norwegian and Finnish, "1,234.50 SEK" in English. */
function moneyText(language: LetterLanguage, value: string, currency: string): string {
  const number = Number(value);
  const formatted = new Intl.NumberFormat(NUMBER_LOCALE[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(number) ? number : 0);
  return `${formatted} ${currency}`;
}

function percentText(language: LetterLanguage, value: string): string {
  const number = Number(value);
  return `${new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 2 }).format(Number.isFinite(number) ? number : 0)} %`;
}

/**
 * A product's name for a letter in `language`, from its translated name (locale → text): in that language, else
 * Swedish (the shop's fallback language, src/domain/resources/kinds/translations.ts), else any language a letter can
 * name; null when it has none. The language it is in goes with it (LetterLine.nameLanguage).
 */
export function productName(names: unknown, language: LetterLanguage): { name: string; language: LetterLanguage } | null {
  if (names == null || typeof names !== 'object') return null;
  const texts = names as Record<string, unknown>;
  for (const code of new Set<LetterLanguage>([language, 'sv', 'en', 'nb', 'fi'])) {
    const text = texts[code];
    if (typeof text === 'string' && text.trim()) return { name: text.trim(), language: code };
  }
  return null;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = PAGE[0] - MARGIN;
const FOOTER_TOP = 110;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

interface TextStyle {
  size: number;
  font: PDFFont;
  color?: ReturnType<typeof rgb>;
}

/** One document being written: its pages, fonts, language and where the next line goes. */
class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];

  readonly fonts: Fonts;
  readonly texts: Texts;

  constructor(
    readonly pdf: PdfDocument,
    readonly language: LetterLanguage,
    readonly seller: LetterSeller,
    readonly logo: PDFImage | null,
  ) {
    this.fonts = pdf.fonts;
    this.texts = TEXTS[language];
  }

  money(value: string, currency: string): string {
    return moneyText(this.language, value, currency);
  }

  percent(value: string): string {
    return percentText(this.language, value);
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

  /** Words wrapped to `width`, one string per line; a word wider than the line is broken where it must. */
  wrap(value: string, width: number, size: number, font = this.fonts.regular): string[] {
    const wide = (text: string) => font.widthOfTextAtSize(text, size) > width;
    const lines: string[] = [];
    let line = '';
    for (let word of value.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (!wide(next)) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      while (wide(word)) {
        let cut = word.length - 1;
        while (cut > 1 && wide(word.slice(0, cut))) cut -= 1;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A label at `left` and its value right-aligned at RIGHT on one line, both cut so that they never meet. */
  labelled(label: string, value: string, left: number, y: number, labelStyle: TextStyle, valueStyle: TextStyle): void {
    const room = RIGHT - left - 8;
    const width = (text: string, style: TextStyle) => style.font.widthOfTextAtSize(text, style.size);
    const fittedLabel = this.fit(label, Math.max(room - width(value, valueStyle), room / 2), labelStyle.size, labelStyle.font);
    const fittedValue = this.fit(value, room - width(fittedLabel, labelStyle), valueStyle.size, valueStyle.font);
    this.text(fittedLabel, left, y, labelStyle.size, labelStyle.font, labelStyle.color);
    this.textRight(fittedValue, RIGHT, y, valueStyle.size, valueStyle.font);
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
    this.text(this.fit(this.seller.brandName, BRAND_WIDTH, 15, this.fonts.bold), MARGIN, brandY, 15, this.fonts.bold);
    this.textRight(this.fit(title, RIGHT - MARGIN - BRAND_WIDTH - 10, 20, this.fonts.bold), RIGHT, top - 18, 20, this.fonts.bold);
    let factY = top - 42;
    for (const [label, value] of facts) {
      this.labelled(label, value, FACTS, factY, { size: 9, font: this.fonts.regular, color: GREY }, { size: 9.5, font: this.fonts.bold });
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
          this.text(part, MARGIN + i * width, y, 7.5, this.fonts.regular, GREY);
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
    this.labelled(label, value, TOTALS, this.y, { size, font }, { size, font });
    this.y -= size + 6;
  }

  /** Plain text across the letter's width, each line of it a paragraph, wrapped, on to the next page where it must. */
  paragraphs(value: string, size: number, color = rgb(0, 0, 0)): void {
    for (const paragraph of value.split(/\r?\n/)) {
      if (!paragraph.trim()) {
        this.y -= size * 0.6;
        continue;
      }
      for (const line of this.wrap(paragraph, RIGHT - MARGIN, size)) {
        this.need(size + 4);
        this.text(line, MARGIN, this.y, size, this.fonts.regular, color);
        this.y -= size + 4.5;
      }
    }
  }
}

/** Where the facts' labels begin (right of the brand and the recipient), and the totals' (right of the VAT table). */
const FACTS = 330;
const TOTALS = 300;
/** The room the brand name has at the top left. */
const BRAND_WIDTH = 240;

/** The columns of the lines' table: item, quantity, unit price, VAT, amount (right edges for the numbers). */
const COLUMNS = { item: MARGIN, quantity: 335, unitPrice: 405, vatRate: 455, amount: RIGHT };

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

function linesTable(w: Writer, lines: readonly LetterLine[], currency: string): void {
  const t = w.texts;
  tableHead(w);
  for (const line of lines) {
    if (w.y - 14 < FOOTER_TOP) {
      w.newPage();
      tableHead(w);
    }
    const name = line.fee === 'shipping' ? t.shipping : line.fee === 'payment' ? t.paymentFee : line.name;
    const item = line.sku ? `${line.sku}  ${name}` : name;
    w.text(w.fit(item, COLUMNS.quantity - COLUMNS.item - 40, 9), COLUMNS.item, w.y, 9);
    w.textRight(String(line.quantity), COLUMNS.quantity, w.y, 9);
    w.textRight(w.money(line.unitPrice, '').trim(), COLUMNS.unitPrice, w.y, 9);
    w.textRight(w.percent(line.vatRate), COLUMNS.vatRate, w.y, 9);
    w.textRight(w.money(line.lineTotal, currency), COLUMNS.amount, w.y, 9);
    w.y -= 14;
    if (line.discount && Number(line.discount) !== 0) {
      // The line's discount under it: unit price × quantity less this is the amount beside it.
      const off = line.discount.startsWith('-') ? line.discount.slice(1) : `-${line.discount}`;
      w.text(t.discount, COLUMNS.item + 12, w.y + 3, 8);
      w.textRight(w.money(off, '').trim(), COLUMNS.unitPrice, w.y + 3, 8);
      w.y -= 11;
    }
  }
  w.rule(w.y + 6);
  w.y -= 10;
  namesNote(w, lines);
}

/**
 * Below the lines, once: the language(s) of the product names not in the letter's ("Product names in Swedish", or
 * "Some product names in Swedish" when others are in the letter's language or as sold); nothing when all are.
 */
function namesNote(w: Writer, lines: readonly LetterLine[]): void {
  const t = w.texts;
  const goods = lines.filter((line) => !line.fee);
  const others = [...new Set(goods.flatMap((line) => (line.nameLanguage && line.nameLanguage !== w.language ? [line.nameLanguage] : [])))];
  if (!others.length) return;
  const some = goods.some((line) => !line.nameLanguage || line.nameLanguage === w.language);
  const names = others.map((language) => t.languages[language]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t.and} ${names[names.length - 1]}` : names[0];
  w.paragraphs(`${some ? t.someNamesIn : t.namesIn} ${list}`, 8, GREY);
  w.y -= 6;
}

function vatTable(w: Writer, rows: readonly VatRow[], currency: string): void {
  const t = w.texts;
  w.text(t.vat, MARGIN, w.y, 8.5, w.fonts.bold);
  w.textRight(t.vatBasis, VAT_COLUMNS.basis, w.y, 8.5, w.fonts.bold);
  w.textRight(t.vat, VAT_COLUMNS.vat, w.y, 8.5, w.fonts.bold);
  let y = w.y - 13;
  for (const row of rows) {
    w.text(w.percent(row.rate), MARGIN, y, 9);
    w.textRight(w.money(row.base, currency), VAT_COLUMNS.basis, y, 9);
    w.textRight(w.money(row.vat, currency), VAT_COLUMNS.vat, y, 9);
    y -= 13;
  }
}

/** The right edges of the VAT table's columns, left of the totals (TOTALS). */
const VAT_COLUMNS = { basis: 185, vat: 275 };

/**
 * The VAT per rate at the left and the totals (label and amount, the last in bold) at the right, side by side, on
 * one page.
 */
function totals(w: Writer, vat: readonly VatRow[], rows: readonly [string, string][], currency: string): void {
  w.need(Math.max(20 + vat.length * 13, 16 * rows.length + 10));
  const top = w.y;
  vatTable(w, vat, currency);
  rows.forEach(([label, value], i) => (i === rows.length - 1 ? w.pair(label, value, true, 11) : w.pair(label, value)));
  w.y = Math.min(w.y, top - 20 - vat.length * 13) - 16;
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
    w.text(w.fit(label, BOX_VALUE - 20, 10), MARGIN + 12, y, 10);
    w.text(w.fit(value, RIGHT - 12 - (MARGIN + BOX_VALUE), 10.5, w.fonts.bold), MARGIN + BOX_VALUE, y, 10.5, w.fonts.bold);
    y -= 15;
  }
  w.y = top - height - 14;
}

/** Where the payment box's values begin, from the margin. */
const BOX_VALUE = 180;

function writeInvoice(w: Writer, data: InvoicePdfData): void {
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
  linesTable(w, data.lines, data.currency);
  totals(
    w,
    data.vat,
    [
      [t.subtotal, w.money(data.subtotal, data.currency)],
      [t.vatTotal, w.money(data.vatTotal, data.currency)],
      [credit ? t.totalCredit : t.total, w.money(data.total, data.currency)],
    ],
    data.currency,
  );
  if (!credit) {
    paymentBox(w, [
      [t.reference, data.paymentReference],
      ...(w.seller.paymentAccount ? [[t.account, w.seller.paymentAccount] as [string, string]] : []),
      [t.dueDate, data.dueDate],
      [t.total, w.money(data.total, data.currency)],
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
  w.paragraphs(t.reminderIntro, 10);
  w.y -= 10;
  linesTable(
    w,
    [{ sku: null, name: `${t.invoice} ${data.invoiceNumber}`, quantity: 1, unitPrice: data.amount, vatRate: '0', lineTotal: data.amount }],
    data.currency,
  );
  w.pair(t.originalDueDate, data.originalDueDate);
  w.pair(t.invoiceAmount, w.money(data.amount, data.currency));
  w.pair(t.reminderFee, t.none);
  w.pair(t.balance, w.money(data.balance, data.currency), true, 11);
  w.y -= 16;
  paymentBox(w, [
    [t.reference, data.paymentReference],
    ...(w.seller.paymentAccount ? [[t.account, w.seller.paymentAccount] as [string, string]] : []),
    [t.newDueDate, data.newDueDate],
    [t.balance, w.money(data.balance, data.currency)],
  ]);
}

function writeOffer(w: Writer, data: OfferPdfData): void {
  const t = w.texts;
  w.head(
    t.offer,
    [
      [t.offerNumber, data.number],
      [t.offerDate, data.date],
      [t.validUntil, data.validUntil],
      ...(data.customerNumber ? [[t.customer, data.customerNumber] as [string, string]] : []),
    ],
    data.recipient,
  );
  const fees: LetterLine[] = data.fees.map((fee) => ({
    sku: null,
    name: '',
    fee: fee.kind,
    quantity: 1,
    unitPrice: fee.amount,
    vatRate: fee.vatRate,
    lineTotal: fee.amount,
  }));
  linesTable(w, [...data.lines, ...fees], data.currency);
  const discount = data.discount.replace(/^-/, '');
  totals(
    w,
    data.vat,
    [
      [t.subtotal, w.money(data.subtotal, data.currency)],
      ...(Number(discount) ? [[t.discountTotal, w.money(discount, data.currency)] as [string, string]] : []),
      [t.vatTotal, w.money(data.vatTotal, data.currency)],
      [t.offerTotal, w.money(data.total, data.currency)],
    ],
    data.currency,
  );
  if (data.note?.trim()) w.paragraphs(data.note.trim(), 9.5);
}

/** One document of a print run or a download. */
export type LetterDocument =
  { kind: 'invoice'; data: InvoicePdfData } | { kind: 'reminder'; data: ReminderLetterData } | { kind: 'offer'; data: OfferPdfData };

/** Several documents, each starting on a page of its own, in one PDF (a print run). */
export function documentsPdf(documents: readonly LetterDocument[], title: string): Promise<Uint8Array> {
  // One set of fonts for the whole PDF (subset to what all its documents print), and each logo embedded once; the
  // italic faces only when a template's text may use them.
  const italics = documents.some((document) => document.kind === 'invoice' && document.data.note);
  return writePdf({ title, italics }, async (pdf) => {
    for (const document of documents) {
      const { seller, locale } = document.data;
      const w = new Writer(pdf, letterLanguage(locale), seller, await pdf.image(seller.logo));
      w.newPage();
      if (document.kind === 'invoice') writeInvoice(w, document.data);
      else if (document.kind === 'reminder') writeReminder(w, document.data);
      else writeOffer(w, document.data);
      w.numberPages();
    }
  });
}

/** An invoice's (or credit note's) title in its language: "Faktura", "Kreditnota", "Lasku", "Credit note". */
function invoiceTitle(data: InvoicePdfData): string {
  const t = TEXTS[letterLanguage(data.locale)];
  return data.creditNote ? t.creditNote : t.invoice;
}

/** The file name of an invoice's PDF, in its language: "faktura-500123.pdf", "hyvityslasku-500124.pdf". */
export function invoiceFileName(data: InvoicePdfData): string {
  return `${invoiceTitle(data).toLowerCase().replace(/\s+/g, '-')}-${data.number}.pdf`;
}

/** An invoice (or credit note) as a PDF. */
export function invoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  return documentsPdf([{ kind: 'invoice', data }], `${invoiceTitle(data)} ${data.number}`);
}

/** A reminder letter of an unpaid invoice as a PDF. */
export function reminderLetterPdf(data: ReminderLetterData): Promise<Uint8Array> {
  const t = TEXTS[letterLanguage(data.locale)];
  return documentsPdf([{ kind: 'reminder', data }], `${t.reminder} ${data.invoiceNumber}`);
}

/** A quotation to a customer as a PDF. */
export function offerPdf(data: OfferPdfData): Promise<Uint8Array> {
  const t = TEXTS[letterLanguage(data.locale)];
  return documentsPdf([{ kind: 'offer', data }], `${t.offer} ${data.number}`);
}
