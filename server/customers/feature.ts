/** Customers as the app assembles them (server/features.ts): their table's binding with its hooks. */
import { bindCustomers } from './bindings';
import { customerRoutes, storefrontRoutes } from './routes';

export const customersFeature = {
  routes: () => ({ shop: customerRoutes(), storefront: storefrontRoutes() }),
  tables: { customers: bindCustomers },
  jobs: {},
};
