/**
 * The values a print template's placeholders are filled with (src/domain/resources/shop/print-documents.ts names
 * them), read from the record it prints, in the template's language (Swedish for `sv`, English otherwise, as the
 * billing letters): an order's are the order confirmation e-mail's (server/orders/confirmation.ts), its items as a
 * table fit for the document (a packing slip lists them with prices and totals, a pick list by shelf location with
 * a box to tick, a return form with lines to write what goes back and why on); a product's its SKU, name, EAN,
 * brand, shelf location and price in the store's currency; every print the store and the date it is printed.
 * Filled by the e-mail templates' filler (server/mail/placeholders.ts): own keys only, values escaped.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../src/domain/constants';
import { escapeHtml } from '../../src/domain/html';
import type { RecordPrintType } from '../../src/domain/resources/shop/print-documents';
import { valueText } from '../../src/domain/value-text';
import { brands, columnsOf, currencyGroups, orderItems, productPrices, products, storeGroups, stores } from '../db/schema';
import type { Executor } from '../db/types';
import { safeHtml, type SafeHtml, type TemplateValues } from '../mail/placeholders';
import { formatAmount, orderTemplateValues, type Language } from '../orders/confirmation';

const I = columnsOf(orderItems);
const P = columnsOf(products);
const B = columnsOf(brands);
const PP = columnsOf(productPrices);

const WORDS = {
  sv: {
    location: 'Plats',
    sku: 'Artikelnr',
    name: 'Produkt',
    quantity: 'Antal',
    picked: 'Plockad',
    returned: 'Antal i retur',
    reason: 'Orsak',
  },
  en: {
    location: 'Location',
    sku: 'Article no.',
    name: 'Product',
    quantity: 'Qty',
    picked: 'Picked',
    returned: 'Qty returned',
    reason: 'Reason',
  },
} as const;

/** The template's language: Swedish for `sv`, English for every other (as the billing letters). */
export function printLanguage(locale: string): Language {
  return locale.toLowerCase().split(/[-_]/)[0] === 'sv' ? 'sv' : 'en';
}

/** A date as the customer reads it: "12 mars 2026", "12 March 2026". */
export function printDate(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(at);
}

/** A table of escaped cells. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): SafeHtml {
  const cells = (tag: 'th' | 'td', values: readonly string[]) => values.map((v) => `<${tag}>${escapeHtml(v)}</${tag}>`).join('');
  return safeHtml(
    `<table><thead><tr>${cells('th', head)}</tr></thead><tbody>${rows.map((row) => `<tr>${cells('td', row)}</tr>`).join('')}</tbody></table>`,
  );
}

/** The order's items for a pick list (by shelf location, then SKU) or a return form. */
async function itemsFor(db: Executor, type: 'pickList' | 'returnForm', orderId: number, language: Language): Promise<SafeHtml> {
  const w = WORDS[language];
  const items = await db
    .select({ sku: I.SKU, name: I.Name, quantity: I.Quantity, location: P.SortTerm })
    .from(orderItems)
    .leftJoin(products, eq(P.ID, I.ProductID))
    .where(eq(I.OrderID, orderId))
    .orderBy(asc(I.ID));
  const text = (value: unknown) => valueText(value ?? '');
  if (type === 'returnForm') {
    return table(
      [w.sku, w.name, w.quantity, w.returned, w.reason],
      // Lines to write on: how many go back, and why.
      items.map((item) => [text(item.sku), text(item.name), text(item.quantity), '____', '____________________']),
    );
  }
  const byLocation = new Intl.Collator('sv', { numeric: true });
  const sorted = [...items].sort(
    (a, b) =>
      Number(!a.location) - Number(!b.location) ||
      byLocation.compare(text(a.location), text(b.location)) ||
      byLocation.compare(text(a.sku), text(b.sku)),
  );
  return table(
    [w.location, w.sku, w.name, w.quantity, w.picked],
    sorted.map((item) => [text(item.location), text(item.sku), text(item.name), text(item.quantity), '☐']),
  );
}

