/** The return-reclaim-threshold resource's declaration (setting). */
import { money } from '../fields';
import type { ResourceDef } from '../types';
import { SETTING_VIEW, help, noun } from './common';

export const returnReclaimThreshold: ResourceDef<'return-reclaim-threshold'> = {
  name: 'return-reclaim-threshold',
  area: 'setting',
  path: 'return-reclaim',
  screen: 'SettingReturnReclaim',
  table: 'return_reclaim_thresholds',
  titleField: 'ChargebackThreshold',
  permissions: { view: SETTING_VIEW, update: ['update', 'return-settings'] },
  fields: [
    money('ChargebackThreshold', 'SEK', {
      required: true,
      default: '2000.00',
      min: 0,
      help: help('returnReclaimThreshold', 'ChargebackThreshold'),
    }),
    money('ReplacementThreshold', 'SEK', {
      required: true,
      default: '1500.00',
      min: 0,
      help: help('returnReclaimThreshold', 'ReplacementThreshold'),
    }),
  ],
  defaultSort: { field: 'ID', direction: 'asc' },
  actions: { create: false, edit: true, delete: false },
  singleton: true,
  keywords: ['return reclaim threshold', 'threshold', 'approval', 'chargeback', 'replacement', 'tröskel', 'beloppsgräns'],
  noun: noun('returnReclaimThreshold'),
};
