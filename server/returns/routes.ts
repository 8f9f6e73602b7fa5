/**
 * The returns' own routes beside the engine's (mounted in the shop area, /api/shop; access in
 * src/domain/api-access.ts):
 * - `POST /orders/{id}/returns`: a return made from an order (./create.ts), answered 201 with the return and,
 *   when it waits for approval, SPEC.md's message (`waitForApproval`).
 * - `GET /return-audits?tab=chargebacks|reclaims`: the approval queue's rows as the screen shows them
 *   (customer name, amount, requested at, created by, action, order date, return date), oldest request first.
 * - `POST /return-audits/{approve|decline}` with `items: [{ id, Version }]` (and `DeclineCode`): each return
 *   decided in its own transaction through the workflow's move, answered per item (`ok`, or the error's code
 *   and message), so one stale or own return does not hold back the rest of a selection.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ErrorCode } from '../../src/domain/errors';
import { AUDIT_TABS, ReturnStatus, type AuditTab } from '../../src/domain/returns/codes';
import { customers, orders, returns, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiFailure, ERROR_TEXT, errorBody, idParam, jsonBody } from '../http/errors';
import { customAction, runAction } from '../resources/actions';
import { mutationContext } from '../resources/routes';
import { createReturn, parseNewReturn } from './create';
import type { DecisionResult } from '../../src/domain/returns/audit-types';

const MAX_DECISIONS = 500;

export function returnRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  app.post('/orders/:id{[0-9]+}/returns', async (c) => {
    const input = parseNewReturn(await jsonBody(c));
    const created = await createReturn(mutationContext(c), idParam(c), input);
    return c.json({ ...created.record, waitForApproval: created.waitForApproval }, 201);
  });

  app.get('/return-audits', async (c) => {
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

  app.post('/return-audits/:action{approve|decline}', async (c) => {
    const binding = c.get('deps').resources.bindingOf('returns');
    const action = customAction(binding, c.req.param('action'), false);
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    const items = Array.isArray(body?.items) ? (body.items as unknown[]) : null;
    if (!items || items.length === 0 || items.length > MAX_DECISIONS) {
      throw new ApiFailure(
        ErrorCode.BadRequest,
        `${ERROR_TEXT[ErrorCode.BadRequest]}: items is a list of 1 to ${MAX_DECISIONS} { id, Version }`,
        { items: { id: 'validation.required', message: 'Value is required' } },
      );
    }
    const results: DecisionResult[] = [];
    for (const item of items) {
      const { id, Version } = (item ?? {}) as Record<string, unknown>;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
        results.push({ id: Number(id) || 0, ok: false, code: ErrorCode.BadRequest, message: ERROR_TEXT[ErrorCode.BadRequest] });
        continue;
      }
      try {
        const record = await runAction(mutationContext(c), binding, action, id, { ...body, items: undefined, Version });
        results.push({ id, ok: true, Version: record.Version });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const answer = errorBody(error);
        results.push({ id, ok: false, code: answer.code, message: answer.message });
      }
    }
    return c.json({ results });
  });
  return app;
}
