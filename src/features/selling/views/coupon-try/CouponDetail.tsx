/**
 * A coupon's detail (src/features/selling/resources/coupons.ts): the engine's fields, then its "try it" panel
 * (./CouponTryPanel.tsx), new for each coupon opened.
 */
import { DetailFields } from '../../../../views/resource/detail/DetailFields';
import type { DetailBodyProps } from '../../../../views/resource/overrides-types';
import { CouponTryPanel } from './CouponTryPanel';

export function CouponDetail({ def, record }: DetailBodyProps) {
  return (
    <>
      <DetailFields def={def} record={record} />
      <CouponTryPanel key={record.ID} coupon={record} />
    </>
  );
}
