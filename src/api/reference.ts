/**
 * Reference data (SPEC.md section 7): loaded when the current user is set, kept in src/store/reference.
 * The users directory is skipped when already loaded; stock statuses are asked for in the current
 * locale (X-Locale) and reload when the locale changes. A failing part keeps what was there and is
 * reported once as a load failure.
 */
import type { StockStatus } from '../domain/api-types';
import { DEFAULT_LOCALE, HEADER_LOCALE } from '../domain/constants';
import type { ResourceName } from '../domain/resources';
import { reference, setReference, type ReferenceState } from '../store/reference';
import { showFlash } from '../store/flash';
import { fetchAll } from './client';

const referenceKeys = {
  // Users who may manage users get the engine's paged list here: one page of the largest size holds the staff.
  users: '/setting/users?limit=500',
  locales: '/common/locales',
  countries: '/common/countries',
  stores: '/common/stores',
  currencyGroups: '/common/currency-groups',
  vat: '/common/vat',
  vatTypes: '/common/vat-types',
  storeGroups: '/common/store-groups',
  priceListGroups: '/product/price-list-groups',
  stockStatuses: '/product/stock-statuses',
} as const;

type Collection = Exclude<keyof ReferenceState, 'stockStatusLocale' | 'loadedFor'>;

async function load<K extends Collection>(key: K, path: string): Promise<void> {
  setReference(key, (await fetchAll(path)) as ReferenceState[K]);
}

export async function loadStockStatuses(locale: string): Promise<void> {
  const rows = await fetchAll<StockStatus>(referenceKeys.stockStatuses, { headers: { [HEADER_LOCALE]: locale } });
  setReference('stockStatuses', rows);
  setReference('stockStatusLocale', locale);
}

let loading: { userId: number; done: Promise<void> } | null = null;

/** Load every reference collection for a user once; resolves when all calls have settled. */
export function loadReferenceData(userId: number, locale: string): Promise<void> {
  if (loading?.userId === userId) return loading.done;
  const done = loadAll(userId, locale).finally(() => {
    if (loading?.done === done) loading = null;
  });
  loading = { userId, done };
  return done;
}

async function loadAll(userId: number, locale: string): Promise<void> {
  const tasks: Promise<void>[] = [
    load('locales', referenceKeys.locales),
    load('countries', referenceKeys.countries),
    load('stores', referenceKeys.stores),
    load('currencyGroups', referenceKeys.currencyGroups),
    load('vat', referenceKeys.vat),
    load('vatTypes', referenceKeys.vatTypes),
    load('storeGroups', referenceKeys.storeGroups),
    load('priceListGroups', referenceKeys.priceListGroups),
    loadStockStatuses(locale),
  ];
  if (reference.users.length === 0) tasks.push(load('users', referenceKeys.users));
  const results = await Promise.allSettled(tasks);
  setReference('loadedFor', userId);
  if (results.some((r) => r.status === 'rejected')) showFlash({ id: 'errors.loadFailed' }, 'error');
}

/** The collections each settings resource feeds (issue 20 §0): a write there reloads them, so pickers see a new store at once. */
const FED_BY: Partial<Record<ResourceName, readonly Collection[]>> = {
  users: ['users'],
  stores: ['stores'],
  'store-groups': ['storeGroups'],
  'currency-groups': ['currencyGroups'],
  'vat-types': ['vatTypes'],
  'vat-rates': ['vat'],
  locales: ['locales'],
  'stock-statuses': ['stockStatuses'],
  'stock-status-texts': ['stockStatuses'],
  'price-list-groups': ['priceListGroups'],
};

/** Reloads the reference collections a write to `resource` changed (nothing before they are loaded, nor for other resources). */
export async function refreshReferenceOf(resource: string): Promise<void> {
  const collections = FED_BY[resource as ResourceName];
  if (!collections || reference.loadedFor == null) return;
  const results = await Promise.allSettled(
    collections.map((key) =>
      key === 'stockStatuses' ? loadStockStatuses(reference.stockStatusLocale ?? DEFAULT_LOCALE) : load(key, referenceKeys[key]),
    ),
  );
  if (results.some((r) => r.status === 'rejected')) showFlash({ id: 'errors.loadFailed' }, 'error');
}
