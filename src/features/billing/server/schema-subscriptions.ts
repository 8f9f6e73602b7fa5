/** Subscriptions and their items (src/features/billing/resources/subscriptions.ts), generated from the declarations. */
import { sql } from 'drizzle-orm';
import { index, pgSequence, text } from 'drizzle-orm/pg-core';
import { subscriptionItems as subscriptionItemDef, subscriptions as subscriptionDef } from '../../../domain/resources/shop';
import { resourceTable } from '../../../../server/db/schema/resource-table';

/** Subscription numbers: S1001, S1002, …, given by the database to every subscription however it is written. */
export const subscriptionNumberSeq = pgSequence('subscription_number_seq', { startWith: 1001 });

/** The job's walk: the active subscriptions by when their next order is due (src/features/billing/server/subscriptions/orders.ts). */
export const subscriptions = resourceTable(subscriptionDef, {
  columns: {
    Number: text('number')
      .notNull()
      .default(sql`('S' || nextval('subscription_number_seq'))`),
  },
  indexes: (t) => [
    index('subscriptions_due_idx')
      .on(t.NextOrderAt, t.ID)
      .where(sql`${t.Status} = 2`),
  ],
});
export const subscriptionItems = resourceTable(subscriptionItemDef);
