/**
 * Selling (SPEC.md's routes `coupons`, `upsells`, `offers`): coupons with their incremental rules, sub-coupons and
 * redemptions, and post-purchase upsells. Offers are not built yet: their screens say so. Choices:
 * docs/decisions.md "Coupons" and "Upsells".
 */
import { defineFeature } from '../../domain/feature';
import { coupons } from './resources/coupons';
import { couponTiers } from './resources/coupon-tiers';
import { couponCodes } from './resources/coupon-codes';
import { couponRedemptions } from './resources/coupon-redemptions';
import { upsells } from './resources/upsells';

export const sellingFeature = defineFeature({
  name: 'selling',
  resources: [coupons, couponTiers, couponCodes, couponRedemptions, upsells],
  menu: [
    {
      area: 'shop',
      rank: 90,
      screens: [
        { name: 'ShopOfferIndex', path: 'offers', kind: 'list', menu: true },
        { name: 'ShopOfferNew', path: 'offers/new/:id', kind: 'new' },
        { name: 'ShopOfferEdit', path: 'offers/edit/:id', kind: 'detail' },
      ],
    },
    { area: 'shop', rank: 120, resource: 'upsells' },
    { area: 'shop', rank: 130, resource: 'coupons' },
  ],
});
