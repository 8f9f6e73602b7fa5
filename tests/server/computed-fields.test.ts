/**
 * Computed fields (docs/decisions.md "Computed fields"), through the products' thumbnail, image count and
 * set component count: computed in SQL for every answer (a read, a page, a write's answer, the export),
 * never a column, never written, never in the history or an audit event, never sorted or filtered by; the
 * page's plan runs each subquery once per answered row through an index. A declaration whose computed
 * fields lack their SQL, or take an option they cannot, stops the start.
 */
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/recordset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/domain/resources/product/products';
import { computed } from '../../src/domain/resources/computed';
import { integer } from '../../src/domain/resources/fields';
import type { HistoryEvent, ResourceRecord } from '../../src/domain/resources/types';
import { bindResource } from '../../server/resources/binding';
import { productHooks } from '../../server/products/products';
import { parseListParams } from '../../server/resources/list-params';
import { newFile, newProduct, rawClient, signedInApp, type TestApp } from './helpers';
import { listPlanNodes, nodesOf } from './list-plan';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const ITEMS = '/api/product/items';

/** A new 40×30 PNG of this shade of blue. */
async function newImage(name: string, shade: number): Promise<number> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return newFile(t, admin, { bytes, name, type: 'image/png' });
}

async function addImage(product: number, file: number, type: number, order: number): Promise<void> {
  const answer = await t.call('POST', '/api/product/images', {
    token: admin,
    body: { ProductID: product, File: file, Type: type, SortOrder: order },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe('a product thumbnail, its image count and a set component count', () => {
  it('are answered by every read: none without images, then the first by order, General before it, Thumbnail before all', async () => {
    const product = await newProduct(t, admin);
    expect(product).toMatchObject({ Thumbnail: null, ThumbnailFile: null, ImageCount: 0, ComponentCount: null });

    const [zoom, gallery, general, thumbnail] = [
      await newImage('zoom.png', 10),
      await newImage('gallery.png', 20),
      await newImage('general.png', 30),
      await newImage('thumb.png', 40),
    ];
    await addImage(product.ID, gallery, 4, 5);
    await addImage(product.ID, zoom, 1, 2);
    expect(await t.read(`${ITEMS}/${product.ID}`, admin)).toMatchObject({
      Thumbnail: zoom,
      ThumbnailFile: { ID: zoom, Name: 'zoom.png', Type: 'image/png' },
      ImageCount: 2,
    });
    await addImage(product.ID, general, 12, 9);
    expect(await t.read(`${ITEMS}/${product.ID}`, admin)).toMatchObject({ Thumbnail: general, ImageCount: 3 });
    await addImage(product.ID, thumbnail, 3, 99);
    const now = await t.read(`${ITEMS}/${product.ID}`, admin);
    expect(now).toMatchObject({ Thumbnail: thumbnail, ThumbnailFile: { ID: thumbnail, Name: 'thumb.png' }, ImageCount: 4 });

    // A page answers the same record, computed values and file included.
    const page = await t.call<{ data: ResourceRecord[] }>('GET', `${ITEMS}?ids=${product.ID}`, { token: admin });
    expect(page.body.data).toEqual([now]);
    // So does a write's answer (RETURNING computes them too).
    const written = await t.call<ResourceRecord>('PUT', `${ITEMS}/${product.ID}`, {
      token: admin,
      body: { SortWeight: 7, Version: now.Version },
    });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ Thumbnail: thumbnail, ImageCount: 4, ThumbnailFile: { ID: thumbnail } });
  });

  it('count the components of a set only', async () => {
    const set = await newProduct(t, admin, { Type: 3 });
    expect(set.ComponentCount).toBe(0);
    const part = await newProduct(t, admin, { Type: 1 });
    const added = await t.call('POST', '/api/product/set-components', {
      token: admin,
      body: { SetID: set.ID, ComponentID: part.ID, Quantity: 2 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await t.read(`${ITEMS}/${set.ID}`, admin)).ComponentCount).toBe(1);
    expect((await t.read(`${ITEMS}/${part.ID}`, admin)).ComponentCount).toBeNull();
  });

  it('are never written: a body holding them changes nothing of them, and the table has no column for them', async () => {
    const product = await newProduct(t, admin);
    const file = await newImage('sida.png', 50);
    await addImage(product.ID, file, 4, 0);
    const before = await t.read(`${ITEMS}/${product.ID}`, admin);
    const other = await newImage('annan.png', 60);
    const answer = await t.call<ResourceRecord>('PUT', `${ITEMS}/${product.ID}`, {
      token: admin,
      body: { Thumbnail: other, ImageCount: 99, ComponentCount: 5, Version: before.Version },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ Thumbnail: file, ImageCount: 1, ComponentCount: null });
    const created = await t.call<ResourceRecord>('POST', ITEMS, {
      token: admin,
      body: { Sku: `CMP-${uniqueToken()}`, Name: { sv: 'Ny' }, Type: 1, Thumbnail: other, ImageCount: 3 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ Thumbnail: null, ImageCount: 0 });

    const columns = rowsOf<{ column_name: string }>(
      await t.db.execute(sql`select column_name from information_schema.columns where table_name = 'products'`),
    );
    const names = columns.map((row) => row.column_name);
    expect(names).toContain('sort_weight');
    for (const name of ['thumbnail', 'image_count', 'component_count']) expect(names).not.toContain(name);
  });

  it('stay out of the history and the audit events, which hold the record’s own changes', async () => {
    const product = await newProduct(t, admin);
    await addImage(product.ID, await newImage('historik.png', 70), 12, 0);
    const now = await t.read(`${ITEMS}/${product.ID}`, admin);
    expect((await t.call('PUT', `${ITEMS}/${product.ID}`, { token: admin, body: { SortWeight: 3, Version: now.Version } })).status).toBe(
      200,
    );
    const history = await t.call<{ data: HistoryEvent[] }>('GET', `${ITEMS}/${product.ID}/history`, { token: admin });
    const fields = history.body.data.flatMap((event) => event.Changes.map((change) => change.Field));
    expect(history.body.data.find((event) => event.Action === 'update')!.Changes).toEqual([{ Field: 'SortWeight', Before: 0, After: 3 }]);
    for (const key of ['Thumbnail', 'ImageCount', 'ComponentCount']) expect(fields).not.toContain(key);
    const events = rowsOf<{ before: object | null; after: object | null }>(
      await t.db.execute(sql`select before, after from audit_events where entity = 'products' and entity_id = ${product.ID}`),
    );
    expect(events.length).toBe(2);
    for (const row of events) {
      for (const value of [row.before, row.after]) {
        if (value) for (const key of ['Thumbnail', 'ThumbnailFile', 'ImageCount', 'ComponentCount']) expect(value).not.toHaveProperty(key);
      }
    }
  });

  it('are exported with the record', async () => {
    const product = await newProduct(t, admin);
    const file = await newImage('export.png', 80);
    await addImage(product.ID, file, 3, 0);
    const csv = await (await t.request('GET', `${ITEMS}/export?ids=${product.ID}`, { token: admin })).text();
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const cells = header.split(';');
    const values = line.split(';');
    expect(values[cells.indexOf('Thumbnail')]).toBe(String(file));
    expect(values[cells.indexOf('ImageCount')]).toBe('1');
    expect(cells).toContain('ComponentCount');
    expect(values[cells.indexOf('ComponentCount')]).toBe('');
  });

  it('are neither sorted nor filtered by (40001 naming the parameter)', async () => {
    const sorted = await t.call('GET', `${ITEMS}?sort=-ImageCount`, { token: admin });
    expect(sorted.status).toBe(400);
    expect(Object.keys(sorted.body.fields)).toEqual(['sort']);
    const filtered = await t.call('GET', `${ITEMS}?ImageCount=1`, { token: admin });
    expect(filtered.status).toBe(400);
    expect(Object.keys(filtered.body.fields)).toEqual(['ImageCount']);
  });
});

describe('the page of a list with computed fields', () => {
  it('runs each subquery once per answered row, through an index of the child table', async () => {
    const client = rawClient(t);
    // The demo holds a few sets: give each many components, so the components' table is more than a page too.
    await client.query(
      `insert into product_set_components (set_id, component_id, quantity)
      select s.id, p.id, 1 from (select id from products where type = 3) s cross join (select id from products where type = 1 order by id limit 300) p
      on conflict do nothing`,
      [],
    );
    await client.query('analyze products, product_images, product_set_components', []);
    // A table of one page is read whole (the planner's right choice); a bigger one must be read by an index.
    const sizes = await client.query(
      `select relname, relpages from pg_class where relname in ('product_images', 'product_set_components')`,
      [],
    );
    const pages = new Map(sizes.rows.map((r) => [r.relname as string, Number(r.relpages)]));
    expect(pages.get('product_images')).toBeGreaterThan(10);
    expect(pages.get('product_set_components')).toBeGreaterThan(10);
    for (const query of [{}, { sort: 'Sku' }, { Status: '4', sort: '-PurchasePrice' }]) {
      const limit = parseListParams(products, query).limit;
      const subplans = (await listPlanNodes(t, 'products', query, { analyze: true })).filter(
        (node) => node['Parent Relationship'] === 'SubPlan',
      );
      // Thumbnail, ImageCount and ComponentCount (the last only for sets).
      expect(subplans.length, JSON.stringify(query)).toBe(3);
      for (const subplan of subplans) {
        expect(subplan['Actual Loops'], JSON.stringify(query)).toBeLessThanOrEqual(limit + 1);
        const scans = nodesOf(subplan).filter(
          (node) => node['Relation Name'] === 'product_images' || node['Relation Name'] === 'product_set_components',
        );
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) {
          // An index scan, an index-only scan, or a bitmap heap scan over a bitmap index scan.
          if (pages.get(scan['Relation Name']!)! > 1)
            expect(scan['Node Type'], `${JSON.stringify(query)}: ${JSON.stringify(scan)}`).not.toBe('Seq Scan');
        }
      }
    }
  });
});

describe('a declaration with computed fields', () => {
  const table = () => t.resources.bindingOf('products').table;

  it('binds only with SQL for every computed field, and no SQL beside one', () => {
    expect(() => bindResource(products, table(), { hooks: {} })).toThrow(/products\.Thumbnail is computed but has no SQL/);
    const extra = { ...productHooks.computed, Other: productHooks.computed!.ImageCount };
    expect(() => bindResource(products, table(), { hooks: { computed: extra } })).toThrow(
      /products\.Other has SQL .* but is not a computed field/,
    );
    expect(bindResource(products, table(), { hooks: productHooks }).computed.size).toBe(3);
  });

  it('refuses a computed field that would be sorted, filtered, searched, unique, required or defaulted', () => {
    for (const option of [
      { sortable: true },
      { filterable: true },
      { searchable: true },
      { unique: true },
      { required: true },
      { default: 0 },
    ]) {
      const def = {
        ...products,
        fields: products.fields.map((f) => (f.key === 'ImageCount' ? computed(integer('ImageCount', option)) : f)),
      };
      expect(() => bindResource(def, table(), { hooks: productHooks }), JSON.stringify(option)).toThrow(
        /ImageCount is computed and cannot be/,
      );
    }
  });
});
