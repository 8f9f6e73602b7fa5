/**
 * What many server test files make or read the same way (re-exported by ./helpers): a new product or file
 * through the API, demo orders that have items, a job's row and the due jobs of some kinds run as a server
 * process runs them, the text of a PDF, and where a staff order is placed.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers, jobs, orders, paymentMethods, products, shippingMethods, stores } from '../../server/db/schema';
import { INVOICED_PROCESSORS } from '../../src/features/billing/domain/invoices';
import { claimJob, runClaimed } from '../../server/jobs';
import { PRODUCT_TYPE, ProductStatus } from '../../src/domain/resources/product/products';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { TestApp, UploadFile } from './helpers';

/** A token that makes sample texts unique and findable (starts with a letter, lower-case letters and digits). */
export function uniqueToken(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** A new file (POST /api/common/files, 201 expected): its ID. */
export async function newFile(t: Pick<TestApp, 'upload'>, token: string, file: UploadFile): Promise<number> {
  const answer = await t.upload('/api/common/files', file, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ID;
}

/**
 * A new product of its own through the API (201 expected), so no other test's change moves it: a standard product
 * with a unique SKU, but for the fields given.
 */
export async function newProduct(t: Pick<TestApp, 'call'>, token: string, fields: Record<string, unknown> = {}): Promise<ResourceRecord> {
  const answer = await t.call<ResourceRecord>('POST', '/api/product/items', {
    token,
    body: {
      Sku: `P-${uniqueToken()}`.toUpperCase(),
      Name: { sv: 'Testprodukt', en: 'Test product' },
      Type: PRODUCT_TYPE.Standard,
      ...fields,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/**
 * Seeded orders that have items (order lines, their child rows) and match `where`: the oldest first, or the
 * newest with `newest`.
 */
export function ordersWithItems(
  t: Pick<TestApp, 'db'>,
  where: SQL | undefined,
  options: { newest?: boolean; limit?: number; offset?: number } = {},
): Promise<(typeof orders.$inferSelect)[]> {
  return t.db
    .select()
    .from(orders)
    .where(and(where, sql`exists (select 1 from order_items i where i.order_id = ${orders.ID})`))
    .orderBy(options.newest ? desc(orders.ID) : asc(orders.ID))
    .limit(options.limit ?? 1)
    .offset(options.offset ?? 0);
}

/** A job's row as the database holds it. */
export async function jobRow(t: Pick<TestApp, 'db'>, id: number): Promise<typeof jobs.$inferSelect> {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.ID, id));
  return row;
}

type RunOptions = NonNullable<Parameters<typeof runClaimed>[3]> & { leaseMs: number };

/** Retries at once: no back-off between attempts. */
export const NO_WAIT: RunOptions = { leaseMs: 10_000, backoff: { baseMs: 0, capMs: 0 } };

/**
 * Claims and runs the due jobs of these kinds one at a time, as a server process does, until none is due (or
 * `max` ran); other kinds the app registers stay where they are. The jobs run, with how each ended.
 */
export async function runJobs(
  deps: TestApp['jobs'],
  kinds: readonly string[],
  options: RunOptions = NO_WAIT,
  max = Infinity,
): Promise<{ id: number; kind: string; status: string }[]> {
  const ran: { id: number; kind: string; status: string }[] = [];
  while (ran.length < max) {
    const claimed = await claimJob(deps, 'test-runner', kinds, options.leaseMs);
    if (!claimed) break;
    const status = await runClaimed(deps, 'test-runner', claimed, options);
    ran.push({ id: claimed.record.ID, kind: String(claimed.record.Kind), status });
  }
  return ran;
}

export interface PdfPage {
  /** The page's size in points, as its media box says. */
  width: number;
  height: number;
  /** Its text items (those with text), where each starts and how wide it is, in points. */
  items: { str: string; x: number; y: number; width: number }[];
  /** Its text items joined by spaces. */
  text: string;
}

/** A PDF read back with pdf.js: each page's size and text. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: PdfPage[]; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the buffer over: read a copy, so the caller's bytes stay readable.
  const document = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPage[] = [];
  try {
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const items = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item && item.str ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }] : [],
      );
      pages.push({ width: x1 - x0, height: y1 - y0, items, text: items.map((item) => item.str).join(' ') });
    }
  } finally {
    await document.destroy();
  }
  return { pages, text: pages.map((page) => page.text).join('\n') };
}

/** The text of every page of a PDF (pages on lines of their own). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).text;
}

/** A Swedish address in a staff order's fields, both sides (BillingName … DeliveryCountry). */
export const SE_ORDER_ADDRESS = {
  BillingName: 'Anna Lindqvist',
  BillingAddress1: 'Storgatan 1',
  BillingPostalCode: '753 20',
  BillingCity: 'Uppsala',
  BillingCountry: 'SE',
  DeliveryName: 'Anna Lindqvist',
  DeliveryAddress1: 'Storgatan 1',
  DeliveryPostalCode: '753 20',
  DeliveryCity: 'Uppsala',
  DeliveryCountry: 'SE',
} as const;

/**
 * Where a test's staff orders are placed: the first Swedish store, its first customer not merged into another, and
 * an active shipping and payment method of the store (a payment method the shop invoices, when asked).
 */
/**
 * `count` products For Sale that no presale sells, with a price of their own (the newest first): what a staff order,
 * an offer or a coupon's basket can take at its plain price. Fails the test when the demo data holds fewer.
 */
export async function goodsForSale(t: Pick<TestApp, 'db'>, count: number): Promise<{ id: number; sku: string }[]> {
  const goods = await t.db
    .select({ id: products.ID, sku: products.Sku })
    .from(products)
    .where(
      and(
        eq(products.Status, ProductStatus.ForSale),
        sql`${products.ID} not in (select product_id from presale_items)`,
        sql`${products.ID} in (select product_id from product_prices where price > 0)`,
      ),
    )
    .orderBy(desc(products.ID))
    .limit(count);
  expect(goods).toHaveLength(count);
  return goods;
}

export async function swedishOrderSetting(
  t: Pick<TestApp, 'db'>,
  { invoiced = false }: { invoiced?: boolean } = {},
): Promise<{ storeId: number; customerId: number; shipping: number; payment: number }> {
  const [se] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'SE')).orderBy(stores.id).limit(1);
  const [customer] = await t.db
    .select({ id: customers.ID })
    .from(customers)
    .where(and(eq(customers.StoreID, se.id), sql`${customers.MergedIntoID} is null`))
    .orderBy(customers.ID)
    .limit(1);
  const inStore = sql`${se.id} = any(stores)`;
  const [s] = await t.db
    .select({ id: shippingMethods.ID })
    .from(shippingMethods)
    .where(and(eq(shippingMethods.Active, true), inStore))
    .limit(1);
  const [p] = await t.db
    .select({ id: paymentMethods.ID })
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.Active, true), inStore, invoiced ? inArray(paymentMethods.Processor, [...INVOICED_PROCESSORS]) : undefined),
    )
    .limit(1);
  return { storeId: se.id, customerId: customer.id, shipping: s.id, payment: p.id };
}
