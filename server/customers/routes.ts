/**
 * The customers' routes beyond the engine's (issue 9 §5), mounted in /api/shop before the resource routes so
 * the generic `…/{id}/{action}` does not answer them: a login link into the customer's storefront, the merge
 * preview and the merge, each needing `update customer` (src/domain/api-access.ts). The storefront's
 * redemption of a login link is public (`POST /api/storefront/login-links/redeem`, storefrontRoutes).
 */
import type { Hono } from 'hono';
import { Hono as HonoApp } from 'hono';
import { ID_SEGMENT } from '../../src/domain/api-access';
import type { AppEnv } from '../http/env';
import { idParam, jsonBody } from '../http/errors';
import { issueLoginLink, redeemLink, redeemLoginLink } from './login-links';
import { mergeCustomers, mergePreview } from './merge';

export function mountCustomerRoutes(app: Hono<AppEnv>): void {
  const base = `/customers/${ID_SEGMENT}`;
  app.post(`${base}/login-link`, async (c) => {
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await issueLoginLink(db, resources, config.jwtSecret, c.get('auth'), idParam(c), clock.now()), 201);
  });
  app.get(`${base}/merge-preview`, async (c) =>
    c.json(await mergePreview(c.get('deps').db, c.get('deps').resources, idParam(c), c.req.query('into'))),
  );
  app.post(`${base}/merge`, async (c) => {
    const body = await jsonBody(c);
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return c.json(
      await mergeCustomers(c.get('deps').db, c.get('deps').resources, c.get('auth'), idParam(c), input, c.get('deps').clock.now()),
    );
  });
}

/** /api/storefront: what a storefront calls without a staff session (one-time login and password reset links' redemption). */
export function storefrontRoutes() {
  const app = new HonoApp<AppEnv>();
  app.post('/login-links/redeem', async (c) => {
    const body = (await jsonBody(c)) as { token?: unknown } | null;
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await redeemLoginLink(db, resources, config.jwtSecret, body?.token, clock.now()));
  });
  // A password reset link's redemption: whose password the storefront may now set (it owns the passwords).
  app.post('/password-resets/redeem', async (c) => {
    const body = (await jsonBody(c)) as { token?: unknown } | null;
    const { db, resources, config, clock } = c.get('deps');
    return c.json(await redeemLink(db, resources, config.jwtSecret, body?.token, clock.now(), 'password-reset'));
  });
  return app;
}
