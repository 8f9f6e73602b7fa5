/**
 * Products beyond the generated engine tests: article numbers unique whatever their case, the logistics
 * checks (EAN check digit, UN number, commodity code, lead-time ranges), the status actions in order, and the
 * demo catalogue the embedded start seeds.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { ProductStatus } from '../../src/domain/resources/product/products';
import { isValidGtin } from '../../src/domain/validation';
import { demoEan, PRODUCT_COUNT } from '../../server/demo/resources-products';
import { signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const BASE = '/api/product/items';
const create = (body: Record<string, unknown>) =>
  t.call('POST', BASE, { token: admin, body: { Name: { sv: 'Testprodukt', en: 'Test product' }, Type: 1, ...body } });

describe('article numbers', () => {
  it('refuses an SKU that exists in another case with "SKU already exists" on the field, and keeps the first', async () => {
    const sku = `T-${uniqueToken()}`.toUpperCase();
    expect((await create({ Sku: sku })).status).toBe(201);
    const again = await create({ Sku: sku.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('SKU already exists');
    expect(again.body.fields.Sku.id).toBe('validation.skuExists');
    const found = await t.call('GET', `${BASE}?q=${encodeURIComponent(sku.toLowerCase())}`, { token: admin });
    expect(found.body.data.map((p: { Sku: string }) => p.Sku)).toEqual([sku]);
  });

  it('trims the SKU before comparing and storing it', async () => {
    const sku = `T-${uniqueToken()}`.toUpperCase();
    const first = await create({ Sku: `  ${sku} ` });
    expect(first.status).toBe(201);
    expect(first.body.Sku).toBe(sku);
    expect((await create({ Sku: ` ${sku.toLowerCase()}` })).status).toBe(409);
  });

  it('refuses spaces and emoji in an SKU', async () => {
    for (const sku of ['AB 12', 'AB-12📱']) {
      const answer = await create({ Sku: sku });
      expect(answer.status).toBe(400);
      expect(answer.body.fields.Sku.id).toBe('validation.sku');
    }
  });
});

describe('logistics and lead times', () => {
  it('accepts a valid EAN and refuses a wrong check digit', async () => {
    expect((await create({ Sku: `T-${uniqueToken()}`, EanCode: '7350053850019' })).status).toBe(201);
    const wrong = await create({ Sku: `T-${uniqueToken()}`, EanCode: '7350053850018' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.EanCode.id).toBe('validation.gtin');
  });

  it('checks the UN number and the commodity code', async () => {
    const answer = await create({ Sku: `T-${uniqueToken()}`, UnNumber: '3480', CommodityCode: '85A' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.UnNumber.id).toBe('validation.unNumber');
    expect(answer.body.fields.CommodityCode.id).toBe('validation.commodityCode');
  });

  it('refuses an upper lead time below the lower one, for normal and express delivery', async () => {
    const answer = await create({
      Sku: `T-${uniqueToken()}`,
      LeadTimeMinDays: 5,
      LeadTimeMaxDays: 2,
      ExpressLeadTimeMinDays: 2,
      ExpressLeadTimeMaxDays: 1,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['ExpressLeadTimeMaxDays', 'LeadTimeMaxDays']);
  });

  it('refuses a ghost product without the product it points at', async () => {
    const answer = await create({ Sku: `T-${uniqueToken()}`, GhostType: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.GhostOfID.id).toBe('validation.required');
  });
});

describe('status', () => {
  it('goes draft → in review → approved → for sale → draft, and refuses an action out of order', async () => {
    const product = (await create({ Sku: `T-${uniqueToken()}` })).body;
    expect(product.Status).toBe(ProductStatus.Draft);
    const act = async (action: string, version: number) =>
      t.call('POST', `${BASE}/${product.ID}/${action}`, { token: admin, body: { Version: version } });
    const early = await act('approve', product.Version);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 40901, current: { ID: product.ID, Status: ProductStatus.Draft, Version: product.Version } });
    let current = (await act('submit-for-review', product.Version)).body;
    expect(current.Status).toBe(ProductStatus.InReview);
    current = (await act('approve', current.Version)).body;
    expect(current.Status).toBe(ProductStatus.Approved);
    current = (await act('put-on-sale', current.Version)).body;
    expect(current.Status).toBe(ProductStatus.ForSale);
    current = (await act('withdraw', current.Version)).body;
    expect(current.Status).toBe(ProductStatus.Draft);
  });

  it('denies only with a reason, which the history keeps with the move', async () => {
    const product = (await create({ Sku: `T-${uniqueToken()}` })).body;
    const act = async (action: string, body: Record<string, unknown>) =>
      t.call('POST', `${BASE}/${product.ID}/${action}`, { token: admin, body });
    const inReview = (await act('submit-for-review', { Version: product.Version })).body;
    for (const reason of [undefined, '', '  ', 'x'.repeat(501)]) {
      const refused = await act('deny', { Version: inReview.Version, Reason: reason });
      expect(refused.status, JSON.stringify(reason)).toBe(400);
      expect(refused.body.fields.Reason).toBeTruthy();
    }
    expect((await t.call('GET', `${BASE}/${product.ID}`, { token: admin })).body.Status).toBe(ProductStatus.InReview);
    const denied = await act('deny', { Version: inReview.Version, Reason: '  Bilden visar fel färg  ' });
    expect(denied.status).toBe(200);
    expect(denied.body.Status).toBe(ProductStatus.Denied);
    const history = (await t.call('GET', `${BASE}/${product.ID}/history`, { token: admin })).body.data;
    expect(history[0]).toMatchObject({
      Action: 'deny',
      Input: { Reason: 'Bilden visar fel färg' },
      Changes: [{ Field: 'Status', Before: ProductStatus.InReview, After: ProductStatus.Denied }],
    });
  });

  it('lets a customer-service user read products but not approve them', async () => {
    const product = (await create({ Sku: `T-${uniqueToken()}` })).body;
    const support = await t.signIn('support');
    expect((await t.call('GET', `${BASE}/${product.ID}`, { token: support })).status).toBe(200);
    const refused = await t.call('POST', `${BASE}/${product.ID}/submit-for-review`, { token: support, body: { Version: product.Version } });
    expect(refused.status).toBe(403);
  });
});

describe('demo catalogue', () => {
  it('holds the demo products, every status and type, with valid references', async () => {
    // The list's count stops at its cap, so the table is counted directly.
    const [{ n }] = await t.db.select({ n: count() }).from(products);
    expect(n).toBeGreaterThanOrEqual(PRODUCT_COUNT);
    for (const status of Object.values(ProductStatus)) {
      const some = await t.call('GET', `${BASE}?Status=${status}&limit=1`, { token: admin });
      expect(some.body.data.length, `status ${status}`).toBe(1);
    }
    for (const type of [1, 2, 3, 4]) {
      const some = await t.call('GET', `${BASE}?Type=${type}&limit=1`, { token: admin });
      expect(some.body.data.length, `type ${type}`).toBe(1);
    }
    for (let n = 1; n < 500; n += 37) expect(isValidGtin(demoEan(n))).toBe(true);
    const reviewed = await t.call('GET', `${BASE}?q=IP13-BAT`, { token: admin });
    expect(reviewed.body.data.map((p: { Sku: string }) => p.Sku)).toContain('IP13-BAT');
  });
});

describe('multi-SKU fetch', () => {
  const fetchSkus = (Skus: unknown, token = admin) => t.call('POST', '/api/product/items/by-skus', { token, body: { Skus } });

  it('answers the products in the order given, whatever the case, and lists the SKUs no product has', async () => {
    const [a, b] = [`M-${uniqueToken()}`.toUpperCase(), `M-${uniqueToken()}`.toUpperCase()];
    const first = (await create({ Sku: a })).body;
    const second = (await create({ Sku: b })).body;
    const answer = await fetchSkus(`${b.toLowerCase()}\n\nNO-SUCH-SKU-1\n ${a}\t\n${b}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        { ID: second.ID, Sku: b },
        { ID: first.ID, Sku: a },
      ],
      unknown: ['NO-SUCH-SKU-1'],
    });
  });

  it('refuses a line with a space, naming the line, and text that is not one SKU per line', async () => {
    const spaced = await fetchSkus('IP13-BAT\nIP13 BAT');
    expect(spaced.status).toBe(400);
    expect(spaced.body.fields.Skus).toMatchObject({ id: 'validation.skuLineSpaces', values: { line: 2 } });
    for (const body of ['', '\n \n', 42, null, ['IP13-BAT']]) expect((await fetchSkus(body)).status, JSON.stringify(body)).toBe(400);
    const many = await fetchSkus(Array.from({ length: 501 }, (_, i) => `S-${i}`).join('\n'));
    expect(many.body.fields.Skus.id).toBe('validation.skuLinesMax');
  });

  it('is open to whoever may view products, and to nobody else', async () => {
    expect((await fetchSkus('IP13-BAT', await t.signIn('catalog'))).status).toBe(200);
    expect((await t.call('POST', '/api/product/items/by-skus', { body: { Skus: 'IP13-BAT' } })).status).toBe(401);
  });
});

describe('product changes', () => {
  const BASE_CHANGES = '/api/product/changes';
  const pending = async () =>
    (await t.call('GET', `${BASE_CHANGES}?Status=1&Field=PurchasePrice&limit=5`, { token: admin })).body.data as Record<string, unknown>[];

  it('approving writes the proposed value into the product and audits both, in one go', async () => {
    const [change] = await pending();
    const before = (await t.call('GET', `/api/product/items/${change.ProductID}`, { token: admin })).body;
    const approved = await t.call('POST', `${BASE_CHANGES}/${change.ID}/approve`, { token: admin, body: { Version: change.Version } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = (await t.call('GET', `/api/product/items/${change.ProductID}`, { token: admin })).body;
    expect(after.PurchasePrice).toBe(JSON.parse(String(change.After)));
    expect(after.Version).toBe(before.Version + 1);
    const [event] = (await t.call('GET', `/api/product/items/${change.ProductID}/history`, { token: admin })).body.data;
    expect(event).toMatchObject({
      Action: 'update',
      Changes: [{ Field: 'PurchasePrice', Before: before.PurchasePrice, After: after.PurchasePrice }],
    });
  });

  it('refuses to approve a change whose product moved on in that field, and writes neither', async () => {
    const [change] = await pending();
    const product = (await t.call('GET', `/api/product/items/${change.ProductID}`, { token: admin })).body;
    expect(
      (await t.call('PUT', `/api/product/items/${product.ID}`, { token: admin, body: { ...product, PurchasePrice: '1.23' } })).status,
    ).toBe(200);
    const refused = await t.call('POST', `${BASE_CHANGES}/${change.ID}/approve`, { token: admin, body: { Version: change.Version } });
    expect(refused.status).toBe(409);
    expect((await t.call('GET', `${BASE_CHANGES}/${change.ID}`, { token: admin })).body.Status).toBe(1);
    expect((await t.call('GET', `/api/product/items/${product.ID}`, { token: admin })).body.PurchasePrice).toBe('1.23');
  });

  it('is decided only by those who may update product changes', async () => {
    const [change] = await pending();
    const support = await t.signIn('support');
    expect(
      (await t.call('POST', `${BASE_CHANGES}/${change.ID}/approve`, { token: support, body: { Version: change.Version } })).status,
    ).toBe(403);
  });
});

describe('proposals from a colleague who may not edit products', () => {
  const propose = (token: string, id: number, body: Record<string, unknown>) => t.call('POST', `${BASE}/${id}/proposals`, { token, body });
  const fresh = async () =>
    (await create({ Sku: `P-${uniqueToken()}`, Weight: 120, LeadTimeMinDays: 2, LeadTimeMaxDays: 5 })).body as Record<string, unknown> & {
      ID: number;
      Version: number;
    };

  it('keeps one pending change per changed field, leaves the product as it was, and an approver applies it', async () => {
    const support = await t.signIn('support');
    const product = await fresh();
    const answer = await propose(support, product.ID, { Version: product.Version, Weight: 135, Name: product.Name, LeadTimeMaxDays: 7 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const changes = answer.body.data as Record<string, unknown>[];
    expect(changes.map((c) => [c.Field, c.Before, c.After, c.Source, c.Status])).toEqual([
      ['Weight', '120', '135', 4, 1],
      ['LeadTimeMaxDays', '5', '7', 4, 1],
    ]);
    const unchanged = (await t.call('GET', `${BASE}/${product.ID}`, { token: admin })).body;
    expect([unchanged.Weight, unchanged.Version]).toEqual([120, product.Version]);
    const listed = (await t.call('GET', `/api/product/changes?ProductID=${product.ID}&Status=1`, { token: admin })).body.data;
    expect(listed).toHaveLength(2);
    const [weight] = changes;
    const [created] = (await t.call('GET', `/api/product/changes/${weight.ID}/history`, { token: admin })).body.data;
    expect(created).toMatchObject({ Action: 'create' });
    expect(
      (await t.call('POST', `/api/product/changes/${weight.ID}/approve`, { token: admin, body: { Version: weight.Version } })).status,
    ).toBe(200);
    expect((await t.call('GET', `${BASE}/${product.ID}`, { token: admin })).body.Weight).toBe(135);
  });

  it('checks the values as an edit would, naming the field, and writes nothing', async () => {
    const support = await t.signIn('support');
    const product = await fresh();
    const wrong = await propose(support, product.ID, { Version: product.Version, EanCode: '7350053850018', LeadTimeMaxDays: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.EanCode.id).toBe('validation.gtin');
    expect((await t.call('GET', `/api/product/changes?ProductID=${product.ID}`, { token: admin })).body.data).toEqual([]);
  });

  it('refuses fields that may not be proposed, and a proposal that changes nothing', async () => {
    const support = await t.signIn('support');
    const product = await fresh();
    const sku = await propose(support, product.ID, { Version: product.Version, Sku: 'OTHER-1', Status: 4 });
    expect(sku.status).toBe(400);
    expect(Object.keys(sku.body.fields).sort()).toEqual(['Sku', 'Status']);
    expect(sku.body.fields.Sku.id).toBe('validation.notProposable');
    const same = await propose(support, product.ID, { Version: product.Version, Weight: 120 });
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/Nothing to propose/);
  });

  it('refuses a proposal made against an older version with the product as it is now', async () => {
    const support = await t.signIn('support');
    const product = await fresh();
    expect((await t.call('PUT', `${BASE}/${product.ID}`, { token: admin, body: { ...product, Weight: 150 } })).status).toBe(200);
    const stale = await propose(support, product.ID, { Version: product.Version, Weight: 135 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ ID: product.ID, Weight: 150, Version: product.Version + 1 });
  });

  it('answers 404 for a product that does not exist', async () => {
    const support = await t.signIn('support');
    expect((await propose(support, 2_000_000_000, { Version: 1, Weight: 1 })).status).toBe(404);
  });
});
