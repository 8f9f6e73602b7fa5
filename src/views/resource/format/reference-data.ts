/**
 * Reference-data field kinds (locale, store, store group, currency group, stock status, price-list group):
 * their choices and the name of a value, read from the reference data loaded after sign-in. Each kind's
 * choices are its entry in REFERENCE_DATA below (typed over every kind: a new kind does not compile until it
 * says whether it chooses from reference data); the form, the filters, the chips and the cells read them
 * through here.
 */
import type { FieldKind } from '../../../domain/resources/types';
import type { ReferenceState } from '../../../store/reference';

export interface ReferenceChoice {
  id: string;
  label: string;
}

interface ReferenceData {
  /** Every value the kind chooses from. */
  choices(data: ReferenceState): ReferenceChoice[];
  /** The name of one value when not its choice's label (a locale's name without its code). */
  choiceName?(data: ReferenceState, id: string): string;
}

/** The reference data each kind chooses from, or null: the kind does not. */
const REFERENCE_DATA: { readonly [K in FieldKind]: ReferenceData | null } = {
  text: null,
  longText: null,
  slug: null,
  password: null,
  richText: null,
  integer: null,
  decimal: null,
  money: null,
  percentage: null,
  boolean: null,
  enum: null,
  date: null,
  datetime: null,
  locale: {
    choices: (data) => data.locales.map((l) => ({ id: l.Code, label: `${l.Name} (${l.Code})` })),
    choiceName: (data, id) => data.locales.find((l) => l.Code === id)?.Name ?? id,
  },
  country: {
    choices: (data) => data.countries.map((c) => ({ id: c.Code, label: `${c.Name} (${c.Code})` })),
    choiceName: (data, id) => data.countries.find((c) => c.Code === id)?.Name ?? id,
  },
  store: { choices: (data) => data.stores.map((s) => ({ id: String(s.ID), label: s.Name })) },
  storeGroup: { choices: (data) => data.storeGroups.map((g) => ({ id: String(g.ID), label: g.Name })) },
  currencyGroup: { choices: (data) => data.currencyGroups.map((g) => ({ id: String(g.ID), label: `${g.Name} (${g.Currency})` })) },
  stockStatus: { choices: (data) => data.stockStatuses.map((s) => ({ id: String(s.id), label: s.content })) },
  priceListGroup: {
    // A group merged into another is no longer offered (SPEC.md: only those with no MergedFrom are shown), but still named.
    choices: (data) => data.priceListGroups.filter((g) => g.MergedFrom == null).map((g) => ({ id: String(g.ID), label: g.Name })),
    choiceName: (data, id) => data.priceListGroups.find((g) => String(g.ID) === id)?.Name ?? `#${id}`,
  },
  priceRules: null,
  reference: null,
  category: null,
  file: null,
  translations: null,
};

/** Every choice of the kind, as the form and the filter offer them (none for a kind without reference data). */
export function referenceDataChoices(data: ReferenceState, kind: FieldKind): ReferenceChoice[] {
  return REFERENCE_DATA[kind]?.choices(data) ?? [];
}

/** The name of one value (a locale's name without its code); unknown ids show as `#id`. */
export function referenceDataName(data: ReferenceState, kind: FieldKind, value: unknown): string {
  const id = String(value);
  const named = REFERENCE_DATA[kind]?.choiceName?.(data, id);
  if (named !== undefined) return named;
  return referenceDataChoices(data, kind).find((c) => c.id === id)?.label ?? `#${id}`;
}

/** The kind names its values from the reference data (a store, a currency group), not by a fetched record. */
export function hasReferenceData(kind: FieldKind): boolean {
  return REFERENCE_DATA[kind] != null;
}
