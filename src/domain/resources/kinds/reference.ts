/**
 * The ID of a record of `resource`, picked with a searchable picker: `reference('ProductID', 'products')`;
 * `where` narrows the records it may point at, as the picker offers them and the server checks them.
 */
import type { FieldDef } from '../types';
import { idKind, make, type DomainKind, type Options } from './kind';

export const reference = (key: string, resource: string, options: Options = {}): FieldDef =>
  make('reference')(key, { resource, ...options });

/** The resource a reference or category field points at (a category is a record of `categories`). */
export function targetResource(field: FieldDef): string | null {
  if (field.kind === 'reference') return field.resource ?? null;
  if (field.kind === 'category') return 'categories';
  return null;
}

export const referenceKind: DomainKind = idKind;
