/** /api/shop: the shop's sales operations and content (view:shop): the customers and every declared shop resource. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import { mountResources } from '../../resources/mount';
import { customerRoutes } from './customers';

export function shopRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  app.route('/', customerRoutes());
  return mountResources(app, 'shop');
}
