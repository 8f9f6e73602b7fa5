/**
 * The values of a product change: the proposed (and the replaced) value of one product field, kept as JSON
 * text of the field's canonical value, so one column holds a price, a name in every language or a set of
 * categories alike, and is read back with the field's own rules.
 */
import { canonicalText } from '../rules';
import type { FieldDef } from '../types';
import { products, PROPOSABLE_FIELDS } from './products';

/** Product fields a change may propose: those a colleague may propose (products.ts). */
export const CHANGEABLE_FIELDS = PROPOSABLE_FIELDS;

export function changedField(key: unknown): FieldDef | undefined {
  return CHANGEABLE_FIELDS.includes(key as (typeof CHANGEABLE_FIELDS)[number]) ? products.fields.find((f) => f.key === key) : undefined;
}

/** A field's value as a change keeps it: canonical JSON (the field's normal form, keys in order). */
export const changeText = canonicalText;

/** A kept value read back (null when it is not JSON). */
export function changeValue(text: unknown): { value: unknown } | null {
  if (typeof text !== 'string') return null;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}
