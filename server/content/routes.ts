/**
 * /api/storefront routes of shop content: the storefront redeems a newsletter's unsubscribe link (its page and a
 * mail client's one-click POST both end here) without a staff session; the signed token is the credential
 * (src/domain/api-access.ts classifies it public).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/errors';
import { redeemUnsubscribe } from './unsubscribe';

export function contentStorefrontRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/newsletter-unsubscribes/redeem', async (c) => {
    const body = (await jsonBody(c)) as { token?: unknown } | null;
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await redeemUnsubscribe(db, resources, config.jwtSecret, body?.token, clock.now()));
  });
  return app;
}
