/**
 * /api/shop: the shop's sales operations and content (view:shop): every declared shop resource, the customers
 * included, the outbox's .eml download, the returns' own routes (server/returns/routes.ts) and the customers'
 * login links and merges (server/customers/routes.ts), staff orders' quote and place (server/orders/routes.ts), and
 * the orders' printed documents and the print templates' previews (server/prints/routes.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { requirePermission } from '../../http/guards';
import type { ResourceRegistry } from '../../resources/binding';
import { mountResources } from '../../resources/mount';
import { outboxRoutes } from './outbox';
import { returnRoutes } from '../../returns/routes';
import { mountCustomerRoutes } from '../../customers/routes';
import { staffOrderRoutes } from '../../orders/routes';
import { reminderRoutes } from '../../billing/reminders-routes';
import { invoiceRoutes } from '../../billing/routes';
import { shopPrintRoutes } from '../../prints/routes';
import { dashboardRoutes } from '../../dashboard/routes';

export function shopRoutes(resources: ResourceRegistry) {
  const app = new Hono<AppEnv>();
  app.use('*', requirePermission('view', 'shop'));
  app.route('/', outboxRoutes());
  // Before the engine's routes: `POST /orders/{id}/returns` would otherwise read as a custom action of orders.
  returnRoutes(app);
  staffOrderRoutes(app);
  // Before the engine's routes: `POST /invoice-reminders/next-actions` would otherwise read as a custom action.
  reminderRoutes(app);
  invoiceRoutes(app);
  shopPrintRoutes(app);
  mountCustomerRoutes(app);
  // The dashboard's figures (view dashboard besides view shop).
  dashboardRoutes(app);
  return mountResources(app, resources, 'shop');
}
