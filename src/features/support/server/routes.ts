/**
 * The support desk's own routes under /api/support (view shop by the area; writing needs update customer):
 * a ticket's reply, note and read (replies.ts), a ticket opened by staff (`POST /tickets/open`, create.ts: the
 * engine creates no ticket) and the quick replies. Mounted before the engine's routes, which would read
 * `…/{id}/reply` as an action.
 */
import type { Hono } from 'hono';
import { ID_SEGMENT } from '../../../domain/api-access';
import type { AppEnv } from '../../../../server/http/env';
import { jsonBody } from '../../../../server/http/errors';
import { requirePermission } from '../../../../server/http/guards';
import { mutationContext } from '../../../../server/resources/routes';
import { createTicket } from './create';
import { quickReplies } from './quick-replies';
import { noteOnTicket, readTicket, replyToTicket } from './replies';

const update = requirePermission('update', 'customer');

async function objectBody(c: Parameters<typeof jsonBody>[0]): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function ticketRoutes(app: Hono<AppEnv>): void {
  const id = (c: { req: { param(name: string): string | undefined } }) => Number(c.req.param('id'));
  app.post(`/tickets/${ID_SEGMENT}/reply`, update, async (c) =>
    c.json(await replyToTicket(mutationContext(c), id(c), await objectBody(c)), 201),
  );
  app.post(`/tickets/${ID_SEGMENT}/note`, update, async (c) =>
    c.json(await noteOnTicket(mutationContext(c), id(c), await objectBody(c)), 201),
  );
  app.post(`/tickets/${ID_SEGMENT}/read`, update, async (c) => c.json(await readTicket(mutationContext(c), id(c), await objectBody(c))));
  app.post('/tickets/open', update, createTicket);
  app.get(`/tickets/${ID_SEGMENT}/quick-replies`, quickReplies);
}
