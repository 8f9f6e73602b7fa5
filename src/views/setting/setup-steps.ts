/**
 * What a new shop sets up first, in order (issue 20 §0): a currency group, a store group in it, a store with
 * the seller's legal details an invoice carries, VAT rates for the stores' countries, then the ways to pay and
 * to ship. Each step is done by the facts the console can read; the guide (SetupGuide) shows them with links
 * while any is undone.
 */

/** The seller's details an invoice cannot go without (server/db/schema/common.ts stores). */
const LEGAL_DETAILS = ['LegalName', 'OrganisationNumber', 'Street', 'PostalCode', 'City', 'PaymentAccount'] as const;

export interface SetupStore {
  CountryCode: string;
  LegalName?: unknown;
  OrganisationNumber?: unknown;
  Street?: unknown;
  PostalCode?: unknown;
  City?: unknown;
  PaymentAccount?: unknown;
}

interface SetupFacts {
  currencyGroups: number;
  storeGroups: number;
  stores: readonly SetupStore[];
  /** The countries that have at least one VAT rate. */
  vatCountries: ReadonlySet<string>;
  paymentMethods: number;
  shippingMethods: number;
}

export interface SetupStep {
  id: 'currencyGroup' | 'storeGroup' | 'store' | 'vat' | 'paymentMethods' | 'shippingMethods';
  /** What to do (the link's text) and why, as message ids. */
  titleId: string;
  hintId: string;
  /** The settings screen where it is done. */
  screen: string;
  done: boolean;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function hasLegalDetails(store: SetupStore): boolean {
  return LEGAL_DETAILS.every((key) => filled(store[key]));
}

export function setupSteps(facts: SetupFacts): SetupStep[] {
  const anyStore = facts.stores.length > 0;
  return [
    {
      id: 'currencyGroup',
      titleId: 'setup.step.currencyGroup',
      hintId: 'setup.step.currencyGroup.hint',
      screen: 'SettingCurrencyGroupIndex',
      done: facts.currencyGroups > 0,
    },
    {
      id: 'storeGroup',
      titleId: 'setup.step.storeGroup',
      hintId: 'setup.step.storeGroup.hint',
      screen: 'SettingStoreGroupIndex',
      done: facts.storeGroups > 0,
    },
    {
      id: 'store',
      titleId: 'setup.step.store',
      hintId: 'setup.step.store.hint',
      screen: 'SettingStoreIndex',
      done: anyStore && facts.stores.every(hasLegalDetails),
    },
    {
      id: 'vat',
      titleId: 'setup.step.vat',
      hintId: 'setup.step.vat.hint',
      screen: 'SettingVatRateIndex',
      done: anyStore && facts.stores.every((s) => facts.vatCountries.has(s.CountryCode)),
    },
    {
      id: 'paymentMethods',
      titleId: 'setup.step.paymentMethods',
      hintId: 'setup.step.paymentMethods.hint',
      screen: 'SettingPaymentMethodIndex',
      done: facts.paymentMethods > 0,
    },
    {
      id: 'shippingMethods',
      titleId: 'setup.step.shippingMethods',
      hintId: 'setup.step.shippingMethods.hint',
      screen: 'SettingShippingMethodIndex',
      done: facts.shippingMethods > 0,
    },
  ];
}
