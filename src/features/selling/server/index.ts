/**
 * Selling as the app assembles it (server/features.ts): the coupons' computed Used count (their redemptions), the
 * currency their incremental rules need, the sub-coupons made by "Generate codes" (./codes.ts), the offers priced,
 * sent, confirmed and cancelled (./offers.ts) and expired (./expire.ts), its routes (./routes.ts, ./offer-routes.ts),
 * its tables (./schema.ts) and its demo data (./demo/).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import { isBlankText } from '../../../domain/validation';
import type { Tx } from '../../../../server/db/types';
import type { DemoContext } from '../../../../server/demo/context';
import { ApiFailure, ERROR_TEXT } from '../../../../server/http/errors';
import type { ResourceHooks } from '../../../../server/resources/hooks';
import { generateCouponCodes } from './codes';
import { seedCoupons } from './demo/coupons';
import { seedUpsells } from './demo/upsells';
import { seedRedemptions } from './demo/redemptions';
import { sellingRoutes } from './routes';
import { offerRoutes } from './offer-routes';
import { offerHooks, offerItemHooks } from './offers';
import { EXPIRE_OFFERS_JOB, EXPIRE_OFFERS_SCHEDULE, expireOffersJob } from './expire';
import { seedOffers } from './demo/offers';
import * as schema from './schema';

/** The message of a coupon without a currency whose incremental rules need one. */
const CURRENCY_FOR_TIERS = { id: 'resources.coupons.currencyForTiers', message: 'A coupon with incremental rules needs a currency' };

const couponHooks: ResourceHooks = {
  computed: {
    Used: (row) => sql`select count(*)::int from coupon_redemptions r where r.coupon_id = ${row.ID}`,
  },
  /** Its incremental rules' amounts are in its currency: a coupon with tiers keeps one. */
  async beforeWrite({ tx, resources, mode, values, current }) {
    if (mode !== 'update' || !current || !('Currency' in values) || !isBlankText(values.Currency)) return;
    const tiers = resources.bindingOf('coupon-tiers');
    const [tier] = await tx.select({ id: tiers.columns.ID }).from(tiers.table).where(eq(tiers.columns.CouponID, current.ID)).limit(1);
    if (tier) throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: Currency`, { Currency: CURRENCY_FOR_TIERS });
  },
  effects: {
    /** "Generate codes": the action checked and locked the coupon; its report names how many were made. */
    async couponCodesGenerated({ tx, resources, record, auth, now, input }) {
      const created = await generateCouponCodes(tx, resources, record.ID, Number(input?.Count), { actorId: auth.id, now });
      return { Created: created };
    },
  },
};

const couponTierHooks: ResourceHooks = {
  computed: {
    Currency: (row) => sql`select c.currency from coupons c where c.id = ${row.CouponID}`,
  },
  /** A tier is in its coupon's currency: a coupon without one takes no tier. */
  async beforeWrite({ tx, resources, values, current }) {
    const coupons = resources.bindingOf('coupons');
    const couponId = Number(values.CouponID ?? current?.CouponID);
    const [coupon] = await tx
      .select({ id: coupons.columns.ID })
      .from(coupons.table)
      .where(and(eq(coupons.columns.ID, couponId), sql`${coupons.columns.Currency} is null`));
    if (coupon) throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: From`, { From: CURRENCY_FOR_TIERS });
  },
};

export const sellingFeature = {
  routes: () => ({ shop: [...sellingRoutes(), ...offerRoutes()] }),
  hooks: {
    coupons: couponHooks,
    'coupon-tiers': couponTierHooks,
    offers: offerHooks,
    'offer-items': offerItemHooks,
  },
  jobs: { [EXPIRE_OFFERS_JOB]: expireOffersJob() },
  schedules: [EXPIRE_OFFERS_SCHEDULE],
  schema,
  async demo(tx: Tx, context: DemoContext) {
    await seedCoupons(tx, context);
    await seedRedemptions(tx, context);
    await seedUpsells(tx, context);
    await seedOffers(tx, context);
  },
};
