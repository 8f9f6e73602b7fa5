/**
 * Reference-data field kinds (locale, store, store group, stock status, price list group): their choices and the name of a value,
 * read from the reference data loaded after sign-in. One place, used by the form, the filters, the chips and
 * the cells.
 */
import type { FieldKind } from '../../../domain/resources/types';
import type { ReferenceState } from '../../../store/reference';

export type ReferenceDataKind = Extract<FieldKind, 'locale' | 'store' | 'storeGroup' | 'stockStatus' | 'priceListGroup'>;

export interface ReferenceChoice {
  id: string;
  label: string;
}

/** Every choice of the kind, as the form and the filter offer them. */
export function referenceDataChoices(data: ReferenceState, kind: ReferenceDataKind): ReferenceChoice[] {
  switch (kind) {
    case 'locale':
      return data.locales.map((l) => ({ id: l.Code, label: `${l.Name} (${l.Code})` }));
    case 'store':
      return data.stores.map((s) => ({ id: String(s.ID), label: s.Name }));
    case 'storeGroup':
      return data.storeGroups.map((g) => ({ id: String(g.ID), label: g.Name }));
    case 'stockStatus':
      return data.stockStatuses.map((s) => ({ id: String(s.id), label: s.content }));
    case 'priceListGroup':
      // A group merged into another is no longer offered (SPEC.md: only those with no MergedFrom are shown).
      return data.priceListGroups.filter((g) => g.MergedFrom == null).map((g) => ({ id: String(g.ID), label: g.Name }));
  }
}

/** The name of one value (a locale's name without its code); unknown ids show as `#id`. */
export function referenceDataName(data: ReferenceState, kind: ReferenceDataKind, value: unknown): string {
  const id = String(value);
  if (kind === 'locale') return data.locales.find((l) => l.Code === id)?.Name ?? id;
  // A merged group still has its name where a record holds it.
  if (kind === 'priceListGroup') return data.priceListGroups.find((g) => String(g.ID) === id)?.Name ?? `#${id}`;
  return referenceDataChoices(data, kind).find((c) => c.id === id)?.label ?? `#${id}`;
}

/** Kinds whose values are numeric ids. */
export function isNumericReferenceData(kind: FieldKind): boolean {
  return kind === 'store' || kind === 'storeGroup' || kind === 'stockStatus' || kind === 'priceListGroup';
}
