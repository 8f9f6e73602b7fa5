/**
 * Field constructors for declarations: `text('Name', { required: true, list: 2, searchable: true })`.
 * Each returns plain data (a FieldDef). The label defaults to the shared message `fields.<Key>`.
 */
import type { EnumOption, FieldDef, FieldKind } from './types';

type Options = Omit<FieldDef, 'key' | 'kind' | 'label'> & { label?: string };

function make(kind: FieldKind) {
  return (key: string, options: Options = {}): FieldDef => ({ key, kind, label: `fields.${key}`, ...options });
}

export const text = make('text');
export const longText = make('longText');
export const richText = make('richText');
export const integer = make('integer');
export const decimal = make('decimal');
export const percentage = make('percentage');
export const boolean = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const locale = make('locale');
export const store = make('store');
export const storeGroup = make('storeGroup');
export const stockStatus = make('stockStatus');
export const priceListGroup = make('priceListGroup');
export const priceRules = make('priceRules');
export const category = make('category');
export const password = make('password');

export const email = (key: string, options: Options = {}): FieldDef => text(key, { format: 'email', ...options });

export const slug = (key: string, source: string, options: Options = {}): FieldDef =>
  make('slug')(key, { source, unique: true, required: true, ...options });

export const money = (key: string, currency: FieldDef['currency'] = 'SEK', options: Options = {}): FieldDef =>
  make('money')(key, { currency, ...options });

export const enumeration = (key: string, options: readonly EnumOption[], more: Options = {}): FieldDef =>
  make('enum')(key, { options, ...more });

export const reference = (key: string, resource: string, options: Options = {}): FieldDef =>
  make('reference')(key, { resource, ...options });

export const file = (key: string, accept: readonly string[], options: Options = {}): FieldDef =>
  make('file')(key, { accept, maxBytes: 10_000_000, ...options });

export const translations = (key: string, of: FieldDef['of'] = 'text', options: Options = {}): FieldDef =>
  make('translations')(key, { of, ...options });

/** Options from a code → message-id-suffix table: `codes(prefix, [1, 2, 3])` gives labels prefix.1, prefix.2, prefix.3. */
export function codes(prefix: string, values: readonly (number | string)[], tones: Partial<Record<string, EnumOption['tone']>> = {}): EnumOption[] {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, ...(tones[String(value)] ? { tone: tones[String(value)] } : {}) }));
}
