/**
 * The to-do panel (SPEC.md "To-do panel"): the caller's to-dos, the assignable count, assign-next and
 * complete. Assignment is one SQL statement with FOR UPDATE SKIP LOCKED, so any number of API processes
 * can hand out to-dos from one queue without giving the same item twice (DESIGN.md "Scale-out path").
 * Every call sees only to-dos whose deep link the caller's role may open (`todos.permission`, the
 * permission of the screen the link opens): an order to-do never reaches a role without the shop.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AssignResponse, TodoCountResponse, TodoItem } from '../../../src/domain/api-types';
import { LIST_MAX_LIMIT, TODO_ASSIGN_CATEGORY } from '../../../src/domain/constants';
import { ErrorCode } from '../../../src/domain/errors';
import { permissionKeys } from '../../../src/domain/permissions';
import { formStruct, minValue, required } from '../../../src/domain/validation';
import { todoQueues, todos } from '../../db/schema';
import type { Executor } from '../../db/types';
import { routeList, signedIn, type RouteDef } from '../../http/api-route';
import { ApiFailure, idParam, jsonBody, parseWith } from '../../http/errors';
import { listResponse } from '../../http/list';
import { refuseUnknownParams } from '../../resources/list-params';
import { wholeNumber } from '../../resources/query-numbers';
import { versionedUpdate } from '../../resources/versioned-writes';

/** Completed to-dos stay in their owner's list this long, so a mistaken click can be seen. */
const COMPLETED_VISIBLE_MS = 24 * 60 * 60 * 1000;

/** To-dos are no resource: their events hold the columns a write set, under `todo`. */
const TODO_EVENTS = { table: todos, entity: 'todo' };

const AssignQuery = formStruct<{ category: string }>({ category: [required, wholeNumber, minValue(1)] });
const CompleteBody = formStruct<{ version?: number | string }>({ version: [wholeNumber, minValue(1)] });

const itemColumns = {
  ID: todos.id,
  QueueID: todos.queueId,
  QueueName: todoQueues.name,
  Title: todos.title,
  DeepLink: todos.deepLink,
  AssignedTo: todos.assignedTo,
  CompletedAt: todos.completedAt,
  CreatedAt: todos.createdAt,
};

async function selectItems(db: Executor, where: SQL | undefined, order: SQL[] = [], limit = LIST_MAX_LIMIT): Promise<TodoItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(todos)
    .innerJoin(todoQueues, eq(todoQueues.id, todos.queueId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    CompletedAt: row.CompletedAt ? row.CompletedAt.toISOString() : null,
    CreatedAt: row.CreatedAt.toISOString(),
  }));
}

async function itemById(db: Executor, id: number): Promise<TodoItem> {
  const [item] = await selectItems(db, eq(todos.id, id), [], 1);
  return item;
}

/** To-dos whose deep link a role may open. */
function openableBy(role: number): SQL {
  const keys = permissionKeys(role);
  return keys.length ? inArray(todos.permission, keys) : sql`false`;
}

/** Open, unassigned to-dos of a category the role may open (walks the partial index todos_assignable_idx). */
function assignable(category: number, role: number): SQL {
  return and(eq(todos.category, category), isNull(todos.assignedTo), isNull(todos.completedAt), openableBy(role))!;
}

async function assignableCount(db: Executor, role: number, category = TODO_ASSIGN_CATEGORY): Promise<number> {
  const [row] = await db.select({ n: count() }).from(todos).where(assignable(category, role));
  return row.n;
}

export function todoRoutes(): RouteDef[] {
  const routes = routeList();
  const canView = signedIn(['view', 'todo']);

  routes.get('/to-dos', canView, async (c) => {
    // One list, mine: nothing filters or pages it.
    refuseUnknownParams(c.req.query(), new Set());
    const { db, clock } = c.get('deps');
    const { id: me, role } = c.get('auth');
    const since = new Date(clock.now().getTime() - COMPLETED_VISIBLE_MS);
    // Each arm names the owner, so each can use its own index (open: todos_assigned_open_idx,
    // recently completed: todos_assigned_completed_idx).
    const mine = and(
      or(and(eq(todos.assignedTo, me), isNull(todos.completedAt)), and(eq(todos.assignedTo, me), gte(todos.completedAt, since))),
      openableBy(role),
    );
    // Open ones first, then the recently completed; newest first within each.
    const order = [sql`${todos.completedAt} is not null`, desc(todos.createdAt), desc(todos.id)];
    const [data, total] = await Promise.all([selectItems(db, mine, order), assignableCount(db, role)]);
    return listResponse(c, data, total);
  });

  routes.get('/to-do-count', canView, async (c) => {
    const answer: TodoCountResponse = { count: await assignableCount(c.get('deps').db, c.get('auth').role) };
    return c.json(answer);
  });

  routes.post('/to-dos/assign', canView, async (c) => {
    const category = Number(parseWith(AssignQuery, c.req.query()).category);
    const { db, clock } = c.get('deps');
    const { id: me, role } = c.get('auth');
    const now = clock.now();
    const data = await db.transaction(async (tx) => {
      const [oldest] = await tx
        .select({ id: todos.id })
        .from(todos)
        .where(assignable(category, role))
        .orderBy(asc(todos.createdAt), asc(todos.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!oldest) return null;
      await versionedUpdate(tx, TODO_EVENTS, {
        id: oldest.id,
        set: { assignedTo: me, assignedAt: now },
        now,
        actorId: me,
        action: 'assign',
      });
      return itemById(tx, oldest.id);
    });
    const answer: AssignResponse = { data };
    return c.json(answer);
  });

  routes.put('/to-dos/:id/complete', canView, async (c) => {
    const id = idParam(c);
    const body = parseWith(CompleteBody, await jsonBody(c));
    const expectedVersion = body.version == null || String(body.version).trim() === '' ? null : Number(body.version);
    const { db, clock } = c.get('deps');
    const { id: me, role } = c.get('auth');
    const now = clock.now();
    const item = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ assignedTo: todos.assignedTo, completedAt: todos.completedAt, version: todos.version })
        .from(todos)
        .where(and(eq(todos.id, id), openableBy(role)))
        .for('update');
      // Someone else's to-do, or one the caller may no longer open, is as invisible as a missing one.
      if (!row || row.assignedTo !== me) throw new ApiFailure(ErrorCode.NotFound);
      if (row.completedAt) throw new ApiFailure(ErrorCode.Conflict, 'The to-do is already completed');
      if (expectedVersion !== null && expectedVersion !== row.version) throw new ApiFailure(ErrorCode.Conflict);
      await versionedUpdate(tx, TODO_EVENTS, { id, set: { completedAt: now, completedBy: me }, now, actorId: me, action: 'complete' });
      return itemById(tx, id);
    });
    return c.json(item);
  });

  return routes.list;
}
