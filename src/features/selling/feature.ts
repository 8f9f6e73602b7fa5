/**
 * Selling (SPEC.md's routes `coupons`, `upsells`, `offers`): coupons with their incremental rules, sub-coupons and
 * redemptions, post-purchase upsells, and offers (quotations at agreed prices, confirmed into orders). Choices:
 * docs/decisions.md "Coupons", "Upsells" and "Offers".
 */
import { defineFeature } from '../../domain/feature';
import { coupons } from './resources/coupons';
import { couponTiers } from './resources/coupon-tiers';
import { couponCodes } from './resources/coupon-codes';
import { couponRedemptions } from './resources/coupon-redemptions';
import { upsells } from './resources/upsells';
import { offers } from './resources/offers';
import { offerItems } from './resources/offer-items';

export const sellingFeature = defineFeature({
  name: 'selling',
  resources: [coupons, couponTiers, couponCodes, couponRedemptions, upsells, offers, offerItems],
  menu: [
    { area: 'shop', rank: 90, resource: 'offers' },
    { area: 'shop', rank: 120, resource: 'upsells' },
    { area: 'shop', rank: 130, resource: 'coupons' },
  ],
  jobs: [{ value: 'offers-expire', label: 'enums.jobKind.offersExpire' }],
  errors: {
    /** An offer without lines is neither sent nor confirmed (values: `number`). */
    OfferEmpty: { code: 42250, message: 'errors.offerEmpty' },
    /** The offer's last day has passed: it is neither sent nor confirmed (values: `number`, `date`). */
    OfferExpired: { code: 42251, message: 'errors.offerExpired' },
  },
});
