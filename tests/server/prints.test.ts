/**
 * Print templates (docs/decisions.md "Prints") against the real app and database, each PDF read back with pdf.js
 * (text and where it stands) and pdf-lib (pages and their size): an order's packing slip, pick list and return
 * form and a product's labels are filled from the record, on the template's paper and orientation, one copy a page
 * set; the store's own template wins over the one without a store; a record without a template is 40401; a
 * placeholder without a value, or one the prototype chain would answer, prints as written; text never leaves the
 * page (wrapped on sheets, shrunk and cut with an ellipsis on a label); the invoice template's text frames the
 * invoice letter and its copies repeat it in a print run; a template previews against the latest record; a
 * template naming a placeholder its type does not know is refused.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceType } from '../../src/features/billing/domain/invoices';
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { enqueuePrint } from '../../src/features/billing/server/print-queue';
import { customers, orderItems, orders, prints, productPrices, products, stores } from '../../server/db/schema';
import { invoices, printQueue } from '../../src/features/billing/server/schema';
import { printPdf } from '../../server/prints/pdf';
import { ordersWithItems, readPdf, signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
let se: { id: number };
let fi: { id: number };

beforeAll(async () => {
  ({ t, admin, support, catalog } = await signedInApp(['admin', 'support', 'catalog']));
  [se] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'SE'));
  [fi] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.countryCode, 'FI'));
});
afterAll(() => t.close());

interface ReadPdf {
  /** Each page's text, its items joined by spaces. */
  pages: string[];
  text: string;
  sizes: { width: number; height: number }[];
  /** Text items that reach outside their page. */
  outside: string[];
}

/** A printed PDF read back (readPdf): each page's text and size, and what reaches outside its page. */
async function readPrinted(bytes: Uint8Array): Promise<ReadPdf> {
  const { pages, text } = await readPdf(bytes);
  const outside = pages.flatMap(({ items, width, height }) =>
    items
      .filter(({ str, x, y, width: wide }) => str.trim() && (x < 0 || y < 0 || x + wide > width + 0.5 || y > height))
      .map((item) => item.str),
  );
  return { pages: pages.map((page) => page.text), text, sizes: pages.map(({ width, height }) => ({ width, height })), outside };
}

async function getPdf(path: string, token = support): Promise<ReadPdf & { response: Response }> {
  const response = await t.request('GET', path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { ...(await readPrinted(new Uint8Array(await response.arrayBuffer()))), response };
}

const MM = 72 / 25.4;
/** A page size in millimetres, as pdf.js reads it in points. */
const sized = (width: number, height: number) => ({ width: expect.closeTo(width * MM, 1), height: expect.closeTo(height * MM, 1) });

/** The newest order of a store that has items, and its first item. */
async function orderOf(storeId: number) {
  const [order] = await ordersWithItems(t, eq(orders.StoreID, storeId), { newest: true });
  const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.ID)).orderBy(asc(orderItems.ID));
  return { order, items };
}

/** A template written straight to the table (past the save rules: what an older database may hold). */
async function insertTemplate(values: Partial<typeof prints.$inferInsert> & { PrintType: string; Template: string }): Promise<number> {
  const [row] = await t.db
    .insert(prints)
    .values({
      Name: `Test ${values.PrintType}`,
      PaperSize: 'A4',
      Orientation: 'portrait',
      Copies: 1,
      Locale: 'sv',
      StoreID: null,
      ...values,
    })
    .returning({ id: prints.ID });
  return Number(row.id);
}

