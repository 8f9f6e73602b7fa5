/**
 * Returns, their approval and chargebacks (issue 9 §3, §4) against the real app and database (PGlite here, a
 * PostgreSQL cluster with `npm run test:pg`): a return made from an order and checked against what is left to
 * return; the thresholds at their edges (at the threshold approved at once, one öre over waits with SPEC.md's
 * answer); approving and declining with every refusal (no permission, no flag, four-eyes, stale, out of state,
 * missing reason code); the replacement and swap orders linked both ways; the queue's tabs and its per-item
 * decisions; the chargeback's credit note read back as a PDF and the refund job's event on the order.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import { ChargebackStatus, ReturnAction, ReturnStatus, WAIT_FOR_APPROVAL_TEXT } from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { orderEvents, orderItems, orders } from '../../server/db/schema';
import { OWN_RETURN_MESSAGE } from '../../server/returns/approval';
import { createTestApp, insertUser, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let supervisor: string;
let support: string;
let manager: string;
/** A super administrator without CanApproveReturns. */
let noFlag: string;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, supervisor, support, manager] = [
    await t.signIn('admin'),
    await t.signIn('supervisor'),
    await t.signIn('support'),
    await t.signIn('manager'),
  ];
  const id = await insertUser(t.db, { username: 'noflag', role: 1 });
  noFlag = await tokenFor(t, { id, role: 1 });
  const [order] = await t.db.select({ id: orders.ID }).from(orders).orderBy(asc(orders.ID)).limit(1);
  orderId = order.id;
});
afterAll(() => t.close());

let sku = 0;
/** A new item on the test order: quantity and unit price excl. VAT at 25 % VAT. */
async function item(unitPrice: string, quantity = 1): Promise<number> {
  const [order] = await t.db.select({ currency: orders.Currency }).from(orders).where(eq(orders.ID, orderId));
  const [row] = await t.db
    .insert(orderItems)
    .values({
      OrderID: orderId,
      SKU: `TEST-RET-${++sku}`,
      Name: `Test item ${sku}`,
      Quantity: quantity,
      Currency: order.currency,
      UnitPrice: unitPrice,
      VatRate: '25.00',
      LineTotal: unitPrice,
      ItemStatus: 18,
      LogisticsStatus: 0,
    } as typeof orderItems.$inferInsert)
    .returning({ id: orderItems.ID });
  return row.id;
}

