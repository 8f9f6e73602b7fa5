/**
 * Selling's tables (declarations src/features/selling/resources/): coupons, their incremental rules (one per amount),
 * sub-coupons (unique without regard to case), redemptions and upsells. A coupon's code is unique without regard to
 * case (the declaration's `unique` on a text field: an index on lower(code)). A redemption goes with its order. An
 * offer's number is the database's (OF10001, OF10002, …); an offer has one line per product.
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgSequence, text } from 'drizzle-orm/pg-core';
import { coupons as couponDef } from '../resources/coupons';
import { couponTiers as tierDef } from '../resources/coupon-tiers';
import { couponCodes as codeDef } from '../resources/coupon-codes';
import { couponRedemptions as redemptionDef } from '../resources/coupon-redemptions';
import { upsells as upsellDef } from '../resources/upsells';
import { offers as offerDef } from '../resources/offers';
import { offerItems as offerItemDef } from '../resources/offer-items';
import { orders } from '../../../../server/db/schema/resources-shop';
import { columnsOf, resourceTable } from '../../../../server/db/schema/resource-table';

export const coupons = resourceTable(couponDef);
/** One tier per amount of a coupon (the declaration's uniqueWith: an index on (coupon_id, from)). */
export const couponTiers = resourceTable(tierDef);
export const couponCodes = resourceTable(codeDef);
/** An order deleted takes its redemptions with it (the coupon's Used count is read from them). */
export const couponRedemptions = resourceTable(redemptionDef, {
  columns: {
    OrderID: integer('order_id')
      .notNull()
      .references(() => columnsOf(orders).ID, { onDelete: 'cascade' }),
  },
});
export const upsells = resourceTable(upsellDef);

export const offerNumberSeq = pgSequence('offer_number_seq', { startWith: 10001 });
export const offers = resourceTable(offerDef, {
  columns: {
    Number: text('number')
      .notNull()
      .default(sql`('OF' || nextval('offer_number_seq')::text)`),
  },
});
/** The rules behind a line's discount as last priced (src/domain/pricing/basket.ts Adjustment[]), to explain it. */
export const offerItems = resourceTable(offerItemDef, {
  columns: { Adjustments: jsonb('adjustments').notNull().default([]) },
});
