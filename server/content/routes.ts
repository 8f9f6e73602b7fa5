/**
 * /api/storefront routes of shop content: the storefront redeems a newsletter's unsubscribe link (its page and a
 * mail client's one-click POST both end here) without a staff session; the signed token is the credential
 * (public).
 */
import { PUBLIC, routeList, type RouteDef } from '../http/api-route';
import { jsonBody } from '../http/errors';
import { redeemUnsubscribe } from './unsubscribe';

export function contentStorefrontRoutes(): RouteDef[] {
  const routes = routeList();
  routes.post('/newsletter-unsubscribes/redeem', PUBLIC, async (c) => {
    const body = (await jsonBody(c)) as { token?: unknown } | null;
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await redeemUnsubscribe(db, resources, config.jwtSecret, body?.token, clock.now()));
  });
  return routes.list;
}