describe('an order’s documents', () => {
  it('the packing slip: the store-less Swedish template, filled from the order, on A4 portrait, one copy', async () => {
    const { order, items } = await orderOf(se.id);
    const pdf = await getPdf(`/api/shop/orders/${order.ID}/packing-slip`);
    expect(pdf.response.headers.get('content-disposition')).toBe(`inline; filename="Foljesedel-${String(order.Number)}.pdf"`);
    expect(pdf.text).toContain(`Följesedel ${String(order.Number)}`);
    expect(pdf.text).toContain(String(order.DeliveryName));
    expect(pdf.text).toContain(String(order.DeliveryCity));
    expect(pdf.text).toContain(String(items[0].SKU));
    expect(pdf.text).not.toMatch(/\{\{/);
    expect(pdf.sizes).toEqual([sized(210, 297)]);
    expect(pdf.outside).toEqual([]);
  });

  it('the store’s own template wins over the one without a store: its paper, orientation and copies', async () => {
    const created = await t.call<ResourceRecord>('POST', '/api/shop/prints', {
      token: admin,
      body: {
        Name: 'Följesedel Reservdelar.se',
        PrintType: 'packingSlip',
        PaperSize: 'A5',
        Orientation: 'landscape',
        Copies: 3,
        Template: '<h3>Egen följesedel {{order.number}}</h3><ul><li>{{customer.email}}</li><li>{{print.date}}</li></ul>',
        StoreID: se.id,
        Locale: 'sv',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      const { order } = await orderOf(se.id);
      const pdf = await getPdf(`/api/shop/orders/${order.ID}/packing-slip`);
      expect(pdf.sizes).toEqual([sized(210, 148), sized(210, 148), sized(210, 148)]);
      for (const page of pdf.pages) {
        expect(page).toContain(`Egen följesedel ${String(order.Number)}`);
        expect(page).toContain(String(order.Email));
        expect(page).toContain('•');
      }
    } finally {
      await t.db.delete(prints).where(eq(prints.ID, created.body.ID));
    }
  });

  it('the pick list by shelf location with a box to tick, A4 landscape; the return form with columns to fill in, A5', async () => {
    const { order, items } = await orderOf(se.id);
    const pick = await getPdf(`/api/shop/orders/${order.ID}/pick-list`);
    expect(pick.sizes).toEqual([sized(297, 210)]);
    expect(pick.text).toContain(`Plocklista ${String(order.Number)}`);
    expect(pick.text).toContain('Plats');
    expect(pick.text).toContain('☐');
    for (const item of items) expect(pick.text).toContain(String(item.SKU));
    const form = await getPdf(`/api/shop/orders/${order.ID}/return-form`);
    expect(form.sizes).toEqual([sized(148, 210)]);
    expect(form.text).toContain(`Retursedel ${String(order.Number)}`);
    // Its header's words (wrapped in the narrow columns) and the lines to write on.
    for (const word of ['Antal', 'retur', 'Orsak', '____________________']) expect(form.text).toContain(word);
    expect(form.text).toContain(String(order.BillingName));
    expect(form.outside).toEqual([]);
  });

  it('takes the store’s language, else Swedish; without either it is 40401, as for an unknown order', async () => {
    const { order } = await orderOf(fi.id);
    // The Finnish store's own packing slip; no Finnish pick list, so the Swedish one.
    expect((await getPdf(`/api/shop/orders/${order.ID}/packing-slip`)).text).toContain(`Lähetysluettelo ${String(order.Number)}`);
    expect((await getPdf(`/api/shop/orders/${order.ID}/pick-list`)).text).toContain(`Plocklista ${String(order.Number)}`);
    await t.db.update(prints).set({ Locale: 'en' }).where(eq(prints.PrintType, 'pickList'));
    try {
      const answer = await t.call('GET', `/api/shop/orders/${order.ID}/pick-list`, { token: support });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        code: ErrorCode.NotFound,
        message: expect.stringMatching(/no pickList print template for .+ in fi or sv/),
      });
    } finally {
      await t.db.update(prints).set({ Locale: 'sv' }).where(eq(prints.PrintType, 'pickList'));
    }
    expect((await t.call('GET', '/api/shop/orders/999999999/packing-slip', { token: support })).status).toBe(404);
  });

  it('prints a placeholder without a value as written, and never one the prototype chain would answer', async () => {
    // A company's order: its customer has no first name.
    const [company] = await t.db
      .select({ id: orders.ID, number: orders.Number })
      .from(orders)
      .innerJoin(customers, eq(customers.ID, orders.CustomerID))
      .where(and(eq(orders.StoreID, se.id), isNull(customers.FirstName)))
      .limit(1);
    expect(company).toBeTruthy();
    const id = await insertTemplate({
      PrintType: 'returnForm',
      StoreID: se.id,
      Template:
        '<p>Nr {{order.number}} {{constructor}} {{order.constructor}} {{__proto__}} {{ order.toString }} {{order.numbr}}</p><p>Hej {{customer.firstName}}</p>',
    });
    try {
      const pdf = await getPdf(`/api/shop/orders/${company.id}/return-form`);
      const left = [
        '{{constructor}}',
        '{{order.constructor}}',
        '{{__proto__}}',
        '{{ order.toString }}',
        '{{order.numbr}}',
        '{{customer.firstName}}',
      ];
      for (const written of [`Nr ${String(company.number)}`, ...left]) expect(pdf.text).toContain(written);
      expect(pdf.text).not.toMatch(/function|\[object/);
    } finally {
      await t.db.delete(prints).where(eq(prints.ID, id));
    }
  });
});

describe('a product’s labels', () => {
  it('the product label on a 62 × 29 mm label, landscape, filled from the product', async () => {
    // A product of the Swedish store with a price in its currency group.
    const [product] = await t.db
      .select({ ID: products.ID, Sku: products.Sku })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.ProductID, products.ID))
      .where(
        and(
          sql`${se.id} = any(${products.Stores})`,
          sql`${productPrices.CurrencyGroupID} = (select g.currency_group_id from store_groups g join stores s on s.store_group_id = g.id where s.id = ${se.id})`,
        ),
      )
      .orderBy(asc(products.ID))
      .limit(1);
    const pdf = await getPdf(`/api/product/items/${product.ID}/label`, catalog);
    expect(pdf.sizes).toEqual([sized(62, 29)]);
    expect(pdf.text).toContain(String(product.Sku));
    expect(pdf.outside).toEqual([]);
    // The shelf label is the Swedish store's own, two copies, with the product's price in the store's currency.
    const shelf = await getPdf(`/api/product/items/${product.ID}/shelf-label`, catalog);
    expect(shelf.sizes).toHaveLength(2);
    for (const page of shelf.pages) expect(page).toMatch(/kr/);
    expect((await t.call('GET', '/api/product/items/999999999/label', { token: catalog })).status).toBe(404);
  });

  it('a label’s long text shrinks and is cut with an ellipsis, within the label', async () => {
    const [product] = await t.db
      .select()
      .from(products)
      .where(sql`${se.id} = any(${products.Stores})`)
      .limit(1);
    const long = Array.from({ length: 40 }, (_, i) => `Rad${i} med ord som aldrig tar slut`).join(' ');
    const id = await insertTemplate({
      PrintType: 'productLabel',
      PaperSize: 'label62x29',
      Orientation: 'landscape',
      Copies: 2,
      StoreID: se.id,
      Template: `<h2>{{product.sku}}</h2><p>${long} Superkalifragilistiskexpialigoderiskt${'X'.repeat(80)}</p>`,
    });
    try {
      const pdf = await getPdf(`/api/product/items/${product.ID}/label`, catalog);
      expect(pdf.sizes).toEqual([sized(62, 29), sized(62, 29)]);
      for (const page of pdf.pages) {
        expect(page).toContain(String(product.Sku));
        expect(page.trimEnd()).toMatch(/…$/);
        expect(page).not.toContain('Rad39');
      }
      expect(pdf.outside).toEqual([]);
    } finally {
      await t.db.delete(prints).where(eq(prints.ID, id));
    }
  });
});

describe('the layout', () => {
  it('wraps long text, lists and tables on sheets onto new pages, never off the page', async () => {
    const paragraph = `<p>${'Ett ganska långt stycke text som ska radbrytas. '.repeat(40)}${'Ö'.repeat(300)}</p>`;
    const rows = Array.from({ length: 80 }, (_, i) => `<tr><td>SKU-${i}</td><td>${'Produktnamn '.repeat(8)}</td><td>${i}</td></tr>`).join(
      '',
    );
    const html = `<h2>Rubrik</h2>${paragraph}<ol><li>Ett</li><li>Två<ul><li>Inre</li></ul></li></ol><table><thead><tr><th>SKU</th><th>Namn</th><th>Antal</th></tr></thead><tbody>${rows}</tbody></table><p><strong>Fet</strong> <em>kursiv</em> <u>understruken</u> <s>genomstruken</s><br>Ny rad</p>`;
    const { bytes, cut } = await printPdf({ paper: 'A4', orientation: 'portrait', copies: 2, html, title: 'Test' });
    expect(cut).toBe(false);
    const pdf = await readPrinted(bytes);
    expect(pdf.outside).toEqual([]);
    expect(pdf.sizes.length).toBeGreaterThanOrEqual(4);
    expect(pdf.sizes.length % 2).toBe(0);
    const half = pdf.sizes.length / 2;
    expect(pdf.pages[0]).toContain('Rubrik');
    expect(pdf.pages[half]).toContain('Rubrik');
    for (const text of ['1.', '2.', '◦', 'SKU-0', 'SKU-79', 'Fet', 'kursiv', 'Ny rad'])
      expect(pdf.pages.slice(0, half).join(' ')).toContain(text);
    // The table's header row is drawn again above its rows on a new page.
    const withRows = pdf.pages.slice(0, half).filter((page) => page.includes('SKU-'));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page).toMatch(/SKU\s+Namn\s+Antal/);
  });
});

