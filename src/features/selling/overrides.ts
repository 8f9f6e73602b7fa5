/** Selling's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { CouponDetail } from './views/coupon-try/CouponDetail';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // A coupon's fields, then its "try it" panel: a basket by keys and what the coupon does to it.
  coupons: { Detail: CouponDetail },
};
