/** /api/shop: the shop's sales operations and content (view:shop): every declared shop resource, the customers included, and the outbox's .eml download. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import { mountResources } from '../../resources/mount';
import { outboxRoutes } from './outbox';

export function shopRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  app.route('/', outboxRoutes());
  return mountResources(app, 'shop');
}
