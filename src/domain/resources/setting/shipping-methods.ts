/** The shipping-methods resource's declaration (setting). */
import { issue, requiredIf, type Rule } from '../../validation';
import { boolean, enumeration, integer, money, store, text } from '../fields';
import type { ResourceDef } from '../types';
import { CRUD, SETTING_VIEW, blank, help, noun, options } from './common';

/** At least the other field's value (upper bound of a range whose lower bound is `other`). */
const atLeast =
  (other: string): Rule =>
  (value, form) =>
    blank(value) || blank(form[other]) || Number(value) >= Number(form[other])
      ? null
      : issue('validation.minValue', { min: Number(form[other]) });

/** Carriers the shop books parcels with; also the service point networks customers pick from. */
const CARRIERS = ['postnord', 'dhl', 'budbee', 'instabox', 'earlyBird', 'bring', 'schenker', 'ups'] as const;

/** Shipping classes: what a method can carry (products' envelope and bulky flags pick the class). */
const SHIPPING_CLASSES = ['letter', 'parcel', 'bulky'] as const;

/** How the service point of an order is chosen. */
const SERVICE_POINT_SELECTIONS = ['customer', 'nearest'] as const;

export const shippingMethods: ResourceDef<'shipping-methods'> = {
  name: 'shipping-methods',
  area: 'setting',
  path: 'shipping-methods',
  screen: 'SettingShippingMethod',
  table: 'shipping_methods',
  titleField: 'Name',
  subtitleField: 'Carrier',
  permissions: { view: SETTING_VIEW, update: ['update', 'shipping-method'] },
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120, help: help('shippingMethods', 'Name') }),
    enumeration('Carrier', options('carrier', CARRIERS), { required: true, list: 2, filterable: true }),
    enumeration('Class', options('shippingClass', SHIPPING_CLASSES), {
      required: true,
      default: 'parcel',
      list: 1,
      filterable: true,
      help: help('shippingMethods', 'Class'),
    }),
    enumeration('ServicePointProvider', options('carrier', CARRIERS), {
      filterable: true,
      help: help('shippingMethods', 'ServicePointProvider'),
    }),
    enumeration('ServicePointSelection', options('servicePointSelection', SERVICE_POINT_SELECTIONS), {
      rules: [requiredIf((form) => !blank(form.ServicePointProvider))],
      help: help('shippingMethods', 'ServicePointSelection'),
    }),
    boolean('Express', { list: 1, filterable: true }),
    money('Price', 'SEK', { required: true, min: 0, list: 1, sortable: true, help: help('shippingMethods', 'Price') }),
    money('FreeShippingThreshold', 'SEK', { min: 0, help: help('shippingMethods', 'FreeShippingThreshold') }),
    integer('ReturnLimitMin', { min: 0, max: 365, help: help('shippingMethods', 'ReturnLimitMin') }),
    integer('ReturnLimitMax', { min: 0, max: 365, rules: [atLeast('ReturnLimitMin')], help: help('shippingMethods', 'ReturnLimitMax') }),
    store('Stores', { multiple: true, required: true, filterable: true }),
    boolean('Active', { list: 1, filterable: true, default: true }),
  ],
  defaultSort: { field: 'Name', direction: 'asc' },
  actions: CRUD,
  keywords: ['shipping', 'delivery', 'carriers', 'service points', 'frakt', 'leverans', 'fraktsätt'],
  noun: noun('shippingMethods'),
};
