/**
 * Every bug the fuzzing of the API (tests/server/fuzz.test.ts) found, or that was found while building it,
 * as a named regression test: what a client sends and what it must get back. Each one answered 500 (or
 * stored something other than what was sent) before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { resourceRules, writableFields } from '../../src/domain/resources/rules';
import { validateForm } from '../../src/domain/validation';
import { signedInApp, type TestApp } from './helpers';
import { basePath, PNG_BYTES, uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let stores: number[];

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  stores = (await t.call('GET', '/api/common/stores', { token: admin })).body.data.map((s: { ID: number }) => s.ID);
});
afterAll(() => t.close());

async function first(path: string): Promise<{ ID: number; Version: number } & Record<string, unknown>> {
  return (await t.call('GET', `${path}?limit=1`, { token: admin })).body.data[0];
}

describe('the fuzzing found', () => {
  it("a NUL character in a list's free text is refused naming q (lists, exports, the palette search, customers)", async () => {
    for (const path of [
      '/api/shop/newsletters?q=%00',
      '/api/product/attributes/export?q=a%00',
      '/api/common/search?q=%00',
      '/api/shop/customers?q=%00',
      '/api/setting/todo-queues?q=%00',
    ]) {
      const answer = await t.call('GET', path, { token: admin });
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(Object.keys(answer.body.fields), path).toEqual(['q']);
      expect(answer.body.fields.q.id).toBe('validation.characters');
    }
  });

  it('a NUL character in a text, rich-text or translated field is refused naming the field, and nothing is written', async () => {
    const template = await first('/api/shop/email-templates');
    const before = await t.call('GET', `/api/shop/email-templates/${template.ID}`, { token: admin });
    // A language of a translated field is named by its path (the form shows it at the field).
    const cases: [string, unknown, string][] = [
      ['Name', 'Order\u0000', 'Name'],
      ['Body', { sv: '<p>\u0000</p>' }, 'Body.sv'],
      ['Subject', { sv: 'Hej', en: 'Hi\u0000' }, 'Subject.en'],
    ];
    for (const [key, value, named] of cases) {
      const answer = await t.call('PUT', `/api/shop/email-templates/${template.ID}`, {
        token: admin,
        body: { Version: template.Version, [key]: value },
      });
      expect(answer.status, key).toBe(400);
      expect(answer.body.fields[named].id, key).toBe('validation.characters');
    }
    const created = await t.call('POST', '/api/shop/newsletters', {
      token: admin,
      body: {
        Subject: `Nyhetsbrev ${uniqueToken()}`,
        Body: '<p>\u0000</p>',
        Locale: 'sv',
        StoreGroupID: (await t.call('GET', '/api/common/store-groups', { token: admin })).body.data[0].ID,
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.fields.Body.id).toBe('validation.characters');
    expect((await t.call('GET', `/api/shop/email-templates/${template.ID}`, { token: admin })).body).toEqual(before.body);
  });

  it('half of a surrogate pair in a text is refused, not stored as a replacement character', async () => {
    const print = await first('/api/shop/prints');
    for (const name of ['¡\udfff', 'a\ud800']) {
      const answer = await t.call('PUT', `/api/shop/prints/${print.ID}`, { token: admin, body: { Version: print.Version, Name: name } });
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.fields.Name.id).toBe('validation.characters');
    }
    expect((await t.call('GET', `/api/shop/prints/${print.ID}`, { token: admin })).body.Name).toBe(print.Name);
  });

  it('a NUL character in the sign-in name or an error report is refused, not looked up or stored', async () => {
    const login = await t.call('POST', '/api/login', { body: { username: 'admin\u0000', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body.fields.username.id).toBe('validation.characters');
    const report = await t.call('POST', '/api/captuerr', { body: { error: 'TypeError\u0000' } });
    expect(report.status).toBe(400);
    expect(report.body.fields.error.id).toBe('validation.characters');
  });

  it('an array or object where a sign-in or an error report takes text is refused naming the field, not stored as its text', async () => {
    // An array holding a NUL character reached the database as "a\u0000" and failed there (a 500); the text rule
    // now names the NUL by its path first, and an array without one is refused by its type.
    const nul = await t.call('POST', '/api/captuerr', { body: { error: ['TypeError\u0000'] } });
    expect(nul.body.fields['error.0'].id).toBe('validation.characters');
    const report = await t.call('POST', '/api/captuerr', { body: { error: ['TypeError'] } });
    expect(report.status).toBe(400);
    expect(report.body.fields.error.id).toBe('validation.type');
    const stack = await t.call('POST', '/api/captuerr', { body: { error: 'TypeError', stack: { at: 'main.js' } } });
    expect(stack.body.fields.stack.id).toBe('validation.type');
    const login = await t.call('POST', '/api/login', { body: { username: ['admin'], password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body.fields.username.id).toBe('validation.type');
    // A number still reads as its text.
    expect((await t.call('POST', '/api/captuerr', { body: { error: 404 } })).status).toBe(204);
  });

  it('a tampered list cursor whose value the sort column cannot hold is refused naming cursor', async () => {
    const cursor = (s: string, v: unknown, id: unknown) => Buffer.from(JSON.stringify({ s, v, id })).toString('base64url');
    const cases = [
      `/api/setting/faq?sort=SortOrder&cursor=${cursor('SortOrder', 'abc', 1)}`,
      `/api/shop/widgets?cursor=${cursor('-ShowAt', '2026-02-30 10:00:00+00', 1)}`,
      `/api/shop/widgets?cursor=${cursor('-ShowAt', 'yesterday', 1)}`,
      `/api/product/reviews?sort=CreatedAt&cursor=${cursor('CreatedAt', '2026-01-01 10:00:00+00', 2 ** 53 - 1)}`,
      `/api/setting/faq?sort=ID&cursor=${cursor('ID', null, 2 ** 40)}`,
      `/api/product/tags?sort=Name&cursor=${cursor('Name', 'a\u0000', 1)}`,
    ];
    for (const path of cases) {
      const answer = await t.call('GET', path, { token: admin });
      expect(answer.status, path).toBe(400);
      expect(answer.body.fields, path).toHaveProperty('cursor');
    }
    // A cursor the list handed out still pages on.
    const page = await t.call('GET', '/api/shop/widgets?limit=1', { token: admin });
    expect((await t.call('GET', `/api/shop/widgets?limit=1&cursor=${page.body.nextCursor}`, { token: admin })).status).toBe(200);
  });

  it('a date in year 0 or an instant that lands outside years 1 to 9999 is refused, not a database error', async () => {
    const deal = (StartsAt: string, EndsAt: string) =>
      t.call('POST', '/api/shop/deals', {
        token: admin,
        body: { Name: 'Gränsfall', StoreID: stores[0], StartsAt, EndsAt, DiscountPercentage: '10', SkuList: 'IP15-SCR' },
      });
    for (const [start, end] of [
      ['0000-01-01T00:00:00Z', '2026-01-01T00:00:00Z'],
      ['2026-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00'],
      ['0001-01-01T00:00:00+14:00', '2026-01-01T00:00:00Z'],
    ]) {
      const answer = await deal(start, end);
      expect(answer.status, `${start} ${end}`).toBe(400);
      expect(answer.body.code).toBe(40001);
    }
  });

  it('an instant on a day that does not exist is refused, not moved into the next month', async () => {
    const widget = await first('/api/shop/widgets');
    const answer = await t.call('PUT', `/api/shop/widgets/${widget.ID}`, {
      token: admin,
      body: { Version: widget.Version, ShowAt: '2026-02-30T10:00:00Z' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.ShowAt.id).toBe('validation.datetime');
    expect((await t.call('GET', `/api/shop/widgets/${widget.ID}`, { token: admin })).body.ShowAt).toBe(widget.ShowAt);
  });

  it('an uploaded file name cut at 255 characters keeps its emoji whole, so the file can be downloaded', async () => {
    const uploaded = await t.upload(
      '/api/common/files',
      { bytes: PNG_BYTES, name: `${'a'.repeat(254)}😀.png`, type: 'image/png' },
      { token: admin },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.Name).toBe('a'.repeat(254));
    const download = await t.request('GET', `/api/common/files/${uploaded.body.ID}`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${'a'.repeat(254)}`);
  });

  it('an exported cell with a line break is quoted, so a spreadsheet keeps it in one row', async () => {
    const user = await t.call('POST', '/api/setting/users-sftp', {
      token: admin,
      body: {
        Username: `ftp-${uniqueToken()}`,
        Name: 'Lager',
        HomeDirectory: '/lager',
        Access: 'read',
        AllowedAddresses: '192.0.2.1\n192.0.2.2',
        Password: 'Sftp#Lager-2026x',
        Active: true,
      },
    });
    expect(user.status).toBe(201);
    const csv = await (await t.request('GET', `/api/setting/users-sftp/export?ids=${user.body.ID}`, { token: admin })).text();
    const rows = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"192.0.2.1\n192.0.2.2"');
  });
});

describe('limits after the fuzzing', () => {
  it('an object whose own toString is not a function, where a value belongs, is refused naming the field, not a 500', async () => {
    const brand = await first('/api/product/phone-brands');
    const odd = { toString: 1, valueOf: null };
    const answer = await t.call('POST', '/api/product/phone-models', {
      token: admin,
      body: { Name: `Modell ${uniqueToken()}`, PhoneBrandID: odd },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toContain('PhoneBrandID');
    for (const body of [
      { Name: odd, PhoneBrandID: brand.ID },
      { Name: `M ${uniqueToken()}`, PhoneBrandID: brand.ID, Slug: odd },
    ]) {
      const refused = await t.call('POST', '/api/product/phone-models', { token: admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('every seeded record still passes the shared rules, so tightening them left no record that cannot be saved again', async () => {
    for (const def of RESOURCES) {
      const answer = await t.call('GET', def.singleton ? basePath(def) : `${basePath(def)}?limit=500`, { token: admin });
      const records: Record<string, unknown>[] = def.singleton ? [answer.body] : answer.body.data;
      const rules = resourceRules(def, 'update');
      for (const record of records) {
        const form = Object.fromEntries(
          writableFields(def)
            .filter((f) => f.kind !== 'password')
            .map((f) => [f.key, record[f.key]]),
        );
        expect(validateForm(rules, form), `${def.name} ${record.ID}`).toEqual({});
      }
    }
  });

  it("an import id beyond the column's range is a 40401, not a failed query", async () => {
    for (const [method, path] of [
      ['GET', '/api/product/items/import/4294967296'],
      ['POST', '/api/product/items/import/99999999999/apply'],
      ['POST', '/api/product/items/import/4294967296/cancel'],
    ] as const) {
      const answer = await t.call(method, path, { token: admin });
      expect(answer.status, path).toBe(404);
    }
  });

  it('a price list evaluated with the largest mark-up a list holds prices the products, not a failed query', async () => {
    const answer = await t.call('POST', '/api/product/price-lists/evaluate', {
      token: admin,
      body: {
        Rules: { kind: 'group', match: 'all', children: [] },
        MarkUpType: 1,
        MarkUpAbsolute: '999999999999.99',
        MarkUpPercentage: null,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const priced = answer.body.data.find((row: { PurchasePrice: string | null }) => row.PurchasePrice != null);
    expect(Number(priced.Price)).toBeGreaterThan(999999999999);
  });

  it('an import whose header holds a NUL character is refused with the unknown column shown, not a 500', async () => {
    const form = new FormData();
    form.append('file', new Blob(['\u0000;Name_sv\r\nREG;Regression'], { type: 'text/csv' }), 'categories.csv');
    const checked = await t.call('POST', '/api/product/categories/import-products', { token: admin, form });
    expect(checked.status, JSON.stringify(checked.body)).toBe(201);
    expect(checked.body.Status).toBe('invalid');
    const found = (await t.call('GET', `/api/product/categories/import-products/${checked.body.ID}/issues`, { token: admin })).body.data;
    expect(found).toContainEqual(
      expect.objectContaining({ Line: 1, Column: '\ufffd', Issue: expect.objectContaining({ id: 'imports.issue.unknownColumn' }) }),
    );
  });

  it("an import applied through another import's path is a 40401 and queues nothing", async () => {
    const form = new FormData();
    form.append('file', new Blob([`Sku;Name_sv\r\nREG-${uniqueToken()};Regression`], { type: 'text/csv' }), 'items.csv');
    const checked = await t.call('POST', '/api/product/items/import', { token: admin, form });
    expect(checked.body.Status).toBe('checked');
    const wrong = await t.call('POST', `/api/product/categories/import-products/${checked.body.ID}/apply`, { token: admin });
    expect(wrong.status).toBe(404);
    expect((await t.call('GET', `/api/product/items/import/${checked.body.ID}`, { token: admin })).body).toMatchObject({
      Status: 'checked',
      JobID: null,
    });
  });
});
