/** /api/support: the support desk (view:shop): a ticket's reply, note and read, and every declared support resource (tickets, their messages and attachments). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import type { ResourceRegistry } from '../../resources/binding';
import { mountResources } from '../../resources/mount';
import { ticketRoutes } from '../../../src/features/support/server/routes';

export function supportRoutes(resources: ResourceRegistry) {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  // Before the engine's routes: `POST /tickets/{id}/reply` would otherwise read as a custom action.
  ticketRoutes(app);
  return mountResources(app, resources, 'support');
}