/** The values of an order's print of `type`. */
export async function orderPrintValues(
  db: Executor,
  type: Exclude<RecordPrintType, 'productLabel' | 'shelfLabel'>,
  orderId: number,
  language: Language,
  now: Date,
): Promise<TemplateValues> {
  const { values } = await orderTemplateValues(db, orderId, language);
  const order = { ...(values.order as TemplateValues) };
  if (type !== 'packingSlip') order.items = await itemsFor(db, type, orderId, language);
  return { ...values, order, print: { date: printDate(now, language) } };
}

type Store = typeof stores.$inferSelect;

/** The product's name in the language, else Swedish (the catalogue's), else English, else its SKU. */
function nameIn(name: unknown, locale: string, sku: string): string {
  const names = name && typeof name === 'object' ? (name as Record<string, unknown>) : {};
  const pick = (key: string) => (Object.hasOwn(names, key) ? valueText(names[key]).trim() : '');
  return pick(locale) || pick('sv') || pick('en') || sku;
}

/** The values of a product's label for a store (null: a product in no store, printed without a price). */
export async function productPrintValues(
  db: Executor,
  productId: number,
  store: Store | null,
  locale: string,
  now: Date,
): Promise<TemplateValues | null> {
  const [product] = await db
    .select({ sku: P.Sku, name: P.Name, ean: P.EanCode, manufacturerSku: P.ManufacturerSku, sortTerm: P.SortTerm, brand: B.Name })
    .from(products)
    .leftJoin(brands, eq(B.ID, P.BrandID))
    .where(eq(P.ID, productId));
  if (!product) return null;
  const language = printLanguage(locale);
  let price: string | null = null;
  if (store) {
    const [row] = await db
      .select({ price: PP.Price, currency: currencyGroups.currency })
      .from(storeGroups)
      .innerJoin(currencyGroups, eq(currencyGroups.id, storeGroups.currencyGroupId))
      .innerJoin(productPrices, and(eq(PP.CurrencyGroupID, currencyGroups.id), eq(PP.ProductID, productId)))
      .where(eq(storeGroups.id, store.storeGroupId))
      .limit(1);
    if (row) price = formatAmount(row.price, row.currency, language);
  }
  const sku = valueText(product.sku);
  const text = (value: unknown) => (value == null || value === '' ? null : valueText(value));
  return {
    product: {
      sku,
      name: nameIn(product.name, locale, sku),
      ean: text(product.ean),
      price,
      brand: text(product.brand),
      manufacturerSku: text(product.manufacturerSku),
      sortTerm: text(product.sortTerm),
    },
    store: store ? { name: store.name, url: `https://${store.domain}` } : {},
    print: { date: printDate(now, language) },
  };
}

/** The stores a product is sold in, by id; none when it is in none. */
export async function productStores(db: Executor, productId: number): Promise<Store[] | null> {
  const [product] = await db.select({ stores: P.Stores }).from(products).where(eq(P.ID, productId));
  if (!product) return null;
  const ids = Array.isArray(product.stores) ? product.stores.map(Number) : [];
  if (ids.length === 0) return [];
  return db.select().from(stores).where(inArray(stores.id, ids)).orderBy(asc(stores.id));
}

/** The latest product in a store (any store when null), for a template's preview. */
export async function latestProduct(db: Executor, storeId: number | null): Promise<number | null> {
  const [inStore] = storeId
    ? await db
        .select({ id: P.ID })
        .from(products)
        .where(sql`${storeId} = any(${P.Stores})`)
        .orderBy(desc(P.ID))
        .limit(1)
    : [];
  if (inStore) return Number(inStore.id);
  const [any] = await db.select({ id: P.ID }).from(products).orderBy(desc(P.ID)).limit(1);
  return any ? Number(any.id) : null;
}
