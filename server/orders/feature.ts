/** Orders as the app assembles them (server/features.ts): the hooks of orders, their items and fulfilments. */
import { orderFulfilmentHooks, orderHooks, orderItemHooks } from './hooks';
import { staffOrderRoutes } from './routes';
import { linePriceRoutes } from './line-prices';
import { orderUpsellRoutes } from './upsells';

export const ordersFeature = {
  routes: () => ({ shop: [...staffOrderRoutes(), ...orderUpsellRoutes(), ...linePriceRoutes()] }),
  hooks: { orders: orderHooks, 'order-fulfilments': orderFulfilmentHooks, 'order-items': orderItemHooks },
  jobs: {},
};
