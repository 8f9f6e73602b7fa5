/**
 * The set-up guide's steps (issue 20 §0): in order, each done by what the shop holds; a store counts only with
 * every legal detail an invoice names, and VAT only when every store's country has a rate.
 */
import { describe, expect, it } from 'vitest';
import { setupSteps } from '../../src/views/setting/setup-steps';

const STORE = {
  CountryCode: 'SE',
  LegalName: 'Delar AB',
  OrganisationNumber: '556000-0001',
  Street: 'Storgatan 1',
  PostalCode: '111 22',
  City: 'Stockholm',
  PaymentAccount: 'Bankgiro 123-4567',
};

const EMPTY = { currencyGroups: 0, storeGroups: 0, stores: [], vatCountries: new Set<string>(), paymentMethods: 0, shippingMethods: 0 };
const doneOf = (facts: Parameters<typeof setupSteps>[0]) => Object.fromEntries(setupSteps(facts).map((s) => [s.id, s.done]));

describe('the set-up steps', () => {
  it('come in order, each with its screen, none done in an empty shop', () => {
    const steps = setupSteps(EMPTY);
    expect(steps.map((s) => s.id)).toEqual(['currencyGroup', 'storeGroup', 'store', 'vat', 'paymentMethods', 'shippingMethods']);
    expect(steps.every((s) => !s.done && s.screen.startsWith('Setting') && s.titleId === `setup.step.${s.id}`)).toBe(true);
  });

  it('count a store only with every legal detail, and VAT only for every store country', () => {
    const partial = { ...STORE, PaymentAccount: ' ' };
    expect(doneOf({ ...EMPTY, stores: [STORE, partial], vatCountries: new Set(['SE']) })).toMatchObject({ store: false, vat: true });
    const norway = { ...STORE, CountryCode: 'NO' };
    expect(doneOf({ ...EMPTY, stores: [STORE, norway], vatCountries: new Set(['SE']) })).toMatchObject({ store: true, vat: false });
  });

  it('are all done in a shop with everything set up', () => {
    const facts = {
      currencyGroups: 1,
      storeGroups: 1,
      stores: [STORE],
      vatCountries: new Set(['SE']),
      paymentMethods: 2,
      shippingMethods: 1,
    };
    expect(setupSteps(facts).every((s) => s.done)).toBe(true);
  });
});
