/** Selling's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { CouponDetail } from './views/coupon-try/CouponDetail';
import { PricedDetail } from '../../views/resource/detail/PricedDetail';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // A coupon's fields, then its "try it" panel: a basket by keys and what the coupon does to it.
  coupons: { Detail: CouponDetail },
  // An offer's fields, then each line's agreed price beside the customer's and the rules behind its discount.
  offers: { Detail: PricedDetail },
};
