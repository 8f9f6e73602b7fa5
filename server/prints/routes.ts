/**
 * The prints' documents (docs/decisions.md "Prints"), each as readable as its record (server/resources/access.ts;
 * each is a declared document, `documents`, which the area's router holds to a route):
 * - `GET /api/shop/orders/{id}/packing-slip`, `…/pick-list`, `…/return-form`: the order's, from the template of the
 *   type for the order's store and its language (./templates.ts);
 * - `GET /api/product/items/{id}/label`, `…/shelf-label`: the product's, for the first of its stores with one;
 * - `GET /api/shop/prints/{id}/preview`: the template itself, filled from the latest record it could print (an
 *   invoice template: that invoice's letter with the text), or with its placeholders showing when there is none.
 * An unknown record is 40401; a record without a template to print it with is 40401 too, its message naming what
 * is missing (the detail says so in the reader's language). Shown inline as a PDF.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ID_SEGMENT } from '../../src/domain/api-access';
import { InvoiceType } from '../../src/features/billing/domain/invoices';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { valueText } from '../../src/domain/value-text';
import { products as productDef } from '../../src/domain/resources/product/products';
import { orders as orderDef } from '../../src/domain/resources/shop/orders';
import { prints as printDef } from '../../src/domain/resources/shop/prints';
import {
  PRINT_SUBJECT,
  printDocumentPath,
  printTypesOf,
  type PrintType,
  type RecordPrintType,
} from '../../src/domain/resources/shop/print-documents';
import { invoiceDocument } from '../../src/features/billing/server/documents';
import { invoicePdf } from '../../src/features/billing/server/pdf/letter';
import { columnsOf, orders, stores } from '../db/schema';
import { invoices } from '../../src/features/billing/server/schema';
import type { Executor } from '../db/types';
import { routeList, type RouteDef, type RouteList } from '../http/api-route';
import type { AppEnv } from '../http/env';
import { ApiFailure, idParam } from '../http/errors';
import type { TemplateValues } from '../mail/placeholders';
import { resourceAccess } from '../resources/access';
import { printPdf } from './pdf';
import { filledHtml, templateById, templateFor, type PrintTemplate } from './templates';
import { latestProduct, orderPrintValues, printDate, printLanguage, productPrintValues, productStores } from './values';

const TITLES: Readonly<Record<'sv' | 'en', Readonly<Record<PrintType, string>>>> = {
  sv: {
    packingSlip: 'Följesedel',
    pickList: 'Plocklista',
    returnForm: 'Retursedel',
    productLabel: 'Produktetikett',
    shelfLabel: 'Hyllkantsetikett',
    invoice: 'Faktura',
  },
  en: {
    packingSlip: 'Packing slip',
    pickList: 'Pick list',
    returnForm: 'Return form',
    productLabel: 'Product label',
    shelfLabel: 'Shelf label',
    invoice: 'Invoice',
  },
};

type Store = typeof stores.$inferSelect;

const O = columnsOf(orders);
const V = columnsOf(invoices);

/** A title as a file name: "Följesedel 100400" is Foljesedel-100400. */
function fileName(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'print'
  );
}

function pdfResponse(c: Context<AppEnv>, bytes: Uint8Array, name: string): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName(name)}.pdf"`,
    'Cache-Control': 'no-store',
  });
}

/** The template's PDF with the values, titled by its type and the record's number. */
async function render(template: PrintTemplate, values: TemplateValues, record: string): Promise<{ bytes: Uint8Array; title: string }> {
  const title = `${TITLES[printLanguage(template.locale)][template.type]} ${record}`.trim();
  const { bytes } = await printPdf({ ...template, html: filledHtml(template, values), title });
  return { bytes, title };
}

async function storeOf(db: Executor, id: number): Promise<Store | null> {
  const [store] = await db.select().from(stores).where(eq(stores.id, id));
  return store ?? null;
}

function noTemplate(type: PrintType, where: string): ApiFailure {
  return new ApiFailure(ErrorCode.NotFound, `There is no ${type} print template for ${where}`);
}

type OrderPrintType = Exclude<RecordPrintType, 'productLabel' | 'shelfLabel'>;

/** An order's document of `type`, from the template for its store (or `template`, a preview's). */
async function orderDocument(db: Executor, type: OrderPrintType, orderId: number, now: Date, template?: PrintTemplate) {
  const [order] = await db.select({ number: O.Number, storeId: O.StoreID }).from(orders).where(eq(O.ID, orderId));
  const store = order ? await storeOf(db, Number(order.storeId)) : null;
  if (!order || !store) throw new ApiFailure(ErrorCode.NotFound);
  const chosen = template ?? (await templateFor(db, type, [{ id: store.id, locale: store.locale }]));
  if (!chosen) throw noTemplate(type, `${store.name} in ${store.locale} or ${DEFAULT_LOCALE}`);
  return render(chosen, await orderPrintValues(db, type, orderId, printLanguage(chosen.locale), now), valueText(order.number));
}

