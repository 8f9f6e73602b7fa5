/**
 * The products' variants, prices per currency group, accessories and compatible phone models beyond the
 * generated engine tests: a variant's parent is of type Variant and never one of its variants, a product is the
 * variant of one parent at most, a compare-at price is above the price, each child names another product once,
 * children go with their product; and the demo data that links them. Then the categories' storefront order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ORDER } from '../../src/domain/resources/product';
import { PRODUCT_TYPE, ProductStatus } from '../../src/domain/resources/product/products';
import { newProduct, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const post = (path: string, body: Body) => t.call('POST', `/api/product/${path}`, { token: admin, body });
const list = async (path: string) => (await t.call('GET', `/api/product/${path}`, { token: admin })).body.data as Body[];

/** The demo product with this article number (free text finds its colours too). */
async function bySku(sku: string): Promise<Body> {
  const found = (await list(`items?q=${sku}&limit=50`)).find((p) => p.Sku === sku);
  if (!found) throw new Error(`No demo product ${sku}`);
  return found;
}

async function currencyGroups(): Promise<{ ID: number; Currency: string }[]> {
  return (await t.call('GET', '/api/common/currency-groups', { token: admin })).body.data;
}

describe('set components', () => {
  it('never name the set itself, on create or when moved onto it', async () => {
    const set = (await newProduct(t, admin, { Type: PRODUCT_TYPE.Set })).ID;
    const itself = await post('set-components', { SetID: set, ComponentID: set, Quantity: 1 });
    expect(itself.status).toBe(400);
    expect(itself.body.fields.ComponentID.id).toBe('validation.setComponentItself');
    const ok = await post('set-components', { SetID: set, ComponentID: (await newProduct(t, admin)).ID, Quantity: 2 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const moved = await t.call('PUT', `/api/product/set-components/${ok.body.ID}`, {
      token: admin,
      body: { ...ok.body, ComponentID: set },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields.ComponentID.id).toBe('validation.setComponentItself');
  });
});

describe('variants', () => {
  const black = { sv: 'svart', en: 'black' };

  it('belong to a parent of type Variant, and are never a Variant parent themselves', async () => {
    const parent = (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID;
    const standard = (await newProduct(t, admin)).ID;
    const ok = await post('variants', { ParentID: parent, VariantID: standard, Colour: black });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ ParentID: parent, VariantID: standard, Colour: black, SortOrder: 0 });

    const underStandard = await post('variants', {
      ParentID: (await newProduct(t, admin)).ID,
      VariantID: (await newProduct(t, admin)).ID,
      Colour: black,
    });
    expect(underStandard.status).toBe(400);
    expect(underStandard.body.fields.ParentID.id).toBe('validation.referenceKind');

    const otherParent = await post('variants', {
      ParentID: parent,
      VariantID: (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID,
      Colour: black,
    });
    expect(otherParent.status).toBe(400);
    expect(otherParent.body.fields.VariantID.id).toBe('validation.referenceKind');
  });

  it('never name the parent itself', async () => {
    const parent = (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID;
    const itself = await post('variants', { ParentID: parent, VariantID: parent, Colour: black });
    expect(itself.status).toBe(400);
    expect(itself.body.fields.VariantID.id).toBe('resources.productChildren.invalid.itself');
    // Nor by an edit that moves a variant onto its own parent's id.
    const variant = await post('variants', { ParentID: parent, VariantID: (await newProduct(t, admin)).ID, Colour: black });
    const moved = await t.call('PUT', `/api/product/variants/${variant.body.ID}`, {
      token: admin,
      body: { VariantID: parent, Version: variant.body.Version },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields.VariantID.id).toBe('resources.productChildren.invalid.itself');
  });

  it('make a product the variant of one parent at most (40901 naming VariantID)', async () => {
    const product = (await newProduct(t, admin)).ID;
    const first = (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID;
    expect((await post('variants', { ParentID: first, VariantID: product, Colour: black })).status).toBe(201);
    const again = await post('variants', {
      ParentID: (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID,
      VariantID: product,
      Capacity: { sv: '128 GB', en: '128 GB' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(40901);
    expect(Object.keys(again.body.fields)).toEqual(['VariantID']);
    const twice = await post('variants', { ParentID: first, VariantID: product, Colour: { sv: 'vit', en: 'white' } });
    expect(twice.status).toBe(409);
  });

  it('are told apart by a colour or a capacity of at most 40 characters', async () => {
    const parent = (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID;
    const none = await post('variants', { ParentID: parent, VariantID: (await newProduct(t, admin)).ID });
    expect(none.status).toBe(400);
    expect(none.body.fields.Colour.id).toBe('resources.productVariants.invalid.noOption');
    expect(
      (await post('variants', { ParentID: parent, VariantID: (await newProduct(t, admin)).ID, Capacity: { sv: '256 GB' } })).status,
    ).toBe(201);
    const long = await post('variants', { ParentID: parent, VariantID: (await newProduct(t, admin)).ID, Colour: { sv: 'x'.repeat(41) } });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['Colour']);
  });

  it('go with their parent, while a product that is a variant is in use', async () => {
    const parent = (await newProduct(t, admin, { Type: PRODUCT_TYPE.Variant })).ID;
    const product = (await newProduct(t, admin)).ID;
    const variant = await post('variants', { ParentID: parent, VariantID: product, Colour: black });
    const { Version } = (await t.call('GET', `/api/product/items/${product}`, { token: admin })).body;
    expect((await t.call('DELETE', `/api/product/items/${product}?version=${Version}`, { token: admin })).status).toBe(409);
    const parentVersion = (await t.call('GET', `/api/product/items/${parent}`, { token: admin })).body.Version;
    expect((await t.call('DELETE', `/api/product/items/${parent}?version=${parentVersion}`, { token: admin })).status).toBe(204);
    expect((await t.call('GET', `/api/product/variants/${variant.body.ID}`, { token: admin })).status).toBe(404);
  });
});

describe('prices per currency group', () => {
  it('hold one price per currency group, the compare-at price above the price', async () => {
    const product = (await newProduct(t, admin)).ID;
    const [group, other] = await currencyGroups();
    const ok = await post('prices', { ProductID: product, CurrencyGroupID: group.ID, Price: '199', CompareAtPrice: '249,50' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ Price: '199.00', CompareAtPrice: '249.50' });

    const again = await post('prices', { ProductID: product, CurrencyGroupID: group.ID, Price: '150' });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['CurrencyGroupID']);

    for (const before of ['150', '199.00']) {
      const notAbove = await post('prices', { ProductID: product, CurrencyGroupID: other.ID, Price: '199', CompareAtPrice: before });
      expect(notAbove.status).toBe(400);
      expect(notAbove.body.fields.CompareAtPrice.id).toBe('resources.productPrices.invalid.compareAtNotAbove');
    }
    // Lowering the compare-at price below the price by an edit is refused too.
    const lowered = await t.call('PUT', `/api/product/prices/${ok.body.ID}`, {
      token: admin,
      body: { Price: '300', Version: ok.body.Version },
    });
    expect(lowered.status).toBe(400);
    expect(Object.keys(lowered.body.fields)).toEqual(['CompareAtPrice']);
    expect((await post('prices', { ProductID: product, CurrencyGroupID: other.ID, Price: '19.90' })).status).toBe(201);
  });

  it('refuse a currency group that does not exist and a negative price', async () => {
    const product = (await newProduct(t, admin)).ID;
    const unknown = await post('prices', { ProductID: product, CurrencyGroupID: 99_999, Price: '10' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.CurrencyGroupID.id).toBe('validation.reference');
    const [group] = await currencyGroups();
    const negative = await post('prices', { ProductID: product, CurrencyGroupID: group.ID, Price: '-1' });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.fields)).toEqual(['Price']);
  });
});

describe('accessories and compatible models', () => {
  it('name another product once, never the product itself', async () => {
    const product = (await newProduct(t, admin)).ID;
    const accessory = (await newProduct(t, admin)).ID;
    const itself = await post('accessories', { ProductID: product, AccessoryID: product });
    expect(itself.status).toBe(400);
    expect(itself.body.fields.AccessoryID.id).toBe('resources.productChildren.invalid.itself');
    expect((await post('accessories', { ProductID: product, AccessoryID: accessory, SortOrder: 10 })).status).toBe(201);
    const twice = await post('accessories', { ProductID: product, AccessoryID: accessory });
    expect(twice.status).toBe(409);
    expect(Object.keys(twice.body.fields)).toEqual(['AccessoryID']);
    // The other way round is another suggestion.
    expect((await post('accessories', { ProductID: accessory, AccessoryID: product })).status).toBe(201);
  });

  it("name each phone model once per product, and list a model's products across products", async () => {
    const [model] = await list('phone-models?limit=1');
    const product = (await newProduct(t, admin)).ID;
    expect((await post('compatible-models', { ProductID: product, PhoneModelID: model.ID })).status).toBe(201);
    const twice = await post('compatible-models', { ProductID: product, PhoneModelID: model.ID });
    expect(twice.status).toBe(409);
    expect(Object.keys(twice.body.fields)).toEqual(['PhoneModelID']);
    const fits = await list(`compatible-models?PhoneModelID=${model.ID}&limit=500`);
    expect(fits.map((f) => f.ProductID)).toContain(product);
    expect(new Set(fits.map((f) => f.PhoneModelID))).toEqual(new Set([model.ID]));
  });

  it('go with their product', async () => {
    const product = (await newProduct(t, admin)).ID;
    const [model] = await list('phone-models?limit=1');
    const [group] = await currencyGroups();
    await post('compatible-models', { ProductID: product, PhoneModelID: model.ID });
    await post('accessories', { ProductID: product, AccessoryID: (await newProduct(t, admin)).ID });
    await post('prices', { ProductID: product, CurrencyGroupID: group.ID, Price: '10' });
    const { Version } = (await t.call('GET', `/api/product/items/${product}`, { token: admin })).body;
    expect((await t.call('DELETE', `/api/product/items/${product}?version=${Version}`, { token: admin })).status).toBe(204);
    for (const path of ['compatible-models', 'accessories', 'prices']) expect(await list(`${path}?ProductID=${product}`), path).toEqual([]);
  });

  it('are changed only by those who may update products', async () => {
    const support = await t.signIn('support');
    const product = (await newProduct(t, admin)).ID;
    const refused = await t.call('POST', '/api/product/accessories', {
      token: support,
      body: { ProductID: product, AccessoryID: (await newProduct(t, admin)).ID },
    });
    expect(refused.status).toBe(403);
    expect((await t.call('GET', `/api/product/accessories?ProductID=${product}`, { token: support })).status).toBe(200);
  });
});

describe('demo data', () => {
  it('links colour variants to their Variant parent, prices every product for sale in every currency group, and fits parts to their model', async () => {
    const parent = await bySku('IP13-CASE-SIL');
    expect(parent.Type).toBe(PRODUCT_TYPE.Variant);
    const variants = await list(`variants?ParentID=${parent.ID}&limit=50`);
    expect(variants.length).toBeGreaterThanOrEqual(2);
    expect(variants[0].Colour).toEqual({ sv: 'svart', en: 'black' });
    const [black] = await list(`items?ids=${variants[0].VariantID}`);
    expect(black).toMatchObject({ Sku: 'IP13-CASE-SIL-BLK', Type: PRODUCT_TYPE.Standard });

    const [forSale] = await list(`items?Status=${ProductStatus.ForSale}&limit=1`);
    const prices = await list(`prices?ProductID=${forSale.ID}`);
    expect(prices.map((p) => p.CurrencyGroupID).sort()).toEqual((await currencyGroups()).map((g) => g.ID).sort());
    for (const price of prices) if (price.CompareAtPrice != null) expect(Number(price.CompareAtPrice)).toBeGreaterThan(Number(price.Price));

    const [model] = await list(`phone-models?q=${encodeURIComponent('iPhone 13')}&limit=50`).then((models) =>
      models.filter((m) => m.Name === 'iPhone 13'),
    );
    const fits = await list(`compatible-models?ProductID=${black.ID}`);
    expect(fits.map((f) => f.PhoneModelID)).toEqual([model.ID]);
    const screen = await bySku('IP13-SCR-OLED');
    const glass = await bySku('IP13-GLS-9H');
    expect((await list(`accessories?ProductID=${screen.ID}`)).map((a) => a.AccessoryID)).toEqual([glass.ID]);
  });
});

describe("categories' product order", () => {
  it('starts at popularity first, takes the six storefront orders and nothing else', async () => {
    const made = await post('categories', { Name: `Ordning ${uniqueToken()}` });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.DefaultProductOrder).toBe(PRODUCT_ORDER.PopularityDesc);
    const changed = await t.call('PUT', `/api/product/categories/${made.body.ID}`, {
      token: admin,
      body: { DefaultProductOrder: PRODUCT_ORDER.PriceAsc, Version: made.body.Version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.DefaultProductOrder).toBe(2);
    const wrong = await t.call('PUT', `/api/product/categories/${made.body.ID}`, {
      token: admin,
      body: { DefaultProductOrder: 7, Version: changed.body.Version },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.DefaultProductOrder.id).toBe('validation.oneOf');
    const [outlet] = await list('categories?q=Outlet&limit=1');
    expect(outlet.DefaultProductOrder).toBe(PRODUCT_ORDER.DiscountDesc);
  });
});
