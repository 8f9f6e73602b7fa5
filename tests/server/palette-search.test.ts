/**
 * The palette's record search names the record typed (GET /api/common/search): for every resource the search
 * spans, derived from the declarations as the route derives them, demo records' titles and identifiers (a
 * ticket's number, a product's SKU) are taken from the resource's own list and typed whole; that resource's first
 * hit is a record with that title (the very record, for an identifier), marked `Exact`. The titles taken are
 * the first record's and the shortest ones, which other records' titles start with or contain most often (the
 * brand "UAG" beside the products "UAG silikonskal …").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBase } from '../../src/api/resources';
import type { SearchHit } from '../../src/domain/api-types';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

/** Every resource the search asks: one that lists and has searchable fields. */
const SEARCHED = RESOURCES.filter((def) => !def.singleton && def.fields.some((f) => f.searchable));

/** Texts the search reads whole (its q is at most 200 characters; the palette asks from two). */
const typable = (text: string): boolean => text.length >= 2 && text.length <= 200;

/** A field's value as the person reads it in Swedish (the search's default language). */
function textOf(value: unknown): string {
  if (value && typeof value === 'object') return String((value as Record<string, string>).sv ?? '').trim();
  return value == null ? '' : String(value).trim();
}

/**
 * The first record's title and the three shortest distinct titles among the first 200 records; none when the
 * title is not searched (an order line is found by its SKU, not its product's name).
 */
function titlesToType(records: readonly ResourceRecord[], def: ResourceDef): string[] {
  if (!def.fields.find((f) => f.key === def.titleField)?.searchable) return [];
  const titles = [...new Set(records.map((r) => textOf(r[def.titleField])).filter(typable))];
  const shortest = [...titles].sort((a, b) => a.length - b.length).slice(0, 3);
  return [...new Set([...titles.slice(0, 1), ...shortest])];
}

/** The identifiers a record is named by: its searchable unique fields besides the title. */
const identifiers = (def: ResourceDef) => def.fields.filter((f) => f.searchable && f.unique && f.key !== def.titleField);

async function search(text: string, resource: string): Promise<SearchHit[]> {
  const answer = await t.call<{ data: SearchHit[] }>('GET', `/api/common/search?q=${encodeURIComponent(text)}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.filter((hit) => hit.Resource === resource);
}

describe('the palette search names the record typed', () => {
  it('spans the resources people look for', () => {
    expect(SEARCHED.map((def) => def.name)).toEqual(
      expect.arrayContaining(['brands', 'products', 'customers', 'tickets', 'subscriptions', 'invoices', 'orders']),
    );
  });

  it.each(SEARCHED.map((def) => [def.name, def] as const))(
    '%s: a typed title or identifier finds that record first',
    async (_name, def) => {
      const list = await t.call<{ data: ResourceRecord[] }>('GET', `/api${resourceBase(def)}?limit=200`, { token: admin });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const records = list.body.data;
      if (!records.length) return; // a resource the demo shop leaves empty names nothing

      const titles = titlesToType(records, def);
      for (const title of titles) {
        const [first] = await search(title, def.name);
        expect(first, `"${title}" finds a ${def.name} record`).toBeDefined();
        expect({ title: first.Title.trim().toLowerCase(), exact: first.Exact }, `the first ${def.name} hit for "${title}"`).toEqual({
          title: title.toLowerCase(),
          exact: true,
        });
      }

      for (const field of identifiers(def)) {
        const record = records.find((r) => typable(textOf(r[field.key])));
        if (!record) continue;
        const value = textOf(record[field.key]);
        const [first] = await search(value, def.name);
        expect({ id: first?.ID, exact: first?.Exact }, `the first ${def.name} hit for its ${field.key} "${value}"`).toEqual({
          id: record.ID,
          exact: true,
        });
      }
    },
  );

  it('marks hits that only mention the text as not exact, after the one it names', async () => {
    const brands = await t.call<{ data: ResourceRecord[] }>('GET', '/api/product/brands?limit=200', { token: admin });
    // A brand whose name other records' titles start with (the demo's products carry their brand's name first).
    let checked = 0;
    for (const brand of brands.body.data) {
      const name = textOf(brand.Name);
      const hits = (await t.call<{ data: SearchHit[] }>('GET', `/api/common/search?q=${encodeURIComponent(name)}`, { token: admin })).body
        .data;
      const products = hits.filter((hit) => hit.Resource === 'products');
      if (!products.length) continue;
      checked++;
      expect(hits.find((hit) => hit.Resource === 'brands')).toMatchObject({ ID: brand.ID, Exact: true });
      expect(products.every((hit) => !hit.Exact)).toBe(true);
      if (checked >= 3) break;
    }
    expect(checked).toBe(3);
  });
});