async function makeReturn(
  token: string,
  action: number,
  items: { OrderItemID: number; Quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  return t.call<ResourceRecord & { waitForApproval: { message: string; messageId: string } | null }>(
    'POST',
    `/api/shop/orders/${orderId}/returns`,
    {
      token,
      body: { Action: action, Reason: 'Broken on arrival', QuantityVerified: true, Restock: false, Items: items, ...extra },
    },
  );
}

const read = async (path: string, token = admin) => (await t.call<ResourceRecord>('GET', path, { token })).body;

/** The order's events but its e-mails (tests/server/return-mail.test.ts checks those). */
async function eventKinds(id: number): Promise<string[]> {
  const rows = await t.db
    .select({ kind: orderEvents.Kind })
    .from(orderEvents)
    .where(and(eq(orderEvents.OrderID, id), ne(orderEvents.Integration, 'email')))
    .orderBy(asc(orderEvents.ID));
  return rows.map((r) => r.kind);
}

/** A return over its threshold made by support, waiting. */
async function waiting(action: number = ReturnAction.Chargeback, token = support): Promise<ResourceRecord> {
  const answer = await makeReturn(token, action, [{ OrderItemID: await item('5000.00'), Quantity: 1 }]);
  expect(answer.status).toBe(201);
  expect(answer.body.Status).toBe(ReturnStatus.AwaitingApproval);
  return answer.body;
}

describe('making a return from an order', () => {
  it('at the chargeback threshold (2,000.00 incl. VAT) it is approved at once and makes a pending chargeback', async () => {
    const answer = await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: await item('1600.00'), Quantity: 1 }]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      Status: ReturnStatus.Approved,
      Amount: '2000.00',
      waitForApproval: null,
      QuantityVerified: true,
      Restock: false,
    });
    const chargebacks = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/chargebacks?ReturnID=${answer.body.ID}`, {
      token: admin,
    });
    expect(chargebacks.body.data).toMatchObject([{ Status: ChargebackStatus.Pending, Amount: '2000.00' }]);
    expect((await eventKinds(orderId)).slice(-2)).toEqual(['returnCreated', 'chargebackApproved']);
  });

  it("one öre over the chargeback threshold it waits, answered in SPEC.md's words", async () => {
    const answer = await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: await item('1600.01'), Quantity: 1 }]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ Status: ReturnStatus.AwaitingApproval, Amount: '2000.01' });
    expect(answer.body.waitForApproval).toEqual({
      message: 'Chargeback threshold price exceeded for the return. Wait for Approval',
      messageId: 'errors.chargebackThresholdExceeded',
    });
  });

  it('at the replacement threshold (1,500.00) a replacement is approved at once with its replacement order, linked both ways', async () => {
    const answer = await makeReturn(support, ReturnAction.Replacement, [{ OrderItemID: await item('1200.00'), Quantity: 1 }]);
    expect(answer.body).toMatchObject({ Status: ReturnStatus.Approved, Amount: '1500.00', waitForApproval: null });
    const replacement = await read(`/api/shop/orders/${answer.body.ResultOrderID}`);
    expect(replacement).toMatchObject({ Source: OrderSource.Replacement, ReturnID: answer.body.ID, Total: '0.00' });
    expect(await eventKinds(orderId)).toContain('replacementApproved');
  });

  it('one öre over the replacement threshold a replacement and an exchange wait with the replacement message', async () => {
    for (const action of [ReturnAction.Replacement, ReturnAction.Exchange]) {
      const answer = await makeReturn(support, action, [{ OrderItemID: await item('1200.01'), Quantity: 1 }]);
      expect(answer.body).toMatchObject({ Status: ReturnStatus.AwaitingApproval, Amount: '1500.01' });
      expect(answer.body.waitForApproval?.message).toBe(WAIT_FOR_APPROVAL_TEXT[2]);
    }
  });

  it("compares a EUR return with the SEK threshold at the euro's rate (11.10): 180.18 € is 2,000.00 kr, 180.19 € waits", async () => {
    const [eur] = await t.db
      .select({ id: orders.ID })
      .from(orders)
      .where(and(eq(orders.Currency, 'EUR'), ne(orders.Status, OrderStatus.Annulled)))
      .orderBy(asc(orders.ID))
      .limit(1);
    expect(eur).toBeDefined();
    const eurItem = async (unitPrice: string) =>
      (
        await t.db
          .insert(orderItems)
          .values({
            OrderID: eur.id,
            SKU: `TEST-RET-${++sku}`,
            Name: 'Euro item',
            Quantity: 1,
            Currency: 'EUR',
            UnitPrice: unitPrice,
            VatRate: '0.00',
            LineTotal: unitPrice,
            ItemStatus: 18,
            LogisticsStatus: 0,
          } as typeof orderItems.$inferInsert)
          .returning({ id: orderItems.ID })
      )[0].id;
    const returnOf = async (unitPrice: string) =>
      (
        await t.call<ResourceRecord>('POST', `/api/shop/orders/${eur.id}/returns`, {
          token: support,
          body: {
            Action: ReturnAction.Chargeback,
            Reason: 'Broken on arrival',
            Items: [{ OrderItemID: await eurItem(unitPrice), Quantity: 1 }],
          },
        })
      ).body;
    // 180.18 × 11.10 = 1,999.998 → 2,000.00 kr: at the threshold, approved; 180.19 × 11.10 = 2,000.109 → 2,000.11 kr waits.
    expect(await returnOf('180.18')).toMatchObject({ Status: ReturnStatus.Approved, Amount: '180.18', Currency: 'EUR' });
    expect(await returnOf('180.19')).toMatchObject({ Status: ReturnStatus.AwaitingApproval, Amount: '180.19', Currency: 'EUR' });
  });

  it('sums the items at their price incl. VAT and keeps each line', async () => {
    const [a, b] = [await item('100.00', 3), await item('10.10', 2)];
    const answer = await makeReturn(support, ReturnAction.Chargeback, [
      { OrderItemID: a, Quantity: 2 },
      { OrderItemID: b, Quantity: 1 },
    ]);
    expect(answer.body.Amount).toBe('262.63'); // 2 × 125.00 + 12.625 → 12.63
    const lines = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/return-items?ReturnID=${answer.body.ID}`, { token: support });
    expect(lines.body.data.map((l) => [l.Quantity, l.UnitPrice, l.Amount])).toEqual([
      [2, '125.00', '250.00'],
      [1, '12.63', '12.63'],
    ]);
  });

  it('never takes back more than bought minus what earlier returns took; a declined return gives its items back', async () => {
    const id = await item('100.00', 2);
    expect((await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: id, Quantity: 3 }])).status).toBe(400);
    expect((await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: id, Quantity: 2 }])).status).toBe(201);
    const again = await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: id, Quantity: 1 }]);
    expect(again.body).toMatchObject({ code: ErrorCode.BadRequest, fields: { Items: { id: 'validation.maxValue' } } });

    const big = await item('3000.00', 1);
    const first = await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: big, Quantity: 1 }]);
    expect(
      (
        await t.call('POST', `/api/shop/returns/${first.body.ID}/decline`, {
          token: admin,
          body: { Version: first.body.Version, DeclineCode: 'notReceived' },
        })
      ).status,
    ).toBe(200);
    expect((await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: big, Quantity: 1 }])).status).toBe(201);
  });

  it("refuses a body that is not a return with 40001 naming the fields, and another order's item", async () => {
    const bad = await t.call('POST', `/api/shop/orders/${orderId}/returns`, {
      token: support,
      body: { Action: 7, Reason: ' ', Items: [] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['Action', 'Items', 'Reason']);
    const [other] = await t.db
      .select({ id: orderItems.ID })
      .from(orderItems)
      .where(and(eq(orderItems.SKU, 'DEMO-RET-02')));
    const foreign = await makeReturn(support, ReturnAction.Chargeback, [{ OrderItemID: other.id, Quantity: 1 }]);
    expect(foreign.body).toMatchObject({ code: ErrorCode.BadRequest, fields: { Items: expect.anything() } });
    expect(
      (
        await t.call('POST', '/api/shop/orders/99999999/returns', {
          token: support,
          body: { Action: 1, Reason: 'x', Items: [{ OrderItemID: 1, Quantity: 1 }] },
        })
      ).status,
    ).toBe(404);
  });

  it('needs update return: a product manager is refused', async () => {
    const catalog = await t.signIn('catalog');
    expect((await makeReturn(catalog, ReturnAction.Chargeback, [{ OrderItemID: await item('10.00'), Quantity: 1 }])).body.code).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('approving and declining', () => {
  it('refuses whoever lacks the permission or the flag with 40301, and the creator (four-eyes)', async () => {
    const record = await waiting(ReturnAction.Chargeback, admin);
    for (const token of [support, manager, noFlag]) {
      const answer = await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token, body: { Version: record.Version } });
      expect(answer.body.code).toBe(ErrorCode.Forbidden);
    }
    const own = await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: admin, body: { Version: record.Version } });
    expect(own.body).toMatchObject({ code: ErrorCode.Forbidden, message: OWN_RETURN_MESSAGE });
    const ownDecline = await t.call('POST', `/api/shop/returns/${record.ID}/decline`, {
      token: admin,
      body: { Version: record.Version, DeclineCode: 'other' },
    });
    expect(ownDecline.body.code).toBe(ErrorCode.Forbidden);
    expect((await read(`/api/shop/returns/${record.ID}`)).Status).toBe(ReturnStatus.AwaitingApproval);
    const other = await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: supervisor, body: { Version: record.Version } });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ Status: ReturnStatus.Approved });
  });

  it('a stale version is 40901, a return already decided is 40901 with the record', async () => {
    const record = await waiting();
    expect(
      (await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: admin, body: { Version: record.Version + 1 } })).body.code,
    ).toBe(ErrorCode.Conflict);
    expect(
      (await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: admin, body: { Version: record.Version } })).status,
    ).toBe(200);
    const twice = await t.call('POST', `/api/shop/returns/${record.ID}/decline`, {
      token: supervisor,
      body: { Version: record.Version + 1, DeclineCode: 'other' },
    });
    expect(twice.body).toMatchObject({ code: ErrorCode.Conflict, current: { Status: ReturnStatus.Approved } });
  });

  it('approving a chargeback makes a pending chargeback and logs chargebackApproved, with the decider', async () => {
    const record = await waiting();
    const answer = await t.call<ResourceRecord>('POST', `/api/shop/returns/${record.ID}/approve`, {
      token: supervisor,
      body: { Version: record.Version },
    });
    expect(answer.body).toMatchObject({ Status: ReturnStatus.Approved, DecidedBy: expect.any(Number), ResultOrderID: null });
    const list = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/chargebacks?ReturnID=${record.ID}`, { token: admin });
    expect(list.body.data).toMatchObject([{ Status: ChargebackStatus.Pending, Amount: '6250.00', OrderID: orderId }]);
    expect((await eventKinds(orderId)).at(-1)).toBe('chargebackApproved');
  });

  it('approving an exchange makes the swap order carrying the items at no charge, linked both ways', async () => {
    const record = await waiting(ReturnAction.Exchange);
    const answer = await t.call<ResourceRecord>('POST', `/api/shop/returns/${record.ID}/approve`, {
      token: admin,
      body: { Version: record.Version },
    });
    const swap = await read(`/api/shop/orders/${answer.body.ResultOrderID}`);
    expect(swap).toMatchObject({ Source: OrderSource.Swap, ReturnID: record.ID });
    const items = await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/order-items?OrderID=${swap.ID}`, { token: admin });
    expect(items.body.data).toMatchObject([{ Quantity: 1, UnitPrice: '0.00' }]);
    expect((await eventKinds(orderId)).at(-1)).toBe('replacementApproved');
  });

  it('declining needs a reason code (40001 without one) and keeps it; the order logs the decline', async () => {
    const record = await waiting(ReturnAction.Replacement);
    const missing = await t.call('POST', `/api/shop/returns/${record.ID}/decline`, { token: admin, body: { Version: record.Version } });
    expect(missing.body).toMatchObject({ code: ErrorCode.BadRequest, fields: { DeclineCode: expect.anything() } });
    const unknown = await t.call('POST', `/api/shop/returns/${record.ID}/decline`, {
      token: admin,
      body: { Version: record.Version, DeclineCode: 'whim' },
    });
    expect(unknown.body.code).toBe(ErrorCode.BadRequest);
    const answer = await t.call<ResourceRecord>('POST', `/api/shop/returns/${record.ID}/decline`, {
      token: admin,
      body: { Version: record.Version, DeclineCode: 'customerDamage' },
    });
    expect(answer.body).toMatchObject({ Status: ReturnStatus.Declined, DeclineReason: 'customerDamage', ResultOrderID: null });
    expect((await eventKinds(orderId)).at(-1)).toBe('replacementDeclined');
  });
});

