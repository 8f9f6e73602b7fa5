/**
 * Returns, their approval and chargebacks (issue 9 §3, §4) against the real app and database (PGlite here, a
 * PostgreSQL cluster with `npm run test:pg`): a return made from an order and checked against what is left to
 * return; the thresholds at their edges (at the threshold approved at once, one öre over waits with SPEC.md's
 * answer); approving and declining with every refusal (no permission, no flag, four-eyes, stale, out of state,
 * missing reason code); the replacement and swap orders linked both ways; the queue's tabs and its per-item
 * decisions; the chargeback's credit note read back as a PDF and the refund job's event on the order. A decision is
 * stored at once and undone within its window without effects; its effects run once when the window has passed
 * (the job run twice, or twice at once), and an undo after the window is refused (issue 19 §2).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import { ChargebackStatus, ReturnAction, ReturnStatus, WAIT_FOR_APPROVAL_TEXT } from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { chargebacks, jobs, orderEvents, orderItems, orders, outbox, returns } from '../../server/db/schema';
import { DECISION_JOB, OWN_RETURN_MESSAGE } from '../../server/returns/approval';
import { decisionJob } from '../../server/returns/decision';
import { insertUser, signedInApp, tokenFor, type TestApp } from './helpers';
import { windowPasses } from './return-window';

let t: TestApp;
let admin: string;
let supervisor: string;
let support: string;
let manager: string;
/** A super administrator without CanApproveReturns. */
let noFlag: string;
let orderId: number;

beforeAll(async () => {
  ({ t, admin, supervisor, support, manager } = await signedInApp(['admin', 'supervisor', 'support', 'manager']));
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
    const replacement = await t.read<ResourceRecord>(`/api/shop/orders/${answer.body.ResultOrderID}`, admin);
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
    const [other] = await t.db.select({ id: orderItems.ID }).from(orderItems).where(ne(orderItems.OrderID, orderId)).limit(1);
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
    // Four eyes: a code of its own with the return as its value, which the browser renders in its language.
    const own = await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: admin, body: { Version: record.Version } });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ code: ErrorCode.OwnReturn, message: OWN_RETURN_MESSAGE, values: { returnId: record.ID } });
    const ownDecline = await t.call('POST', `/api/shop/returns/${record.ID}/decline`, {
      token: admin,
      body: { Version: record.Version, DeclineCode: 'other' },
    });
    expect(ownDecline.body.code).toBe(ErrorCode.OwnReturn);
    expect((await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin)).Status).toBe(ReturnStatus.AwaitingApproval);
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
    await windowPasses(t);
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
    expect(answer.body.ResultOrderID).toBeNull();
    await windowPasses(t);
    const { ResultOrderID } = await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin);
    const swap = await t.read<ResourceRecord>(`/api/shop/orders/${String(ResultOrderID)}`, admin);
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
    await windowPasses(t);
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
      { id: own.ID, ok: false, code: ErrorCode.OwnReturn, message: OWN_RETURN_MESSAGE, values: { returnId: own.ID } },
    ]);
    expect((await t.read<ResourceRecord>(`/api/shop/returns/${b.ID}`, admin)).Status).toBe(ReturnStatus.AwaitingApproval);
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

