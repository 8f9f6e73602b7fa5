/** Customers as the app assembles them (server/features.ts): their table's binding with its hooks. */
import { bindCustomers } from './bindings';

export const customersFeature = {
  tables: { customers: bindCustomers },
  jobs: {},
};
