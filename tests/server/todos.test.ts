/** The to-do panel's calls: list, assignable count, assign-next, complete, audit events. */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, todoQueues, todos } from '../../server/db/schema';
import { todoPermissionKey } from '../../src/domain/access';
import type { TodoItem } from '../../src/domain/api-types';
import { payloadOf, signedInApp, type TestApp } from './helpers';

const HOUR = 60 * 60 * 1000;

async function assignableInDb(t: TestApp, category = 1): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(todos)
    .where(and(eq(todos.category, category), isNull(todos.assignedTo), isNull(todos.completedAt)));
  return row.n;
}

async function oldestAssignable(t: TestApp, category = 1): Promise<number> {
  const [row] = await t.db
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.category, category), isNull(todos.assignedTo), isNull(todos.completedAt)))
    .orderBy(asc(todos.createdAt), asc(todos.id))
    .limit(1);
  return row.id;
}

async function auditOf(t: TestApp, todoId: number) {
  return t.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'todo'), eq(auditEvents.entityId, todoId)))
    .orderBy(asc(auditEvents.id));
}

function expectTodoShape(item: TodoItem): void {
  expect(Object.keys(item).sort()).toEqual(
    ['AssignedTo', 'CompletedAt', 'CreatedAt', 'DeepLink', 'ID', 'QueueID', 'QueueName', 'Title'].sort(),
  );
  expect(item.DeepLink).toMatch(/^\/(shop|product)\/[a-z-]+\/\d+$/);
  expect(Number.isNaN(Date.parse(item.CreatedAt))).toBe(false);
}

