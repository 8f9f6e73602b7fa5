/**
 * The coupons' declaration (shop; SPEC.md "Coupon": code, autoApply, fixedAmount, percentage, freeShipping,
 * usageLimit, startsAt, includeShipping, subCoupons, canBeCombined, exclusive, specific groups and categories, buy X
 * get Y types, incremental rules). A coupon is a code a customer gives at checkout (or one applied without it), in one
 * store or in every store, between its start and end:
 * - a discount (Type 1): a percentage or a fixed amount off the buy list's items (empty: every product), or off the
 *   basket by its incremental rules (./coupon-tiers.ts: from 500 → 50 off, from 1000 → 150 off);
 * - buy X get Y (Type 2): the discount applies to the get list's items once the buy list's are bought (SPEC.md
 *   section 5: "pick 3 if the same category, product or group is both bought and received, otherwise pick 2";
 *   without get items, to every item of the buy list).
 * Its sub-coupons (./coupon-codes.ts) are single codes made in bulk by "Generate codes"; its redemptions
 * (./coupon-redemptions.ts) are written by the orders that used it, and its Used count is read from them.
 * Choices: docs/decisions.md "Coupons".
 */
import { FEATURE_FLAGS } from '../../../domain/constants';
import { computed } from '../../../domain/resources/computed';
import {
  boolean,
  category,
  datetime,
  enumeration,
  integer,
  longText,
  money,
  percentage,
  reference,
  store,
  text,
} from '../../../domain/resources/fields';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { CRUD, SHOP, after, eitherDiscount, help, invalid, noun, options, skuLines } from '../../../domain/resources/shop/common';
import { requiredIf, type Rule } from '../../../domain/validation';
import { COUPON_CODE_MAX, COUPON_CURRENCIES, COUPON_TYPES, CouponType, MAX_GENERATED_CODES, couponCode } from '../domain/coupons';

/** Who sees and changes coupons: as deals (the shop's content). */
export const COUPONS = SHOP;

/** SPEC.md section 5: "An exclusive coupon cannot be combined with other coupons." */
const exclusiveAlone: Rule = (value, form) =>
  value === true && form.CanBeCombined === true
    ? invalid('resources.coupons.exclusiveCombined', 'An exclusive coupon cannot be combined with other coupons')
    : null;

/** The get list applies to a buy X get Y coupon only. */
const GET_LIST = { appliesWhen: { Type: [CouponType.BuyXGetY] } } as const;

/** The switch for free shipping, present while the FreeShippingCoupon flag is on (SPEC.md section 1). */
const freeShipping: FieldDef[] = FEATURE_FLAGS.FreeShippingCoupon
  ? [boolean('FreeShipping', { filterable: true, label: 'resources.coupons.FreeShipping', help: help('coupons', 'FreeShipping') })]
  : [];

/** How many sub-coupons to make: the "Generate codes" action's input, and the body of POST …/coupons/{id}/codes. */
export const GENERATE_COUNT: FieldDef = integer('Count', {
  required: true,
  min: 1,
  max: MAX_GENERATED_CODES,
  default: 100,
  label: 'resources.coupons.Count',
  help: 'resources.coupons.help.Count',
});

/**
 * The generated codes' list, GET /api/shop/coupons/{id}/codes.csv, as the selling feature serves it (the file name is
 * put together so the message catalogue's check does not read it as a message id).
 */
const CODES = 'codes';
export const COUPON_CODES_CSV = `${CODES}.csv`;

