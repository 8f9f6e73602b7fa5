/** Selling: offers, upsells and coupons (SPEC.md's routes; not built yet, the screens say so). */
import { defineFeature } from '../../domain/feature';

export const sellingFeature = defineFeature({
  name: 'selling',
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
    {
      area: 'shop',
      rank: 120,
      screens: [
        { name: 'ShopUpsellIndex', path: 'upsells', kind: 'list', menu: true },
        { name: 'ShopUpsellNew', path: 'upsells/new', kind: 'new' },
        { name: 'ShopUpsellDetail', path: 'upsells/:id', kind: 'detail' },
      ],
    },
    {
      area: 'shop',
      rank: 130,
      screens: [
        { name: 'ShopCouponIndex', path: 'coupons', kind: 'list', menu: true },
        { name: 'ShopCouponNew', path: 'coupons/new', kind: 'new' },
        { name: 'ShopCouponDetail', path: 'coupons/:id', kind: 'detail' },
      ],
    },
  ],
});
