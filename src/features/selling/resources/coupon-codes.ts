/**
 * A coupon's sub-coupons (SPEC.md "Coupon": subCoupons): single codes under the coupon's, `<CODE>-XXXXXX`, made in
 * bulk by "Generate codes" (../server/codes.ts) and handed out one per customer; each is used once (UsedAt, written
 * by the order that redeems it). Read-only in the console but for deleting one not handed out yet.
 *
 * A code is unique among the sub-coupons without regard to case (the table's index on lower(code)). It is not
 * checked against the coupons' own codes: a coupon's code and a sub-code can only meet when a coupon's code is
 * another's followed by a hyphen and six characters of the sub-codes' alphabet, and a code given at checkout is
 * looked up among the coupons first (docs/decisions.md "Coupons").
 */
import { datetime, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { SUB_CODE_MAX } from '../domain/coupons';
import { COUPONS } from './coupons';

export const couponCodes: ResourceDef<'coupon-codes'> = {
  name: 'coupon-codes',
  area: 'shop',
  path: 'coupon-codes',
  screen: 'ShopCouponCode',
  table: 'coupon_codes',
  titleField: 'Code',
  subtitleField: 'UsedAt',
  parent: { resource: 'coupons', field: 'CouponID' },
  permissions: COUPONS,
  fields: [
    reference('CouponID', 'coupons', { required: true, readOnly: true, filterable: true, label: 'resources.couponCodes.CouponID' }),
    text('Code', {
      required: true,
      readOnly: true,
      unique: true,
      maxLength: SUB_CODE_MAX,
      list: 3,
      searchable: true,
      sortable: true,
      label: 'resources.couponCodes.Code',
    }),
    datetime('UsedAt', { readOnly: true, list: 2, sortable: true, label: 'resources.couponCodes.UsedAt' }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: false, delete: true },
  keywords: ['coupon codes', 'sub-coupons', 'single codes', 'underkoder', 'engångskoder'],
  noun: noun('couponCodes'),
};