export const coupons: ResourceDef<'coupons'> = {
  name: 'coupons',
  area: 'shop',
  path: 'coupons',
  screen: 'ShopCoupon',
  table: 'coupons',
  titleField: 'Code',
  subtitleField: 'Name',
  permissions: COUPONS,
  fields: [
    // Unique without regard to case (the table's index is on lower(code)); stored as typed.
    text('Code', {
      required: true,
      unique: true,
      minLength: 3,
      maxLength: COUPON_CODE_MAX,
      list: 2,
      searchable: true,
      sortable: true,
      rules: [couponCode],
      label: 'resources.coupons.Code',
      help: help('coupons', 'Code'),
    }),
    text('Name', {
      required: true,
      maxLength: 120,
      list: 3,
      searchable: true,
      sortable: true,
      label: 'resources.coupons.Name',
      help: help('coupons', 'Name'),
    }),
    store('StoreID', { list: 2, filterable: true, label: 'resources.coupons.StoreID', help: help('coupons', 'StoreID') }),
    enumeration('Type', options('couponType', COUPON_TYPES), {
      required: true,
      default: CouponType.Discount,
      list: 1,
      filterable: true,
      label: 'resources.coupons.Type',
      help: help('coupons', 'Type'),
    }),
    boolean('AutoApply', { filterable: true, label: 'resources.coupons.AutoApply', help: help('coupons', 'AutoApply') }),
    percentage('Percentage', { min: 0.01, max: 100, list: 1, label: 'resources.coupons.Percentage', help: help('coupons', 'Percentage') }),
    money(
      'FixedAmount',
      { field: 'Currency' },
      {
        min: 0.01,
        list: 1,
        rules: [eitherDiscount('Percentage')],
        label: 'resources.coupons.FixedAmount',
        help: help('coupons', 'FixedAmount'),
      },
    ),
    // Required with an amount; its incremental rules need it too (checked by the server, which sees them).
    enumeration('Currency', options('currency', COUPON_CURRENCIES), {
      default: 'SEK',
      rules: [requiredIf((form) => form.FixedAmount != null && form.FixedAmount !== '')],
      label: 'resources.coupons.Currency',
      help: help('coupons', 'Currency'),
    }),
    ...freeShipping,
    boolean('IncludeShipping', { label: 'resources.coupons.IncludeShipping', help: help('coupons', 'IncludeShipping') }),
    integer('UsageLimit', { min: 1, max: 100_000_000, label: 'resources.coupons.UsageLimit', help: help('coupons', 'UsageLimit') }),
    // The redemptions, read when asked: never a stale count.
    computed(integer('Used', { list: 1, progressOf: 'UsageLimit', label: 'resources.coupons.Used' })),
    datetime('StartsAt', { required: true, list: 2, sortable: true, filterable: true, label: 'resources.coupons.StartsAt' }),
    datetime('EndsAt', {
      sortable: true,
      filterable: true,
      rules: [after('StartsAt')],
      label: 'resources.coupons.EndsAt',
      help: help('coupons', 'EndsAt'),
    }),
    boolean('CanBeCombined', { default: true, label: 'resources.coupons.CanBeCombined', help: help('coupons', 'CanBeCombined') }),
    boolean('Exclusive', {
      default: false,
      rules: [exclusiveAlone],
      label: 'resources.coupons.Exclusive',
      help: help('coupons', 'Exclusive'),
    }),
    // The buy list (empty: every product).
    reference('Groups', 'product-groups', {
      multiple: true,
      filterable: true,
      label: 'resources.coupons.Groups',
      help: help('coupons', 'Groups'),
    }),
    category('Categories', {
      multiple: true,
      filterable: true,
      label: 'resources.coupons.Categories',
      help: help('coupons', 'Categories'),
    }),
    longText('SkuList', { maxLength: 20_000, rules: [skuLines], label: 'resources.coupons.SkuList', help: help('coupons', 'SkuList') }),
    // The get list of a buy X get Y coupon (empty: the discount applies to every item of the buy list).
    reference('GetGroups', 'product-groups', {
      multiple: true,
      ...GET_LIST,
      label: 'resources.coupons.GetGroups',
      help: help('coupons', 'GetGroups'),
    }),
    category('GetCategories', {
      multiple: true,
      ...GET_LIST,
      label: 'resources.coupons.GetCategories',
      help: help('coupons', 'GetCategories'),
    }),
    longText('GetSkuList', {
      maxLength: 20_000,
      rules: [skuLines],
      ...GET_LIST,
      label: 'resources.coupons.GetSkuList',
      help: help('coupons', 'GetSkuList'),
    }),
  ],
  defaultSort: { field: 'StartsAt', direction: 'desc' },
  actions: {
    ...CRUD,
    custom: [
      {
        // Sub-coupons: single codes made at random under the coupon's (../server/codes.ts).
        id: 'generate-codes',
        label: 'resources.coupons.generateCodes',
        permission: COUPONS.update,
        input: [GENERATE_COUNT],
        keepsRecord: true,
        effect: 'couponCodesGenerated',
        shortcut: 'shift+g',
        done: 'resources.coupons.codesGenerated',
      },
    ],
  },
  documents: [{ label: 'resources.coupons.codesCsv', path: COUPON_CODES_CSV, type: 'text/csv', key: 'shift+c' }],
  keywords: ['coupons', 'discount codes', 'vouchers', 'promo codes', 'rabattkoder', 'kuponger', 'värdekoder'],
  noun: noun('coupons'),
};
