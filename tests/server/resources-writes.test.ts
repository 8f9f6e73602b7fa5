/**
 * Resource writes beyond the generated tests: bulk delete (all or nothing), "in use", unique fields,
 * missing references, rich text sanitizing, generated slugs, parent cycles, custom actions, singletons
 * and the CSV export.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resource } from '../../src/domain/resources';
import { decimal } from '../../src/domain/resources/fields';
import type { HistoryEvent, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { resourceTable } from '../../server/db/schema/resource-table';
import { bindResource } from '../../server/resources/binding';
import { checkedValues } from '../../server/resources/write-values';
import { signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.call('POST', path, { token: admin, body });

async function tag(name: string): Promise<ResourceRecord> {
  const answer = await post('/api/product/tags', { Name: name });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('delete', () => {
  it('deletes a selection in one transaction: all, or nothing when one is missing', async () => {
    const token = uniqueToken();
    const tags = [await tag(`${token} a`), await tag(`${token} b`), await tag(`${token} c`)];
    const missing = await post('/api/product/tags/delete', { ids: [tags[0].ID, tags[1].ID, 2_000_000_000] });
    expect(missing.status).toBe(404);
    expect((await t.call('GET', `/api/product/tags?q=${token}`, { token: admin })).body.data).toHaveLength(3);

    const done = await post('/api/product/tags/delete', { ids: [tags[0].ID, tags[1].ID] });
    expect(done.body).toEqual({ deleted: 2 });
    expect((await t.call('GET', `/api/product/tags?q=${token}`, { token: admin })).body.data.map((r: ResourceRecord) => r.ID)).toEqual([
      tags[2].ID,
    ]);
    const history = await t.call<{ data: HistoryEvent[] }>('GET', `/api/product/tags/${tags[0].ID}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({
      Action: 'delete',
      Changes: expect.arrayContaining([{ Field: 'Name', Before: `${token} a`, After: null }]),
    });

    for (const ids of [[], 'x', [0], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const refused = await post('/api/product/tags/delete', { ids });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toHaveProperty('ids');
    }
    const support = await t.signIn('support');
    expect((await t.call('POST', '/api/product/tags/delete', { token: support, body: { ids: [tags[2].ID] } })).status).toBe(403);
  });

  it('refuses to delete a record still referenced (40901 in use), alone or in a selection', async () => {
    const token = uniqueToken();
    const brand = (await post('/api/product/brands', { Name: `Märke ${token}` })).body as ResourceRecord;
    const group = await post('/api/product/groups', { Name: `Grupp ${token}`, Code: token, BrandID: brand.ID });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const single = await t.call('DELETE', `/api/product/brands/${brand.ID}?version=${brand.Version}`, { token: admin });
    expect(single.status).toBe(409);
    expect(single.body.message).toMatch(/in use/);
    expect((await post('/api/product/brands/delete', { ids: [brand.ID] })).status).toBe(409);

    // A set-valued reference holds it too: a cross-selling rule targeting a product group.
    const rule = await post('/api/product/cross-selling', { Name: `Regel ${token}`, TargetGroups: [group.body.ID] });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const groups = t.resources.bindingOf('product-groups');
    await t.db.update(groups.table).set({ BrandID: null }).where(eq(groups.columns.ID, group.body.ID));
    const inSet = await t.call('DELETE', `/api/product/groups/${group.body.ID}?version=${group.body.Version}`, { token: admin });
    expect(inSet.status).toBe(409);
    expect(inSet.body.message).toMatch(/in use/);
  });
});

describe('checks of a write', () => {
  it('refuses a duplicate of a unique field with 40901 naming it', async () => {
    const token = uniqueToken();
    await tag(`Unik ${token}`);
    const again = await post('/api/product/tags', { Name: `Unik ${token}`, Slug: `annan-${token}` });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 40901, fields: { Name: { id: 'validation.unique' } } });
    const slug = await post('/api/product/tags', { Name: `Annan ${token}`, Slug: `unik-${token}` });
    expect(slug.body).toMatchObject({ code: 40901, fields: { Slug: { id: 'validation.unique' } } });
  });

  it('refuses references to records that do not exist with 40001 naming each field', async () => {
    const answer = await post('/api/product/cross-selling', {
      Name: 'Regel',
      SourceGroupID: 999_999,
      TargetGroups: [999_998],
      SourceCategoryID: 999_997,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      SourceGroupID: expect.objectContaining({ id: 'validation.reference' }),
      TargetGroups: expect.objectContaining({ id: 'validation.reference' }),
      SourceCategoryID: expect.objectContaining({ id: 'validation.reference' }),
    });
    const store = await post('/api/setting/faq', { Question: { sv: 'Fråga' }, Answer: { sv: 'Svar' }, Stores: [999_999] });
    expect(store.body.fields).toEqual({ Stores: expect.objectContaining({ id: 'validation.reference' }) });
  });

  it('sanitizes rich text: scripts, event handlers and javascript: addresses are removed', async () => {
    const dirty =
      '<p onclick="steal()">Hej<script>alert(1)</script> <strong>fet</strong></p><img src="x.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">farlig</a><a href="https://example.com" target="_blank">länk</a><iframe src="https://evil.example"></iframe>';
    const answer = await post('/api/product/brands', { Name: `Ren ${uniqueToken()}`, Description: dirty });
    expect(answer.status).toBe(201);
    const clean = answer.body.Description as string;
    expect(clean).toBe(
      '<p>Hej <strong>fet</strong></p><img src="x.png" /><a>farlig</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">länk</a>',
    );
    const faq = await post('/api/setting/faq', {
      Question: { sv: 'Fråga' },
      Answer: { sv: '<p>Svar<script>x()</script></p>', en: '<p onmouseover="x()">Answer</p>' },
    });
    expect(faq.body.Answer).toEqual({ sv: '<p>Svar</p>', en: '<p>Answer</p>' });
  });

  it('generates a blank slug from its source field with the spec slug rules, and keeps an edited one', async () => {
    const token = uniqueToken();
    const made = await post('/api/product/categories', { Name: `Skärmskydd & Glas ${token}` });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.Slug).toBe(`skarmskydd-glas-${token}`);
    const edited = await t.call('PUT', `/api/product/categories/${made.body.ID}`, {
      token: admin,
      body: { Name: `Nytt namn ${token}`, Version: made.body.Version },
    });
    expect(edited.body.Slug).toBe(`skarmskydd-glas-${token}`);
    const cleared = await t.call('PUT', `/api/product/categories/${made.body.ID}`, {
      token: admin,
      body: { Slug: '', Version: edited.body.Version },
    });
    expect(cleared.body.Slug).toBe(`nytt-namn-${token}`);
    const bad = await post('/api/product/categories', { Name: 'X', Slug: 'Not A Slug' });
    expect(bad.body.fields).toHaveProperty('Slug');
  });

  it('refuses to place a category under itself or its own descendant', async () => {
    const token = uniqueToken();
    const top = (await post('/api/product/categories', { Name: `Topp ${token}` })).body as ResourceRecord;
    const child = (await post('/api/product/categories', { Name: `Barn ${token}`, ParentID: top.ID })).body as ResourceRecord;
    const grandchild = (await post('/api/product/categories', { Name: `Barnbarn ${token}`, ParentID: child.ID })).body as ResourceRecord;
    for (const parent of [top.ID, grandchild.ID]) {
      const answer = await t.call('PUT', `/api/product/categories/${top.ID}`, {
        token: admin,
        body: { ParentID: parent, Version: top.Version },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('ParentID');
    }
    const fine = await t.call('PUT', `/api/product/categories/${grandchild.ID}`, {
      token: admin,
      body: { ParentID: top.ID, Version: grandchild.Version },
    });
    expect(fine.status).toBe(200);
  });

  it('ignores unknown keys and never writes read-only fields', async () => {
    const review = (await t.call('GET', '/api/product/reviews?Status=1&limit=1', { token: admin })).body.data[0] as ResourceRecord;
    const answer = await t.call('PUT', `/api/product/reviews/${review.ID}`, {
      token: admin,
      body: { Status: 2, Bogus: 1, ID: 1, Version: review.Version },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ID: review.ID, Status: 1, Version: review.Version + 1 });
    expect(answer.body).not.toHaveProperty('Bogus');
  });
});

describe('custom actions', () => {
  it('runs a data action on one record: version, when, audit, permission', async () => {
    const review = (await t.call('GET', '/api/product/reviews?Status=1&limit=1', { token: admin })).body.data[0] as ResourceRecord;
    const stale = await post(`/api/product/reviews/${review.ID}/approve`, { Version: review.Version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(review);
    const support = await t.signIn('support');
    expect(
      (await t.call('POST', `/api/product/reviews/${review.ID}/approve`, { token: support, body: { Version: review.Version } })).status,
    ).toBe(403);

    const approved = await post(`/api/product/reviews/${review.ID}/approve`, { Version: review.Version });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ Status: 2, Version: review.Version + 1 });
    const again = await post(`/api/product/reviews/${review.ID}/approve`, { Version: approved.body.Version });
    expect(again.status).toBe(400);
    expect(again.body.fields).toHaveProperty('Status');
    const history = await t.call<{ data: HistoryEvent[] }>('GET', `/api/product/reviews/${review.ID}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({ Action: 'approve', Changes: [{ Field: 'Status', Before: 1, After: 2 }] });
    expect((await post(`/api/product/reviews/${review.ID}/nonsense`, { Version: 1 })).status).toBe(404);
  });

  it('runs a bulk action on a selection in one transaction, or nothing when one record does not match', async () => {
    const pending = (await t.call('GET', '/api/product/reviews?Status=1&limit=3', { token: admin })).body.data as ResourceRecord[];
    expect(pending).toHaveLength(3);
    const rejected = (await t.call('GET', '/api/product/reviews?Status=3&limit=1', { token: admin })).body.data as ResourceRecord[];
    // "reject" applies to pending and approved reviews, not to rejected ones: nothing changes.
    const mixed = await post('/api/product/reviews/actions/reject', { ids: [...pending.map((r) => r.ID), rejected[0].ID] });
    expect(mixed.status).toBe(400);
    const after = (await t.call('GET', `/api/product/reviews?ids=${pending.map((r) => r.ID).join(',')}`, { token: admin })).body
      .data as ResourceRecord[];
    expect(after.every((r) => r.Status === 1)).toBe(true);

    const done = await post('/api/product/reviews/actions/reject', { ids: pending.map((r) => r.ID) });
    expect(done.body).toEqual({ updated: 3 });
    const now = (await t.call('GET', `/api/product/reviews?ids=${pending.map((r) => r.ID).join(',')}`, { token: admin })).body
      .data as ResourceRecord[];
    expect(now.every((r) => r.Status === 3 && r.Version === pending.find((p) => p.ID === r.ID)!.Version + 1)).toBe(true);
    // A non-bulk action is not offered on a selection.
    expect((await post('/api/setting/users/actions/reset-two-factor', { ids: [1] })).status).toBe(404);
  });
});

describe('singletons', () => {
  it('creates the record with its defaults on the first read (once, also under concurrent reads), then updates it', async () => {
    const binding = t.resources.bindingOf('return-settings');
    await t.db.delete(binding.table);
    const reads = await Promise.all([1, 2, 3].map(() => t.call<ResourceRecord>('GET', '/api/setting/returns', { token: admin })));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(reads.map((r) => r.body.ID)).size).toBe(1);
    const [{ rows }] = await t.db.select({ rows: count() }).from(binding.table);
    expect(rows).toBe(1);
    const record = reads[0].body;
    expect(record).toMatchObject({
      Version: 1,
      ReturnWindowDays: 30,
      ReclaimPeriodMonths: 36,
      RequirePhotoForReclaim: true,
      ReturnShippingFee: '0.00',
    });

    const updated = await t.call('PUT', '/api/setting/returns', {
      token: admin,
      body: { ReturnWindowDays: 60, ReturnAddress: 'Returer, Box 1, 111 11 Stockholm', Version: 1 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ ID: record.ID, ReturnWindowDays: 60, Version: 2 });
    const history = await t.call<{ data: HistoryEvent[] }>('GET', `/api/setting/returns/${record.ID}/history`, { token: admin });
    expect(history.body.data.map((e) => e.Action)).toEqual(['update', 'create']);
    expect((await t.call('DELETE', `/api/setting/returns/${record.ID}?version=2`, { token: admin })).status).toBe(404);
  });
});

describe('export', () => {
  it('answers semicolon-separated UTF-8 CSV with a BOM, a header of keys, the selection in list order', async () => {
    const token = uniqueToken();
    const stores = (await t.call('GET', '/api/common/stores', { token: admin })).body.data.map((s: { ID: number }) => s.ID);
    const first = (
      await post('/api/setting/faq', {
        Question: { sv: `Första; "citat" ${token}`, en: 'First' },
        Answer: { sv: '<p>Ja</p>' },
        Stores: [stores[0], stores[1]],
        SortOrder: 2,
      })
    ).body;
    const second = (
      await post('/api/setting/faq', { Question: { sv: `Andra ${token}` }, Answer: { sv: '<p>Nej</p>' }, SortOrder: 1, Published: false })
    ).body;
    const response = await t.request('GET', `/api/setting/faq/export?ids=${first.ID},${second.ID}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="faq-${t.clock.now().toISOString().slice(0, 10)}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'ID;Question;Question.en;Answer;Answer.en;Stores;SortOrder;Published',
      `${second.ID};Andra ${token};;Nej;;;1;false`,
      `${first.ID};"Första; ""citat"" ${token}";First;Ja;;${stores[0]},${stores[1]};2;true`,
    ]);
    const filtered = await t.request('GET', `/api/setting/faq/export?q=${token}&Published=false`, { token: admin });
    expect((await filtered.text()).trimEnd().split('\r\n')).toHaveLength(2);
    const refused = await t.call('GET', '/api/setting/faq/export?sort=Nope', { token: admin });
    expect(refused.body.fields).toHaveProperty('sort');
    const catalog = await t.signIn('catalog');
    expect((await t.call('GET', '/api/setting/faq/export', { token: catalog })).status).toBe(403);
  });

  it('writes text a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const words = ['=HYPERLINK("https://evil.example")', '+46701234567', '@SUM(A1)', 'vanlig'];
    const ids = [];
    for (const Word of words) ids.push((await post('/api/setting/stop-words', { Word, Locale: 'sv' })).body.ID);
    const csv = await (await t.request('GET', `/api/setting/stop-words/export?ids=${ids.join(',')}&sort=ID`, { token: admin })).text();
    const cells = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[1]);
    expect(cells).toEqual(['"\'=HYPERLINK(""https://evil.example"")"', "'+46701234567", "'@SUM(A1)", 'vanlig']);
  });
});

describe('numbers', () => {
  it('refuses a decimal its column cannot hold (40001), whatever the declared rules allow', () => {
    const def: ResourceDef = {
      ...resource('faq'),
      name: 'temporary-measures',
      table: 'temporary_measures',
      fields: [decimal('Length', { scale: 3 })],
    };
    const binding = { ...bindResource(def, resourceTable(def)), resources: t.resources };
    expect(checkedValues(binding, { Length: '99999999999.999' }, 'create', null)).toEqual({ Length: '99999999999.999' });
    expect(() => checkedValues(binding, { Length: '100000000000' }, 'create', null)).toThrowError(
      expect.objectContaining({ code: 40001, fields: { Length: expect.objectContaining({ id: 'validation.maxValue' }) } }),
    );
  });
});
