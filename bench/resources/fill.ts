/**
 * Fills a resource's table with generated rows in one INSERT … SELECT over generate_series per batch, from
 * its declaration alone: every field kind gets a deterministic expression of the row number `i`, text
 * fields draw words from a shop vocabulary (so free-text searches hit a realistic share of rows), and
 * references point at existing rows of their target. Works on PGlite and PostgreSQL alike.
 */
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { getTableName, sql } from 'drizzle-orm';
import { resourceTableOf, snakeCase } from '../../server/db/schema/resource-table';
import type { Db } from '../../server/db/types';

/** Words of the shop's catalogue: each appears in roughly 1 of WORDS.length rows of a text column. */
export const WORDS = [
  'skal', 'laddare', 'skärmskydd', 'kabel', 'batteri', 'hörlurar', 'hållare', 'adapter', 'fodral', 'glas',
  'iphone', 'samsung', 'pixel', 'oneplus', 'xiaomi', 'magsafe', 'usb-c', 'lightning', 'trådlös', 'bilhållare',
  'powerbank', 'reservdel', 'kamera', 'högtalare', 'mikrofon', 'knapp', 'flexkabel', 'baksida', 'ram', 'display',
] as const;

const literalArray = (values: readonly string[]) => `array[${values.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const WORD_ARRAY = literalArray(WORDS);

/** Two words and the row number: "skal iphone 12345". */
function words(offset: number): string {
  return `(${WORD_ARRAY})[1 + (i + ${offset}) % ${WORDS.length}] || ' ' || (${WORD_ARRAY})[1 + (i / ${WORDS.length} + ${offset}) % ${WORDS.length}] || ' ' || i`;
}

async function idsOf(db: Db, table: string): Promise<number[]> {
  const result = (await db.execute(sql.raw(`select id from "${table}" order by id limit 1000`))) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

async function expression(db: Db, field: FieldDef, position: number): Promise<string> {
  const pick = (ids: number[]) => (ids.length ? `(array[${ids.join(',')}])[1 + i % ${ids.length}]` : 'null');
  const many = (one: string) => (field.multiple ? `array[${one}]` : one);
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return `'kund' || i || '@example.se'`;
      if (field.format === 'url') return `'/p/' || i`;
      if (field.format === 'color') return `'#' || lpad(to_hex(i % 16777216), 6, '0')`;
      return field.unique ? `${words(position)} || '-' || i` : words(position);
    case 'longText':
    case 'richText':
      return `${words(position)} || ' ' || ${words(position + 7)}`;
    case 'slug':
      return `'slug-' || i`;
    case 'password':
      return `'not-a-hash'`;
    case 'integer':
      return `(i % ${Math.max(1, Math.min((field.max ?? 1000) - (field.min ?? 0), 100_000))}) + ${field.min ?? 0}`;
    case 'decimal':
    case 'money':
      return `((i * 7919) % 1000000) / 100.0`;
    case 'percentage':
      return `(i % 10000) / 100.0`;
    case 'boolean':
      return `i % 3 <> 0`;
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value);
      const arr = typeof values[0] === 'number' ? `array[${values.join(',')}]` : literalArray(values.map(String));
      return many(`(${arr})[1 + i % ${values.length}]`);
    }
    case 'date':
      return `date '2020-01-01' + (i % 2500)`;
    case 'datetime':
      return `timestamptz '2020-01-01T00:00:00Z' + (i % 2000000) * interval '1 minute'`;
    case 'locale':
      return `(array['sv','en'])[1 + i % 2]`;
    case 'translations':
      return `jsonb_build_object('sv', ${words(position)}, 'en', ${words(position + 3)})`;
    case 'store':
      return many(pick(await idsOf(db, 'stores')));
    case 'storeGroup':
      return many(pick(await idsOf(db, 'store_groups')));
    case 'currencyGroup':
      return many(pick(await idsOf(db, 'currency_groups')));
    case 'stockStatus':
      return many(pick(await idsOf(db, 'stock_statuses')));
    case 'priceListGroup':
      return many(pick(await idsOf(db, 'price_list_groups')));
    case 'priceRules':
      return `'{"kind":"group","match":"all","children":[]}'::jsonb`;
    case 'file':
      return 'null';
    case 'reference':
    case 'category': {
      const target = resourceTableOf(field.kind === 'category' ? 'categories' : field.resource!);
      if (!target) return 'null';
      const ids = await idsOf(db, getTableName(target));
      return field.resource === undefined && field.kind === 'category' ? pick(ids) : many(pick(ids));
    }
  }
}

/** Inserts `rows` generated rows into the resource's table in batches; answers the seconds it took. */
export async function fillResource(db: Db, def: ResourceDef, rows: number, batch = 100_000): Promise<number> {
  const started = performance.now();
  const columns: string[] = [];
  const values: string[] = [];
  for (const [position, field] of def.fields.entries()) {
    columns.push(`"${snakeCase(field.key)}"`);
    values.push(await expression(db, field, position));
  }
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(sql.raw(`insert into "${def.table}" (${columns.join(', ')}) select ${values.join(', ')} from generate_series(${from}, ${to}) as s(i)`));
  }
  await db.execute(sql.raw(`analyze "${def.table}"`));
  return (performance.now() - started) / 1000;
}
