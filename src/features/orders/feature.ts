/** Orders (server/orders): the orders with their lines, deliveries, payments and timeline, and staff orders. */
import { defineFeature } from '../../domain/feature';
import { orders } from '../../domain/resources/shop/orders';
import { orderItems } from '../../domain/resources/shop/order-items';
import { orderFulfilments } from '../../domain/resources/shop/order-fulfilments';
import { orderTransactions } from '../../domain/resources/shop/order-transactions';
import { orderEvents } from '../../domain/resources/shop/order-events';

export const ordersFeature = defineFeature({
  name: 'orders',
  resources: [orders, orderItems, orderFulfilments, orderTransactions, orderEvents],
  menu: [{ area: 'shop', rank: 20, resource: 'orders' }],
});
