/**
 * A product's attribute values beyond the generated engine tests: the value checked against the attribute's
 * ValueType at the edge (40001 naming Value), stored in its canonical form with the number kept for the price
 * lists, one value per product and attribute, and an attribute's type that does not change while products have
 * values of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProduct, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

async function newAttribute(type: 'text' | 'numeric', unit: string | null = null): Promise<number> {
  const code = `attr-${uniqueToken()}`.toLowerCase();
  const answer = await t.call('POST', '/api/product/attributes', {
    token: admin,
    body: { Name: { sv: code, en: code }, Code: code, ValueType: type, Unit: unit },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ID;
}

const add = (ProductID: number, AttributeID: number, Value: unknown) =>
  t.call('POST', '/api/product/attribute-values', { token: admin, body: { ProductID, AttributeID, Value } });

describe('product attribute values', () => {
  it('take a number for a numeric attribute, stored canonically with its number, and refuse anything else naming Value', async () => {
    const product = (await newProduct(t, admin)).ID;
    const capacity = await newAttribute('numeric', 'mAh');
    const stored = await add(product, capacity, ' 3 000,50 ');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body.Value).toBe('3000.5');
    expect(Number(stored.body.NumericValue)).toBe(3000.5);
    for (const bad of ['lots', '1.2345', '12e3', '1234567890']) {
      const refused = await add((await newProduct(t, admin)).ID, capacity, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe(40001);
      expect(refused.body.fields.Value.id).toBe('validation.attributeNumber');
    }
  });

  it('take a text of up to 200 characters for a text attribute, trimmed and without a number', async () => {
    const product = (await newProduct(t, admin)).ID;
    const colour = await newAttribute('text');
    const stored = await add(product, colour, '  Svart  ');
    expect(stored.status).toBe(201);
    expect(stored.body.Value).toBe('Svart');
    expect(stored.body.NumericValue).toBeNull();
    // A text attribute's value may look like a number: it stays a text.
    const numberLike = await add((await newProduct(t, admin)).ID, colour, '12');
    expect(numberLike.body.NumericValue).toBeNull();
    const long = await add((await newProduct(t, admin)).ID, colour, 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['Value']);
    const blank = await add((await newProduct(t, admin)).ID, colour, '  ');
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields)).toEqual(['Value']);
  });

  it('hold one value per product and attribute, naming AttributeID when a second is refused', async () => {
    const product = (await newProduct(t, admin)).ID;
    const colour = await newAttribute('text');
    expect((await add(product, colour, 'Vit')).status).toBe(201);
    const again = await add(product, colour, 'Blå');
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['AttributeID']);
    expect((await add((await newProduct(t, admin)).ID, colour, 'Blå')).status).toBe(201);
    const listed = await t.call('GET', `/api/product/attribute-values?ProductID=${product}`, { token: admin });
    expect(listed.body.data.map((v: { Value: string }) => v.Value)).toEqual(['Vit']);
  });

  it('check a changed attribute against the value it keeps', async () => {
    const product = (await newProduct(t, admin)).ID;
    const colour = await newAttribute('text');
    const length = await newAttribute('numeric', 'm');
    const created = await add(product, colour, 'Röd');
    const moved = await t.call('PUT', `/api/product/attribute-values/${created.body.ID}`, {
      token: admin,
      body: { Version: created.body.Version, AttributeID: length },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields.Value.id).toBe('validation.attributeNumber');
    const both = await t.call('PUT', `/api/product/attribute-values/${created.body.ID}`, {
      token: admin,
      body: { Version: created.body.Version, AttributeID: length, Value: '1,0' },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.Value).toBe('1');
    expect(Number(both.body.NumericValue)).toBe(1);
  });

  it('refuse an attribute that does not exist', async () => {
    const refused = await add((await newProduct(t, admin)).ID, 2_000_000_000, 'Svart');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['AttributeID']);
  });

  it("keep an attribute's value type while products have values of it, and the attribute itself", async () => {
    const attribute = await newAttribute('text');
    const value = await add((await newProduct(t, admin)).ID, attribute, 'Aluminium');
    const change = async () =>
      t.call('PUT', `/api/product/attributes/${attribute}`, {
        token: admin,
        body: { Version: (await t.read(`/api/product/attributes/${attribute}`, admin)).Version, ValueType: 'numeric' },
      });
    const refused = await change();
    expect(refused.status).toBe(400);
    expect(refused.body.fields.ValueType.id).toBe('validation.attributeTypeInUse');
    // A rename is no change of type.
    expect(
      (
        await t.call('PUT', `/api/product/attributes/${attribute}`, {
          token: admin,
          body: { Version: (await t.read(`/api/product/attributes/${attribute}`, admin)).Version, Unit: 'x' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(
          'DELETE',
          `/api/product/attributes/${attribute}?version=${(await t.read(`/api/product/attributes/${attribute}`, admin)).Version}`,
          { token: admin },
        )
      ).status,
    ).toBe(409);
    expect(
      (await t.call('DELETE', `/api/product/attribute-values/${value.body.ID}?version=${value.body.Version}`, { token: admin })).status,
    ).toBe(204);
    const changed = await change();
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.ValueType).toBe('numeric');
  });

  it('are in the demo data: a battery its capacity in mAh, a colour variant its colour', async () => {
    const codeOf = new Map<number, string>(
      (await t.call('GET', '/api/product/attributes?limit=100', { token: admin })).body.data.map((a: { ID: number; Code: string }) => [
        a.ID,
        a.Code,
      ]),
    );
    const first = async (q: string) =>
      (await t.call('GET', `/api/product/items?q=${q}&limit=1`, { token: admin })).body.data[0].ID as number;
    const valuesOf = async (product: number) =>
      Object.fromEntries(
        (await t.call('GET', `/api/product/attribute-values?ProductID=${product}`, { token: admin })).body.data.map(
          (v: { AttributeID: number; Value: string }) => [codeOf.get(v.AttributeID), v.Value],
        ),
      );
    const battery = await valuesOf(await first('-BAT'));
    expect(Number(battery['battery-capacity'])).toBeGreaterThanOrEqual(2000);
    expect(battery.warranty).toMatch(/^(12|24)$/);
    expect((await valuesOf(await first('-CASE-SIL-RED'))).colour).toBe('Röd');
  });

  it('are audited and go with their product', async () => {
    const product = (await newProduct(t, admin)).ID;
    const value = await add(product, await newAttribute('numeric', 'W'), '20');
    const history = await t.call('GET', `/api/product/attribute-values/${value.body.ID}/history`, { token: admin });
    expect(history.body.data.map((e: { Action: string }) => e.Action)).toEqual(['create']);
    const { Version } = (await t.call('GET', `/api/product/items/${product}`, { token: admin })).body;
    expect((await t.call('DELETE', `/api/product/items/${product}?version=${Version}`, { token: admin })).status).toBe(204);
    expect((await t.call('GET', `/api/product/attribute-values/${value.body.ID}`, { token: admin })).status).toBe(404);
  });
});
