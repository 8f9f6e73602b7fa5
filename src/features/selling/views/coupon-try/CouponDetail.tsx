/**
 * A coupon's detail (src/features/selling/resources/coupons.ts): the engine's fields, then its "try it" panel
 * (./CouponTryPanel.tsx, a chunk of its own loaded when a coupon is opened: no other screen needs it), new for each
 * coupon opened.
 */
import { deferred } from '../../../../views/common/deferred';
import { DetailFields } from '../../../../views/resource/detail/DetailFields';
import type { DetailBodyProps } from '../../../../views/resource/overrides-types';

const { Component: CouponTryPanel } = deferred(() => import('./CouponTryPanel').then((m) => m.CouponTryPanel));

export function CouponDetail({ def, record }: DetailBodyProps) {
  return (
    <>
      <DetailFields def={def} record={record} />
      <CouponTryPanel key={record.ID} coupon={record} />
    </>
  );
}