describe('to-dos', () => {
  let t: TestApp;
  let support: string;
  let admin: string;
  let manager: string;
  let supportId: number;
  let adminId: number;

  beforeAll(async () => {
    ({ t, support, admin, manager } = await signedInApp(['support', 'admin', 'manager']));
    supportId = payloadOf(support).id;
    adminId = payloadOf(admin).id;
  });
  afterAll(() => t.close());

  it("lists the caller's open to-dos and those completed in the last day, with the assignable count in x-be-records", async () => {
    const answer = await t.call<{ data: TodoItem[]; nextCursor: null }>('GET', '/api/common/to-dos', { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body.nextCursor).toBeNull();
    expect(answer.headers.get('x-be-records')).toBe(String(await assignableInDb(t)));
    const items = answer.body.data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expectTodoShape(item);
      expect(item.AssignedTo).toBe(supportId);
    }
    const mine = await t.db.select().from(todos).where(eq(todos.assignedTo, supportId));
    const since = t.clock.now().getTime() - 24 * HOUR;
    const expected = mine.filter((row) => !row.completedAt || row.completedAt.getTime() >= since).map((row) => row.id);
    expect(items.map((i) => i.ID).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(mine.some((row) => row.completedAt && row.completedAt.getTime() < since)).toBe(true);
    expect(items.some((i) => i.CompletedAt !== null)).toBe(true);
    // Open ones first, newest first within each group.
    const open = items.filter((i) => i.CompletedAt === null);
    expect(items.slice(0, open.length)).toEqual(open);
    const created = open.map((i) => Date.parse(i.CreatedAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('answers the assignable count, the same number as x-be-records', async () => {
    const answer = await t.call('GET', '/api/common/to-do-count', { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: await assignableInDb(t) });
    expect(answer.body.count).toBeGreaterThan(10);
  });

  it('assigns the oldest open to-do of the category to the caller and drops the count by one', async () => {
    const before = await assignableInDb(t);
    const oldest = await oldestAssignable(t);
    const answer = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: support });
    expect(answer.status).toBe(200);
    expectTodoShape(answer.body.data);
    expect(answer.body.data).toMatchObject({ ID: oldest, AssignedTo: supportId, CompletedAt: null });
    const count = await t.call('GET', '/api/common/to-do-count', { token: support });
    expect(count.body.count).toBe(before - 1);
    const list = await t.call<{ data: TodoItem[] }>('GET', '/api/common/to-dos', { token: support });
    expect(list.body.data.map((i) => i.ID)).toContain(oldest);
    expect(list.headers.get('x-be-records')).toBe(String(before - 1));
    const [row] = await t.db.select().from(todos).where(eq(todos.id, oldest));
    expect(row.assignedAt?.getTime()).toBe(t.clock.now().getTime());
    expect(row.version).toBe(2);
    const events = await auditOf(t, oldest);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'assign',
        actorId: supportId,
        before: expect.objectContaining({ AssignedTo: null }),
        after: expect.objectContaining({ AssignedTo: supportId }),
      }),
    ]);
  });

  it('gives two users assigning at the same time two different to-dos', async () => {
    const before = await assignableInDb(t);
    const [a, b] = await Promise.all([
      t.call('POST', '/api/common/to-dos/assign?category=1', { token: admin }),
      t.call('POST', '/api/common/to-dos/assign?category=1', { token: manager }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.ID).not.toBe(b.body.data.ID);
    expect(a.body.data.AssignedTo).toBe(adminId);
    expect(b.body.data.AssignedTo).toBe(payloadOf(manager).id);
    expect(await assignableInDb(t)).toBe(before - 2);

    // A burst from several callers: every answer a different to-do, the count down by exactly as many.
    const burst = await Promise.all(
      [admin, manager, support, admin, manager, support].map((token) => t.call('POST', '/api/common/to-dos/assign?category=1', { token })),
    );
    const ids = burst.map((answer) => answer.body.data.ID as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await assignableInDb(t)).toBe(before - 2 - ids.length);
  });

  it('answers {data: null} when the category has nothing left', async () => {
    const waiting = await assignableInDb(t, 2);
    expect(waiting).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (let i = 0; i < waiting; i++) {
      const answer = await t.call('POST', '/api/common/to-dos/assign?category=2', { token: manager });
      expect(answer.body.data.QueueName).toBe('Leverantörsimport');
      seen.add(answer.body.data.ID);
    }
    expect(seen.size).toBe(waiting);
    const empty = await t.call('POST', '/api/common/to-dos/assign?category=2', { token: manager });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: null });
  });

  it('refuses a missing or invalid category with 40001 naming it', async () => {
    for (const query of ['', '?category=', '?category=0', '?category=-1', '?category=1.5', '?category=abc']) {
      const answer = await t.call('POST', `/api/common/to-dos/assign${query}`, { token: support });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(Object.keys(answer.body.fields)).toEqual(['category']);
    }
  });

  it("completes the caller's own to-do, keeps it in the list for a day, and writes an audit event", async () => {
    const { body } = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: support });
    const id = body.data.ID as number;
    const done = await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: support });
    expect(done.status).toBe(200);
    expectTodoShape(done.body);
    expect(done.body).toMatchObject({ ID: id, AssignedTo: supportId, CompletedAt: t.clock.now().toISOString() });
    const [row] = await t.db.select().from(todos).where(eq(todos.id, id));
    expect(row.completedBy).toBe(supportId);
    expect(row.version).toBe(3);
    expect((await auditOf(t, id)).map((e) => e.action)).toEqual(['assign', 'complete']);
    expect((await auditOf(t, id))[1]).toMatchObject({
      actorId: supportId,
      before: { CompletedAt: null },
      after: { CompletedBy: supportId },
    });

    const listed = await t.call<{ data: TodoItem[] }>('GET', '/api/common/to-dos', { token: support });
    expect(listed.body.data.find((i) => i.ID === id)?.CompletedAt).toBe(done.body.CompletedAt);
    // A day later it is gone (moved back in the database: moving the clock would expire the tokens).
    await t.db
      .update(todos)
      .set({ completedAt: new Date(t.clock.now().getTime() - 24 * HOUR - 1000) })
      .where(eq(todos.id, id));
    const later = await t.call<{ data: TodoItem[] }>('GET', '/api/common/to-dos', { token: support });
    expect(later.status).toBe(200);
    expect(later.body.data.map((i) => i.ID)).not.toContain(id);
  });

  it("answers 40401 for someone else's to-do and a missing one, 40901 for a completed one", async () => {
    const { body } = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: admin });
    const id = body.data.ID as number;
    const other = await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: support });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(40401);
    const missing = await t.call('PUT', '/api/common/to-dos/99999999/complete', { token: support });
    expect(missing.body.code).toBe(40401);
    const unassigned = await oldestAssignable(t);
    expect((await t.call('PUT', `/api/common/to-dos/${unassigned}/complete`, { token: support })).body.code).toBe(40401);

    expect((await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: admin })).status).toBe(200);
    const again = await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(40901);
    expect((await auditOf(t, id)).map((e) => e.action)).toEqual(['assign', 'complete']);
  });

  it('refuses a stale version with 40901 and accepts the current one', async () => {
    const { body } = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: support });
    const id = body.data.ID as number;
    const stale = await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: support, body: { version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(40901);
    const [row] = await t.db.select().from(todos).where(eq(todos.id, id));
    expect(row.completedAt).toBeNull();
    const bad = await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: support, body: { version: 'x' } });
    expect(bad.body.code).toBe(40001);
    const current = await t.call('PUT', `/api/common/to-dos/${id}/complete`, { token: support, body: { version: 2 } });
    expect(current.status).toBe(200);
  });

  it('refuses a change without the CSRF header with 40302', async () => {
    const before = await assignableInDb(t);
    const answer = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: support, csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(40302);
    expect(await assignableInDb(t)).toBe(before);
  });

  it('refuses callers without a full session with 40101', async () => {
    const pre = await t.login('support');
    for (const [method, path] of [
      ['GET', '/api/common/to-dos'],
      ['GET', '/api/common/to-do-count'],
      ['POST', '/api/common/to-dos/assign?category=1'],
    ]) {
      expect((await t.call(method, path)).body.code).toBe(40101);
      expect((await t.call(method, path, { token: pre.body.token })).body.code).toBe(40101);
    }
  });
});

