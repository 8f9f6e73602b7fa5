/**
 * The return e-mails, the refund's transaction and the credit note's font (issue 9 §3; docs/decisions.md
 * "Returns") against the real app and database (PGlite here, a PostgreSQL cluster with `npm run test:pg`): each
 * step queues exactly its template (6–16) to the order's address, in the order's store and the customer's
 * locale, about the return, with an `email` event on the order; a refused step queues nothing and a missing
 * template refuses the step whole (42201); the refund job books one negative transaction with the balance after
 * it, however often it runs; the credit note prints a name outside WinAnsi, read back from the PDF.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import { TransactionType } from '../../src/domain/resources/shop/order-transactions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { ChargebackStatus, ReturnAction, ReturnStatus } from '../../src/domain/returns/codes';
import { customers, emailTemplates, orderEvents, orderItems, orders, orderTransactions, outbox, returns } from '../../server/db/schema';
import { enqueueJob, runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { REFUND_JOB } from '../../server/returns/chargebacks';
import { pdfText, signedInApp, type TestApp } from './helpers';
import { windowPasses } from './return-window';

let t: TestApp;
let supervisor: string;
let support: string;
let order: { id: number; email: string; storeId: number; locale: string; number: string };

beforeAll(async () => {
  ({ t, supervisor, support } = await signedInApp(['supervisor', 'support']));
  const [row] = await t.db
    .select({ id: orders.ID, email: orders.Email, storeId: orders.StoreID, locale: customers.Locale, number: orders.Number })
    .from(orders)
    .innerJoin(customers, eq(customers.ID, orders.CustomerID))
    .orderBy(asc(orders.ID))
    .limit(1);
  order = row;
});
afterAll(() => t.close());

let sku = 0;
/** A new item on the test order: one at this unit price excl. VAT, 25 % VAT. */
async function item(unitPrice: string): Promise<number> {
  const [o] = await t.db.select({ currency: orders.Currency }).from(orders).where(eq(orders.ID, order.id));
  const [row] = await t.db
    .insert(orderItems)
    .values({
      OrderID: order.id,
      SKU: `MAIL-RET-${++sku}`,
      Name: `Mail item ${sku}`,
      Quantity: 1,
      Currency: o.currency,
      UnitPrice: unitPrice,
      VatRate: '25.00',
      LineTotal: unitPrice,
      ItemStatus: 18,
      LogisticsStatus: 0,
    } as typeof orderItems.$inferInsert)
    .returning({ id: orderItems.ID });
  return row.id;
}

type Made = ResourceRecord & { waitForApproval: unknown; code?: number };
async function makeReturn(action: number, unitPrice: string, extra: Record<string, unknown> = {}) {
  return t.call<Made>('POST', `/api/shop/orders/${order.id}/returns`, {
    token: support,
    body: {
      Action: action,
      Reason: 'Trasig vid leverans',
      QuantityVerified: false,
      Restock: false,
      Items: [{ OrderItemID: await item(unitPrice), Quantity: 1 }],
      ...extra,
    },
  });
}

/** The messages about a return, oldest first. */
const mailsOf = (returnId: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.AboutEntity, 'returns'), eq(outbox.AboutID, returnId)))
    .orderBy(asc(outbox.ID));
const typesOf = async (returnId: number) => (await mailsOf(returnId)).map((m) => m.TemplateType);
const returnCount = async () => (await t.db.select({ id: returns.ID }).from(returns).where(eq(returns.OrderID, order.id))).length;
const lastOutboxId = async () => (await t.db.select({ id: outbox.ID }).from(outbox).orderBy(desc(outbox.ID)).limit(1))[0]?.id ?? 0;
/** The return's mail events: coded messages whose values name the return by its number. */
const mailEvents = async (returnId: number) => {
  const [made] = await t.db.select({ number: returns.Number }).from(returns).where(eq(returns.ID, returnId));
  const rows = await t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.OrderID, order.id), eq(orderEvents.Integration, 'email'), eq(orderEvents.Kind, 'returnMail')))
    .orderBy(asc(orderEvents.ID));
  return rows.filter((e) => e.MessageCode === 'orderEvents.message.returnMail' && valuesOf(e).return === made.number);
};
const valuesOf = (event: Record<string, unknown>) => JSON.parse(String(event.MessageValues)) as Record<string, unknown>;

