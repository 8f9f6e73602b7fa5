/** A percent with 2 decimals, 0–100 unless `min`/`max` say otherwise: `percentage('Vat')`. */
import { decimalMax, decimalMin, decimalText, decimalWithScale, make, type DomainKind } from './kind';

export const percentage = make('percentage');

export const percentageKind: DomainKind = {
  range: true,
  decimal: true,
  ownBounds: true,
  rules: (field) => [decimalWithScale(2), decimalMin(field.min ?? 0), decimalMax(field.max ?? 100)],
  normalize: (_field, value) => decimalText(value, 2),
};