describe('a decision stored at once, undone within its window, carried out once after it', () => {
  type Results = { results: { id: number; ok: boolean; code?: number; values?: Record<string, number>; Version?: number }[] };
  const decide = (decision: 'approve' | 'decline' | 'undo', record: Pick<ResourceRecord, 'ID' | 'Version'>, token = supervisor) =>
    t.call<Results>('POST', `/api/shop/return-audits/${decision}`, {
      token,
      body: { items: [{ id: record.ID, Version: record.Version }], ...(decision === 'decline' ? { DeclineCode: 'notReceived' } : {}) },
    });
  const chargebacksOf = async (id: number) => t.db.select().from(chargebacks).where(eq(chargebacks.ReturnID, id));
  const mailsAbout = async (id: number) =>
    t.db
      .select({ type: outbox.TemplateType })
      .from(outbox)
      .where(and(eq(outbox.AboutEntity, 'returns'), eq(outbox.AboutID, id)));

  it('the decision is there at once, with the decider and time; its effects and e-mail wait for the window', async () => {
    const record = await waiting();
    const mailsBefore = (await mailsAbout(record.ID)).length;
    const answer = await decide('approve', record);
    expect(answer.body.results).toEqual([{ id: record.ID, ok: true, Version: record.Version + 1 }]);
    const stored = await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin);
    expect(stored).toMatchObject({ Status: ReturnStatus.Approved, DecidedBy: expect.any(Number), AppliedAt: null, ResultOrderID: null });
    expect(Date.now() - Date.parse(String(stored.DecidedAt))).toBeLessThan(60_000);
    const queue = await t.call<{ data: { ID: number }[] }>('GET', '/api/shop/return-audits?tab=chargebacks', { token: supervisor });
    expect(queue.body.data.map((r) => r.ID)).not.toContain(record.ID);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.Kind, DECISION_JOB), sql`${jobs.Payload}->>'returnId' = ${String(record.ID)}`));
    expect(job.Status).toBe('queued');
    expect(job.RunAt.getTime() - Date.parse(String(stored.DecidedAt))).toBe(5000);
    // Nothing made yet: the runner leaves a job that is not due.
    await runDueJobs(t.jobs, 'returns-test', { logger: silentLogger });
    expect(await chargebacksOf(record.ID)).toEqual([]);
    expect((await mailsAbout(record.ID)).length).toBe(mailsBefore);
    // Sent again (the answer lost with the connection): the same decision answers ok, nothing doubles.
    expect((await decide('approve', record)).body.results).toEqual([{ id: record.ID, ok: true, Version: record.Version + 1 }]);
    await windowPasses(t);
    expect(await chargebacksOf(record.ID)).toHaveLength(1);
    expect((await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin)).AppliedAt).not.toBeNull();
    expect((await mailsAbout(record.ID)).length).toBe(mailsBefore + 1);
  });

  it('undone within the window the return waits again and nothing is made; only the decider undoes', async () => {
    const record = await waiting(ReturnAction.Replacement);
    const eventsBefore = await eventKinds(orderId);
    const decided = await decide('decline', record);
    const version = decided.body.results[0].Version!;
    const byOther = await decide('undo', { ID: record.ID, Version: version }, admin);
    expect(byOther.body.results[0]).toMatchObject({ ok: false, code: ErrorCode.Forbidden });
    const undone = await decide('undo', { ID: record.ID, Version: version });
    expect(undone.body.results).toEqual([{ id: record.ID, ok: true, Version: version + 1 }]);
    expect(await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin)).toMatchObject({
      Status: ReturnStatus.AwaitingApproval,
      DecidedBy: null,
      DecidedAt: null,
      DeclineReason: null,
      AppliedAt: null,
    });
    await windowPasses(t);
    expect(await eventKinds(orderId)).toEqual(eventsBefore);
    expect((await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin)).Status).toBe(ReturnStatus.AwaitingApproval);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.Kind, DECISION_JOB), sql`${jobs.Payload}->>'returnId' = ${String(record.ID)}`));
    expect(job).toMatchObject({ Status: 'succeeded', Result: { applied: false, skipped: 'undone' } });
  });

  it('after the window the effects run once, however often and however concurrently the job runs', async () => {
    const record = await waiting();
    const eventsBefore = (await eventKinds(orderId)).length;
    await decide('approve', record);
    await t.db
      .update(returns)
      .set({ DecidedAt: sql`${returns.DecidedAt} - interval '1 minute'` })
      .where(eq(returns.ID, record.ID));
    const run = (jobId: number) =>
      decisionJob.run({
        jobId,
        payload: { returnId: record.ID },
        db: t.db,
        resources: t.jobs.resources,
        createdBy: null,
        attempt: 1,
        progress: async () => undefined,
        signal: new AbortController().signal,
      });
    const outcomes = await Promise.all([run(-1), run(-2)]);
    expect(outcomes.map((o) => o.applied).sort()).toEqual([false, true]);
    expect(outcomes.find((o) => !o.applied)).toMatchObject({ skipped: 'applied' });
    expect(await run(-3)).toMatchObject({ applied: false, skipped: 'applied' });
    await windowPasses(t);
    expect(await chargebacksOf(record.ID)).toHaveLength(1);
    expect((await eventKinds(orderId)).slice(eventsBefore)).toEqual(['chargebackApproved']);
  });

  it('an undo after the window, or after the effects ran, is refused with 40903 naming the window', async () => {
    const record = await waiting(ReturnAction.Exchange);
    const version = (await decide('approve', record)).body.results[0].Version!;
    await t.db
      .update(returns)
      .set({ DecidedAt: sql`${returns.DecidedAt} - interval '6 seconds'` })
      .where(eq(returns.ID, record.ID));
    const late = await decide('undo', { ID: record.ID, Version: version });
    expect(late.body.results).toEqual([
      { id: record.ID, ok: false, code: ErrorCode.UndoWindowClosed, message: expect.any(String), values: { seconds: 5 } },
    ]);
    await windowPasses(t);
    const applied = await t.read<ResourceRecord>(`/api/shop/returns/${record.ID}`, admin);
    expect(applied).toMatchObject({ Status: ReturnStatus.Approved, ResultOrderID: expect.any(Number), AppliedAt: expect.any(String) });
    expect((await decide('undo', { ID: record.ID, Version: applied.Version })).body.results[0].code).toBe(ErrorCode.UndoWindowClosed);
    // A decision not yet carried out cannot be hurried: the job run before the window fails its attempt.
    const early = await waiting();
    await decide('approve', early);
    await expect(
      decisionJob.run({
        jobId: -1,
        payload: { returnId: early.ID },
        db: t.db,
        resources: t.jobs.resources,
        createdBy: null,
        attempt: 1,
        progress: async () => undefined,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(/has not passed/);
    expect(await chargebacksOf(early.ID)).toEqual([]);
  });
});

describe('chargeback steps', () => {
  it('Pending → Credit-Note makes a credit note PDF in the file store; → Refund processed runs a job that logs the refund', async () => {
    const record = await waiting();
    await t.call('POST', `/api/shop/returns/${record.ID}/approve`, { token: supervisor, body: { Version: record.Version } });
    await windowPasses(t);
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
