/** /api/shop: the shop's sales operations and content (view:shop): every declared shop resource, the customers
 * included, with the customers' login links and merges (server/customers/routes.ts). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import { mountResources } from '../../resources/mount';
import { mountCustomerRoutes } from '../../customers/routes';

export function shopRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  mountCustomerRoutes(app);
  return mountResources(app, 'shop');
}
