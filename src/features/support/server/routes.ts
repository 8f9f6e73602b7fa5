/**
 * The support desk's own routes under /api/support (view shop by the area; writing needs update customer):
 * a ticket's reply, note and read (replies.ts), a ticket opened by staff (`POST /tickets/open`, create.ts: the
 * engine creates no ticket) and the quick replies, read with the queue.
 */
import { ID_SEGMENT } from '../../../domain/api-access';
import { inArea, routeList, type RouteDef } from '../../../../server/http/api-route';
import { jsonBody } from '../../../../server/http/errors';
import { mutationContext } from '../../../../server/resources/routes';
import { createTicket } from './create';
import { quickReplies } from './quick-replies';
import { noteOnTicket, readTicket, replyToTicket } from './replies';

const update = inArea('support', ['update', 'customer']);

async function objectBody(c: Parameters<typeof jsonBody>[0]): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function ticketRoutes(): RouteDef[] {
  const routes = routeList();
  const id = (c: { req: { param(name: string): string | undefined } }) => Number(c.req.param('id'));
  routes.post(`/tickets/${ID_SEGMENT}/reply`, update, async (c) =>
    c.json(await replyToTicket(mutationContext(c), id(c), await objectBody(c)), 201),
  );
  routes.post(`/tickets/${ID_SEGMENT}/note`, update, async (c) =>
    c.json(await noteOnTicket(mutationContext(c), id(c), await objectBody(c)), 201),
  );
  routes.post(`/tickets/${ID_SEGMENT}/read`, update, async (c) => c.json(await readTicket(mutationContext(c), id(c), await objectBody(c))));
  routes.post('/tickets/open', update, createTicket);
  routes.get(`/tickets/${ID_SEGMENT}/quick-replies`, inArea('support'), quickReplies);
  return routes.list;
}
