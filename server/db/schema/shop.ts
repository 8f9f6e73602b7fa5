/** Shop customers (only what the incoming-call lookup needs so far). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { stores } from './common';

export const customers = pgTable(
  'customers',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** As entered. */
    phone: text('phone').notNull(),
    /** International digits without + or 00 (e.g. 46701234567), see server/routes/shop/phone-match.ts. */
    phoneNormalized: text('phone_normalized').notNull(),
    city: text('city').notNull(),
    storeId: integer('store_id').notNull().references(() => stores.id),
  },
  (t) => [index('customers_phone_normalized_idx').on(t.phoneNormalized)],
);