describe('the e-mail of each step', () => {
  it('a chargeback at its threshold: 6 Return registered then 10 Refund approved, to the order, in its store and locale, about the return, each an order event', async () => {
    const made = await makeReturn(ReturnAction.Chargeback, '1600.00');
    expect(made.status).toBe(201);
    expect(made.body.Status).toBe(ReturnStatus.Approved);
    const mails = await mailsOf(made.body.ID);
    expect(mails.map((m) => m.TemplateType)).toEqual([EmailTemplateType.ReturnRegistered, EmailTemplateType.RefundApproved]);
    for (const mail of mails)
      expect(mail).toMatchObject({
        To: order.email,
        StoreID: order.storeId,
        Locale: order.locale,
        AboutEntity: 'returns',
        AboutID: made.body.ID,
      });
    expect(mails[0].Subject).toContain(String(made.body.Number));
    expect(mails[1].HtmlBody).toMatch(/2[\s\u00a0\u202f]?000,00|2,000\.00/);
    const events = await mailEvents(made.body.ID);
    expect(events.map((e) => valuesOf(e).subject)).toEqual(mails.map((m) => m.Subject));
  });

  it("a chargeback over its threshold, counted in: 8 Return received and 9 waiting; the supervisor's approval sends 10", async () => {
    const made = await makeReturn(ReturnAction.Chargeback, '5000.00', { QuantityVerified: true });
    expect(made.body.Status).toBe(ReturnStatus.AwaitingApproval);
    expect(await typesOf(made.body.ID)).toEqual([EmailTemplateType.ReturnReceived, EmailTemplateType.ReturnAwaitingApproval]);
    // The items table reaches the customer as a table (safe HTML), with the returned SKU.
    const approved = await t.call<ResourceRecord>('POST', `/api/shop/returns/${made.body.ID}/approve`, {
      token: supervisor,
      body: { Version: made.body.Version },
    });
    expect(approved.status).toBe(200);
    // The approval's e-mail goes with its effects, once the undo window has passed.
    expect(await typesOf(made.body.ID)).toHaveLength(2);
    await windowPasses(t);
    expect(await typesOf(made.body.ID)).toEqual([
      EmailTemplateType.ReturnReceived,
      EmailTemplateType.ReturnAwaitingApproval,
      EmailTemplateType.RefundApproved,
    ]);
    expect((await mailEvents(made.body.ID)).length).toBe(3);
  });

  it("a claim (replacement) at its threshold: 15 Claim received then 13 with the replacement order's number and the items", async () => {
    const made = await makeReturn(ReturnAction.Replacement, '1200.00');
    expect(made.body.Status).toBe(ReturnStatus.Approved);
    const mails = await mailsOf(made.body.ID);
    expect(mails.map((m) => m.TemplateType)).toEqual([EmailTemplateType.ClaimReceived, EmailTemplateType.ReplacementSent]);
    const [replacement] = await t.db
      .select({ number: orders.Number })
      .from(orders)
      .where(eq(orders.ID, Number(made.body.ResultOrderID)));
    expect(mails[1].HtmlBody).toContain(String(replacement.number));
    expect(mails[1].HtmlBody).toMatch(/<table>.*MAIL-RET-\d+.*<\/table>/s);
  });

  it("an exchange over its threshold: 6 and 9; approved it sends 14 with the swap order's number", async () => {
    const made = await makeReturn(ReturnAction.Exchange, '5000.00');
    expect(await typesOf(made.body.ID)).toEqual([EmailTemplateType.ReturnRegistered, EmailTemplateType.ReturnAwaitingApproval]);
    const approved = await t.call<ResourceRecord>('POST', `/api/shop/returns/${made.body.ID}/approve`, {
      token: supervisor,
      body: { Version: made.body.Version },
    });
    await windowPasses(t);
    const [decided] = await t.db.select({ result: returns.ResultOrderID }).from(returns).where(eq(returns.ID, approved.body.ID));
    const [swap] = await t.db
      .select({ number: orders.Number })
      .from(orders)
      .where(eq(orders.ID, Number(decided.result)));
    const mails = await mailsOf(made.body.ID);
    expect(mails.map((m) => m.TemplateType)).toEqual([
      EmailTemplateType.ReturnRegistered,
      EmailTemplateType.ReturnAwaitingApproval,
      EmailTemplateType.ExchangeSent,
    ]);
    expect(mails[2].HtmlBody).toContain(String(swap.number));
  });

  it("declined: a claim gets 16, another return 12, each naming the reason in the customer's words", async () => {
    const claim = await makeReturn(ReturnAction.Replacement, '5000.00');
    expect(await typesOf(claim.body.ID)).toEqual([EmailTemplateType.ClaimReceived, EmailTemplateType.ReturnAwaitingApproval]);
    await t.call('POST', `/api/shop/returns/${claim.body.ID}/decline`, {
      token: supervisor,
      body: { Version: claim.body.Version, DeclineCode: 'customerDamage' },
    });
    await windowPasses(t);
    const claimMails = await mailsOf(claim.body.ID);
    expect(claimMails.map((m) => m.TemplateType)).toEqual([
      EmailTemplateType.ClaimReceived,
      EmailTemplateType.ReturnAwaitingApproval,
      EmailTemplateType.ClaimDeclined,
    ]);
    expect(claimMails[2].HtmlBody).toContain(order.locale.startsWith('sv') ? 'Skadad av kunden' : 'Damaged by the customer');

    const chargeback = await makeReturn(ReturnAction.Chargeback, '5000.00');
    await t.call('POST', `/api/shop/returns/${chargeback.body.ID}/decline`, {
      token: supervisor,
      body: { Version: chargeback.body.Version, DeclineCode: 'notReceived' },
    });
    await windowPasses(t);
    expect((await typesOf(chargeback.body.ID)).at(-1)).toBe(EmailTemplateType.ReturnDeclined);
  });

  it('counting the goods in later (verify) sends 8 Return received', async () => {
    const made = await makeReturn(ReturnAction.Chargeback, '5000.00');
    const verified = await t.call<ResourceRecord>('POST', `/api/shop/returns/${made.body.ID}/verify`, {
      token: support,
      body: { Version: made.body.Version },
    });
    expect(verified.body.QuantityVerified).toBe(true);
    expect(await typesOf(made.body.ID)).toEqual([
      EmailTemplateType.ReturnRegistered,
      EmailTemplateType.ReturnAwaitingApproval,
      EmailTemplateType.ReturnReceived,
    ]);
  });
});

