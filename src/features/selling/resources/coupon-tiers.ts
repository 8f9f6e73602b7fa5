/**
 * A coupon's incremental rules (SPEC.md "Coupon": incremental rules): from a basket amount (incl. VAT) on, so much
 * off (incl. VAT), in the coupon's currency: from 500 → 50 off, from 1000 → 150 off. The highest tier the basket
 * reaches applies. A child collection of the coupon, changed by those who change coupons; one tier per amount.
 */
import { computed } from '../../../domain/resources/computed';
import { money, reference, text } from '../../../domain/resources/fields';
import type { ResourceDef } from '../../../domain/resources/types';
import { help, invalid, noun } from '../../../domain/resources/shop/common';
import type { Rule } from '../../../domain/validation';
import { COUPONS } from './coupons';

/** No more off than the amount it applies from. */
const notAboveFrom: Rule = (value, form) =>
  value == null || value === '' || form.From == null || form.From === '' || Number(value) <= Number(form.From)
    ? null
    : invalid('resources.couponTiers.amountAboveFrom', 'No more off than the amount it applies from');

export const couponTiers: ResourceDef<'coupon-tiers'> = {
  name: 'coupon-tiers',
  area: 'shop',
  path: 'coupon-tiers',
  screen: 'ShopCouponTier',
  table: 'coupon_tiers',
  titleField: 'From',
  subtitleField: 'Amount',
  parent: { resource: 'coupons', field: 'CouponID' },
  permissions: COUPONS,
  fields: [
    reference('CouponID', 'coupons', { required: true, filterable: true, label: 'resources.couponTiers.CouponID' }),
    // The coupon's currency, read from it (a coupon's amounts are all in one).
    computed(text('Currency', { hidden: true, maxLength: 3, label: 'resources.couponTiers.Currency' })),
    money(
      'From',
      { field: 'Currency' },
      {
        required: true,
        min: 0.01,
        uniqueWith: ['CouponID'],
        list: 1,
        label: 'resources.couponTiers.From',
        help: help('couponTiers', 'From'),
      },
    ),
    money(
      'Amount',
      { field: 'Currency' },
      {
        required: true,
        min: 0.01,
        list: 1,
        rules: [notAboveFrom],
        label: 'resources.couponTiers.Amount',
        help: help('couponTiers', 'Amount'),
      },
    ),
  ],
  defaultSort: { field: 'From', direction: 'asc' },
  actions: { create: true, edit: true, delete: true },
  keywords: ['coupon tiers', 'incremental rules', 'rabattsteg', 'stegrabatt'],
  noun: noun('couponTiers'),
};
