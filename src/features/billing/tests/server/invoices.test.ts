/**
 * Invoices (issue 20 §1; docs/decisions.md "Billing: invoices") against the real app and database: an order paid by
 * one of the shop's invoice methods is invoiced once when its shipment is registered (lines, totals, due date, OCR
 * reference), a card order never; a payment lowers the balance and pays the invoice at 0; a chargeback's credit
 * note credits it; the PDF reads back with the number, the brand and the reference; the e-mail queue sends the PDF
 * attached through the in-process SMTP server, or stops at a missing precondition with the reason; a print run
 * makes one PDF of the queue's pending documents.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailQueueStatus, PrintQueueStatus } from '../../domain/codes';
import { DeliveryMethod, InvoiceStatus, InvoiceType, PAYMENT_TERMS_DAYS } from '../../domain/invoices';
import { ocrValid } from '../../domain/ocr';
import { ErrorCode } from '../../../../domain/errors';
import { formatMinor, parseMinor } from '../../../../domain/money';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { ChargebackStatus } from '../../../../domain/returns/codes';
import { INVOICE_EMAIL_JOB } from '../../server/email-queue';
import { enqueuePrint } from '../../server/print-queue';
import { chargebacks, customers, orderItems, orders, paymentMethods, products, returnItems, stores } from '../../../../../server/db/schema';
import { invoiceLines, invoices, printQueue } from '../../server/schema';
import { configureMail } from '../../../../../server/mail';
import { offerPdf, type OfferPdfData } from '../../server/pdf/letter';
import {
  NO_WAIT,
  ordersWithItems,
  pdfText,
  readPdf,
  runJobs,
  signedInApp,
  type PdfPage,
  type TestApp,
} from '../../../../../tests/server/helpers';
import { startSmtp, type TestSmtp } from '../../../../../tests/server/smtp';

let t: TestApp;
let admin: string;
let support: string;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, admin, support } = await signedInApp(['admin', 'support']));
  smtp = await startSmtp();
});
afterAll(async () => {
  configureMail(undefined);
  await smtp.close();
  await t.close();
});

/** Orders not yet invoiced, paid by a method of this processor, oldest first. */
async function ordersPaidBy(processor: string): Promise<{ id: number; number: string }[]> {
  const rows = await ordersWithItems(
    t,
    and(
      inArray(
        orders.PaymentMethodID,
        t.db.select({ id: paymentMethods.ID }).from(paymentMethods).where(eq(paymentMethods.Processor, processor)),
      ),
      isNull(orders.InvoiceNumber),
      sql`not exists (select 1 from invoices v where v.order_id = ${orders.ID})`,
    ),
  );
  return rows.map((row) => ({ id: row.ID, number: row.Number }));
}

