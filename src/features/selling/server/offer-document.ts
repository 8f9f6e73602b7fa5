/**
 * The offer as the customer gets it (issue 31 §3), read from the database for the one letter layout
 * (src/features/billing/server/pdf/letter.ts `offerPdf`): the store as seller, the customer's name and address, the
 * lines with their discounts, the fees, the VAT per rate and the totals as the money model priced them, in the
 * customer's language with the products' names in it where they have one.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { formatMinor, parseMinor } from '../../../domain/money';
import { valueText } from '../../../domain/value-text';
import { columnsOf, customers, products, stores } from '../../../../server/db/schema';
import type { Executor } from '../../../../server/db/types';
import { sellerOf } from '../../billing/server/documents';
import { letterLanguage, offerPdf, productName, type LetterLanguage, type OfferPdfData } from '../../billing/server/pdf/letter';
import { offerItems, offers } from './schema';
import { ErrorCode } from '../../../domain/errors';
import type { ActionOutcome, EffectContext } from '../../../../server/resources/hooks';
import { ApiFailure } from '../../../../server/http/errors';
import { queueMail } from '../../../../server/mail';
import { movable, refuseRefused } from './offer-pricing';
import { quoteOffer } from './offer-pricing';

/** The offer's letter data at `now` (its VAT rows as the money model gives them); null when there is no such offer. */
export async function offerDocument(
  db: Executor,
  id: number,
  filesDir: string | undefined,
  now = new Date(),
): Promise<OfferPdfData | null> {
  const O = columnsOf(offers);
  const [offer] = await db.select().from(offers).where(eq(O.ID, id));
  if (!offer) return null;
  const [store] = await db
    .select()
    .from(stores)
    .where(eq(stores.id, Number(offer.StoreID)));
  const C = columnsOf(customers);
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(C.ID, Number(offer.CustomerID)));
  if (!store || !customer) return null;
  const I = columnsOf(offerItems);
  const lines = await db.select().from(offerItems).where(eq(I.OfferID, id)).orderBy(asc(I.ID));
  const locale = valueText(customer.Locale ?? '').trim() || store.locale;
  const language = letterLanguage(locale);
  const ids = lines.map((line) => Number(line.ProductID));
  const P = columnsOf(products);
  const named = ids.length ? await db.select({ id: P.ID, name: P.Name }).from(products).where(inArray(P.ID, ids)) : [];
  const names = new Map(named.map((row) => [Number(row.id), productName(row.name, language)]));
  // The VAT per rate and the fees' parts as the money model gives them (the stored totals are its too).
  const { priced } = await quoteOffer(db, offer, lines, now);
  const text = (value: unknown) => (value == null ? '' : valueText(value).trim());
  const subtotal =
    (parseMinor(offer.Subtotal) ?? 0) -
    (parseMinor(offer.Discount) ?? 0) +
    (parseMinor(offer.ShippingFee) ?? 0) +
    (parseMinor(offer.PaymentFee) ?? 0);
  return {
    locale,
    seller: await sellerOf(db, store, filesDir),
    recipient: [
      text(customer.Name),
      text(customer.Reference),
      text(customer.Address1),
      text(customer.Address2),
      [text(customer.PostalCode), text(customer.City)].filter(Boolean).join(' '),
      text(customer.Country),
    ].filter(Boolean),
    number: valueText(offer.Number),
    customerNumber: String(customer.ID),
    date: valueText(offer.SentAt ?? offer.CreatedAt).slice(0, 10),
    validUntil: valueText(offer.ValidUntil ?? '').slice(0, 10),
    currency: valueText(offer.Currency),
    lines: lines.map((line, index) => {
      const name = names.get(Number(line.ProductID));
      return {
        sku: valueText(line.SKU),
        name: name?.name ?? valueText(line.Name),
        nameLanguage: name?.language ?? null,
        quantity: Number(line.Quantity),
        unitPrice: valueText(line.UnitPrice ?? '0.00'),
        vatRate: formatMinor(priced.lines[index]?.vatRate ?? 0),
        lineTotal: formatMinor(priced.lines[index]?.net ?? 0),
        discount: line.Discount == null ? null : valueText(line.Discount),
      };
    }),
    fees: priced.fees
      .filter((fee) => fee.net !== 0)
      .map((fee) => ({
        kind: fee.kind,
        amount: formatMinor(fee.net),
        vatRate: formatMinor(fee.parts.length === 1 ? fee.parts[0].vatRate : 0),
      })),
    vat: priced.vat.map((row) => ({ rate: formatMinor(row.rate), base: formatMinor(row.base), vat: formatMinor(row.vat) })),
    subtotal: formatMinor(subtotal),
    discount: valueText(offer.Discount ?? '0.00'),
    vatTotal: valueText(offer.VatAmount ?? '0.00'),
    total: valueText(offer.Total ?? '0.00'),
    note: offer.Note == null ? null : valueText(offer.Note),
  };
}

