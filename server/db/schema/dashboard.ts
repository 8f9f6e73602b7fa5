/**
 * The dashboard's daily rollup of orders (docs/decisions.md "Dashboard"): per calendar day in Europe/Stockholm,
 * store and currency, how many orders were placed (annulled ones not counted) and the sum of their totals.
 * Kept by statement-level triggers on `orders` (hand-written at the end of migration 0030_order_day_totals),
 * so every write of an order (the engine, staff orders, seeds, set-based fills) changes it in its own
 * transaction; the dashboard's months read it instead of every order.
 */
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    /** The day in Europe/Stockholm the orders were placed on. */
    day: date('day').notNull(),
    storeId: integer('store_id').notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull(),
    /** The sum of the orders' totals in their currency. */
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.storeId, t.currency] })],
);
