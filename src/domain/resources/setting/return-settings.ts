/** The return-settings resource's declaration (setting). */
import { boolean, enumeration, integer, longText, money } from '../fields';
import type { ResourceDef } from '../types';
import { SETTING_VIEW, help, noun, options } from './common';

/** SPEC.md "Return action enum". */
const RETURN_ACTIONS = [1, 2, 3] as const;

export const returnSettings: ResourceDef<'return-settings'> = {
  name: 'return-settings',
  area: 'setting',
  path: 'returns',
  screen: 'SettingReturns',
  table: 'return_settings',
  titleField: 'ReturnWindowDays',
  permissions: { view: SETTING_VIEW, update: ['update', 'return-settings'] },
  fields: [
    integer('ReturnWindowDays', { required: true, default: 30, min: 14, max: 365, help: help('returnSettings', 'ReturnWindowDays') }),
    integer('ReclaimPeriodMonths', { required: true, default: 36, min: 36, max: 120, help: help('returnSettings', 'ReclaimPeriodMonths') }),
    integer('RefundDeadlineDays', { required: true, default: 14, min: 1, max: 14, help: help('returnSettings', 'RefundDeadlineDays') }),
    enumeration('DefaultReturnAction', options('returnAction', RETURN_ACTIONS), {
      required: true,
      default: 1,
      help: help('returnSettings', 'DefaultReturnAction'),
    }),
    boolean('FreeReturnShipping', { help: help('returnSettings', 'FreeReturnShipping') }),
    money('ReturnShippingFee', 'SEK', { min: 0, default: '0.00', help: help('returnSettings', 'ReturnShippingFee') }),
    boolean('RequirePhotoForReclaim', { default: true, help: help('returnSettings', 'RequirePhotoForReclaim') }),
    longText('ReturnAddress', { required: true, maxLength: 500, help: help('returnSettings', 'ReturnAddress') }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  singleton: true,
  keywords: ['return settings', 'returns', 'right of withdrawal', 'returinställningar', 'ångerrätt'],
  noun: noun('returnSettings'),
};