describe('to-dos by what the caller may open', () => {
  let t: TestApp;
  let catalog: string;
  let support: string;
  let catalogId: number;

  beforeAll(async () => {
    ({ t, catalog, support } = await signedInApp(['catalog', 'support']));
    catalogId = payloadOf(catalog).id;
  });
  afterAll(() => t.close());

  /** A to-do written as the server writes them: its permission from its deep link. */
  async function addTodo(deepLink: string, values: Partial<typeof todos.$inferInsert> = {}): Promise<number> {
    const [queue] = await t.db.select({ id: todoQueues.id }).from(todoQueues).where(eq(todoQueues.category, 1)).limit(1);
    const [row] = await t.db
      .insert(todos)
      .values({ queueId: queue.id, category: 1, title: `Test ${deepLink}`, deepLink, permission: todoPermissionKey(deepLink), ...values })
      .returning({ id: todos.id });
    return row.id;
  }

  it('stores with every demo to-do the permission of the screen its deep link opens', async () => {
    const rows = await t.db.select({ deepLink: todos.deepLink, permission: todos.permission }).from(todos);
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect(row.permission, row.deepLink).toBe(todoPermissionKey(row.deepLink));
    expect(new Set(rows.map((r) => r.permission))).toEqual(new Set(['view:shop', 'view:product']));
  });

  it('gives a role without the shop no order, return or customer to-do: not counted, not assigned', async () => {
    const shopWaiting = await assignableInDb(t, 1);
    expect(shopWaiting).toBeGreaterThan(0);
    const count = await t.call('GET', '/api/common/to-do-count', { token: catalog });
    expect(count.body).toEqual({ count: 0 });
    const list = await t.call('GET', '/api/common/to-dos', { token: catalog });
    expect(list.headers.get('x-be-records')).toBe('0');
    const assign = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: catalog });
    expect(assign.status).toBe(200);
    expect(assign.body).toEqual({ data: null });
    expect(await assignableInDb(t, 1)).toBe(shopWaiting);
    // Customer service may open the shop: the same queue is theirs.
    expect((await t.call('GET', '/api/common/to-do-count', { token: support })).body).toEqual({ count: shopWaiting });
  });

  it('hands a product manager the product to-do of a mixed queue, passing the older order to-dos by', async () => {
    const product = await addTodo('/product/items/4711', { createdAt: new Date(t.clock.now().getTime() - 60_000) });
    expect((await t.call('GET', '/api/common/to-do-count', { token: catalog })).body).toEqual({ count: 1 });
    const assign = await t.call('POST', '/api/common/to-dos/assign?category=1', { token: catalog });
    expect(assign.body.data).toMatchObject({ ID: product, AssignedTo: catalogId, DeepLink: '/product/items/4711' });
    expect((await t.call('POST', '/api/common/to-dos/assign?category=1', { token: catalog })).body).toEqual({ data: null });
  });

  it('no longer lists or completes a to-do the caller may not open (one assigned before a change of role)', async () => {
    const order = await addTodo('/shop/orders/123456', { assignedTo: catalogId, assignedAt: t.clock.now() });
    const list = await t.call<{ data: TodoItem[] }>('GET', '/api/common/to-dos', { token: catalog });
    expect(list.body.data.map((i) => i.ID)).not.toContain(order);
    expect(list.body.data.every((i) => i.DeepLink.startsWith('/product/'))).toBe(true);
    const complete = await t.call('PUT', `/api/common/to-dos/${order}/complete`, { token: catalog });
    expect(complete.status).toBe(404);
    expect(complete.body.code).toBe(40401);
    const [row] = await t.db.select().from(todos).where(eq(todos.id, order));
    expect(row.completedAt).toBeNull();
  });
});