/** Registers a shipment of the order through the API, as the warehouse's colleague does. */
async function ship(orderId: number): Promise<void> {
  const answer = await t.call('POST', '/api/shop/order-fulfilments', {
    token: admin,
    body: { OrderID: orderId, Forwarder: 'postnord', TrackingReference: `INV${orderId}SE`, ShippedAt: t.clock.now().toISOString() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

async function invoicesOf(orderId: number): Promise<ResourceRecord[]> {
  const answer = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/invoices?OrderID=${orderId}`, { token: support });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/**
 * An order paid by Svea Faktura, not yet invoiced: one of the demo's, or (the test database being small) a card
 * order switched to Svea Faktura before it ships.
 */
async function sveaOrder(): Promise<{ id: number; number: string }> {
  const [order] = await ordersPaidBy('svea');
  if (order) return order;
  const [other] = await ordersPaidBy('adyen');
  const [svea] = await t.db.select({ id: paymentMethods.ID }).from(paymentMethods).where(eq(paymentMethods.Processor, 'svea')).limit(1);
  await t.db.update(orders).set({ PaymentMethodID: svea.id }).where(eq(orders.ID, other.id));
  return other;
}

async function invoicedOrder(): Promise<ResourceRecord> {
  const order = await sveaOrder();
  await ship(order.id);
  const [invoice] = await invoicesOf(order.id);
  return invoice;
}

describe('invoicing', () => {
  it('invoices an order paid by invoice once, when its shipment is registered: lines, totals, due date, OCR', async () => {
    const [order] = await ordersPaidBy('svea');
    expect(await invoicesOf(order.id)).toEqual([]);
    await ship(order.id);
    await ship(order.id);
    const made = await invoicesOf(order.id);
    expect(made).toHaveLength(1);
    const invoice = made[0];
    const [row] = await t.db.select().from(orders).where(eq(orders.ID, order.id));
    expect(invoice).toMatchObject({
      Type: InvoiceType.Invoice,
      Status: InvoiceStatus.Open,
      CustomerID: row.CustomerID,
      StoreID: row.StoreID,
      Currency: row.Currency,
      Total: row.Total,
      VatTotal: row.VatAmount,
      Balance: row.Total,
      DeliveryMethod: DeliveryMethod.Email,
      Recipient: row.Email,
      EmailStatus: EmailQueueStatus.Pending,
    });
    expect(row.InvoiceNumber).toBe(invoice.Number);
    expect(ocrValid(String(invoice.PaymentReference), { lengthDigit: true })).toBe(true);
    expect(String(invoice.PaymentReference).startsWith(String(invoice.Number))).toBe(true);
    const days = (Date.parse(String(invoice.DueDate)) - Date.parse(String(invoice.InvoiceDate))) / 86_400_000;
    expect(days).toBe(PAYMENT_TERMS_DAYS);
    // The lines: the order's items as sold, then its fees; together they make the invoice's total.
    const lines = (await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/invoice-lines?InvoiceID=${invoice.ID}`, { token: support }))
      .body.data;
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.id)).orderBy(asc(orderItems.ID));
    expect(lines.slice(0, items.length).map((l) => [l.SKU, l.Quantity, l.UnitPrice])).toEqual(
      items.map((i) => [i.SKU, i.Quantity, i.UnitPrice]),
    );
    const sum = lines.reduce((s, l) => s + (parseMinor(l.LineTotal) ?? 0) + (parseMinor(l.VatAmount) ?? 0), 0);
    expect(formatMinor(sum)).toBe(invoice.Total);
  });

  it('never invoices an order paid by card, nor lets anyone create, edit or delete an invoice by hand', async () => {
    const [order] = await ordersPaidBy('adyen');
    await ship(order.id);
    expect(await invoicesOf(order.id)).toEqual([]);
    const invoice = await invoicedOrder();
    expect((await t.call('POST', '/api/shop/invoices', { token: admin, body: {} })).status).toBe(404);
    expect((await t.call('PUT', `/api/shop/invoices/${invoice.ID}`, { token: admin, body: { Version: invoice.Version } })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/shop/invoices/${invoice.ID}`, { token: admin })).status).toBe(404);
  });
});

describe('payments', () => {
  it('lower the balance; at 0 the invoice is Paid; more than the balance, or on a paid invoice, is refused', async () => {
    const invoice = await invoicedOrder();
    const total = parseMinor(invoice.Total)!;
    const pay = (version: number, amount: string, token = admin, paidOn = String(invoice.InvoiceDate)) =>
      t.call<ResourceRecord>('POST', `/api/shop/invoices/${invoice.ID}/register-payment`, {
        token,
        body: { Version: version, Amount: amount, PaidOn: paidOn },
      });
    expect((await pay(invoice.Version, '1.00', support)).status).toBe(403);
    // A day before the invoice or after today is a typing slip: refused on PaidOn, nothing paid.
    for (const day of ['2099-01-01', '1900-01-01']) {
      const slip = await pay(invoice.Version, '1.00', admin, day);
      expect(slip.status).toBe(400);
      expect((slip.body as unknown as { fields: Record<string, { id: string }> }).fields.PaidOn.id).toBe('resources.invoices.paidOnRange');
    }
    const part = await pay(invoice.Version, '1.00');
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const afterPart = (await t.call<ResourceRecord>('GET', `/api/shop/invoices/${invoice.ID}`, { token: support })).body;
    expect(afterPart).toMatchObject({ Balance: formatMinor(total - 100), Status: InvoiceStatus.Open });
    const tooMuch = await pay(afterPart.Version, formatMinor(total));
    expect(tooMuch.body.code).toBe(ErrorCode.PaymentExceedsBalance);
    const rest = await pay(afterPart.Version, formatMinor(total - 100));
    expect(rest.status).toBe(200);
    const paid = (await t.call<ResourceRecord>('GET', `/api/shop/invoices/${invoice.ID}`, { token: support })).body;
    expect(paid).toMatchObject({
      Balance: '0.00',
      Status: InvoiceStatus.Paid,
      PaidAt: expect.stringContaining(String(invoice.InvoiceDate)),
    });
    expect((await pay(paid.Version, '1.00')).status).toBeGreaterThanOrEqual(400);
  });
});

describe('the invoice’s reminder', () => {
  it('waits beside a new invoice whose method has a ladder, first step after the due date, and is paid with it', async () => {
    const order = await sveaOrder();
    const [{ storeId, sku }] = await t.db
      .select({ storeId: orders.StoreID, sku: paymentMethods.MethodSKU })
      .from(orders)
      .innerJoin(paymentMethods, eq(paymentMethods.ID, orders.PaymentMethodID))
      .where(eq(orders.ID, order.id));
    // The store's ladder for the method starts with an e-mail 7 days after the due date (as the demo's Svea ladder).
    const ladder = await t.call<{ data: ResourceRecord[] }>('GET', `/api/setting/invoice-reminder-actions?StoreID=${storeId}&limit=50`, {
      token: admin,
    });
    if (!ladder.body.data.some((row) => row.Action === 0 && String(row.MethodSKU).toLowerCase() === String(sku).toLowerCase())) {
      const made = await t.call('POST', '/api/setting/invoice-reminder-actions', {
        token: admin,
        body: { StoreID: storeId, MethodSKU: sku, Action: 0, NextAction: 2, NextActionDays: 7 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    await ship(order.id);
    const [invoice] = await invoicesOf(order.id);
    const reminders = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/invoice-reminders?InvoiceID=${invoice.ID}`, {
      token: support,
    });
    expect(reminders.body.data).toHaveLength(1);
    const [reminder] = reminders.body.data;
    expect(reminder).toMatchObject({
      Status: 1,
      NextAction: 2,
      InvoiceNumber: invoice.Number,
      Balance: invoice.Total,
      DueDate: invoice.DueDate,
    });
    // Not before the invoice falls due: its first step is days after the due date.
    expect(Date.parse(String(reminder.NextActionAt))).toBeGreaterThan(Date.parse(`${String(invoice.DueDate)}T00:00:00Z`));

    const paid = await t.call('POST', `/api/shop/invoices/${invoice.ID}/register-payment`, {
      token: admin,
      body: { Version: invoice.Version, Amount: invoice.Balance, PaidOn: String(invoice.InvoiceDate) },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = (await t.call<ResourceRecord>('GET', `/api/shop/invoice-reminders/${reminder.ID}`, { token: support })).body;
    expect(after).toMatchObject({ Status: 3, Balance: '0.00', NextActionAt: null });
  });
});

describe('credit notes', () => {
  it('a chargeback’s credit note on an invoiced order credits its invoice and points at it', async () => {
    const [pending] = await t.db.select().from(chargebacks).where(eq(chargebacks.Status, ChargebackStatus.Pending)).limit(1);
    expect(pending, 'the demo data has a pending chargeback').toBeTruthy();
    // Its order paid by invoice and shipped: invoiced.
    const [svea] = await t.db.select({ id: paymentMethods.ID }).from(paymentMethods).where(eq(paymentMethods.Processor, 'svea')).limit(1);
    await t.db.update(orders).set({ PaymentMethodID: svea.id, InvoiceNumber: null }).where(eq(orders.ID, pending.OrderID));
    await t.db.delete(invoices).where(eq(invoices.OrderID, pending.OrderID));
    await ship(pending.OrderID);
    const [invoice] = await invoicesOf(pending.OrderID);
    const noted = await t.call<ResourceRecord>('POST', `/api/shop/chargebacks/${pending.ID}/credit-note`, {
      token: support,
      body: { Version: pending.Version },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const all = await invoicesOf(pending.OrderID);
    const note = all.find((i) => i.Type === InvoiceType.CreditNote)!;
    expect(note).toMatchObject({ CreditedInvoiceID: invoice.ID, Total: formatMinor(-parseMinor(pending.Amount)!), Balance: '0.00' });
    const credited = all.find((i) => i.ID === invoice.ID)!;
    const left = Math.max(0, parseMinor(invoice.Balance)! - parseMinor(pending.Amount)!);
    expect(credited.Balance).toBe(formatMinor(left));
    expect(credited.Status).toBe(left === 0 ? InvoiceStatus.Credited : InvoiceStatus.Open);
    const text = await pdfText(
      new Uint8Array(await (await t.request('GET', `/api/shop/invoices/${note.ID}/pdf`, { token: support })).arrayBuffer()),
    );
    expect(text).toContain(String(invoice.Number));
  });
});

describe('the explanation of the lines’ prices', () => {
  interface Explained {
    ID: number;
    SKU: string;
    Discount: string;
    Source: { Kind: string } | null;
    Adjustments: { Kind: string; Name: string; Amount: string }[] | null;
  }
  const explained = async (invoiceId: number) => {
    const answer = await t.call<{ data: Explained[] }>('GET', `/api/shop/invoices/${invoiceId}/line-prices`, { token: support });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const cents = (amount: string) => parseMinor(amount)!;

  it('an invoice names the rules behind each line’s discount as invoiced; its credit note each rule’s share given back', async () => {
    // The last pending chargeback (the one above takes the first) on an order paid by invoice, whose returned line a
    // deal and a coupon discounted when it was placed.
    const pending = await t.db
      .select()
      .from(chargebacks)
      .where(eq(chargebacks.Status, ChargebackStatus.Pending))
      .orderBy(asc(chargebacks.ID));
    expect(pending.length, 'the demo data has two pending chargebacks').toBeGreaterThanOrEqual(2);
    const chargeback = pending[pending.length - 1];
    const [returned] = await t.db
      .select()
      .from(returnItems)
      .where(eq(returnItems.ReturnID, chargeback.ReturnID))
      .orderBy(asc(returnItems.ID));
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.ID, returned.OrderItemID));
    const gross = Number(item.Quantity) * cents(String(item.UnitPrice));
    const [deal, coupon] = [Math.floor(gross / 5), Math.floor(gross / 10) + 1];
    const rules = [
      { kind: 'deal', id: 1, code: null, name: 'Veckans deal', amount: deal },
      { kind: 'coupon', id: 2, code: 'HOST10', name: 'Hösterbjudande', amount: coupon },
    ];
    await t.db
      .update(orderItems)
      .set({ Adjustments: rules, Discount: formatMinor(deal + coupon), LineTotal: formatMinor(gross - deal - coupon) })
      .where(eq(orderItems.ID, item.ID));
    const [svea] = await t.db.select({ id: paymentMethods.ID }).from(paymentMethods).where(eq(paymentMethods.Processor, 'svea')).limit(1);
    await t.db.update(orders).set({ PaymentMethodID: svea.id, InvoiceNumber: null }).where(eq(orders.ID, chargeback.OrderID));
    await t.db.delete(invoices).where(eq(invoices.OrderID, chargeback.OrderID));
    await ship(chargeback.OrderID);
    const [invoice] = await invoicesOf(chargeback.OrderID);

    const line = (await explained(invoice.ID)).find((row) => row.SKU === item.SKU)!;
    expect(line.Discount).toBe(formatMinor(deal + coupon));
    expect(line.Adjustments).toEqual([
      { Kind: 'deal', ID: 1, Code: null, Name: 'Veckans deal', Amount: formatMinor(deal) },
      { Kind: 'coupon', ID: 2, Code: 'HOST10', Name: 'Hösterbjudande', Amount: formatMinor(coupon) },
    ]);
    // A fee's line is not a line of goods: not explained.
    expect((await explained(invoice.ID)).every((row) => row.SKU)).toBe(true);

    const noted = await t.call('POST', `/api/shop/chargebacks/${chargeback.ID}/credit-note`, {
      token: support,
      body: { Version: chargeback.Version },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const note = (await invoicesOf(chargeback.OrderID)).find((i) => i.Type === InvoiceType.CreditNote)!;
    const credited = (await explained(note.ID)).find((row) => row.SKU === item.SKU)!;
    // The discount given back is the returned units' share, split over the two rules, exactly.
    expect(cents(credited.Discount)).toBeLessThan(0);
    expect(credited.Adjustments!.map((rule) => rule.Kind)).toEqual(['deal', 'coupon']);
    expect(credited.Adjustments!.reduce((sum, rule) => sum + cents(rule.Amount), 0)).toBe(cents(credited.Discount));
    for (const rule of credited.Adjustments!) expect(-cents(rule.Amount)).toBeLessThanOrEqual(rule.Kind === 'deal' ? deal : coupon);
    // An unknown document is 40401.
    expect((await t.call('GET', '/api/shop/invoices/99999999/line-prices', { token: support })).status).toBe(404);
  });
});

describe('the invoice PDF', () => {
  it('is served inline under its number, and reads back with the brand, lines, due date and OCR reference', async () => {
    const invoice = await invoicedOrder();
    const answer = await t.request('GET', `/api/shop/invoices/${invoice.ID}/pdf`, { token: support });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^inline; filename="(faktura|invoice)-${String(invoice.Number)}\\.pdf"$`),
    );
    const text = await pdfText(new Uint8Array(await answer.arrayBuffer()));
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.id, Number(invoice.StoreID)));
    expect(text).toContain(store.brandName ?? store.name);
    expect(text).toContain(String(invoice.Number));
    expect(text).toContain(String(invoice.PaymentReference));
    expect(text).toContain(String(invoice.DueDate));
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.InvoiceID, invoice.ID)).limit(1);
    expect(text).toContain(String(line.SKU));
    expect((await t.request('GET', '/api/shop/invoices/999999999/pdf', { token: support })).status).toBe(404);
  });
});

/** Text items of a PDF that overlap another on their line or reach past the page's margins (none when all fit). */
function misfits(pages: readonly PdfPage[]): string[] {
  const margin = 50;
  return pages.flatMap(({ items, width }) => {
    const found = items
      .filter((item) => item.str.trim() && (item.x < margin - 0.5 || item.x + item.width > width - margin + 0.5))
      .map((item) => `outside: ${item.str}`);
    const lines = new Map<number, PdfPage['items']>();
    for (const item of items.filter((i) => i.str.trim())) lines.set(Math.round(item.y), [...(lines.get(Math.round(item.y)) ?? []), item]);
    for (const line of lines.values()) {
      const sorted = [...line].sort((a, b) => a.x - b.x);
      sorted.slice(1).forEach((item, i) => {
        if (sorted[i].x + sorted[i].width > item.x + 0.5) found.push(`overlap: ${sorted[i].str} | ${item.str}`);
      });
    }
    return found;
  });
}

/** Spaces of every kind as one space: Intl writes the thousands with no-break spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/**
 * An order of the store in `country` with two or more items, not invoiced, paid by one of the shop's invoice methods
 * of that store (switched to it before it ships, as sveaOrder does), with its customer.
 */
async function invoiceableOrderIn(country: string) {
  const [store] = await t.db.select().from(stores).where(eq(stores.countryCode, country));
  const [order] = await ordersWithItems(
    t,
    and(
      eq(orders.StoreID, store.id),
      isNull(orders.InvoiceNumber),
      sql`not exists (select 1 from invoices v where v.order_id = ${orders.ID})`,
      sql`(select count(*) from order_items i where i.order_id = ${orders.ID}
        and exists (select 1 from products p where p.sku = i.sku)) >= 2`,
    ),
  );
  const [method] = await t.db
    .select({ id: paymentMethods.ID })
    .from(paymentMethods)
    .where(and(inArray(paymentMethods.Processor, ['invoice', 'svea']), sql`${store.id} = any(stores)`))
    .limit(1);
  await t.db.update(orders).set({ PaymentMethodID: method.id }).where(eq(orders.ID, order.ID));
  const [customer] = await t.db
    .select()
    .from(customers)
    .where(eq(customers.ID, Number(order.CustomerID)));
  return { store, order, customer };
}

describe('the invoice PDF in the customer’s language', () => {
  it('a Norwegian customer’s invoice is in Norwegian, with the products’ Norwegian names where they have one', async () => {
    const { order, customer } = await invoiceableOrderIn('NO');
    // The customer's language, as the Norwegian storefront writes it (the demo's Norwegian customers speak nb).
    expect(customer.Locale).toBe('nb');
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.ID)).orderBy(asc(orderItems.ID));
    // The first product has a Norwegian name; the others only the demo's Swedish and English ones.
    const [first] = await t.db
      .select()
      .from(products)
      .where(eq(products.Sku, String(items[0].SKU)));
    await t.db
      .update(products)
      .set({ Name: { ...(first.Name as Record<string, string>), nb: 'Skjermbytte, norsk testnavn' } })
      .where(eq(products.ID, first.ID));
    await ship(order.ID);
    const [invoice] = await invoicesOf(order.ID);
    const answer = await t.request('GET', `/api/shop/invoices/${invoice.ID}/pdf`, { token: support });
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="faktura-${String(invoice.Number)}.pdf"`);
    const { pages, text } = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    for (const word of ['Faktura', 'Fakturanummer', 'Fakturadato', 'Forfallsdato', 'Ordrenummer', 'Å betale', 'MVA', 'Betal til'])
      expect(text).toContain(word);
    expect(text).not.toContain('Invoice number');
    expect(text).toContain('Skjermbytte, norsk testnavn');
    // The other lines are in Swedish, and the letter says so once.
    const [second] = await t.db
      .select()
      .from(products)
      .where(eq(products.Sku, String(items[1].SKU)));
    expect(text).toContain((second.Name as Record<string, string>).sv.slice(0, 20));
    expect(text.match(/(noen )?produktnavn på svensk/gi)).toEqual(['Noen produktnavn på svensk']);
    // Amounts as Norwegian writes them, fees named in Norwegian.
    const total = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2 }).format(Number(invoice.Total));
    expect(spaced(text)).toContain(spaced(`${total} ${String(invoice.Currency)}`));
    expect(text).not.toContain('Frakt / Shipping');
    expect(misfits(pages)).toEqual([]);
  });

  it('a Finnish customer’s invoice is in Finnish, its product names in Swedish said in Finnish; every text fits', async () => {
    const { order, customer } = await invoiceableOrderIn('FI');
    expect(customer.Locale).toBe('fi');
    // A Finnish name too long for its column: cut to its box.
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.ID)).orderBy(asc(orderItems.ID));
    const [first] = await t.db
      .select()
      .from(products)
      .where(eq(products.Sku, String(items[0].SKU)));
    const long = 'Näytönvaihtosarja, alkuperäinen, musta, sisältää työkalut ja liimatarrat sekä asennusohjeet';
    await t.db
      .update(products)
      .set({ Name: { ...(first.Name as Record<string, string>), fi: long } })
      .where(eq(products.ID, first.ID));
    await ship(order.ID);
    const [invoice] = await invoicesOf(order.ID);
    const answer = await t.request('GET', `/api/shop/invoices/${invoice.ID}/pdf`, { token: support });
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="lasku-${String(invoice.Number)}.pdf"`);
    const { pages, text } = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    for (const word of [
      'Lasku',
      'Laskun numero',
      'Laskun päivämäärä',
      'Eräpäivä',
      'ALV',
      'Yhteensä ilman ALV:tä',
      'Maksettava',
      'Saajan tili',
    ])
      expect(text).toContain(word);
    expect(text).not.toContain('Invoice number');
    // The long Finnish name cut with an ellipsis; the other lines in Swedish, and the letter says so once.
    expect(text).toMatch(/Näytönvaihtosarja, \S+…/);
    expect(text).not.toContain(long);
    expect(text.match(/(osa )?tuotenimi(stä|et) ruotsiksi/gi)).toEqual(['Osa tuotenimistä ruotsiksi']);
    const rates = await t.db.select({ rate: invoiceLines.VatRate }).from(invoiceLines).where(eq(invoiceLines.InvoiceID, invoice.ID));
    for (const { rate } of rates.filter((r) => Number(r.rate) > 0))
      expect(spaced(text)).toContain(spaced(`${new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 2 }).format(Number(rate))} %`));
    const fees = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.InvoiceID, invoice.ID), isNull(invoiceLines.SKU)));
    if (fees.some((fee) => String(fee.Name).startsWith('Frakt'))) expect(text).toContain('Toimituskulut');
    expect(text).not.toContain('Frakt / Shipping');
    expect(misfits(pages)).toEqual([]);
  });
});

describe('the offer letter', () => {
  it('prints the quotation in the customer’s language: numbers, lines, fees, VAT per rate, valid until and the note', async () => {
    const seller = {
      brandName: 'Varaosat.fi',
      legalName: 'Nordisk Reservdel Oy',
      organisationNumber: '2345678-9',
      vatNumber: 'FI23456789',
      street: 'Mannerheimintie 8',
      postalCode: '00100',
      city: 'Helsinki',
      paymentAccount: 'IBAN FI21 1234 5600 0007 85',
      email: 'asiakaspalvelu@varaosat.fi',
      phone: '+358 9 123 4500',
    };
    const goods = Array.from({ length: 36 }, (_, i) => ({
      sku: `IP15-${String(i).padStart(3, '0')}`,
      name: i === 0 ? 'Näyttö iPhone 15, alkuperäinen, erittäin pitkä tuotenimi joka ei mahdu sarakkeeseensa' : `Skärm iPhone 15 nr ${i}`,
      nameLanguage: i === 0 ? ('fi' as const) : ('sv' as const),
      quantity: 1 + (i % 3),
      unitPrice: '1234.50',
      vatRate: i % 2 ? '14.00' : '25.50',
      lineTotal: '1134.50',
      discount: i === 1 ? '100.00' : null,
    }));
    const data: OfferPdfData = {
      locale: 'fi',
      seller,
      recipient: ['Matti Meikäläinen', 'Aleksanterinkatu 1', '00100 Helsinki', 'FI'],
      number: 'T-20260042',
      customerNumber: '104233',
      date: '2026-05-04',
      validUntil: '2026-06-03',
      currency: 'EUR',
      lines: goods,
      fees: [
        { kind: 'shipping', amount: '7.90', vatRate: '25.50' },
        { kind: 'payment', amount: '3.00', vatRate: '25.50' },
      ],
      vat: [
        { rate: '25.50', base: '20431.90', vat: '5210.13' },
        { rate: '14.00', base: '20421.00', vat: '2858.94' },
      ],
      subtotal: '40852.90',
      discount: '100.00',
      vatTotal: '8069.07',
      total: '48921.97',
      note: 'Hinta sisältää asennuksen.\n\nTarjous on voimassa yllä mainittuun päivään asti. Ota yhteyttä: https://www.varaosat.fi/asiakaspalvelu/tarjoukset/T-20260042/hyvaksy-tarjous-ja-tilaa-heti',
    };
    const { pages, text } = await readPdf(await offerPdf(data));
    expect(pages.length).toBe(2);
    for (const word of ['Tarjous', 'Tarjouksen numero', 'T-20260042', 'Voimassa asti', '2026-06-03', 'Asiakasnumero', '104233'])
      expect(text).toContain(word);
    for (const word of ['Toimituskulut', 'Maksutavan kulut', 'Yhteensä ilman ALV:tä', 'Josta alennusta', 'Yhteensä sis. ALV', 'Sivu 1/2'])
      expect(text).toContain(word);
    // The VAT per rate and the totals as Finnish writes them.
    for (const value of ['25,5 %', '14 %', '20 431,90 EUR', '5 210,13 EUR', '2 858,94 EUR', '48 921,97 EUR'])
      expect(spaced(text)).toContain(value);
    // No payment details on a quotation; the names' language said once; the note whole, the long link broken to fit.
    expect(text).not.toContain('Maksuviite');
    expect(text.match(/tuotenimistä ruotsiksi/g)).toHaveLength(1);
    expect(text).toContain('Hinta sisältää asennuksen.');
    expect(text.replace(/\s+/g, '')).toContain(
      'https://www.varaosat.fi/asiakaspalvelu/tarjoukset/T-20260042/hyvaksy-tarjous-ja-tilaa-heti',
    );
    expect(misfits(pages)).toEqual([]);

    const english = await readPdf(await offerPdf({ ...data, locale: 'en', lines: goods.slice(1, 3), note: null }));
    for (const word of [
      'Quotation',
      'Quotation number',
      'Valid until',
      'Shipping',
      'Payment fee',
      'Total incl. VAT',
      'Product names in Swedish',
    ])
      expect(english.text).toContain(word);
    expect(english.text).not.toContain('Some product names');
    expect(misfits(english.pages)).toEqual([]);
  });
});

describe('the e-mail queue', () => {
  it('sends the invoice with its PDF attached (4 Sent), received by the SMTP server', async () => {
    configureMail({ smtpUrl: smtp.url, from: 'Backoffice <no-reply@example.com>' });
    await t.db.execute(sql`update jobs set status = 'cancelled' where kind = ${INVOICE_EMAIL_JOB}`);
    const invoice = await invoicedOrder();
    // The invoice's e-mail job, run now.
    expect(await runJobs(t.jobs, [INVOICE_EMAIL_JOB], NO_WAIT, 1)).toHaveLength(1);
    expect(await t.read<ResourceRecord>(`/api/shop/invoices/${invoice.ID}`, support)).toMatchObject({
      EmailStatus: EmailQueueStatus.Sent,
      EmailError: null,
    });
    const mail = smtp.received.find((m) => m.envelopeTo.includes(String(invoice.Recipient).toLowerCase()))!;
    expect(mail).toBeTruthy();
    expect(mail.mail.subject).toContain(String(invoice.Number));
    expect(mail.mail.attachments).toHaveLength(1);
    const [attachment] = mail.mail.attachments;
    expect(attachment.contentType).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(attachment.content))).toContain(String(invoice.PaymentReference));
  });

  it('answers 3 Send error with the server’s refusal, and 2 when the store’s legal details are missing', async () => {
    configureMail({ smtpUrl: smtp.url, from: 'Backoffice <no-reply@example.com>' });
    smtp.refuseRecipients = true;
    try {
      const refused = await invoicedOrder();
      // The invoice's e-mail job, run now.
      expect(await runJobs(t.jobs, [INVOICE_EMAIL_JOB], NO_WAIT, 1)).toHaveLength(1);
      const after = await t.read<ResourceRecord>(`/api/shop/invoices/${refused.ID}`, support);
      expect(after.EmailStatus).toBe(EmailQueueStatus.ErrorSend);
      expect(String(after.EmailError)).toMatch(/550|unavailable/i);
    } finally {
      smtp.refuseRecipients = false;
    }
    const order = await sveaOrder();
    const [row] = await t.db.select({ storeId: orders.StoreID }).from(orders).where(eq(orders.ID, order.id));
    await t.db.update(stores).set({ organisationNumber: null }).where(eq(stores.id, row.storeId));
    await ship(order.id);
    const [invoice] = await invoicesOf(order.id);
    // The invoice's e-mail job, run now.
    expect(await runJobs(t.jobs, [INVOICE_EMAIL_JOB], NO_WAIT, 1)).toHaveLength(1);
    const after = await t.read<ResourceRecord>(`/api/shop/invoices/${invoice.ID}`, support);
    expect(after.EmailStatus).toBe(EmailQueueStatus.ErrorPrecondition);
    expect(after.EmailError).toContain('organisation number');
  });
});

describe('the print queue', () => {
  it('a print run takes every pending document into one PDF to download; the rows and the invoice are Printed', async () => {
    const first = await invoicedOrder();
    const second = await invoicedOrder();
    // The demo's own queue has documents waiting too: the run takes them with these two.
    const waiting = await t.db.$count(printQueue, eq(printQueue.Status, PrintQueueStatus.Pending));
    await t.db.transaction(async (tx) => {
      await enqueuePrint(tx, t.resources, { invoiceId: first.ID, document: 'invoice' });
      await enqueuePrint(tx, t.resources, { invoiceId: second.ID, reminderId: null, document: 'reminder' });
    });
    expect((await t.read<ResourceRecord>(`/api/shop/invoices/${first.ID}`, support)).PrintStatus).toBe(PrintQueueStatus.Pending);
    expect((await t.call('POST', '/api/shop/print-runs', { token: support, body: {} })).status).toBe(403);
    const run = await t.call<ResourceRecord>('POST', '/api/shop/print-runs', { token: admin, body: {} });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body).toMatchObject({ Status: PrintQueueStatus.Printed, Documents: waiting + 2, File: expect.any(Number) });
    const rows = await t.db
      .select()
      .from(printQueue)
      .where(inArray(printQueue.InvoiceID, [first.ID, second.ID]));
    expect(rows.map((r) => [r.Status, r.PrintRunID])).toEqual(rows.map(() => [PrintQueueStatus.Printed, run.body.ID]));
    expect((await t.read<ResourceRecord>(`/api/shop/invoices/${first.ID}`, support)).PrintStatus).toBe(PrintQueueStatus.Printed);
    const file = await t.request('GET', `/api/common/files/${String(run.body.File)}`, { token: support });
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain(String(first.PaymentReference));
    expect(text).toMatch(/Påminnelse|Reminder/);
    expect(text).toContain(String(second.Number));
    // Nothing left: the next run prints nothing.
    const empty = await t.call<ResourceRecord>('POST', '/api/shop/print-runs', { token: admin, body: {} });
    expect(empty.body).toMatchObject({ Documents: 0, File: null });
  });
});
