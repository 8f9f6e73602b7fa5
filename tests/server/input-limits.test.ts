/**
 * Input limits the server enforces with the shared rules (issue 7, section 6): long rich text refused with
 * the form's own message, SKUs without spaces or emoji, a date that does not exist named as such, and the
 * CSV export writing translated and rich text as plain text per language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let stores: number[];

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  stores = (await t.call('GET', '/api/common/stores', { token: admin })).body.data.map((s: { ID: number }) => s.ID);
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.call('POST', path, { token: admin, body });

describe('input limits', () => {
  it('refuses an 88,000-character FAQ answer with the form message and writes nothing; 20,000 is saved', async () => {
    const before = (await t.call('GET', '/api/setting/faq?limit=1', { token: admin })).headers.get('x-be-records');
    const long = await post('/api/setting/faq', {
      Question: { sv: 'Lång?' },
      Answer: { sv: `<p>${'x'.repeat(88_000)}</p>` },
      SortOrder: 1,
    });
    expect(long.status).toBe(400);
    expect(long.body.fields.Answer).toEqual({
      id: 'validation.maxLength',
      message: 'This field should be at most 20000 characters long',
      values: { max: 20_000 },
    });
    expect((await t.call('GET', '/api/setting/faq?limit=1', { token: admin })).headers.get('x-be-records')).toBe(before);
    const fits = await post('/api/setting/faq', { Question: { sv: 'Lagom?' }, Answer: { sv: 'x'.repeat(20_000) }, SortOrder: 1 });
    expect(fits.status).toBe(201);
  });

  it('refuses SKUs with spaces or emoji, in a review, a payment method and a deal list', async () => {
    const review = (await t.call('GET', '/api/product/reviews?limit=1', { token: admin })).body.data[0];
    const spaced = await t.call('PUT', `/api/product/reviews/${review.ID}`, {
      token: admin,
      body: { Version: review.Version, Sku: 'IP15 SCR' },
    });
    expect(spaced.status).toBe(400);
    expect(spaced.body.fields.Sku.id).toBe('validation.sku');
    const method = await post('/api/setting/payment-methods', {
      Name: 'Emoji',
      MethodSKU: 'PAY😀',
      Processor: 'klarna',
      Stores: [stores[0]],
    });
    expect(method.status).toBe(400);
    expect(method.body.fields.MethodSKU.id).toBe('validation.sku');
    const deal = await post('/api/shop/deals', {
      Name: 'Emoji-rea',
      StoreID: stores[0],
      StartsAt: '2026-03-01T00:00:00Z',
      EndsAt: '2026-03-02T00:00:00Z',
      DiscountPercentage: '10',
      SkuList: 'IP15-SCR\nIP15 😀',
    });
    expect(deal.status).toBe(400);
    expect(deal.body.fields.SkuList.id).toBe('resources.invalid.skuLines');
  });

  it('says a date that does not exist is not a valid date (and stores nothing on 2 March instead)', async () => {
    const deal = await post('/api/shop/deals', {
      Name: 'Skottdag',
      StoreID: stores[0],
      StartsAt: '2026-02-30T10:00:00Z',
      EndsAt: '2026-03-05T00:00:00Z',
      DiscountPercentage: '10',
      SkuList: 'IP15-SCR',
    });
    expect(deal.status).toBe(400);
    expect(deal.body.fields.StartsAt).toMatchObject({ id: 'validation.datetime', message: 'Value is not a valid date and time' });
  });
});

describe('CSV export', () => {
  it('writes each language of translated rich text as plain text in its own column, default language first', async () => {
    const token = uniqueToken();
    const created = await post('/api/setting/faq', {
      Question: { sv: `Hur returnerar jag? ${token}`, en: 'How do I return?' },
      Answer: {
        sv: '<p>Fyll i <strong>returformuläret</strong> &amp; skicka.</p><ul><li>Inom 30 dagar</li><li>Oanvänd</li></ul>',
        en: '<p>Use the <a href="https://example.com/r">form</a>.</p>',
      },
      SortOrder: 1,
    });
    expect(created.status).toBe(201);
    const csv = await (await t.request('GET', `/api/setting/faq/export?ids=${created.body.ID}`, { token: admin })).text();
    const [header, row] = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('ID;Question;Question.en;Answer;Answer.en;Stores;SortOrder;Published');
    expect(row).toBe(
      `${created.body.ID};Hur returnerar jag? ${token};How do I return?;"Fyll i returformuläret & skicka.\nInom 30 dagar\nOanvänd";Use the form.;;1;true`,
    );
    expect(csv).not.toMatch(/<|&amp;|\{"/);
  });

  it('writes untranslated rich text as plain text too, a cell with line breaks quoted', async () => {
    const widget = (await t.call('GET', '/api/shop/widgets?limit=1', { token: admin })).body.data[0];
    const saved = await t.call('PUT', `/api/shop/widgets/${widget.ID}`, {
      token: admin,
      body: { Version: widget.Version, Content: '<h2>Rea</h2><p>Allt &lt;50 %&gt; billigare</p>' },
    });
    expect(saved.status).toBe(200);
    const csv = await (await t.request('GET', `/api/shop/widgets/export?ids=${widget.ID}`, { token: admin })).text();
    expect(csv).toContain('"Rea\nAllt <50 %> billigare"');
  });
});
