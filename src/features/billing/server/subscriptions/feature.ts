/**
 * Subscriptions as the app assembles them (server/features.ts): the hooks of subscriptions and their items, and
 * the recurring job that places the due ones' orders.
 */
import { subscriptionHooks, subscriptionItemHooks } from './hooks';
import { SUBSCRIPTION_ORDERS_JOB, SUBSCRIPTION_ORDERS_SCHEDULE, subscriptionOrdersJob } from './orders';

export const subscriptionsFeature = {
  hooks: { subscriptions: subscriptionHooks, 'subscription-items': subscriptionItemHooks },
  jobs: { [SUBSCRIPTION_ORDERS_JOB]: subscriptionOrdersJob() },
  schedules: [SUBSCRIPTION_ORDERS_SCHEDULE],
};
