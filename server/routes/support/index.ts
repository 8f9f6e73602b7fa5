/** /api/support: the support desk (view:shop): every declared support resource (tickets, their messages and attachments). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import type { ResourceRegistry } from '../../resources/binding';
import { mountResources } from '../../resources/mount';

export function supportRoutes(resources: ResourceRegistry) {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  return mountResources(app, resources, 'support');
}
