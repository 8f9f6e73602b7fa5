import { proxy } from 'valtio';
import type {
  Country,
  CurrencyGroup,
  Locale as LocaleRow,
  PriceListGroup,
  StockStatus,
  Store,
  StoreGroup,
  UserRef,
  Vat,
  VatType,
} from '../domain/api-types';
import { persist } from './persist';

/**
 * Reference data loaded once the current user is known (SPEC.md section 3 "Reference data held after
 * login"), persisted with the other stores under "collections". src/api/reference.ts fills it.
 */
export interface ReferenceState {
  users: UserRef[];
  locales: LocaleRow[];
  countries: Country[];
  stores: Store[];
  currencyGroups: CurrencyGroup[];
  vat: Vat[];
  vatTypes: VatType[];
  storeGroups: StoreGroup[];
  priceListGroups: PriceListGroup[];
  stockStatuses: StockStatus[];
  /** The locale the stock statuses were loaded in; they reload when the locale changes. */
  stockStatusLocale: string | null;
  /** Id of the user the data was loaded for; null when nothing is loaded. */
  loadedFor: number | null;
}

function empty(): ReferenceState {
  return {
    users: [],
    locales: [],
    countries: [],
    stores: [],
    currencyGroups: [],
    vat: [],
    vatTypes: [],
    storeGroups: [],
    priceListGroups: [],
    stockStatuses: [],
    stockStatusLocale: null,
    loadedFor: null,
  };
}

export const reference = proxy<ReferenceState>(empty());

/**
 * The collections are kept across reloads (a reload shows them at once); which user and locale they were
 * loaded for is not, so every new page load refreshes them once the user is known.
 */
persist(
  'collections',
  reference,
  (Object.keys(empty()) as (keyof ReferenceState)[]).filter((k) => k !== 'loadedFor' && k !== 'stockStatusLocale'),
);

export function setReference<K extends keyof ReferenceState>(key: K, value: ReferenceState[K]): void {
  reference[key] = value;
}

export function clearReference(): void {
  Object.assign(reference, empty());
}
