/**
 * The catalogue imports as an API client sees them: a template per import, a check that lists every bad line
 * with its line, column and message and writes nothing, an application that writes the file and changes nothing
 * when the same file is applied again, and the supplier lines that wait for a person as to-dos.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importByKind, type ImportKind } from '../../src/domain/imports/definitions';
import type { ImportIssue, ImportSummary } from '../../src/domain/imports/api';
import { runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { applyImport, IMPORT_BATCH } from '../../server/imports/service';
import { payloadOf, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const PATHS: Record<ImportKind, string> = {
  items: '/api/product/items/import',
  prices: '/api/product/items/price-import',
  suppliers: '/api/product/items/supplier-import',
  categories: '/api/product/categories/import',
  'category-products': '/api/product/categories/import-products',
};

/** Uploads the lines as the kind's CSV file, with the form's other fields. */
const upload = (kind: ImportKind, lines: string[], fields: Record<string, string> = {}) =>
  t.upload<ImportSummary>(PATHS[kind], { bytes: lines.join('\r\n'), name: `${kind}.csv`, type: 'text/csv' }, { token: admin, fields });

async function issues(kind: ImportKind, id: number): Promise<ImportIssue[]> {
  const answer = await t.call<{ data: ImportIssue[] }>('GET', `${PATHS[kind]}/${id}/issues`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Applies a checked import as a person does (POST …/apply), then runs the queued job as a server process does. */
async function apply(kind: ImportKind, id: number) {
  const asked = await t.call<ImportSummary>('POST', `${PATHS[kind]}/${id}/apply`, { token: admin });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect(asked.body.Status).toBe('applying');
  await runDueJobs(t.jobs, 'imports-test', { logger: silentLogger });
  const done = await t.call<ImportSummary>('GET', `${PATHS[kind]}/${id}`, { token: admin });
  expect(done.body.Status).toBe('applied');
  const job = await t.call('GET', `/api/common/jobs/${done.body.JobID}`, { token: admin });
  return { counts: done.body.Applied!, job: job.body };
}

async function product(sku: string) {
  const answer = await t.call('GET', `/api/product/items?q=${encodeURIComponent(sku)}`, { token: admin });
  return answer.body.data.find((p: { Sku: string }) => p.Sku.toLowerCase() === sku.toLowerCase());
}

describe('imports', () => {
  it('hand out a template per import: the headers and an example line, semicolon-separated with a BOM', async () => {
    for (const kind of Object.keys(PATHS) as ImportKind[]) {
      const answer = await t.request('GET', `${PATHS[kind]}/template`, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/csv');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, example] = new TextDecoder().decode(bytes).trim().split('\r\n');
      expect(header.split(';')).toEqual(importByKind.get(kind)!.columns.map((c) => c.header));
      expect(example.split(';')).toHaveLength(header.split(';').length);
    }
  });

  it('list every bad line with its line, column and message, and write nothing', async () => {
    const sku = `IMP-${uniqueToken()}`;
    const answer = await upload('items', [
      'Sku;Name_sv;PurchasePrice;Brand;EanCode',
      `${sku}-1;Skal;12,50;;`,
      `${sku}-2;;abc;Inget sådant märke;7350000000018`,
      `${sku}-1;Skal igen;1;;`,
      'bad sku with spaces;Namn;1;;',
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.Status).toBe('invalid');
    expect(answer.body.Checked).toMatchObject({ lines: 4, create: 1, bad: 3 });
    const found = (await issues('items', answer.body.ID)).map((i) => [i.Line, i.Column, i.Issue.id]);
    expect(found).toEqual(
      expect.arrayContaining([
        [3, 'Name_sv', 'imports.issue.requiredToCreate'],
        [3, 'PurchasePrice', expect.stringMatching(/^validation\./)],
        [3, 'Brand', 'imports.issue.unknownRecord'],
        [3, 'EanCode', 'validation.gtin'],
        [4, 'Sku', 'imports.issue.duplicateKey'],
        [5, 'Sku', 'validation.sku'],
      ]),
    );
    expect(await product(`${sku}-1`)).toBeUndefined();
  });

  it('report a cell holding a control character as a problem of its line naming the column, and read a CRLF in a cell as a line feed', async () => {
    const sku = `IMP-${uniqueToken()}`;
    const answer = await upload('items', [
      'Sku;Name_sv;Brand',
      `${sku}-1\u0000;Skal;`,
      `${sku}-2;Skal;App\u0000le`,
      `${sku}-3;Sk\u0007al;`,
      `${sku}-4;"Skal\r\nsvart";`,
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.Checked).toMatchObject({ lines: 4, create: 1, bad: 3 });
    const found = (await issues('items', answer.body.ID)).map((i) => [i.Line, i.Column, i.Issue.id]);
    expect(found).toEqual([
      [2, 'Sku', 'validation.characters'],
      [3, 'Brand', 'validation.characters'],
      [4, 'Name_sv', 'validation.characters'],
    ]);
  });

  it('refuse a file whose header names an unknown column or lacks the key', async () => {
    const answer = await upload('prices', ['Artikel;PurchasePrice', 'X;1']);
    expect(answer.body.Status).toBe('invalid');
    const found = (await issues('prices', answer.body.ID)).map((i) => [i.Line, i.Issue.id]);
    expect(found).toEqual([
      [1, 'imports.issue.unknownColumn'],
      [1, 'imports.issue.missingColumn'],
    ]);
  });

  it('create and update products, and change nothing when the same file is applied again', async () => {
    const sku = `IMP-${uniqueToken()}`;
    const lines = [
      'Sku;Name_sv;Name_en;PurchasePrice;Weight;CountryOfOrigin',
      `${sku}-A;Skal A;Case A;1 234,50;45;cn`,
      `${sku}-B;Skal B;;10;;`,
    ];
    const first = await upload('items', lines);
    expect(first.body).toMatchObject({ Status: 'checked', Checked: { lines: 2, create: 2, bad: 0 } });
    const applied = await apply('items', first.body.ID);
    expect(applied.counts).toMatchObject({ lines: 2, create: 2, update: 0, unchanged: 0 });
    expect(applied.job).toMatchObject({ Status: 'succeeded', ProgressDone: 2, ProgressTotal: 2 });
    expect(await product(`${sku}-A`)).toMatchObject({
      Name: { sv: 'Skal A', en: 'Case A' },
      PurchasePrice: '1234.50',
      Weight: 45,
      CountryOfOrigin: 'CN',
    });

    const again = await upload('items', lines);
    expect(again.body.Checked).toMatchObject({ lines: 2, unchanged: 2, create: 0, update: 0 });
    const { Version } = await product(`${sku}-A`);
    expect((await apply('items', again.body.ID)).counts).toMatchObject({ unchanged: 2, create: 0, update: 0 });
    expect((await product(`${sku}-A`)).Version).toBe(Version);

    // A changed cell updates only that product; an empty cell keeps the value, another language's text stays.
    const changed = await upload('items', ['Sku;Name_sv;PurchasePrice;Weight', `${sku}-a;Nytt skal A;;50`, `${sku}-B;Skal B;10;`]);
    expect(changed.body.Checked).toMatchObject({ update: 1, unchanged: 1 });
    await apply('items', changed.body.ID);
    expect(await product(`${sku}-A`)).toMatchObject({ Name: { sv: 'Nytt skal A', en: 'Case A' }, PurchasePrice: '1234.50', Weight: 50 });
  });

  it('show each product’s import in its history: one event per changed product, by the importer, none for an unchanged line', async () => {
    const sku = `IMP-${uniqueToken()}`;
    await apply('items', (await upload('items', ['Sku;Name_sv;PurchasePrice', `${sku}-1;Laddare;100`, `${sku}-2;Kabel;20`])).body.ID);
    const prices = await upload('prices', ['Sku;PurchasePrice', `${sku}-1;120,00`, `${sku}-2;20`]);
    expect((await apply('prices', prices.body.ID)).counts).toMatchObject({ update: 1, unchanged: 1 });
    const history = async (id: number) => (await t.call('GET', `/api/product/items/${id}/history`, { token: admin })).body.data;
    const changed = await product(`${sku}-1`);
    const [update, create] = await history(changed.ID);
    expect(update).toMatchObject({
      Action: 'update',
      ActorID: payloadOf(admin).id,
      Changes: [{ Field: 'PurchasePrice', Before: '100.00', After: '120.00' }],
    });
    expect(create).toMatchObject({ Action: 'create', ActorID: payloadOf(admin).id });
    expect(create.Changes).toEqual(
      expect.arrayContaining([
        { Field: 'Sku', Before: null, After: `${sku}-1` },
        { Field: 'PurchasePrice', Before: null, After: '100.00' },
      ]),
    );
    expect((await history((await product(`${sku}-2`)).ID)).map((e: { Action: string }) => e.Action)).toEqual(['create']);
  });

  it('write a file of several batches batch by batch: a cancel keeps the batches written, applying again finishes it', async () => {
    const sku = `IMP-${uniqueToken()}`;
    const lines = ['Sku;Name_sv;PurchasePrice', ...Array.from({ length: IMPORT_BATCH * 2 + 50 }, (_, i) => `${sku}-${i};Del ${i};${i},50`)];
    const file = await upload('items', lines);
    expect(file.body.Checked).toMatchObject({ create: IMPORT_BATCH * 2 + 50, bad: 0 });
    const def = importByKind.get('items')!;
    const seen: number[] = [];
    const cancelled = applyImport(t.db, t.resources, def, file.body.ID, {
      now: () => new Date(),
      async progress(done) {
        seen.push(done);
        if (done > IMPORT_BATCH) throw new Error('cancelled');
      },
    });
    await expect(cancelled).rejects.toThrow('cancelled');
    expect(seen).toEqual([IMPORT_BATCH, IMPORT_BATCH * 2]);
    expect(await product(`${sku}-0`)).toMatchObject({ Name: { sv: 'Del 0' }, PurchasePrice: '0.50' });
    expect(await product(`${sku}-${IMPORT_BATCH * 2 + 10}`)).toBeUndefined();
    const finished = await applyImport(t.db, t.resources, def, file.body.ID, { now: () => new Date(), progress: async () => {} });
    expect(finished).toMatchObject({ unchanged: IMPORT_BATCH * 2, create: 50 });
    expect(await product(`${sku}-${IMPORT_BATCH * 2 + 49}`)).toMatchObject({ PurchasePrice: `${IMPORT_BATCH * 2 + 49}.50` });
  });

  it('refuse at application what the engine refuses, leaving the batch unwritten', async () => {
    const sku = `IMP-${uniqueToken()}`;
    await apply('items', (await upload('items', ['Sku;Name_sv;PurchasePrice', `${sku}-1;Laddare;100`, `${sku}-2;Kabel;100`])).body.ID);
    const prices = await upload('prices', ['Sku;PurchasePrice', `${sku}-1;110`, `${sku}-2;120`]);
    expect(prices.body.Checked).toMatchObject({ update: 2 });
    // A set naming a tag that is gone (written past the engine): the engine refuses any write of the record.
    const binding = t.resources.bindingOf('products');
    await t.db
      .update(binding.table)
      .set({ [binding.properties.Tags]: [2_000_000_000] })
      .where(eq(binding.columns.ID, (await product(`${sku}-2`)).ID));
    const failure = await applyImport(t.db, t.resources, importByKind.get('prices')!, prices.body.ID, {
      now: () => new Date(),
      progress: async () => {},
    }).catch((error) => error);
    expect(failure).toMatchObject({ code: 40001, fields: { Tags: { id: 'validation.reference' } } });
    expect((await product(`${sku}-1`)).PurchasePrice).toBe('100.00');
  });

  it('update prices of known products only', async () => {
    const sku = `IMP-${uniqueToken()}`;
    await apply('items', (await upload('items', ['Sku;Name_sv;PurchasePrice', `${sku};Laddare;100`])).body.ID);
    const answer = await upload('prices', ['Sku;PurchasePrice;ReferenceCost', `${sku};120,00;130`, `${sku}-NONE;5;5`]);
    expect(answer.body.Checked).toMatchObject({ update: 1, bad: 1 });
    expect((await issues('prices', answer.body.ID)).map((i) => [i.Line, i.Column, i.Issue.id])).toEqual([
      [3, 'Sku', 'imports.issue.unknownKey'],
    ]);
  });

  it('put categories and their products in place by slug and article number', async () => {
    const slug = `imp-${uniqueToken().toLowerCase()}`;
    const categories = await upload('categories', [
      'Slug;Name;Parent;CanBeMain',
      `${slug};Importerad;;nej`,
      `${slug}-sub;Underkategori;${slug};ja`,
    ]);
    expect(categories.body.Status, JSON.stringify(await issues('categories', categories.body.ID))).toBe('checked');
    expect((await apply('categories', categories.body.ID)).counts).toMatchObject({ create: 2 });
    const sku = `IMP-${uniqueToken()}`;
    await apply('items', (await upload('items', ['Sku;Name_sv', `${sku};Kabel`])).body.ID);
    const links = await upload('category-products', ['Sku;Category', `${sku};${slug}`, `${sku};${slug}-sub`]);
    expect(links.body.Checked).toMatchObject({ update: 2, bad: 0 });
    await apply('category-products', links.body.ID);
    expect((await product(sku)).Categories).toHaveLength(2);
    const again = await upload('category-products', ['Sku;Category', `${sku};${slug}`]);
    expect(again.body.Checked).toMatchObject({ unchanged: 1 });
  });

  it('let supplier lines that need a person wait as to-dos, accepted or skipped with their keys', async () => {
    const code = `S${uniqueToken().slice(0, 8)}`.toUpperCase();
    const supplier = await t.call('POST', '/api/product/suppliers', {
      token: admin,
      body: { Name: `Leverantör ${code}`, Code: code, Country: 'SE', Currency: 'SEK' },
    });
    expect(supplier.status).toBe(201);
    const sku = `IMP-${uniqueToken()}`;
    await apply(
      'items',
      (
        await upload('items', [
          'Sku;Name_sv;Supplier;SupplierSku;PurchasePrice',
          `${sku}-1;Skal;${code};${code}-1;100`,
          `${sku}-2;Skal;${code};${code}-2;100`,
        ])
      ).body.ID,
    );

    const file = await upload(
      'suppliers',
      ['SupplierSku;PurchasePrice;Name', `${code}-1;105;`, `${code}-2;150;`, `${code}-NEW;20;Ny laddare`],
      { supplier: String(supplier.body.ID) },
    );
    expect(file.body.Checked).toMatchObject({ update: 1, todo: 2, bad: 0 });
    expect((await apply('suppliers', file.body.ID)).counts).toMatchObject({ update: 1, todo: 2 });
    expect((await product(`${sku}-1`)).PurchasePrice).toBe('105.00');
    expect((await product(`${sku}-2`)).PurchasePrice).toBe('100.00');

    const todos = await t.call('GET', `/api/product/items/supplier-import/to-dos?ImportID=${file.body.ID}`, { token: admin });
    expect(todos.body.data.map((d: { Reason: number; SupplierSku: string }) => [d.Reason, d.SupplierSku]).sort()).toEqual([
      [1, `${code}-NEW`],
      [2, `${code}-2`],
    ]);
    for (const todo of todos.body.data) {
      const accepted = await t.call('POST', `/api/product/items/supplier-import/to-dos/${todo.ID}/accept`, {
        token: admin,
        body: { Version: todo.Version },
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }
    expect((await product(`${sku}-2`)).PurchasePrice).toBe('150.00');
    expect(await product(`${code}-NEW`)).toMatchObject({
      Status: 1,
      PurchasePrice: '20.00',
      SupplierSku: `${code}-NEW`,
      Name: { sv: 'Ny laddare' },
    });
  });

  it('apply only a clean file, once at a time; a cancelled import is finished by applying it again', async () => {
    const sku = `IMP-${uniqueToken()}`;
    const bad = await upload('items', ['Sku;Name_sv', `${sku};`]);
    expect((await t.call('POST', `${PATHS.items}/${bad.body.ID}/apply`, { token: admin })).status).toBe(409);

    const good = await upload('items', ['Sku;Name_sv', `${sku}-1;Ett`, `${sku}-2;Två`]);
    const path = `${PATHS.items}/${good.body.ID}`;
    expect((await t.call('POST', `${path}/apply`, { token: admin })).body.Status).toBe('applying');
    expect((await t.call('POST', `${path}/apply`, { token: admin })).status).toBe(409);
    const cancelled = await t.call<ImportSummary>('POST', `${path}/cancel`, { token: admin });
    expect(cancelled.body.Status).toBe('cancelled');
    expect((await t.call('POST', `${path}/cancel`, { token: admin })).status).toBe(409);
    await runDueJobs(t.jobs, 'imports-test', { logger: silentLogger });
    expect(await product(`${sku}-1`)).toBeUndefined();

    expect((await apply('items', good.body.ID)).counts).toMatchObject({ create: 2 });
    expect(await product(`${sku}-2`)).toMatchObject({ Name: { sv: 'Två' } });
  });

  it('refuse an upload without the import permission', async () => {
    const support = await t.signIn('support');
    const form = new FormData();
    form.append('file', new Blob(['Sku;PurchasePrice\r\nX;1'], { type: 'text/csv' }), 'p.csv');
    expect((await t.call('POST', PATHS.prices, { token: support, form })).status).toBe(403);
  });
});