/** A product's label of `type`, from the template of the first of its stores that has one (in no store: one without a store). */
async function productDocument(db: Executor, type: RecordPrintType, productId: number, now: Date) {
  const shops = await productStores(db, productId);
  if (!shops) throw new ApiFailure(ErrorCode.NotFound);
  const candidates = shops.length ? shops.map((s) => ({ id: s.id, locale: s.locale })) : [{ id: null, locale: DEFAULT_LOCALE }];
  const chosen = await templateFor(db, type, candidates);
  if (!chosen)
    throw noTemplate(type, `the product's stores in ${[...new Set([...candidates.map((s) => s.locale), DEFAULT_LOCALE])].join(', ')}`);
  const store = shops.find((s) => (chosen.storeId ? s.id === chosen.storeId : s.locale === chosen.locale)) ?? null;
  const values = await productPrintValues(db, productId, store, chosen.locale, now);
  if (!values) throw new ApiFailure(ErrorCode.NotFound);
  return render(chosen, values, skuOf(values));
}

/** The SKU a product's values name. */
function skuOf(values: TemplateValues): string {
  const product = values.product;
  return product && typeof product === 'object' && 'sku' in product ? valueText(product.sku) : '';
}

/** The latest record of a table of the template's store (or a store of its language, or any). */
async function latestOf(db: Executor, template: PrintTemplate, subject: 'orders' | 'invoices'): Promise<number | null> {
  const [table, C] = subject === 'orders' ? [orders, O] : [invoices, V];
  const kind = subject === 'invoices' ? eq(V.Type, InvoiceType.Invoice) : undefined;
  const order = subject === 'orders' ? [desc(O.PlacedAt), desc(O.ID)] : [desc(V.ID)];
  const where = [
    template.storeId ? eq(C.StoreID, template.storeId) : sql`${C.StoreID} in (select id from stores where locale = ${template.locale})`,
    undefined,
  ];
  for (const scope of where) {
    const [row] = await db
      .select({ id: C.ID })
      .from(table)
      .where(and(scope, kind))
      .orderBy(...order)
      .limit(1);
    if (row) return Number(row.id);
  }
  return null;
}

/** A template's preview (see the module's comment). */
async function preview(c: Context<AppEnv>, id: number): Promise<Response> {
  const { db, clock, config } = c.get('deps');
  const template = await templateById(db, id);
  if (!template) throw new ApiFailure(ErrorCode.NotFound);
  const now = clock.now();
  const name = `${template.name} ${template.id}`;
  const empty = async () => (await render(template, { print: { date: printDate(now, printLanguage(template.locale)) } }, '')).bytes;
  const subject = PRINT_SUBJECT[template.type];
  if (subject === 'invoices') {
    const invoiceId = await latestOf(db, template, 'invoices');
    const found = invoiceId ? await invoiceDocument(db, invoiceId, config.filesDir, template) : null;
    return pdfResponse(c, found ? await invoicePdf(found.data) : await empty(), name);
  }
  if (subject === 'orders') {
    const orderId = await latestOf(db, template, 'orders');
    const type = template.type as OrderPrintType;
    return pdfResponse(c, orderId ? (await orderDocument(db, type, orderId, now, template)).bytes : await empty(), name);
  }
  const productId = await latestProduct(db, template.storeId);
  const shops = productId ? ((await productStores(db, productId)) ?? []) : [];
  const store = (template.storeId ? await storeOf(db, template.storeId) : shops.find((s) => s.locale === template.locale)) ?? null;
  const values = productId ? await productPrintValues(db, productId, store, template.locale, now) : null;
  const sku = values ? skuOf(values) : '';
  return pdfResponse(c, values ? (await render(template, values, sku)).bytes : await empty(), name);
}

function documentRoutes(routes: RouteList, subject: 'orders' | 'products'): RouteList {
  const def = subject === 'orders' ? orderDef : productDef;
  for (const type of printTypesOf(subject)) {
    routes.get(`/${def.path}/${ID_SEGMENT}/${printDocumentPath(type)}`, resourceAccess(def).read, async (c) => {
      const { db, clock } = c.get('deps');
      const id = idParam(c);
      const made =
        subject === 'orders'
          ? await orderDocument(db, type as OrderPrintType, id, clock.now())
          : await productDocument(db, type, id, clock.now());
      return pdfResponse(c, made.bytes, made.title);
    });
  }
  return routes;
}

/** The orders' documents and the templates' previews (the shop's router). */
export function shopPrintRoutes(): RouteDef[] {
  return documentRoutes(routeList(), 'orders').get(`/${printDef.path}/${ID_SEGMENT}/preview`, resourceAccess(printDef).read, (c) =>
    preview(c, idParam(c)),
  ).list;
}

/** The products' labels (the catalogue's router). */
export function productPrintRoutes(): RouteDef[] {
  return documentRoutes(routeList(), 'products').list;
}
