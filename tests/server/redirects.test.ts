/**
 * Redirects pick their target among the records of their type (src/domain/resources/shop/redirects.ts,
 * docs/decisions.md "Redirects pick their target"), through the real API on the seeded test database: every demo
 * redirect points at a record of its type, and its Target is that record's address (slug or SKU); a target that
 * does not exist is 40001 naming the field, a target of another type than the redirect's is refused naming that
 * field, none at all is required naming the type's field; changing the type asks for the new type's target; a
 * record a redirect points at cannot be deleted (40901 in use).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let storeId: number;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  storeId = (await t.call('GET', '/api/common/stores', { token: admin })).body.data[0].ID;
});

afterAll(async () => {
  await t.close();
});

const list = async <T = ResourceRecord>(path: string) => (await t.call<{ data: T[] }>('GET', path, { token: admin })).body.data;
const first = async (path: string) => (await list(`${path}${path.includes('?') ? '&' : '?'}limit=1`))[0];

const TARGET_FIELD = { categories: 'TargetCategoryID', pages: 'TargetPageID', products: 'TargetProductID' } as const;

describe('redirects', () => {
  it('every demo redirect points at a record of its type, and its Target is that record’s slug or SKU', async () => {
    const redirects = await list('/api/shop/redirects?limit=100');
    expect(redirects).toHaveLength(22);
    for (const redirect of redirects) {
      const type = redirect.RedirectType as keyof typeof TARGET_FIELD;
      const id = redirect[TARGET_FIELD[type]] as number;
      expect(id, String(redirect.FromPath)).toEqual(expect.any(Number));
      for (const [other, key] of Object.entries(TARGET_FIELD)) if (other !== type) expect(redirect[key]).toBeNull();
      const path = { categories: '/api/product/categories', pages: '/api/shop/pages', products: '/api/product/items' }[type];
      const target = (await t.call<ResourceRecord>('GET', `${path}/${id}`, { token: admin })).body;
      expect(redirect.Target, String(redirect.FromPath)).toBe(type === 'products' ? target.Sku : target.Slug);
    }
    // The two that named categories the demo does not have lead to real ones now.
    const byPath = new Map(redirects.map((r) => [r.FromPath, r]));
    expect(byPath.get('/laddare-och-kablar')!.Target).toBe('laddare-kablar');
    expect(byPath.get('/verktyg-och-lim')!.Target).toBe('verktyg-reparation-lim-tejp');
  });

  it('is created with a target of its type; a missing one, one of another type or none is refused naming the field', async () => {
    const page = await first('/api/shop/pages');
    // A category of its own, which nothing but the redirect will point at.
    const category = (
      await t.call<ResourceRecord>('POST', '/api/product/categories', { token: admin, body: { Name: 'Omdirigeringens kategori' } })
    ).body;
    expect(category.ID).toEqual(expect.any(Number));
    const base = { FromPath: '/gammal-sida', RedirectType: 'pages', StatusCode: 301, StoreID: storeId };

    const missing = await t.call('POST', '/api/shop/redirects', { token: admin, body: { ...base, TargetPageID: 999_999 } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(40001);
    expect(Object.keys(missing.body.fields)).toEqual(['TargetPageID']);
    expect(missing.body.fields.TargetPageID.id).toBe('validation.reference');

    const none = await t.call('POST', '/api/shop/redirects', { token: admin, body: base });
    expect(none.status).toBe(400);
    expect(none.body.fields.TargetPageID.id).toBe('validation.required');

    const otherType = await t.call('POST', '/api/shop/redirects', {
      token: admin,
      body: { ...base, TargetPageID: page.ID, TargetCategoryID: category.ID },
    });
    expect(otherType.status).toBe(400);
    expect(Object.keys(otherType.body.fields)).toEqual(['TargetCategoryID']);
    expect(otherType.body.fields.TargetCategoryID.id).toBe('validation.notApplicable');

    const created = await t.call<ResourceRecord>('POST', '/api/shop/redirects', { token: admin, body: { ...base, TargetPageID: page.ID } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ TargetPageID: page.ID, TargetCategoryID: null, TargetProductID: null, Target: page.Slug });

    // Another type asks for its own target, and the old one must go.
    const retyped = await t.call('PUT', `/api/shop/redirects/${created.body.ID}`, {
      token: admin,
      body: { Version: created.body.Version, RedirectType: 'categories' },
    });
    expect(retyped.status).toBe(400);
    expect(Object.keys(retyped.body.fields).sort()).toEqual(['TargetCategoryID', 'TargetPageID']);
    const moved = await t.call<ResourceRecord>('PUT', `/api/shop/redirects/${created.body.ID}`, {
      token: admin,
      body: { Version: created.body.Version, RedirectType: 'categories', TargetCategoryID: category.ID, TargetPageID: null },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ TargetCategoryID: category.ID, TargetPageID: null, Target: category.Slug });

    // The category it points at is in use while it does.
    const remove = () => t.call('DELETE', `/api/product/categories/${category.ID}?version=${category.Version}`, { token: admin });
    const inUse = await remove();
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe(40901);
    const gone = await t.call('DELETE', `/api/shop/redirects/${created.body.ID}?version=${moved.body.Version}`, { token: admin });
    expect(gone.status).toBe(204);
    expect((await remove()).status).toBe(204);
  });

  it('takes a product by its record, and a product id that is no product is refused', async () => {
    const product = await first('/api/product/items');
    const body = { FromPath: '/produkt/gammal', RedirectType: 'products', StatusCode: 302, StoreID: storeId };
    const wrong = await t.call('POST', '/api/shop/redirects', { token: admin, body: { ...body, TargetProductID: 'IP13-BAT' } });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['TargetProductID']);
    const created = await t.call<ResourceRecord>('POST', '/api/shop/redirects', {
      token: admin,
      body: { ...body, TargetProductID: product.ID },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.Target).toBe(product.Sku);
  });
});
