/**
 * The customers' routes beyond the engine's (issue 9 §5), in /api/shop: a login link into the customer's
 * storefront, the merge preview and the merge, each needing `update customer`. The storefront's redemption of a
 * login link is public (`POST /api/storefront/login-links/redeem`, storefrontRoutes): the signed one-time token
 * is the credential.
 */
import { ID_SEGMENT } from '../../src/domain/api-access';
import { inArea, PUBLIC, routeList, type RouteDef } from '../http/api-route';
import { idParam, jsonBody } from '../http/errors';
import { issueLoginLink, redeemLink, redeemLoginLink } from './login-links';
import { mergeCustomers, mergePreview } from './merge';

export function customerRoutes(): RouteDef[] {
  const routes = routeList();
  const base = `/customers/${ID_SEGMENT}`;
  const update = inArea('shop', ['update', 'customer']);
  routes.post(`${base}/login-link`, update, async (c) => {
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await issueLoginLink(db, resources, config.jwtSecret, c.get('auth'), idParam(c), clock.now()), 201);
  });
  routes.get(`${base}/merge-preview`, update, async (c) =>
    c.json(await mergePreview(c.get('deps').db, c.get('deps').resources, idParam(c), c.req.query('into'))),
  );
  routes.post(`${base}/merge`, update, async (c) => {
    const body = await jsonBody(c);
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return c.json(
      await mergeCustomers(c.get('deps').db, c.get('deps').resources, c.get('auth'), idParam(c), input, c.get('deps').clock.now()),
    );
  });
  return routes.list;
}

/** /api/storefront: what a storefront calls without a staff session (one-time login and password reset links' redemption). */
export function storefrontRoutes(): RouteDef[] {
  const routes = routeList();
  routes.post('/login-links/redeem', PUBLIC, async (c) => {
    const body = (await jsonBody(c)) as { token?: unknown } | null;
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await redeemLoginLink(db, resources, config.jwtSecret, body?.token, clock.now()));
  });
  // A password reset link's redemption: whose password the storefront may now set (it owns the passwords).
  routes.post('/password-resets/redeem', PUBLIC, async (c) => {
    const body = (await jsonBody(c)) as { token?: unknown } | null;
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await redeemLink(db, resources, config.jwtSecret, body?.token, clock.now(), 'password-reset'));
  });
  return routes.list;
}
