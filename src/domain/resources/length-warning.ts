/**
 * A soft limit: a text longer than the field's recommended maximum is still valid, but the form says how long
 * it is and what is recommended (SPEC.md section 5: the product name's warning).
 */
import type { FieldDef } from './types';

export interface LengthWarning {
  length: number;
  max: number;
}

/** The longest text of the value (each locale of translations counts on its own) when it is over the limit. */
export function lengthWarning(field: FieldDef, value: unknown): LengthWarning | null {
  const max = field.recommendedMaxLength;
  if (max == null) return null;
  const texts =
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : [];
  const length = Math.max(0, ...texts.map((text) => (typeof text === 'string' ? [...text.trim()].length : 0)));
  return length > max ? { length, max } : null;
}