describe('the invoice template', () => {
  /** An invoice of the Swedish store that no print queue row names. */
  async function invoiceOf() {
    const queued = (await t.db.select({ id: printQueue.InvoiceID }).from(printQueue)).map((r) => Number(r.id));
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.StoreID, se.id),
          eq(invoices.Type, InvoiceType.Invoice),
          queued.length ? notInArray(invoices.ID, queued) : undefined,
        ),
      )
      .orderBy(desc(invoices.ID))
      .limit(1);
    return invoice;
  }

  it('frames the invoice letter: its text filled below the payment details; the print run prints its copies', async () => {
    const invoice = await invoiceOf();
    const pdf = await getPdf(`/api/shop/invoices/${invoice.ID}/pdf`);
    expect(pdf.text).toContain('Tack för att du handlar hos');
    expect(pdf.text).toContain(`ange fakturanummer ${String(invoice.Number)}`);
    expect(pdf.text).toContain(`OCR-nummer ${String(invoice.PaymentReference)}`);
    expect(pdf.sizes[0]).toEqual(sized(210, 297));
    await t.db
      .update(prints)
      .set({ Copies: 2 })
      .where(and(eq(prints.PrintType, 'invoice'), isNull(prints.StoreID), eq(prints.Locale, 'sv')));
    try {
      await t.db.transaction((tx) => enqueuePrint(tx, t.resources, { invoiceId: invoice.ID, document: 'invoice' }));
      const run = await t.call<ResourceRecord>('POST', '/api/shop/print-runs', { token: admin, body: {} });
      expect(run.status, JSON.stringify(run.body)).toBe(201);
      const file = await t.request('GET', `/api/common/files/${String(run.body.File)}`, { token: support });
      const printed = await readPrinted(new Uint8Array(await file.arrayBuffer()));
      expect(printed.text.split(`ange fakturanummer ${String(invoice.Number)}`)).toHaveLength(3);
      const [row] = await t.db.select().from(printQueue).where(eq(printQueue.InvoiceID, invoice.ID));
      expect(row.PrintRunID).toBe(run.body.ID);
    } finally {
      await t.db.update(prints).set({ Copies: 1 }).where(eq(prints.PrintType, 'invoice'));
    }
  });

  it('leaves a credit note as it was', async () => {
    const [note] = await t.db.select().from(invoices).where(eq(invoices.Type, InvoiceType.CreditNote)).limit(1);
    if (!note) return;
    expect((await getPdf(`/api/shop/invoices/${note.ID}/pdf`)).text).not.toContain('Tack för att du handlar hos');
  });
});

