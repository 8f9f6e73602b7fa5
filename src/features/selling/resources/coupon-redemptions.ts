/**
 * A coupon's redemptions: one row per order that used it (the code given, the sub-coupon when it was one, the
 * discount it gave excl. VAT in the order's currency). Written by the orders (server/orders), never by a form; a
 * read-only child tab of the coupon, from which its Used count is read.
 */
import { integer, money, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { SUB_CODE_MAX } from '../domain/coupons';
import { COUPONS } from './coupons';

export const couponRedemptions: ResourceDef<'coupon-redemptions'> = {
  name: 'coupon-redemptions',
  area: 'shop',
  path: 'coupon-redemptions',
  screen: 'ShopCouponRedemption',
  table: 'coupon_redemptions',
  titleField: 'Code',
  subtitleField: 'OrderID',
  parent: { resource: 'coupons', field: 'CouponID' },
  permissions: COUPONS,
  fields: [
    reference('CouponID', 'coupons', { required: true, readOnly: true, filterable: true, label: 'resources.couponRedemptions.CouponID' }),
    reference('OrderID', 'orders', {
      required: true,
      readOnly: true,
      filterable: true,
      list: 2,
      label: 'resources.couponRedemptions.OrderID',
    }),
    text('Code', { required: true, readOnly: true, maxLength: SUB_CODE_MAX, list: 2, label: 'resources.couponRedemptions.Code' }),
    // The sub-coupon given (coupon_codes.id), if it was one; a plain number, kept when the sub-coupon is deleted.
    integer('CouponCodeID', { readOnly: true, hidden: true, label: 'resources.couponRedemptions.CouponCodeID' }),
    // The order's currency, written with the redemption.
    text('Currency', {
      required: true,
      readOnly: true,
      hidden: true,
      minLength: 3,
      maxLength: 3,
      default: 'SEK',
      label: 'resources.couponRedemptions.Currency',
    }),
    money('Amount', { field: 'Currency' }, { required: true, readOnly: true, list: 1, label: 'resources.couponRedemptions.Amount' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['coupon redemptions', 'used coupons', 'inlösta rabattkoder'],
  noun: noun('couponRedemptions'),
};
