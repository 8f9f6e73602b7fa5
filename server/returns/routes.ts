/**
 * The returns' own routes beside the engine's (in the shop area, /api/shop), each with who may call it:
 * - `POST /orders/{id}/returns` (update return): a return made from an order (./create.ts), answered 201 with the return and,
 *   when it waits for approval, SPEC.md's message (`waitForApproval`).
 * - `GET /return-audits?tab=chargebacks|reclaims` (who may approve): the approval queue's rows as the screen shows them
 *   (customer name, amount, requested at, created by, action, order date, return date), oldest request first.
 * - `POST /return-audits/{approve|decline}` with `items: [{ id, Version }]` (and `DeclineCode`), with the workflow's
 *   moves' permission and flag: each return decided in its own transaction through the workflow's move, answered per item (`ok`, or the error's code,
 *   message and values), so one stale or own return does not hold back the rest of a selection. The decision is
 *   stored at once; its effects wait for the undo window (./decision.ts). Sent again (the answer was lost with
 *   the connection), a decision already made the same way by the same caller answers `ok` again.
 * - `POST /return-audits/undo` with `items: [{ id, Version }]`: the caller's own decisions taken back while
 *   their window is open, item by item; after it 40903 UndoWindowClosed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { AUDIT_TABS, ReturnStatus, type AuditTab } from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { customers, orders, returns, users } from '../db/schema';
import { inArea, routeList, type AccessRule, type RouteDef } from '../http/api-route';
import { ApiFailure, ERROR_TEXT, errorBody, idParam, jsonBody } from '../http/errors';
import { customAction, runAction } from '../resources/actions';
import { refuseUnknownParams } from '../resources/list-params';
import { mutationContext } from '../resources/routes';
import { createReturn, parseNewReturn } from './create';
import { undoDecision } from './decision';
import type { DecisionResult } from '../../src/domain/returns/audit-types';

const MAX_DECISIONS = 500;
/** The audit list's one parameter: which tab. */
const AUDIT_PARAMS: ReadonlySet<string> = new Set(['tab']);

const APPROVE = ['approve', 'replacement_order_chargeback'] as const;

/** A decision (and its undo) by whoever may approve returns and has the CanApproveReturns flag. */
const DECIDE: AccessRule = {
  caller: 'session',
  permissions: inArea('shop').permissions,
  actions: { approve: APPROVE, decline: APPROVE, undo: APPROVE },
  actionFlags: { approve: 'CanApproveReturns', decline: 'CanApproveReturns', undo: 'CanApproveReturns' },
};

export function returnRoutes(): RouteDef[] {
  const routes = routeList();
  routes.post('/orders/:id{[0-9]+}/returns', inArea('shop', ['update', 'return']), async (c) => {
    const input = parseNewReturn(await jsonBody(c));
    const created = await createReturn(mutationContext(c), idParam(c), input);
    return c.json({ ...created.record, waitForApproval: created.waitForApproval }, 201);
  });

  routes.get('/return-audits', inArea('shop', APPROVE), async (c) => {
    refuseUnknownParams(c.req.query(), AUDIT_PARAMS);
    const tab = (c.req.query('tab') ?? 'chargebacks') as AuditTab;
    if (!Object.hasOwn(AUDIT_TABS, tab))
      throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: tab is chargebacks or reclaims`);
    const rows = await c
      .get('deps')
      .db.select({
        ID: returns.ID,
        Version: returns.Version,
        OrderID: returns.OrderID,
        OrderNumber: orders.Number,
        CustomerName: customers.Name,
        Action: returns.Action,
        Amount: returns.Amount,
        Currency: returns.Currency,
        RequestedAt: returns.CreatedAt,
        CreatedBy: returns.CreatedBy,
        CreatedByName: sql<string>`coalesce(${users.name}, 'System')`,
        OrderDate: orders.PlacedAt,
        ReturnDate: returns.ReturnedAt,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.ID, returns.OrderID))
      .innerJoin(customers, eq(customers.ID, returns.CustomerID))
      .leftJoin(users, eq(users.id, returns.CreatedBy))
      .where(and(eq(returns.Status, ReturnStatus.AwaitingApproval), inArray(returns.Action, [...AUDIT_TABS[tab]])))
      .orderBy(asc(returns.CreatedAt), asc(returns.ID))
      .limit(1000);
    return c.json({ data: rows });
  });

  routes.post('/return-audits/:action{approve|decline|undo}', DECIDE, async (c) => {
    const binding = c.get('deps').resources.bindingOf('returns');
    const name = c.req.param('action');
    const action = name === 'undo' ? null : customAction(binding, name, false);
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    const items = Array.isArray(body?.items) ? (body.items as unknown[]) : null;
    if (!items || items.length === 0 || items.length > MAX_DECISIONS) {
      throw new ApiFailure(
        ErrorCode.BadRequest,
        `${ERROR_TEXT[ErrorCode.BadRequest]}: items is a list of 1 to ${MAX_DECISIONS} { id, Version }`,
        { items: { id: 'validation.required', message: 'Value is required' } },
      );
    }
    const context = mutationContext(c);
    /** A decision sent again after a lost answer: made already, the same way, by the caller. */
    const sameDecision = (current: unknown): current is ResourceRecord => {
      const record = current as ResourceRecord | undefined;
      if (!action?.transition || !record) return false;
      return (
        record.Status === action.transition.to &&
        record.DecidedBy === context.auth.id &&
        (name !== 'decline' || record.DeclineReason === body?.DeclineCode)
      );
    };
    const results: DecisionResult[] = [];
    for (const item of items) {
      const { id, Version } = (item ?? {}) as Record<string, unknown>;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
        results.push({ id: Number(id) || 0, ok: false, code: ErrorCode.BadRequest, message: ERROR_TEXT[ErrorCode.BadRequest] });
        continue;
      }
      try {
        const record = action
          ? await runAction(context, binding, action, id, { ...body, items: undefined, Version })
          : await undoDecision(context, id, Version);
        results.push({ id, ok: true, Version: record.Version });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const current = error.extra?.current;
        if (error.code === ErrorCode.Conflict && sameDecision(current)) {
          results.push({ id, ok: true, Version: current.Version });
          continue;
        }
        const answer = errorBody(error);
        results.push({ id, ok: false, code: answer.code, message: answer.message, ...(answer.values ? { values: answer.values } : {}) });
      }
    }
    return c.json({ results });
  });
  return routes.list;
}
