/**
 * Customers on the engine's list protocol: the incoming-call lookup by phone number in the free text (any
 * common form, through the normalized number's index), name and e-mail as literal text, keyset pages,
 * the record, read-only, permissions.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema';
import type { CustomerMatch } from '../../src/domain/api-types';
import { signedInApp, type TestApp } from './helpers';

interface Page {
  data: CustomerMatch[];
  nextCursor: string | null;
}

const byPhone = (phone: string) => `/api/shop/customers?q=${encodeURIComponent(phone)}`;

describe('customers', () => {
  let t: TestApp;
  let support: string;
  let catalog: string;

  beforeAll(async () => {
    ({ t, support, catalog } = await signedInApp(['support', 'catalog']));
  });
  afterAll(() => t.close());

  it.each(['+46 70-123 45 67', '0046701234567', '0701234567', '070-123 45 67', '46701234567'])(
    'finds Anna Lindqvist by %s',
    async (phone) => {
      const answer = await t.call<Page>('GET', byPhone(phone), { token: support });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-be-records')).toBe('1');
      expect(answer.body.nextCursor).toBeNull();
      expect(answer.body.data).toHaveLength(1);
      const [anna] = answer.body.data;
      expect(anna).toMatchObject({
        Name: 'Anna Lindqvist',
        Phone: '+46 70 123 45 67',
        City: 'Uppsala',
        Type: 1,
        PersonalId: '19850312-2387',
      });
      // The normalized forms the search matches stay inside the server.
      expect(Object.keys(anna).filter((key) => /Normalized/.test(key))).toEqual([]);
    },
  );

  it('finds both customers who share a number', async () => {
    const answer = await t.call<Page>('GET', byPhone('+46 70 987 65 43'), { token: support });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-be-records')).toBe('2');
    expect(answer.body.data.map((c) => c.Name).sort()).toEqual(['Erik Johansson', 'Maria Johansson']);
  });

  it('answers an unknown number with an empty list', async () => {
    const answer = await t.call<Page>('GET', byPhone('+46 8 000 00 01'), { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [], nextCursor: null });
    expect(answer.headers.get('x-be-records')).toBe('0');
  });

  it('reads text too short or too long for a phone number as plain text, not as a number', async () => {
    for (const q of ['12345', '+46 70', '0046 70 123 45 67 89 01 23']) {
      const answer = await t.call<Page>('GET', byPhone(q), { token: support });
      expect(answer.status, q).toBe(200);
      expect(answer.body.data, q).toEqual([]);
    }
  });

  it('searches name and e-mail as literal text', async () => {
    const byName = await t.call<Page>('GET', '/api/shop/customers?q=lindqvist', { token: support });
    expect(byName.body.data.map((c) => c.Name)).toContain('Anna Lindqvist');
    const byEmail = await t.call<Page>('GET', `/api/shop/customers?q=${encodeURIComponent('anna.lindqvist@')}`, { token: support });
    expect(byEmail.body.data.map((c) => c.Email)).toEqual(['anna.lindqvist@example.com']);
    // % and _ are matched as themselves, not as wildcards.
    for (const q of ['%', 'a%n', 'Lindqvis_', 'Anna_Lindqvist']) {
      const literal = await t.call<Page>('GET', `/api/shop/customers?q=${encodeURIComponent(q)}`, { token: support });
      expect(literal.status).toBe(200);
      // Whatever is found holds the text as typed, the % or _ included (an e-mail like anna_lindqvist…@ may).
      for (const c of literal.body.data) {
        expect(`${String(c.Name)} ${String(c.Email)}`.toLowerCase(), q).toContain(q.toLowerCase());
      }
      expect(
        literal.body.data.map((c) => c.Name),
        q,
      ).not.toContain('Anna Lindqvist');
    }
    const [{ total }] = await t.db.select({ total: count() }).from(customers);
    const underscore = await t.call<Page>('GET', '/api/shop/customers?q=_&limit=500', { token: support });
    expect(underscore.body.data.length).toBeGreaterThan(0);
    expect(underscore.body.data.length).toBeLessThan(total);
    for (const c of underscore.body.data) expect(`${c.Name} ${c.Email}`).toContain('_');
  });

  it.each(['+46 70-123 45 67', '0701234567', '46701234567', '070-123 45 67', '0046 70 123 45 67'])(
    'finds Anna Lindqvist by her number in the free text, written as %s',
    async (q) => {
      const answer = await t.call<Page>('GET', `/api/shop/customers?q=${encodeURIComponent(q)}`, { token: support });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((c) => c.Name)).toEqual(['Anna Lindqvist']);
      expect(answer.headers.get('x-be-records')).toBe('1');
    },
  );

  it('finds everyone who shares a number typed as free text, and nobody for an unknown one', async () => {
    const shared = await t.call<Page>('GET', `/api/shop/customers?q=${encodeURIComponent('070-987 65 43')}`, { token: support });
    expect(shared.body.data.map((c) => c.Name).sort()).toEqual(['Erik Johansson', 'Maria Johansson']);
    const unknown = await t.call<Page>('GET', `/api/shop/customers?q=${encodeURIComponent('+46 8 000 00 01')}`, { token: support });
    expect(unknown.body.data).toEqual([]);
  });

  it('combines the number with a filter of the list', async () => {
    const { body } = await t.call<Page>('GET', byPhone('0709876543'), { token: support });
    const store = body.data[0].StoreID;
    const inStore = await t.call<Page>('GET', `${byPhone('0709876543')}&StoreID=${store}`, { token: support });
    expect(inStore.status).toBe(200);
    expect(inStore.body.data.length).toBeGreaterThan(0);
    expect(inStore.body.data.every((c) => c.StoreID === store)).toBe(true);
    expect(inStore.headers.get('x-be-records')).toBe(String(inStore.body.data.length));
  });

  it('cannot be deleted (a customer with orders is merged, not removed)', async () => {
    const admin = await t.signIn('admin');
    const { body } = await t.call<Page>('GET', byPhone('0701234567'), { token: admin });
    const anna = body.data[0];
    expect((await t.call('DELETE', `/api/shop/customers/${anna.ID}`, { token: admin })).status).toBe(404);
    const again = await t.call<CustomerMatch>('GET', `/api/shop/customers/${anna.ID}`, { token: admin });
    expect(again.body.Name).toBe('Anna Lindqvist');
  });

  it('pages through all customers with the cursor, the total in x-be-records', async () => {
    const [{ total }] = await t.db.select({ total: count() }).from(customers);
    expect(total).toBeGreaterThanOrEqual(3_000);
    const first = await t.call<Page>('GET', '/api/shop/customers', { token: support });
    expect(first.body.data).toHaveLength(50);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const path: string = `/api/shop/customers?limit=500${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { status: number; headers: Headers; body: Page } = await t.call<Page>('GET', path, { token: support });
      expect(page.status).toBe(200);
      // Counts stop at 1,000 (COUNT_CAP), and the answer says so.
      expect(page.headers.get('x-be-records')).toBe('1000');
      expect(page.headers.get('x-be-records-capped')).toBe('true');
      seen.push(...page.body.data.map((c) => c.ID));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(Math.ceil(total / 500));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('pages a filtered list too', async () => {
    const first = await t.call<Page>('GET', `${byPhone('0709876543')}&limit=1`, { token: support });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.headers.get('x-be-records')).toBe('2');
    const second = await t.call<Page>('GET', `${byPhone('0709876543')}&limit=1&cursor=${first.body.nextCursor}`, { token: support });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].ID).toBeGreaterThan(first.body.data[0].ID);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a limit outside 1..500 and a cursor it did not hand out with 40001', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=not-ours', 'cursor'],
      ['cursor=%25%25', 'cursor'],
    ]) {
      const answer = await t.call('GET', `/api/shop/customers?${query}`, { token: support });
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual([field]);
    }
    expect((await t.call('GET', '/api/shop/customers?limit=500', { token: support })).status).toBe(200);
  });

  it('answers one customer by id, or 40401', async () => {
    const { body } = await t.call<Page>('GET', byPhone('0701234567'), { token: support });
    const one = await t.call('GET', `/api/shop/customers/${body.data[0].ID}`, { token: support });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(body.data[0]);
    for (const id of ['99999999', '0', 'abc']) {
      const missing = await t.call('GET', `/api/shop/customers/${id}`, { token: support });
      expect(missing.status, id).toBe(404);
      expect(missing.body.code).toBe(40401);
    }
  });

  it('refuses a Product Manager (no shop permission) with 40301', async () => {
    for (const path of [byPhone('0701234567'), '/api/shop/customers', '/api/shop/customers/1']) {
      const answer = await t.call('GET', path, { token: catalog });
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe(40301);
    }
  });

  it('refuses a caller without a full session with 40101', async () => {
    const pre = await t.login('support');
    expect((await t.call('GET', byPhone('0701234567'))).body.code).toBe(40101);
    expect((await t.call('GET', byPhone('0701234567'), { token: pre.body.token })).body.code).toBe(40101);
  });
});