describe('no e-mail when a step is refused', () => {
  it('a body that is not a return, the creator deciding their own return, a decline without a reason: nothing queued', async () => {
    const made = await makeReturn(ReturnAction.Chargeback, '5000.00');
    const before = await lastOutboxId();
    expect((await t.call('POST', `/api/shop/orders/${order.id}/returns`, { token: support, body: { Action: 9, Items: [] } })).status).toBe(
      400,
    );
    expect(
      (await t.call<Made>('POST', `/api/shop/returns/${made.body.ID}/approve`, { token: support, body: { Version: made.body.Version } }))
        .body.code,
    ).toBe(ErrorCode.Forbidden);
    expect(
      (await t.call<Made>('POST', `/api/shop/returns/${made.body.ID}/decline`, { token: supervisor, body: { Version: made.body.Version } }))
        .status,
    ).toBe(400);
    expect(await lastOutboxId()).toBe(before);
  });

  it('a missing template refuses the step with 42201 and rolls it back whole: no return, no e-mail, no event', async () => {
    const active = await t.db
      .select({ id: emailTemplates.ID })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.TemplateType, EmailTemplateType.ReturnAwaitingApproval), eq(emailTemplates.Active, true)));
    expect(active.length).toBeGreaterThan(0);
    await t.db
      .update(emailTemplates)
      .set({ Active: false })
      .where(eq(emailTemplates.TemplateType, EmailTemplateType.ReturnAwaitingApproval));
    try {
      const before = await lastOutboxId();
      const returnsBefore = await returnCount();
      const [lastEvent] = await t.db.select({ id: orderEvents.ID }).from(orderEvents).orderBy(desc(orderEvents.ID)).limit(1);
      const refused = await makeReturn(ReturnAction.Chargeback, '5000.00');
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe(ErrorCode.MailTemplateMissing);
      expect(await lastOutboxId()).toBe(before);
      expect(await t.db.select().from(orderEvents).where(gt(orderEvents.ID, lastEvent.id))).toEqual([]);
      expect(await returnCount()).toBe(returnsBefore);
    } finally {
      await t.db
        .update(emailTemplates)
        .set({ Active: true })
        .where(eq(emailTemplates.TemplateType, EmailTemplateType.ReturnAwaitingApproval));
    }
  });
});

