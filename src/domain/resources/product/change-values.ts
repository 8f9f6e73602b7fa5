/**
 * The values of a product change: the proposed (and the replaced) value of one product field, kept as JSON
 * text of the field's canonical value, so one column holds a price, a name in every language or a set of
 * categories alike, and is read back with the field's own rules.
 */
import { fieldRules, normalizeValue } from '../rules';
import type { FieldDef } from '../types';
import { validateForm, type FieldErrors } from '../../validation';
import { products } from './items';

/** Product fields a change may propose (not the SKU: a new article number is a new product). */
export const CHANGEABLE_FIELDS = [
  'Name', 'Description', 'PurchasePrice', 'EstimatedCost', 'ReferenceCost', 'Weight', 'Width', 'Height', 'Length',
  'EanCode', 'CommodityCode', 'CountryOfOrigin', 'SupplierSku', 'ManufacturerSku', 'LeadTimeMinDays', 'LeadTimeMaxDays',
  'SortWeight', 'Categories', 'Tags',
] as const;

export function changedField(key: unknown): FieldDef | undefined {
  return CHANGEABLE_FIELDS.includes(key as (typeof CHANGEABLE_FIELDS)[number]) ? products.fields.find((f) => f.key === key) : undefined;
}

/** Objects with their keys in order, so one value always reads as the same text. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A field's value as a change keeps it: canonical JSON (the field's normal form, keys in order). */
export function changeText(field: FieldDef, value: unknown): string {
  return JSON.stringify(normalizeValue(field, value), sortedKeys);
}

/** A kept value read back (null when it is not JSON). */
export function changeValue(text: unknown): { value: unknown } | null {
  if (typeof text !== 'string') return null;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** The proposed value checked by the product field's own rules: the errors keyed by the field. */
export function changeErrors(field: FieldDef, value: unknown): FieldErrors {
  return validateForm({ [field.key]: fieldRules(field, 'update') }, { [field.key]: value });
}
