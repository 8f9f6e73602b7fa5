/**
 * A money field's currency as the browser reads it: fixed, from a text field of the record, or from the
 * currency group a currencyGroup field names (a product's price per currency group is shown in NOK or EUR).
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { money } from '../../src/domain/resources/fields';
import { productPrices } from '../../src/domain/resources/product/product-prices';
import { clearReference, setReference } from '../../src/store/reference';
import { currencyOf, scalarText } from '../../src/views/resource/format/scalar-text';

const GROUPS = [
  { ID: 1, Name: 'Svenska kronor', Currency: 'SEK' },
  { ID: 2, Name: 'Norska kronor', Currency: 'NOK' },
  { ID: 3, Name: 'Euro', Currency: 'EUR' },
];
const price = productPrices.fields.find((f) => f.key === 'Price')!;

describe("a money field's currency", () => {
  it("is the currency of the currency group the record names, whether the id is a number or the form's text", () => {
    expect(currencyOf(price, { CurrencyGroupID: 2 }, GROUPS)).toBe('NOK');
    expect(currencyOf(price, { CurrencyGroupID: '3' }, GROUPS)).toBe('EUR');
  });

  it('falls back to SEK while no group is chosen or the group is unknown', () => {
    expect(currencyOf(price, {}, GROUPS)).toBe('SEK');
    expect(currencyOf(price, { CurrencyGroupID: 99 }, GROUPS)).toBe('SEK');
  });

  it('is still fixed or read from a currency field for the other money fields', () => {
    expect(currencyOf(money('Amount', 'EUR'), {}, GROUPS)).toBe('EUR');
    expect(currencyOf(money('Price', { field: 'Currency' }), { Currency: 'NOK' }, GROUPS)).toBe('NOK');
  });

  it("shows in the cells of a price in its group's currency, read from the reference data held after sign-in", () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    setReference('currencyGroups', GROUPS);
    try {
      expect(scalarText(intl, price, '249.50', { CurrencyGroupID: 3 })).toBe('€249.50');
      expect(scalarText(intl, price, '249.50', { CurrencyGroupID: 2 })).toMatch(/^NOK\s249\.50$/);
    } finally {
      clearReference();
    }
  });
});
