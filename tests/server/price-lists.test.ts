/**
 * Price lists beyond the generated engine tests: evaluating saved and unsaved rules (count, first products,
 * prices), attribute rules (over the products' attribute values; an attribute that exists, a condition that
 * fits its type), processing (the materialised products, Processed and ProductCount, the plain function with its
 * progress as a job will call it), merging two lists into a new one with MergedFrom and both lists' fixed
 * prices, a change of the rules leaving the list unprocessed, and who may do what.
 */
import { runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/recordset';
import { auditEvents, priceListProducts } from '../../server/db/schema';
import { processPriceList, type ProcessProgress } from '../../server/price-lists/process';
import { resource } from '../../src/domain/resources';
import { signedInApp, type TestApp } from './helpers';
import { basePath, SampleContext, sampleInput, uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let catalog: string;
let brand: number;
const productIds: number[] = [];

const BASE = '/api/product/price-lists';
const byBrand = (id: number) => ({
  kind: 'group',
  match: 'all',
  children: [{ kind: 'rule', subject: 'brand', operator: 'in', values: [id] }],
});

beforeAll(async () => {
  ({ t, admin, catalog } = await signedInApp(['admin', 'catalog']));
  const brands = resource('brands');
  const made = await t.call('POST', basePath(brands), {
    token: admin,
    body: await sampleInput(new SampleContext(t, admin), brands, uniqueToken()),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  brand = made.body.ID;
  // Three products of the new brand: 100 kr, 250 kr (reference cost 260 kr), and one without a purchase price.
  for (const [sku, price, reference] of [
    ['A', '100.00', null],
    ['B', '250.00', '260.00'],
    ['C', null, null],
  ] as const) {
    const body = {
      Sku: `PL-${sku}-${uniqueToken()}`,
      Name: { sv: `Prisprodukt ${sku}` },
      Type: 1,
      BrandID: brand,
      PurchasePrice: price,
      ReferenceCost: reference,
    };
    const answer = await t.call('POST', '/api/product/items', { token: admin, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    productIds.push(answer.body.ID);
  }
});
afterAll(() => t.close());

async function newList(body: Record<string, unknown> = {}) {
  const answer = await t.call('POST', BASE, {
    token: admin,
    body: {
      Name: `Lista ${uniqueToken()}`,
      Type: 2,
      Currencies: ['SEK'],
      Priority: 10,
      MarkUpType: 2,
      MarkUpPercentage: '25',
      Rules: byBrand(brand),
      ...body,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('evaluate', () => {
  it('counts and prices what unsaved rules select, a product without a purchase price matched but unpriced', async () => {
    const answer = await t.call('POST', `${BASE}/evaluate`, {
      token: admin,
      body: { Rules: byBrand(brand), MarkUpType: 2, MarkUpPercentage: '12,5' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.count).toBe(3);
    const bySku = Object.fromEntries(answer.body.data.map((p: { Sku: string }) => [p.Sku.split('-')[1], p]));
    expect(bySku.A).toMatchObject({ PurchasePrice: '100.00', Price: '112.50', Margin: '12.50', ReferenceCost: '100.00' });
    expect(bySku.B).toMatchObject({ Price: '281.25', Margin: '21.25', ReferenceCost: '260.00' });
    expect(bySku.C).toMatchObject({ Price: null, Margin: null, ReferenceCost: null });
  });

  it("evaluates a saved list, with the form's changes over it", async () => {
    const list = await newList({ MarkUpType: 1, MarkUpAbsolute: '10' });
    const saved = await t.call('POST', `${BASE}/evaluate`, { token: catalog, body: { ID: list.ID } });
    expect(saved.body.count).toBe(3);
    expect(saved.body.data.find((p: { ID: number }) => p.ID === productIds[0]).Price).toBe('110.00');
    const range = {
      kind: 'group',
      match: 'all',
      children: [byBrand(brand), { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '200', max: null }],
    };
    const changed = await t.call('POST', `${BASE}/evaluate`, { token: admin, body: { ID: list.ID, Rules: range } });
    expect(changed.body.count).toBe(1);
    expect(changed.body.data[0]).toMatchObject({ ID: productIds[1], Price: '260.00' });
  });

  it('refuses rules that do not hold, naming the rule', async () => {
    const bad = { kind: 'group', match: 'all', children: [{ kind: 'rule', subject: 'brand', operator: 'in', values: [] }] };
    const answer = await t.call('POST', `${BASE}/evaluate`, { token: admin, body: { Rules: bad } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.Rules).toMatchObject({ id: 'validation.priceRulesNoValues', values: { at: '1' } });
    expect((await t.call('POST', `${BASE}/evaluate`, { token: admin, body: { ID: 2_000_000_000 } })).status).toBe(404);
    expect((await t.call('POST', `${BASE}/evaluate`, { token: admin, body: { MarkUpType: 1 } })).body.fields.MarkUpAbsolute.id).toBe(
      'validation.required',
    );
  });
});

describe('a price list record', () => {
  it('stores its rules normalized and refuses a bad tree on save', async () => {
    const list = await newList({
      Rules: {
        kind: 'group',
        match: 'any',
        children: [{ kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '5,5', max: '' }],
      },
    });
    expect(list.Rules).toEqual({
      kind: 'group',
      match: 'any',
      children: [{ kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '5.50', max: null }],
    });
    const refused = await t.call('POST', BASE, {
      token: admin,
      body: {
        Name: 'x',
        Type: 2,
        Currencies: ['SEK'],
        Priority: 1,
        Rules: { kind: 'group', match: 'all', children: [{ kind: 'group', match: 'any', children: [] }] },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.Rules.id).toBe('validation.priceRulesEmptyGroup');
  });

  it('is merged only by a merge', async () => {
    const refused = await t.call('POST', BASE, { token: admin, body: { Name: 'x', Type: 3, Currencies: ['SEK'], Priority: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.Type.id).toBe('validation.priceListMergedType');
  });

  it('a product manager sees and evaluates lists but cannot change or process them', async () => {
    const list = await newList();
    expect((await t.call('GET', `${BASE}/${list.ID}`, { token: catalog })).status).toBe(200);
    expect((await t.call('POST', BASE, { token: catalog, body: { Name: 'x' } })).status).toBe(403);
    expect((await t.call('POST', `${BASE}/${list.ID}/process`, { token: catalog, body: { Version: list.Version } })).status).toBe(403);
  });
});

describe('attribute rules', () => {
  const attributeRule = (attributeId: number, operator: string, values: string[]) => ({
    kind: 'rule',
    subject: 'attribute',
    attributeId,
    operator,
    values,
  });
  const withBrand = (...rules: unknown[]) => ({ kind: 'group', match: 'all', children: [byBrand(brand), ...rules] });
  let colour: number;
  let capacity: number;

  beforeAll(async () => {
    const attribute = async (ValueType: string, Unit: string | null) => {
      const code = `pl-${uniqueToken()}`.toLowerCase();
      const made = await t.call('POST', '/api/product/attributes', {
        token: admin,
        body: { Name: { sv: code }, Code: code, ValueType, Unit },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.ID as number;
    };
    colour = await attribute('text', null);
    capacity = await attribute('numeric', 'mAh');
    // A: Svart, 3000 mAh; B: Vit, 4500,5 mAh; C: no values.
    for (const [product, text, number] of [
      [productIds[0], 'Svart', '3000'],
      [productIds[1], 'Vit', '4500,5'],
    ] as const) {
      for (const [AttributeID, Value] of [
        [colour, text],
        [capacity, number],
      ] as const) {
        const answer = await t.call('POST', '/api/product/attribute-values', {
          token: admin,
          body: { ProductID: product, AttributeID, Value },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      }
    }
  });

  const evaluate = async (rules: unknown) => {
    const answer = await t.call('POST', `${BASE}/evaluate`, { token: admin, body: { Rules: rules } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.map((p: { ID: number }) => productIds.indexOf(p.ID)).sort();
  };

  it('select products by their attribute values, never one without a value', async () => {
    expect(await evaluate(withBrand(attributeRule(colour, 'in', ['Svart'])))).toEqual([0]);
    expect(await evaluate(withBrand(attributeRule(colour, 'in', ['Svart', 'Vit', 'Röd'])))).toEqual([0, 1]);
    expect(await evaluate(withBrand(attributeRule(capacity, 'gte', ['3000'])))).toEqual([0, 1]);
    expect(await evaluate(withBrand(attributeRule(capacity, 'lte', ['4500.499'])))).toEqual([0]);
    expect(await evaluate(withBrand(attributeRule(capacity, 'eq', ['4500,500'])))).toEqual([1]);
    expect(await evaluate(withBrand(attributeRule(capacity, 'between', ['3000.001', '4500.5'])))).toEqual([1]);
  });

  it('refuse an attribute that does not exist and a condition that does not fit its type, naming the rule', async () => {
    const missing = await t.call('POST', BASE, {
      token: admin,
      body: { Name: 'x', Type: 2, Currencies: ['SEK'], Priority: 1, Rules: withBrand(attributeRule(2_000_000_000, 'in', ['Svart'])) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.Rules).toMatchObject({ id: 'validation.priceRulesAttribute', values: { at: '2' } });
    const textAsNumber = await t.call('POST', `${BASE}/evaluate`, {
      token: admin,
      body: { Rules: withBrand(attributeRule(colour, 'gte', ['3'])) },
    });
    expect(textAsNumber.body.fields.Rules.id).toBe('validation.priceRulesAttributeType');
    const numberAsText = await t.call('POST', `${BASE}/evaluate`, {
      token: admin,
      body: { Rules: withBrand(attributeRule(capacity, 'in', ['3000'])) },
    });
    expect(numberAsText.body.fields.Rules.id).toBe('validation.priceRulesAttributeType');
    const between = await t.call('POST', `${BASE}/evaluate`, {
      token: admin,
      body: { Rules: withBrand(attributeRule(capacity, 'between', ['5', '1'])) },
    });
    expect(between.body.fields.Rules.id).toBe('validation.priceRulesNumber');
  });

  it('are stored normalized and processed like the other rules', async () => {
    const list = await newList({
      Rules: withBrand(attributeRule(capacity, 'between', ['3 000,0', '4500.50']), attributeRule(colour, 'in', [' Vit ', 'Vit'])),
    });
    expect(list.Rules.children.slice(1)).toEqual([
      attributeRule(capacity, 'between', ['3000', '4500.5']),
      attributeRule(colour, 'in', ['Vit']),
    ]);
    const processed = await t.db.transaction((tx) => processPriceList(tx, t.resources, list.ID));
    expect(processed.productCount).toBe(1);
    const rows = await t.db.select().from(priceListProducts).where(eq(priceListProducts.priceListId, list.ID));
    expect(rows.map((r) => r.productId)).toEqual([productIds[1]]);
  });
});

describe('processing', () => {
  it('materialises the matched products with their prices and marks the list, audited', async () => {
    const list = await newList();
    const asked = await t.call('POST', `${BASE}/${list.ID}/process`, { token: admin, body: { Version: list.Version } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // Processing is a job: the list is processed once a server process has run it.
    expect(asked.body).toMatchObject({ Processed: false, Version: list.Version + 1 });
    await runDueJobs(t.jobs, 'price-lists-test', { logger: silentLogger });
    const answer = await t.call('GET', `${BASE}/${list.ID}`, { token: admin });
    expect(answer.body).toMatchObject({ Processed: true, ProductCount: 3, Version: list.Version + 2 });
    expect(answer.body.ProcessedAt).toBeTruthy();
    const rows = await t.db.select().from(priceListProducts).where(eq(priceListProducts.priceListId, list.ID));
    expect(rows.map((r) => [r.productId, r.price, r.margin, r.referenceCost]).sort()).toEqual(
      [
        [productIds[0], '125.00', '25.00', '100.00'],
        [productIds[1], '312.50', '52.50', '260.00'],
        [productIds[2], null, null, null],
      ].sort(),
    );
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'price-lists'), eq(auditEvents.entityId, list.ID)));
    // The request and the processing itself, both by the person who asked.
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['create', expect.any(Number)],
      ['process', events[0].actorId],
      ['process', events[0].actorId],
    ]);

    // A change of its rules leaves it unprocessed; processing again replaces its products.
    const changed = await t.call('PUT', `${BASE}/${list.ID}`, {
      token: admin,
      body: {
        Version: answer.body.Version,
        Rules: {
          kind: 'group',
          match: 'all',
          children: [byBrand(brand), { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: null, max: '150' }],
        },
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Processed).toBe(false);
    const renamed = await t.call('PUT', `${BASE}/${list.ID}`, {
      token: admin,
      body: { Version: changed.body.Version, Name: `Omdöpt ${uniqueToken()}` },
    });
    expect(renamed.body.Processed).toBe(false);
    await t.call('POST', `${BASE}/${list.ID}/process`, { token: admin, body: { Version: renamed.body.Version } });
    await runDueJobs(t.jobs, 'price-lists-test', { logger: silentLogger });
    const again = await t.call('GET', `${BASE}/${list.ID}`, { token: admin });
    expect(again.body).toMatchObject({ Processed: true, ProductCount: 1 });
    const after = await t.db.select().from(priceListProducts).where(eq(priceListProducts.priceListId, list.ID));
    expect(after.map((r) => r.productId)).toEqual([productIds[0]]);
    // A rename alone keeps a processed list processed.
    const kept = await t.call('PUT', `${BASE}/${list.ID}`, {
      token: admin,
      body: { Version: again.body.Version, Name: `Igen ${uniqueToken()}` },
    });
    expect(kept.body.Processed).toBe(true);
  });

  it('runs as a plain function in a transaction, reporting its progress, as a job will call it', async () => {
    const list = await newList({ MarkUpType: 1, MarkUpAbsolute: '1.00' });
    const progress: ProcessProgress[] = [];
    const result = await t.db.transaction((tx) =>
      processPriceList(tx, t.resources, list.ID, (p) => {
        progress.push(p);
      }),
    );
    expect(result.productCount).toBe(3);
    expect(progress.map((p) => [p.step, p.done, p.total])).toEqual([
      ['clear', 1, 3],
      ['match', 2, 3],
      ['mark', 3, 3],
    ]);
    const read = await t.call('GET', `${BASE}/${list.ID}`, { token: admin });
    expect(read.body).toMatchObject({ Processed: true, ProductCount: 3, Version: list.Version + 1 });
    const history = await t.call('GET', `${BASE}/${list.ID}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({ Action: 'process', ActorID: 0 });
    await expect(t.db.transaction((tx) => processPriceList(tx, t.resources, 2_000_000_000))).rejects.toMatchObject({ code: 40401 });
  });

  it('processing again writes only what changed: new prices updated, unchanged rows left as they were', async () => {
    const list = await newList({ MarkUpType: 1, MarkUpAbsolute: '10.00' });
    await t.db.transaction((tx) => processPriceList(tx, t.resources, list.ID));
    const prices = async () =>
      rowsOf<{ product_id: number; price: string | null; xmin: string }>(
        await t.db.execute(
          sql`select product_id, price, xmin::text as xmin from price_list_products where price_list_id = ${list.ID} order by product_id`,
        ),
      );
    const first = await prices();
    expect(first.map((r) => [r.product_id, r.price])).toEqual([
      [productIds[0], '110.00'],
      [productIds[1], '260.00'],
      [productIds[2], null],
    ]);

    // Unchanged: the same rows, not written again (the same creating transaction).
    await t.db.transaction((tx) => processPriceList(tx, t.resources, list.ID));
    expect(await prices()).toEqual(first);

    // One product's purchase price changes: only its row is written, with its new price.
    const product = await t.call('GET', `/api/product/items/${productIds[0]}`, { token: admin });
    const changed = await t.call('PUT', `/api/product/items/${productIds[0]}`, {
      token: admin,
      body: { Version: product.body.Version, PurchasePrice: '120.00' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    try {
      const result = await t.db.transaction((tx) => processPriceList(tx, t.resources, list.ID));
      expect(result.productCount).toBe(3);
      const third = await prices();
      expect(third.map((r) => [r.product_id, r.price])).toEqual([
        [productIds[0], '130.00'],
        [productIds[1], '260.00'],
        [productIds[2], null],
      ]);
      expect(third[0].xmin).not.toBe(first[0].xmin);
      expect(third.slice(1)).toEqual(first.slice(1));
    } finally {
      const now = await t.call('GET', `/api/product/items/${productIds[0]}`, { token: admin });
      await t.call('PUT', `/api/product/items/${productIds[0]}`, {
        token: admin,
        body: { Version: now.body.Version, PurchasePrice: '100.00' },
      });
    }
  });
});

describe('merging', () => {
  it("makes a new merged list of both lists' products, the higher priority one's pricing and fixed prices", async () => {
    const low = await newList({
      Priority: 1,
      Currencies: ['NOK'],
      MarkUpType: 1,
      MarkUpAbsolute: '5.00',
      Rules: {
        kind: 'group',
        match: 'all',
        children: [{ kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '240', max: '260' }, byBrand(brand)],
      },
    });
    const high = await newList({
      Priority: 50,
      Type: 1,
      Currencies: ['SEK'],
      MarkUpType: 2,
      MarkUpPercentage: '10',
      Rules: {
        kind: 'group',
        match: 'all',
        children: [byBrand(brand), { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: null, max: '120' }],
      },
    });
    const fixed = (list: number, product: number, price: string) =>
      t.call('POST', '/api/product/price-list-prices', {
        token: admin,
        body: { PriceListID: list, ProductID: product, Currency: 'SEK', Price: price },
      });
    expect((await fixed(low.ID, productIds[0], '90.00')).status).toBe(201);
    expect((await fixed(low.ID, productIds[1], '300.00')).status).toBe(201);
    expect((await fixed(high.ID, productIds[0], '99.00')).status).toBe(201);

    const name = `Sammanslagen ${uniqueToken()}`;
    const answer = await t.call('POST', `${BASE}/${low.ID}/merge`, {
      token: admin,
      body: { Version: low.Version, OtherID: high.ID, Name: name },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const found = await t.call('GET', `${BASE}?MergedFrom=${low.ID}`, { token: admin });
    expect(found.body.data).toHaveLength(1);
    const merged = found.body.data[0];
    expect(merged).toMatchObject({
      Name: name,
      Type: 3,
      Priority: 50,
      Currencies: ['SEK', 'NOK'],
      MarkUpType: 2,
      MarkUpPercentage: '10.00',
      Processed: false,
      MergedFrom: [low.ID, high.ID],
    });
    const evaluated = await t.call('POST', `${BASE}/evaluate`, { token: admin, body: { ID: merged.ID } });
    expect(evaluated.body.data.map((p: { ID: number }) => p.ID).sort()).toEqual([productIds[0], productIds[1]].sort());
    const prices = await t.call('GET', `/api/product/price-list-prices?PriceListID=${merged.ID}`, { token: admin });
    expect(prices.body.data.map((p: { ProductID: number; Price: string }) => [p.ProductID, p.Price]).sort()).toEqual(
      [
        [productIds[0], '99.00'],
        [productIds[1], '300.00'],
      ].sort(),
    );
    const history = await t.call('GET', `${BASE}/${low.ID}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({ Action: 'merge', Input: { OtherID: high.ID, Name: name } });

    const self = await t.call('POST', `${BASE}/${high.ID}/merge`, {
      token: admin,
      body: { Version: high.Version, OtherID: high.ID, Name: 'x' },
    });
    expect(self.status).toBe(400);
    expect(self.body.fields.OtherID.id).toBe('validation.priceListMergeSelf');
  });

  it('merges with a list without rules as all of nothing (every product) or any of nothing (no product) means', async () => {
    const dynamic = await newList({ Priority: 5 });
    const none = await newList({ Priority: 1, Type: 1, Rules: { kind: 'group', match: 'any', children: [] } });
    const every = await newList({ Priority: 1, Type: 1, Rules: { kind: 'group', match: 'all', children: [] } });
    const merge = async (other: number, name: string) => {
      const source = (await t.call('GET', `${BASE}/${dynamic.ID}`, { token: admin })).body;
      const answer = await t.call('POST', `${BASE}/${dynamic.ID}/merge`, {
        token: admin,
        body: { Version: source.Version, OtherID: other, Name: name },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (await t.call('GET', `${BASE}?MergedFrom=${other}`, { token: admin })).body.data[0];
    };
    expect((await merge(none.ID, `Ingen ${uniqueToken()}`)).Rules).toEqual({ kind: 'group', match: 'any', children: [byBrand(brand)] });
    expect((await merge(every.ID, `Alla ${uniqueToken()}`)).Rules).toEqual({ kind: 'group', match: 'all', children: [] });
  });
});