describe('the refund and its credit note', () => {
  it('the credit note prints a name outside WinAnsi; the refund job books one negative transaction with the balance after it and sends 11, however often it runs', async () => {
    await t.db.update(orders).set({ BillingName: 'Łukasz Dvořák' }).where(eq(orders.ID, order.id));
    const made = await makeReturn(ReturnAction.Chargeback, '5000.00');
    await t.call('POST', `/api/shop/returns/${made.body.ID}/approve`, { token: supervisor, body: { Version: made.body.Version } });
    await windowPasses(t);
    const [chargeback] = (
      await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/chargebacks?ReturnID=${made.body.ID}`, { token: support })
    ).body.data;
    const noted = await t.call<ResourceRecord>('POST', `/api/shop/chargebacks/${chargeback.ID}/credit-note`, {
      token: support,
      body: { Version: chargeback.Version },
    });
    const file = await t.request('GET', `/api/common/files/${noted.body.CreditNote}`, { token: support });
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain('Łukasz Dvořák');
    expect(text).toContain(`Kreditnota / Credit note ${chargeback.ID}`);
    expect(text).toMatch(/1 × MAIL-RET-\d+ Mail item/);
    expect(text).toContain('Att återbetala / To refund: 6250.00');

    const [last] = await t.db
      .select({ balance: orderTransactions.Balance })
      .from(orderTransactions)
      .where(eq(orderTransactions.OrderID, order.id))
      .orderBy(desc(orderTransactions.AccountingDate), desc(orderTransactions.ID))
      .limit(1);
    const balanceBefore = Number(last?.balance ?? 0);
    const refunded = await t.call<ResourceRecord>('POST', `/api/shop/chargebacks/${chargeback.ID}/refund`, {
      token: support,
      body: { Version: noted.body.Version },
    });
    expect(refunded.body.Status).toBe(ChargebackStatus.RefundProcessed);
    expect(await typesOf(made.body.ID)).not.toContain(EmailTemplateType.RefundMade);
    await runDueJobs(t.jobs, 'return-mail-test', { logger: silentLogger });

    const refunds = () =>
      t.db
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.OrderID, order.id), eq(orderTransactions.Type, TransactionType.Refund)));
    const booked = await refunds();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      Amount: '-6250.00',
      Currency: chargeback.Currency,
      Description: expect.stringContaining(`kreditering ${chargeback.ID}`),
    });
    expect(Number(booked[0].Balance)).toBeCloseTo(balanceBefore - 6250, 2);
    expect(String(booked[0].Principal)).not.toBe('');
    const transactions = await t.call<{ data: ResourceRecord[] }>(
      'GET',
      `/api/shop/order-transactions?OrderID=${order.id}&Type=${TransactionType.Refund}`,
      { token: support },
    );
    expect(transactions.body.data.map((r) => r.ID)).toContain(booked[0].ID);
    expect((await typesOf(made.body.ID)).filter((type) => type === EmailTemplateType.RefundMade)).toHaveLength(1);

    // The job queued again (a retry, a second click that got through): no second refund, no second e-mail.
    await t.db.transaction((tx) =>
      enqueueJob(tx, t.resources, REFUND_JOB, { chargebackId: chargeback.ID }, { createdBy: null, title: 'again' }),
    );
    await runDueJobs(t.jobs, 'return-mail-test', { logger: silentLogger });
    expect(await refunds()).toHaveLength(1);
    expect((await typesOf(made.body.ID)).filter((type) => type === EmailTemplateType.RefundMade)).toHaveLength(1);
  });
});
