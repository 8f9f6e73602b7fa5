/** Reference lists every screen needs (/api/common/*, /api/product/*): data, shapes, locales, sessions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from './helpers';

type Kind = 'number' | 'string' | 'boolean' | 'number|null';

/** The row has exactly these fields with these types (the shapes of src/domain/api-types.ts). */
function expectShape(row: Record<string, unknown>, shape: Record<string, Kind>): void {
  expect(Object.keys(row).sort()).toEqual(Object.keys(shape).sort());
  for (const [field, kind] of Object.entries(shape)) {
    const value = row[field];
    const actual = value === null ? 'null' : typeof value;
    expect(kind.split('|'), `${field} is ${actual}`).toContain(actual);
  }
}

const LISTS: Array<[path: string, shape: Record<string, Kind>]> = [
  ['/api/common/locales', { ID: 'number', Code: 'string', Name: 'string', Active: 'boolean' }],
  ['/api/common/countries', { ID: 'number', Code: 'string', Name: 'string' }],
  ['/api/common/currency-groups', { ID: 'number', Name: 'string', Currency: 'string' }],
  ['/api/common/store-groups', { ID: 'number', Name: 'string', CurrencyGroupID: 'number' }],
  [
    '/api/common/stores',
    { ID: 'number', Name: 'string', Domain: 'string', StoreGroupID: 'number', Currency: 'string', Locale: 'string', CountryCode: 'string' },
  ],
  ['/api/common/vat', { ID: 'number', CountryCode: 'string', VatTypeID: 'number', Rate: 'number' }],
  ['/api/common/vat-types', { ID: 'number', Name: 'string' }],
  ['/api/product/price-list-groups', { ID: 'number', Name: 'string', MergedFrom: 'number|null' }],
  ['/api/product/stock-statuses', { id: 'number', content: 'string' }],
];

describe('reference data', () => {
  let t: TestApp;
  let admin: string;
  let catalog: string;

  beforeAll(async () => {
    ({ t, admin, catalog } = await signedInApp(['admin', 'catalog']));
  });
  afterAll(() => t.close());

  it.each(LISTS)('%s answers {data, nextCursor: null} with x-be-records and the api-types shape', async (path, shape) => {
    const answer = await t.call('GET', path, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.nextCursor).toBeNull();
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.headers.get('x-be-records')).toBe(String(answer.body.data.length));
    for (const row of answer.body.data) expectShape(row, shape);
  });

  it('answers every list to a Product Manager too: every role needs them to render', async () => {
    for (const [path] of LISTS) {
      const answer = await t.call('GET', path, { token: catalog });
      expect(answer.status, path).toBe(200);
    }
  });

  it('has Swedish and English active among the locales', async () => {
    const { body } = await t.call('GET', '/api/common/locales', { token: admin });
    const active = body.data.filter((l: { Active: boolean }) => l.Active).map((l: { Code: string }) => l.Code);
    expect(active).toEqual(expect.arrayContaining(['sv', 'en']));
    expect(body.data.some((l: { Active: boolean }) => !l.Active)).toBe(true);
  });

  it('links stores, store groups and currency groups, and gives VAT per country and type', async () => {
    const [stores, groups, currencies, vat, vatTypes, countries] = await Promise.all(
      ['stores', 'store-groups', 'currency-groups', 'vat', 'vat-types', 'countries'].map((p) =>
        t.call('GET', `/api/common/${p}`, { token: admin }),
      ),
    );
    const groupIds = new Set(groups.body.data.map((g: { ID: number }) => g.ID));
    const currencyIds = new Set(currencies.body.data.map((g: { ID: number }) => g.ID));
    const countryCodes = new Set(countries.body.data.map((g: { Code: string }) => g.Code));
    expect(stores.body.data.length).toBeGreaterThanOrEqual(3);
    for (const store of stores.body.data) {
      expect(groupIds.has(store.StoreGroupID)).toBe(true);
      expect(countryCodes.has(store.CountryCode)).toBe(true);
    }
    for (const group of groups.body.data) expect(currencyIds.has(group.CurrencyGroupID)).toBe(true);
    const typeIds = new Set(vatTypes.body.data.map((v: { ID: number }) => v.ID));
    for (const rate of vat.body.data) expect(typeIds.has(rate.VatTypeID)).toBe(true);
    expect(vat.body.data).toContainEqual(expect.objectContaining({ CountryCode: 'SE', Rate: 25 }));
    expect(vat.body.data).toContainEqual(expect.objectContaining({ CountryCode: 'FI', Rate: 25.5 }));
  });

  it('lists merged price list groups with the group they were merged from', async () => {
    const { body } = await t.call('GET', '/api/product/price-list-groups', { token: admin });
    const ids = new Set(body.data.map((g: { ID: number }) => g.ID));
    const merged = body.data.filter((g: { MergedFrom: number | null }) => g.MergedFrom !== null);
    expect(merged.length).toBeGreaterThan(0);
    for (const group of merged) expect(ids.has(group.MergedFrom)).toBe(true);
    expect(body.data.some((g: { MergedFrom: number | null }) => g.MergedFrom === null)).toBe(true);
  });

  it('gives stock statuses in the X-Locale language, Swedish by default', async () => {
    const sv = await t.call('GET', '/api/product/stock-statuses', { token: admin, headers: { 'X-Locale': 'sv' } });
    const en = await t.call('GET', '/api/product/stock-statuses', { token: admin, headers: { 'X-Locale': 'en' } });
    const none = await t.call('GET', '/api/product/stock-statuses', { token: admin });
    expect(sv.status).toBe(200);
    expect(en.status).toBe(200);
    expect(sv.body.data.map((s: { id: number }) => s.id)).toEqual(en.body.data.map((s: { id: number }) => s.id));
    expect(sv.body.data.map((s: { content: string }) => s.content)).toContain('I lager');
    expect(en.body.data.map((s: { content: string }) => s.content)).toContain('In stock');
    sv.body.data.forEach((row: { content: string }, i: number) => expect(row.content).not.toBe(en.body.data[i].content));
    expect(none.body).toEqual(sv.body);
  });

  it('refuses an unsupported X-Locale with 40001 naming the header', async () => {
    const answer = await t.call('GET', '/api/product/stock-statuses', { token: admin, headers: { 'X-Locale': 'de' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40001);
    expect(Object.keys(answer.body.fields)).toEqual(['X-Locale']);
  });

  it('refuses a caller without a token and one who has not passed two-factor with 40101', async () => {
    const pre = await t.login('admin');
    expect(pre.status).toBe(200);
    for (const [path] of LISTS) {
      const anonymous = await t.call('GET', path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.code).toBe(40101);
      const halfway = await t.call('GET', path, { token: pre.body.token });
      expect(halfway.status, path).toBe(401);
      expect(halfway.body.code).toBe(40101);
    }
  });
});
