/** An amount, numeric(14,2), in a fixed currency or the one another field holds: `money('Price', { field: 'Currency' })`. */
import type { FieldDef } from '../types';
import { decimalMax, decimalMin, decimalText, decimalWithScale, make, type DomainKind, type Options } from './kind';

export const money = (key: string, currency: FieldDef['currency'] = 'SEK', options: Options = {}): FieldDef =>
  make('money')(key, { currency, ...options });

/** numeric(14,2): twelve digits before the point. */
const MONEY_MAX = 999_999_999_999.99;

export const moneyKind: DomainKind = {
  range: true,
  decimal: true,
  rules: () => [decimalWithScale(2), decimalMax(MONEY_MAX), decimalMin(-MONEY_MAX)],
  normalize: (_field, value) => decimalText(value, 2),
};
