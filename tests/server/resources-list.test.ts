/**
 * Resource lists beyond the generated tests: keyset pages walk a whole list without gaps or duplicates
 * under every sort (descending, nulls last, ties, instants with microseconds), the count is capped,
 * filters and parameters are checked at the edge, and the palette search spans the viewable resources.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let storeId: number;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  storeId = (await t.call('GET', '/api/common/stores', { token: admin })).body.data[0].ID;
});
afterAll(() => t.close());

type Page = { data: ResourceRecord[]; nextCursor: string | null };

/** Every page of a list, following nextCursor. */
async function walk(path: string, limit: number): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer: { status: number; body: Page } = await t.call<Page>(
      'GET',
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      { token: admin },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...answer.body.data.map((r) => r.ID));
    cursor = answer.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('keyset pages', () => {
  const token = uniqueToken();
  const base = '/api/product/notifications';
  let all: ResourceRecord[];

  beforeAll(async () => {
    const binding = t.resources.bindingOf('product-notifications');
    // 45 rows: creation instants shared by groups of five and differing only in microseconds, a
    // notification instant that is null for every fourth row and repeats otherwise.
    const rows = Array.from({ length: 45 }, (_, i) => ({
      Sku: `${token}-${String(i).padStart(2, '0')}`,
      Email: `n${i}@example.com`,
      StoreID: storeId,
      Locale: 'sv',
      Status: 1 + (i % 3),
      CreatedAt: sql`${`2026-02-01 10:00:00.${String(100000 + Math.floor(i / 5)).slice(1)}${i % 2}+00`}::timestamptz`,
      NotifiedAt: i % 4 === 0 ? null : sql`${`2026-02-0${1 + (i % 3)} 12:00:00.${String(500000 + (i % 2)).slice(1)}1+00`}::timestamptz`,
    }));
    await t.db.insert(binding.table).values(rows);
    all = (await t.call<Page>('GET', `${base}?q=${token}&limit=500`, { token: admin })).body.data;
    expect(all).toHaveLength(45);
  });

  for (const sort of ['', 'CreatedAt', '-CreatedAt', 'NotifiedAt', '-NotifiedAt', 'ID', '-ID']) {
    it(`walk every row once in order under sort "${sort || 'default'}"`, async () => {
      const path = `${base}?q=${token}${sort ? `&sort=${sort}` : ''}`;
      const whole = (await t.call<Page>('GET', `${path}&limit=500`, { token: admin })).body;
      expect(whole.nextCursor).toBeNull();
      const { ids, pages } = await walk(path, 7);
      expect(pages).toBe(7);
      expect(ids).toEqual(whole.data.map((r) => r.ID));
      expect(new Set(ids).size).toBe(45);
      if (sort.endsWith('NotifiedAt')) {
        const values = whole.data.map((r) => r.NotifiedAt as string | null);
        const firstNull = values.indexOf(null);
        // Nulls last in both directions, ties broken by ID in the sort's direction.
        expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
        const nullIds = whole.data.slice(firstNull).map((r) => r.ID);
        expect(nullIds).toEqual([...nullIds].sort((a, b) => (sort.startsWith('-') ? b - a : a - b)));
        const present = values.slice(0, firstNull).map((v) => Date.parse(v!));
        expect(present).toEqual([...present].sort((a, b) => (sort.startsWith('-') ? b - a : a - b)));
      }
    });
  }

  it('pages by a text sort with equal values (categories by name)', async () => {
    const binding = t.resources.bindingOf('categories');
    const name = `Kategori ${token}`;
    await t.db.insert(binding.table).values(
      Array.from({ length: 12 }, (_, i) => ({
        Name: i % 3 === 0 ? `${name} B` : name,
        Slug: `${token}-${i}`,
        Layout: 'grid',
        DefaultProductOrder: 1,
      })),
    );
    for (const sort of ['Name', '-Name']) {
      const path = `/api/product/categories?q=${token}&sort=${sort}`;
      const whole = (await t.call<Page>('GET', `${path}&limit=500`, { token: admin })).body.data;
      expect((await walk(path, 5)).ids).toEqual(whole.map((r) => r.ID));
      expect(whole[0].Name).toBe(sort === 'Name' ? name : `${name} B`);
    }
  });

  it('sorts text without regard to case, page by page in both directions', async () => {
    const binding = t.resources.bindingOf('categories');
    const names = ['b-bakstycken', 'A-adaptrar', 'c-cyklar', 'B-batterier', 'a-antenner'].map((n) => `${token} ${n}`);
    await t.db
      .insert(binding.table)
      .values(names.map((Name, i) => ({ Name, Slug: `${token}-case-${i}`, Layout: 'grid', DefaultProductOrder: 1 })));
    const expected = [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
    for (const sort of ['Name', '-Name']) {
      const path = `/api/product/categories?q=${encodeURIComponent(`${token} `)}&sort=${sort}`;
      const whole = (await t.call<Page>('GET', `${path}&limit=500`, { token: admin })).body.data;
      const shown = whole.map((r) => r.Name).filter((n) => names.includes(n as string));
      expect(shown).toEqual(sort === 'Name' ? expected : [...expected].reverse());
      expect((await walk(path, 2)).ids).toEqual(whole.map((r) => r.ID));
    }
  });

  it('answers a list shape asked again with other values for those values: text, a status, an instant range', async () => {
    const idsOf = async (query: string) =>
      (await t.call<Page>('GET', `${base}?${query}&sort=ID&limit=500`, { token: admin })).body.data.map((r) => r.ID);
    const expected = (keep: (r: ResourceRecord) => boolean) => {
      const ids = all
        .filter(keep)
        .map((r) => r.ID)
        .sort((a, b) => a - b);
      expect(ids.length).toBeGreaterThan(0);
      return ids;
    };
    for (const tens of ['0', '1', '4']) {
      expect(await idsOf(`q=${token}-${tens}`), tens).toEqual(expected((r) => String(r.Sku).startsWith(`${token}-${tens}`)));
    }
    for (const status of [1, 2, 3]) {
      expect(await idsOf(`q=${token}&Status=${status}`), String(status)).toEqual(expected((r) => r.Status === status));
    }
    for (const day of ['01', '02', '03']) {
      const range = `2026-02-${day}T00:00:00Z..2026-02-${day}T23:59:59Z`;
      expect(await idsOf(`q=${token}&NotifiedAt=${range}`), range).toEqual(
        expected((r) => String(r.NotifiedAt ?? '').startsWith(`2026-02-${day}`)),
      );
    }
  });

  it('refuses a cursor of another sort and one it did not hand out (40001 naming cursor)', async () => {
    const first = (await t.call<Page>('GET', `${base}?q=${token}&limit=5&sort=NotifiedAt`, { token: admin })).body;
    const other = await t.call('GET', `${base}?q=${token}&limit=5&sort=-NotifiedAt&cursor=${first.nextCursor}`, { token: admin });
    expect(other.status).toBe(400);
    expect(other.body.fields).toHaveProperty('cursor');
    const forged = await t.call('GET', `${base}?cursor=${Buffer.from('{"after":1}').toString('base64url')}`, { token: admin });
    expect(forged.body.fields).toHaveProperty('cursor');
  });
});

describe('count', () => {
  it('counts exactly up to 1,000 and says 1000 with x-be-records-capped above', async () => {
    const token = uniqueToken();
    const table = t.resources.bindingOf('stop-words').table;
    await t.db.execute(sql`insert into ${table} (word, locale) select ${`${token}-`} || n, 'sv' from generate_series(1, 1001) n`);
    const capped = await t.call<Page>('GET', `/api/setting/stop-words?q=${token}&limit=3`, { token: admin });
    expect(capped.status).toBe(200);
    expect(capped.headers.get('x-be-records')).toBe('1000');
    expect(capped.headers.get('x-be-records-capped')).toBe('true');
    expect(capped.body.data).toHaveLength(3);
    await t.db.execute(sql`delete from ${table} where word = ${`${token}-1`}`);
    const exact = await t.call<Page>('GET', `/api/setting/stop-words?q=${token}&limit=3`, { token: admin });
    expect(exact.headers.get('x-be-records')).toBe('1000');
    expect(exact.headers.get('x-be-records-capped')).toBeNull();
    const some = await t.call<Page>('GET', `/api/setting/stop-words?q=${token}-99&limit=3`, { token: admin });
    // -99 and -990 … -999
    expect(some.headers.get('x-be-records')).toBe('11');
  });
});

describe('parameters', () => {
  it('refuses bad parameters with 40001 naming each', async () => {
    const cases: [string, string][] = [
      ['sort=Nope', 'sort'],
      ['sort=-Email', 'sort'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['Status=7', 'Status'],
      ['Email=a@example.com', 'Email'],
      ['NotifiedAt=yesterday..', 'NotifiedAt'],
      ['ids=1,x', 'ids'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const answer = await t.call('GET', `/api/product/notifications?${query}`, { token: admin });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(Object.keys(answer.body.fields), query).toEqual([field]);
    }
  });

  it('filters by any of several codes, by a range with an open end, by a boolean and by a set', async () => {
    const token = uniqueToken();
    const brand = (await t.call<Page>('GET', '/api/product/phone-brands?limit=1', { token: admin })).body.data[0].ID;
    const model = async (year: number) =>
      (
        await t.call('POST', '/api/product/phone-models', {
          token: admin,
          body: { PhoneBrandID: brand, Name: `Modell ${token} ${year}`, ReleaseYear: year },
        })
      ).body.ID as number;
    const models = [await model(2018), await model(2020), await model(2022)];
    const ids = async (path: string) => (await t.call<Page>('GET', path, { token: admin })).body.data.map((r) => r.ID);
    const byYear = (query: string) => ids(`/api/product/phone-models?q=${token}&sort=ReleaseYear&${query}`);
    expect(await byYear('ReleaseYear=2019..')).toEqual([models[1], models[2]]);
    expect(await byYear('ReleaseYear=..2020')).toEqual([models[0], models[1]]);
    expect(await byYear('ReleaseYear=2020')).toEqual([models[1]]);
    expect(await byYear(`PhoneBrandID=${brand}`)).toEqual(models);

    const stores = (await t.call('GET', '/api/common/stores', { token: admin })).body.data.map((s: { ID: number }) => s.ID);
    const faq = async (published: boolean, inStores: number[]) =>
      (
        await t.call('POST', '/api/setting/faq', {
          token: admin,
          body: { Question: { sv: `Fråga ${token}` }, Answer: { sv: '<p>Svar</p>' }, Published: published, Stores: inStores },
        })
      ).body.ID as number;
    const faqs = [await faq(true, [stores[0]]), await faq(false, [stores[1]]), await faq(true, [stores[0], stores[1]])];
    const byFaq = (query: string) => ids(`/api/setting/faq?q=${token}&sort=ID&${query}`);
    expect(await byFaq('Published=false')).toEqual([faqs[1]]);
    expect(await byFaq(`Stores=${stores[1]}`)).toEqual([faqs[1], faqs[2]]);
    expect(await byFaq(`Stores=${stores[0]},${stores[1]}`)).toEqual(faqs);

    const reviews = (await t.call<Page>('GET', '/api/product/reviews?Status=1,2&limit=500', { token: admin })).body.data;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.Status === 1 || r.Status === 2)).toBe(true);
  });
});

describe('palette search', () => {
  it('finds records across the resources the caller may view, at most limit per resource', async () => {
    const token = uniqueToken();
    for (const n of [1, 2, 3]) await t.call('POST', '/api/product/tags', { token: admin, body: { Name: `Tagg ${token} ${n}` } });
    await t.call('POST', '/api/setting/stop-words', { token: admin, body: { Word: `${token}ord`, Locale: 'sv' } });
    const answer = await t.call('GET', `/api/common/search?q=${token}&limit=2`, { token: admin });
    expect(answer.status).toBe(200);
    const hits = answer.body.data as { Resource: string; ID: number; Title: string; Subtitle: string | null }[];
    expect(hits.filter((h) => h.Resource === 'tags')).toHaveLength(2);
    expect(hits.find((h) => h.Resource === 'tags')).toMatchObject({ Title: `Tagg ${token} 1` });
    expect(hits.find((h) => h.Resource === 'stop-words')).toMatchObject({ Title: `${token}ord` });

    // Product Managers see the catalogue but not the settings.
    const catalog = await t.signIn('catalog');
    const theirs = (await t.call('GET', `/api/common/search?q=${token}`, { token: catalog })).body.data as { Resource: string }[];
    expect(theirs.map((h) => h.Resource)).toEqual(['tags', 'tags', 'tags']);

    expect((await t.call('GET', '/api/common/search?q=', { token: admin })).body.fields).toHaveProperty('q');
    expect((await t.call('GET', '/api/common/search?q=a&limit=21', { token: admin })).body.fields).toHaveProperty('limit');
  });
});
