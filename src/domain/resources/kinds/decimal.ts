/** A decimal number with `scale` decimals (default 2): `decimal('Weight', { scale: 3 })`. */
import { decimalText, decimalWithScale, make, type DomainKind } from './kind';

export const decimal = make('decimal');

export const decimalKind: DomainKind = {
  range: true,
  decimal: true,
  rules: (field) => [decimalWithScale(field.scale ?? 2)],
  normalize: (field, value) => decimalText(value, field.scale ?? 2),
};