describe('the return-audits queue', () => {
  it("lists the waiting returns by tab with the screen's columns", async () => {
    const record = await waiting(ReturnAction.Exchange);
    const reclaims = await t.call<{ data: Record<string, unknown>[] }>('GET', '/api/shop/return-audits?tab=reclaims', { token: admin });
    const row = reclaims.body.data.find((r) => r.ID === record.ID);
    expect(row).toMatchObject({
      Action: ReturnAction.Exchange,
      Amount: '6250.00',
      CreatedByName: 'Johan Nilsson',
      CustomerName: expect.any(String),
    });
    expect(row).toHaveProperty('OrderDate');
    expect(row).toHaveProperty('ReturnDate');
    const first = await t.call<{ data: Record<string, unknown>[] }>('GET', '/api/shop/return-audits?tab=chargebacks', { token: admin });
    expect(first.body.data.every((r) => r.Action === ReturnAction.Chargeback || r.Action === ReturnAction.Replacement)).toBe(true);
    expect(first.body.data.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/shop/return-audits', { token: support })).body.code).toBe(ErrorCode.Forbidden);
  });

  it('decides a selection item by item: each answered, a stale or own return does not hold back the rest', async () => {
    const [a, b, own] = [await waiting(), await waiting(ReturnAction.Replacement), await waiting(ReturnAction.Chargeback, admin)];
    const answer = await t.call<{ results: { id: number; ok: boolean; code?: number }[] }>('POST', '/api/shop/return-audits/approve', {
      token: admin,
      body: {
        items: [
          { id: a.ID, Version: a.Version },
          { id: b.ID, Version: b.Version + 5 },
          { id: own.ID, Version: own.Version },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { id: a.ID, ok: true, Version: a.Version + 1 },
      { id: b.ID, ok: false, code: ErrorCode.Conflict, message: expect.any(String) },
      { id: own.ID, ok: false, code: ErrorCode.Forbidden, message: OWN_RETURN_MESSAGE },
    ]);
    expect((await read(`/api/shop/returns/${b.ID}`)).Status).toBe(ReturnStatus.AwaitingApproval);
    const declined = await t.call<{ results: { ok: boolean }[] }>('POST', '/api/shop/return-audits/decline', {
      token: admin,
      body: { items: [{ id: b.ID, Version: b.Version }], DeclineCode: 'amountMismatch' },
    });
    expect(declined.body.results).toMatchObject([{ ok: true }]);
    expect(
      (await t.call('POST', '/api/shop/return-audits/approve', { token: noFlag, body: { items: [{ id: own.ID, Version: own.Version }] } }))
        .body.code,
    ).toBe(ErrorCode.Forbidden);
  });
});

describe('chargeback steps', () => {
  it('Pending → Credit-Note makes a credit note PDF in the file store; → Refund processed runs a job that logs the refund', async () => {
    const record = await waiting();
    await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: supervisor, body: { Version: record.Version } });
    const [chargeback] = (
      await t.call<{ data: ResourceRecord[] }>('GET', `/api/shop/chargebacks?ReturnID=${record.ID}`, { token: support })
    ).body.data;
    const noted = await t.call<ResourceRecord>('POST', `/api/shop/chargebacks/${chargeback.ID}/credit-note`, {
      token: support,
      body: { Version: chargeback.Version },
    });
    expect(noted.body).toMatchObject({ Status: ChargebackStatus.CreditNote, CreditNote: expect.any(Number) });
    const file = await t.request('GET', `/api/common/files/${noted.body.CreditNote}`, { token: support });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Credit note ${chargeback.ID}`);

    const refunded = await t.call<ResourceRecord>('POST', `/api/shop/chargebacks/${chargeback.ID}/refund`, {
      token: support,
      body: { Version: noted.body.Version },
    });
    expect(refunded.body.Status).toBe(ChargebackStatus.RefundProcessed);
    await runDueJobs(t.jobs, 'returns-test', { logger: silentLogger });
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.OrderID, orderId), eq(orderEvents.Integration, 'externalPayment')));
    // Told as a code with its values, rendered in the reader's language by the console.
    expect(events.map((e) => [e.MessageCode, JSON.parse(String(e.MessageValues)).chargeback])).toContainEqual([
      'orderEvents.message.refundBooked',
      chargeback.ID,
    ]);
    expect(
      (await t.call('POST', `/api/shop/chargebacks/${chargeback.ID}/refund`, { token: support, body: { Version: refunded.body.Version } }))
        .body.code,
    ).toBe(ErrorCode.Conflict);
  });
});