export function offerFileName(document: OfferPdfData): string {
  return `${document.number}.pdf`;
}

/** The e-mail that carries the offer, in the customer's language. */
const MAIL_TEXTS: Readonly<
  Record<LetterLanguage, { subject: (number: string, store: string) => string; body: (d: OfferPdfData) => string }>
> = {
  sv: {
    subject: (number, store) => `Offert ${number} från ${store}`,
    body: (d) =>
      `Hej,\n\nHär kommer offert ${d.number} som vi talade om, bifogad som PDF. Den gäller till och med ${d.validUntil}.\n\nSvara på det här meddelandet eller ring oss när du vill beställa.\n\nVänliga hälsningar\n${d.seller.brandName}`,
  },
  nb: {
    subject: (number, store) => `Tilbud ${number} fra ${store}`,
    body: (d) =>
      `Hei,\n\nHer er tilbud ${d.number} som vi snakket om, vedlagt som PDF. Det gjelder til og med ${d.validUntil}.\n\nSvar på denne e-posten eller ring oss når du vil bestille.\n\nVennlig hilsen\n${d.seller.brandName}`,
  },
  fi: {
    subject: (number, store) => `Tarjous ${number}, ${store}`,
    body: (d) =>
      `Hei,\n\nOhessa tarjous ${d.number}, josta puhuimme, PDF-liitteenä. Tarjous on voimassa ${d.validUntil} asti.\n\nVastaa tähän viestiin tai soita meille, kun haluat tilata.\n\nYstävällisin terveisin\n${d.seller.brandName}`,
  },
  en: {
    subject: (number, store) => `Quotation ${number} from ${store}`,
    body: (d) =>
      `Hello,\n\nPlease find quotation ${d.number}, as we discussed, attached as a PDF. It is valid until ${d.validUntil}.\n\nReply to this e-mail or call us when you would like to order.\n\nKind regards\n${d.seller.brandName}`,
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The offer to the customer's e-mail address with its PDF, through the outbox (the move "send"). */
export async function sendOffer({ tx, resources, record, auth, now, filesDir }: EffectContext): Promise<ActionOutcome> {
  const lines = await movable(tx, record, now);
  refuseRefused(await quoteOffer(tx, record, lines, now));
  const C = columnsOf(customers);
  const [customer] = await tx
    .select({ email: C.Email })
    .from(customers)
    .where(eq(C.ID, Number(record.CustomerID)));
  const document = await offerDocument(tx, record.ID, filesDir, now);
  if (!document || !customer) throw new ApiFailure(ErrorCode.NotFound);
  const to = valueText(customer.email);
  const language = letterLanguage(document.locale);
  const texts = MAIL_TEXTS[language];
  const body = texts.body({ ...document, date: now.toISOString().slice(0, 10) });
  const mail = await queueMail(tx, resources, {
    to,
    subject: texts.subject(document.number, document.seller.brandName),
    html: body
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join(''),
    text: body,
    storeId: Number(record.StoreID),
    locale: language,
    about: { entity: 'offers', id: record.ID },
    createdBy: auth.id,
    attachments: [{ filename: offerFileName(document), contentType: 'application/pdf', content: await offerPdf(document) }],
    filesDir,
  });
  await tx
    .update(offers)
    .set({ SentAt: now })
    .where(eq(columnsOf(offers).ID, record.ID));
  return { OutboxID: mail.ID, To: to, Subject: valueText(mail.Subject) };
}
