/** Tables of the shop resources (src/domain/resources/shop.ts), one line each, generated from the declaration. */
import {
  deals as dealDef,
  documents as documentDef,
  emailTemplates as emailTemplateDef,
  pages as pageDef,
  prints as printDef,
  redirects as redirectDef,
  strings as stringDef,
  widgets as widgetDef,
  orders as orderDef,
  orderItems as orderItemDef,
  orderEvents as orderEventDef,
  orderFulfilments as orderFulfilmentDef,
  orderTransactions as orderTransactionDef,
  returns as returnDef,
  returnItems as returnItemDef,
  chargebacks as chargebackDef,
} from '../../../src/domain/resources/shop';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgSequence, text } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-table';
import { users } from './users';

export const pages = resourceTable(pageDef);
export const widgets = resourceTable(widgetDef);
export const strings = resourceTable(stringDef);
export const documents = resourceTable(documentDef);
export const redirects = resourceTable(redirectDef);
export const deals = resourceTable(dealDef);
export const emailTemplates = resourceTable(emailTemplateDef);
export const prints = resourceTable(printDef);
/**
 * Orders' extra indexes: the checks queue (a partial index, few rows) in the list's order, the store and
 * payment filters in the list's order, so a filtered page with an interval walks (filter, PlacedAt, ID), and
 * a whole e-mail address (the free text's `emailAddress` match, server/orders/hooks.ts).
 */
/** How an order was priced beyond its columns (src/domain/orders/totals.ts OrderPricing): its promotions, its fees' coupons. */
export const orders = resourceTable(orderDef, {
  columns: { Pricing: jsonb('pricing').notNull().default({ applied: [], fees: [] }) },
  indexes: (t) => [
    index('orders_check_queue_idx')
      .on(t.PlacedAt, t.ID)
      .where(sql`${t.CheckStatus} in (1, 2)`),
    index('orders_status_placed_idx').on(t.Status, t.PlacedAt, t.ID),
    index('orders_store_placed_idx').on(t.StoreID, t.PlacedAt, t.ID),
    index('orders_payment_placed_idx').on(t.PaymentMethodID, t.PlacedAt, t.ID),
    index('orders_email_lower_idx').on(sql`lower(${t.Email})`),
  ],
});
/** The rules behind a line's discount (src/domain/pricing/basket.ts Adjustment[]), kept to explain it and to price it again. */
export const orderItems = resourceTable(orderItemDef, {
  columns: {
    Adjustments: jsonb('adjustments').notNull().default([]),
    // 0 unless a rule took something (a line written by other means than placing, as a return's replacement).
    Discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
});
/** Who acted, a staff account (null: the system); a user named in a timeline is disabled, not deleted. */
export const orderEvents = resourceTable(orderEventDef, {
  columns: { ActorID: integer('actor_id').references(() => users.id) },
});
/** A typed tracking reference finds its order (the orders' free text): compacted as the palette sends it. */
export const orderFulfilments = resourceTable(orderFulfilmentDef, {
  indexes: (t) => [index('order_fulfilments_tracking_compact_idx').on(sql`upper(replace(${t.TrackingReference}, ' ', ''))`)],
});
export const orderTransactions = resourceTable(orderTransactionDef);
/** Return numbers: R1001, R1002, …, given by the database to every return however it is written. */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1001 });
/** A return's number is the database's; its creator and decider are staff accounts (disabled, never deleted). */
export const returns = resourceTable(returnDef, {
  columns: {
    Number: text('number')
      .notNull()
      .default(sql`('R' || nextval('return_number_seq'))`),
    CreatedBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    DecidedBy: integer('decided_by').references(() => users.id),
  },
});
export const returnItems = resourceTable(returnItemDef);
export const chargebacks = resourceTable(chargebackDef);
/** Order numbers (server/orders/hooks.ts): six digits and up, never starting with 0. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });
