/**
 * /api/shop: the shop's sales operations and content (view:shop): every declared shop resource, the customers
 * included, the outbox's .eml download, the returns' own routes (server/returns/routes.ts) and the customers'
 * login links and merges (server/customers/routes.ts), staff orders' quote and place (server/orders/routes.ts), the
 * invoices' and reminders' own routes (src/features/billing/server), the orders' printed documents and the print templates'
 * previews (server/prints/routes.ts), and the dashboard's figures (server/dashboard/routes.ts).
 */
import type { ResourceRegistry } from '../../resources/binding';
import { outboxRoutes } from './outbox';
import { returnRoutes } from '../../returns/routes';
import { customerRoutes } from '../../customers/routes';
import { staffOrderRoutes } from '../../orders/routes';
import { reminderRoutes } from '../../../src/features/billing/server/reminders-routes';
import { invoiceRoutes } from '../../../src/features/billing/server/routes';
import { shopPrintRoutes } from '../../prints/routes';
import { dashboardRoutes } from '../../dashboard/routes';
import { areaRouter } from '../area';

export function shopRoutes(resources: ResourceRegistry) {
  return areaRouter(
    'shop',
    [
      ...outboxRoutes(),
      ...returnRoutes(),
      ...staffOrderRoutes(),
      ...reminderRoutes(),
      ...invoiceRoutes(),
      ...shopPrintRoutes(),
      ...customerRoutes(),
      ...dashboardRoutes(),
    ],
    resources,
  );
}
