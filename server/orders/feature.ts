/** Orders as the app assembles them (server/features.ts): the hooks of orders, their items and fulfilments. */
import { orderFulfilmentHooks, orderHooks, orderItemHooks } from './hooks';
import { staffOrderRoutes } from './routes';

export const ordersFeature = {
  routes: () => ({ shop: staffOrderRoutes() }),
  hooks: { orders: orderHooks, 'order-fulfilments': orderFulfilmentHooks, 'order-items': orderItemHooks },
  jobs: {},
};