describe('a template’s preview', () => {
  it('fills the template from the latest record it could print; an invoice template shows in its letter', async () => {
    const [slip] = await t.db
      .select()
      .from(prints)
      .where(and(eq(prints.PrintType, 'packingSlip'), isNull(prints.StoreID), eq(prints.PaperSize, 'A4')));
    const pdf = await getPdf(`/api/shop/prints/${slip.ID}/preview`);
    expect(pdf.text).toMatch(/Följesedel \d+/);
    expect(pdf.text).not.toMatch(/\{\{order\.number\}\}/);
    const [frame] = await t.db.select().from(prints).where(eq(prints.PrintType, 'invoice'));
    const letter = await getPdf(`/api/shop/prints/${frame.ID}/preview`);
    expect(letter.text).toContain('Tack för att du handlar hos');
    expect(letter.text).toContain('Fakturanummer');
    const [label] = await t.db
      .select()
      .from(prints)
      .where(inArray(prints.PrintType, ['shelfLabel']));
    expect((await getPdf(`/api/shop/prints/${label.ID}/preview`)).sizes).toHaveLength(Number(label.Copies));
    expect((await t.call('GET', '/api/shop/prints/999999999/preview', { token: support })).status).toBe(404);
  });
});

describe('saving a template', () => {
  it('refuses a placeholder its type does not know, naming those it knows', async () => {
    const answer = await t.call('POST', '/api/shop/prints', {
      token: admin,
      body: {
        Name: 'Fel',
        PrintType: 'productLabel',
        PaperSize: 'label62x29',
        Orientation: 'portrait',
        Copies: 1,
        Template: '<p>{{order.number}} {{constructor}}</p>',
        Locale: 'sv',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.Template).toMatchObject({
      id: 'validation.unknownPlaceholder',
      values: { names: 'order.number, constructor', known: expect.stringContaining('product.sku') },
    });
  });
});
