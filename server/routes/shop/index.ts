/** /api/shop: the shop's sales operations (view:shop). So far the customers. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import { customerRoutes } from './customers';

export function shopRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  app.route('/', customerRoutes());
  return app;
}
