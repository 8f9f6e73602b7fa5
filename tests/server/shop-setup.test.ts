/**
 * The shop's own set-up (issue 20 §0) as an API client meets it: the ISO reference data every database gets
 * from its migrations, the set-up resources' rules (codes that must exist, a unique domain, one VAT rate per
 * country and type), deletes refused while something uses the record (naming what), and the /common lists
 * reading what the settings wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, currencies } from '../../server/db/schema';
import { signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>) => t.call('POST', `/api/setting/${path}`, { token: admin, body });

async function created(path: string, body: Record<string, unknown>) {
  const answer = await post(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { ID: number; Version: number } & Record<string, unknown>;
}

async function aStoreGroup() {
  const currencyGroup = await created('currency-groups', { Name: `Kronor ${uniqueToken()}`, Currency: 'SEK', SekRate: '1' });
  const storeGroup = await created('store-groups', { Name: `Grupp ${uniqueToken()}`, CurrencyGroupID: currencyGroup.ID });
  return { currencyGroup, storeGroup };
}

const storeBody = (storeGroupId: number, overrides: Record<string, unknown> = {}) => ({
  Name: 'Delar Sverige',
  Domain: `www.delar-${uniqueToken().toLowerCase()}.se`,
  CountryCode: 'SE',
  Currency: 'SEK',
  Locale: 'sv',
  StoreGroupID: storeGroupId,
  LegalName: 'Delar i Sverige AB',
  OrganisationNumber: '556000-0001',
  Street: 'Storgatan 1',
  PostalCode: '111 22',
  City: 'Stockholm',
  PaymentAccount: 'Bankgiro 123-4567',
  ...overrides,
});

describe('the universal reference data from the migrations', () => {
  // The demo seed adds no country, currency, nor the languages sv and en: what is here came with the migrations.
  it('has every ISO 3166-1 country with its Swedish and English name', async () => {
    const rows = await t.db.select({ code: countries.code, name: countries.name, nameEn: countries.nameEn }).from(countries);
    expect(rows).toHaveLength(249);
    expect(rows.filter((r) => r.name.trim() && r.nameEn?.trim())).toHaveLength(249);
    const sv = await t.call('GET', '/api/common/countries', { token: admin });
    const en = await t.call('GET', '/api/common/countries', { token: admin, headers: { 'X-Locale': 'en' } });
    expect(sv.body.data.find((c: { Code: string }) => c.Code === 'SE').Name).toBe('Sverige');
    expect(sv.body.data.find((c: { Code: string }) => c.Code === 'DE').Name).toBe('Tyskland');
    expect(en.body.data.find((c: { Code: string }) => c.Code === 'SE').Name).toBe('Sweden');
    expect(en.body.data.map((c: { Code: string }) => c.Code).sort()).toEqual(sv.body.data.map((c: { Code: string }) => c.Code).sort());
  });

  it('has the ISO 4217 currencies with their minor units, and the languages sv and en active', async () => {
    const rows = await t.db.select().from(currencies);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.size).toBeGreaterThan(150);
    expect(byCode.get('SEK')).toMatchObject({ name: 'svensk krona', nameEn: 'Swedish Krona', minorUnits: 2 });
    expect(byCode.get('JPY')?.minorUnits).toBe(0);
    expect(byCode.get('KWD')?.minorUnits).toBe(3);
    const locales = await t.call('GET', '/api/common/locales', { token: admin });
    const active = locales.body.data.filter((l: { Active: boolean }) => l.Active).map((l: { Code: string }) => l.Code);
    expect(active).toEqual(expect.arrayContaining(['sv', 'en']));
  });
});

describe('the set-up resources', () => {
  it('creates a currency group, a store group and a store with its legal details, which /common/stores then lists', async () => {
    const { storeGroup } = await aStoreGroup();
    const store = await created('stores', storeBody(storeGroup.ID));
    expect(store).toMatchObject({ CountryCode: 'SE', Currency: 'SEK', LegalName: 'Delar i Sverige AB' });
    const common = await t.call('GET', '/api/common/stores', { token: admin });
    expect(common.body.data).toContainEqual(expect.objectContaining({ ID: store.ID, Domain: store.Domain, StoreGroupID: storeGroup.ID }));
  });

  it('refuses a country, a currency or a language that is not in the reference tables, naming each field', async () => {
    const { storeGroup } = await aStoreGroup();
    const answer = await post('stores', storeBody(storeGroup.ID, { CountryCode: 'XX', Currency: 'XYZ', Locale: 'zz' }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40001);
    expect(answer.body.fields).toMatchObject({
      CountryCode: { id: 'resources.shopSetup.invalid.unknownCountry' },
      Currency: { id: 'resources.shopSetup.invalid.unknownCurrency' },
      Locale: { id: 'resources.shopSetup.invalid.unknownLocale' },
    });
    const shape = await post('stores', storeBody(storeGroup.ID, { CountryCode: 'se', Currency: 'kr' }));
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.fields).sort()).toEqual(['CountryCode', 'Currency']);
    const group = await post('currency-groups', { Name: 'Påhittad', Currency: 'ABC', SekRate: '1' });
    expect(group.body.fields).toMatchObject({ Currency: { id: 'resources.shopSetup.invalid.unknownCurrency' } });
    const rate = await post('vat-rates', { CountryCode: 'QQ', VatTypeID: 1, Rate: '10.00' });
    expect(rate.body.fields).toMatchObject({ CountryCode: { id: 'resources.shopSetup.invalid.unknownCountry' } });
  });

  it('refuses a second store on the same domain with 40901 naming Domain', async () => {
    const { storeGroup } = await aStoreGroup();
    const first = await created('stores', storeBody(storeGroup.ID));
    const again = await post('stores', storeBody(storeGroup.ID, { Domain: first.Domain, Name: 'Another' }));
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ Domain: expect.objectContaining({ id: 'validation.unique' }) });
  });

  it('takes a VAT rate of 0–100 with two decimals, one per country and VAT type', async () => {
    const type = await created('vat-types', { Name: `Särskild ${uniqueToken()}` });
    for (const Rate of ['100.01', '-1', '12.345']) {
      const answer = await post('vat-rates', { CountryCode: 'IS', VatTypeID: type.ID, Rate });
      expect(answer.status, Rate).toBe(400);
      expect(Object.keys(answer.body.fields), Rate).toEqual(['Rate']);
    }
    const rate = await created('vat-rates', { CountryCode: 'IS', VatTypeID: type.ID, Rate: '11.5' });
    expect(rate.Rate).toBe('11.50');
    const twice = await post('vat-rates', { CountryCode: 'IS', VatTypeID: type.ID, Rate: '24' });
    expect(twice.status).toBe(409);
    expect(Object.keys(twice.body.fields)).toEqual(['VatTypeID']);
    const common = await t.call('GET', '/api/common/vat', { token: admin });
    expect(common.body.data).toContainEqual(expect.objectContaining({ CountryCode: 'IS', VatTypeID: type.ID, Rate: 11.5 }));
  });

  it('refuses deleting a currency group, store group, store or language in use with 40910 naming what uses it', async () => {
    const { currencyGroup, storeGroup } = await aStoreGroup();
    const language = await created('locales', { Code: 'is', Name: 'Íslenska', Active: false });
    const store = await created('stores', storeBody(storeGroup.ID, { Locale: 'is' }));

    const refusals: Array<[path: string, record: { ID: number; Version: number }, uses: string]> = [
      ['currency-groups', currencyGroup, 'store-groups'],
      ['store-groups', storeGroup, 'stores'],
      ['locales', language, 'stores'],
    ];
    for (const [path, record, uses] of refusals) {
      const answer = await t.call('DELETE', `/api/setting/${path}/${record.ID}?version=${record.Version}`, { token: admin });
      expect(answer.status, path).toBe(409);
      expect(answer.body.code, path).toBe(40910);
      expect(answer.body.uses, path).toEqual([expect.objectContaining({ resource: uses, count: 1, noun: expect.any(Object) })]);
      expect(answer.body.message, path).toContain(uses);
    }

    // A demo store with orders and customers names them.
    const demo = await t.call('GET', '/api/setting/stores?limit=1&sort=ID', { token: admin });
    const used = demo.body.data[0];
    const refused = await t.call('DELETE', `/api/setting/stores/${used.ID}?version=${used.Version}`, { token: admin });
    expect(refused.body.code).toBe(40910);
    expect(refused.body.uses.map((u: { resource: string }) => u.resource)).toEqual(expect.arrayContaining(['orders', 'customers']));

    // Unused, each goes: the store first, then what it used.
    for (const [path, record] of [
      ['stores', store],
      ['store-groups', storeGroup],
      ['currency-groups', currencyGroup],
      ['locales', language],
    ] as const) {
      const answer = await t.call('DELETE', `/api/setting/${path}/${record.ID}?version=${record.Version}`, { token: admin });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(204);
    }
  });

  it('keeps a stock status with its texts per language, which /product/stock-statuses answers', async () => {
    const status = await created('stock-statuses', { Code: `on-the-way-${uniqueToken().toLowerCase()}`, SortOrder: 5 });
    await created('stock-status-texts', { StockStatusID: status.ID, Locale: 'sv', Content: 'På väg' });
    await created('stock-status-texts', { StockStatusID: status.ID, Locale: 'en', Content: 'On its way' });
    const twice = await post('stock-status-texts', { StockStatusID: status.ID, Locale: 'en', Content: 'Again' });
    expect(twice.status).toBe(409);
    const en = await t.call('GET', '/api/product/stock-statuses', { token: admin, headers: { 'X-Locale': 'en' } });
    expect(en.body.data).toContainEqual({ id: status.ID, content: 'On its way' });
    // Its texts go with it.
    const gone = await t.call('DELETE', `/api/setting/stock-statuses/${status.ID}?version=${status.Version}`, { token: admin });
    expect(gone.status).toBe(204);
  });
});
