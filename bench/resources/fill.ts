/**
 * Fills a resource's table with generated rows in one INSERT … SELECT over generate_series per batch, from
 * its declaration alone: every field kind gets a deterministic expression of the row number `i` (a hash of
 * `i` and the field's position where a spread is wanted), with distributions a shop's catalogue has:
 * - optional fields are empty in part of the rows (a tenth for the ones people filter, search, sort or list
 *   by, most of the others);
 * - enumerations and references (brands, suppliers, stock statuses, stores, categories…) are skewed: the
 *   first of their values or rows is the most common, the last the rarest, as a few big brands and a long
 *   tail are; a resource may give an enumeration's weights (FILL_WEIGHTS: the products' status as the demo
 *   seed spreads it, mostly on sale);
 * - sets (categories, stores, tags) hold one to three neighbouring rows, or none to two when optional;
 * - amounts are spread log-uniformly from 10 to 2,000 (many cheap parts, few dear ones);
 * - article numbers look like the shop's (`IP13-BAT-000042`: model, part, running number), short codes are
 *   digits (EAN, commodity code), other text draws words from a 30-word shop vocabulary (so free-text
 *   searches hit a realistic share of rows);
 * - rows are created in the order of `i`, 90 seconds apart, up to now.
 * The table's secondary indexes are dropped for the fill and built again after it (much faster than keeping
 * them up to date row by row), then the table is analysed. Works on PGlite and PostgreSQL alike.
 */
import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { getTableName, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/recordset';
import { resourceTableOf, snakeCase } from '../../server/db/schema/resource-table';
import { isComputed } from '../../src/domain/resources/computed';
import { STATUS_WEIGHTS } from '../../server/demo/resources-products';
import type { Db } from '../../server/db/types';
import { SERVER_KINDS } from '../../server/resources/kinds';

/** Words of the shop's catalogue: each appears in roughly 1 of WORDS.length rows of a text column. */
export const WORDS = [
  'skal',
  'laddare',
  'skärmskydd',
  'kabel',
  'batteri',
  'hörlurar',
  'hållare',
  'adapter',
  'fodral',
  'glas',
  'iphone',
  'samsung',
  'pixel',
  'oneplus',
  'xiaomi',
  'magsafe',
  'usb-c',
  'lightning',
  'trådlös',
  'bilhållare',
  'powerbank',
  'reservdel',
  'kamera',
  'högtalare',
  'mikrofon',
  'knapp',
  'flexkabel',
  'baksida',
  'ram',
  'display',
] as const;

/** Model and part codes of generated article numbers (the demo seed's style): `IP13-BAT-000042`. */
export const SKU_MODELS = ['IP13', 'IP14P', 'IP15', 'IP12M', 'SAS24U', 'SAA54', 'PX8P', 'PX7A', 'ON12', 'XI13T', 'IP11', 'SAS23'] as const;
export const SKU_PARTS = ['BAT', 'SCR-OLED', 'SCR-LCD', 'CAM-BACK', 'PORT', 'BACK-GLS', 'GLS-9H', 'CASE-SIL', 'CASE-WAL', 'SPK'] as const;

/** An enumeration's spread where the declaration's order would not be a shop's (resource → field → weights). */
export const FILL_WEIGHTS: Record<string, Record<string, { weight: number; value: number | string }[]>> = {
  products: { Status: STATUS_WEIGHTS },
};

/** Seconds between two generated rows' creation. */
const CREATED_EVERY = 90;

const literalArray = (values: readonly string[]) => `array[${values.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const WORD_ARRAY = literalArray(WORDS);

/** A uniform number in [0, 1) from the row number and a salt: the same row and salt, the same number (float8: numeric arithmetic is many times slower over a million rows). */
const uniform = (salt: number) => `((hashint8(i::bigint * 131 + ${salt}) & 2147483647)::float8 / 2147483648)`;

/** Position 1…n, the first the most common (about a third of the rows for ten values), the last the rarest. */
const skewed = (n: number, salt: number) => `(1 + floor(${n} * power(${uniform(salt)}, 2))::int)`;

/** Two words and the row number: "skal iphone 12345". */
function words(offset: number): string {
  return `(${WORD_ARRAY})[1 + (i + ${offset}) % ${WORDS.length}] || ' ' || (${WORD_ARRAY})[1 + (i / ${WORDS.length} + ${offset}) % ${WORDS.length}] || ' ' || i`;
}

async function idsOf(db: Db, table: string): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(sql.raw(`select id from "${table}" order by id limit 1000`))).map((r) => r.id);
}

/** Weighted choice among values: a CASE over the cumulative weights. */
function weighted(choices: { weight: number; value: number | string }[], salt: number): string {
  const total = choices.reduce((sum, c) => sum + c.weight, 0);
  let upTo = 0;
  const literal = (v: number | string) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
  const arms = choices.map((c) => {
    upTo += c.weight;
    return `when u < ${upTo / total} then ${literal(c.value)}`;
  });
  return `(select case ${arms.join(' ')} end from (select ${uniform(salt)} as u) as w)`;
}

/** A field people filter, search, sort or list by is filled in nine rows of ten; other optional ones in three of ten. */
function presence(field: FieldDef): number | null {
  // Columns that cannot be empty (translations, switches) and sets (empty is a set's own value) are always filled.
  if (field.required || field.default !== undefined || field.multiple || SERVER_KINDS[field.kind].ownNotNull) return null;
  return field.filterable || field.searchable || field.sortable || field.list ? 0.9 : 0.3;
}

async function valueOf(db: Db, def: ResourceDef, field: FieldDef, position: number): Promise<string> {
  const salt = position * 7 + 1;
  /** One of the ids (skewed); a set: one to three (none to two when optional) neighbouring ids. */
  const pick = (ids: number[]) => {
    if (!ids.length) return field.multiple ? `'{}'` : 'null';
    const arr = `array[${ids.join(',')}]`;
    const first = `(${skewed(ids.length, salt)} - 1)`;
    if (!field.multiple) return `(${arr})[1 + ${first}]`;
    const size = `${field.required || field.filterable ? 1 : 0} + floor(${uniform(salt + 1)} * ${Math.min(3, ids.length)})::int`;
    const three = [0, 1, 2].map((j) => `(${arr})[1 + (${first} + ${j}) % ${ids.length}]`).join(', ');
    return `(array[${three}])[1:${size}]`;
  };
  switch (field.kind) {
    case 'text': {
      if (field.format === 'email') return `'kund' || i || '@example.se'`;
      if (field.format === 'url') return `'/p/' || i`;
      if (field.format === 'color') return `'#' || lpad(to_hex(i % 16777216), 6, '0')`;
      if (field.format === 'sku') {
        if (field.unique) {
          return `(${literalArray(SKU_MODELS)})[${skewed(SKU_MODELS.length, salt)}] || '-' || (${literalArray(SKU_PARTS)})[1 + floor(${uniform(salt + 1)} * ${SKU_PARTS.length})::int] || '-' || lpad(i::text, 6, '0')`;
        }
        return `upper(to_hex(hashint8(i::bigint * 131 + ${salt})))`;
      }
      if (field.maxLength !== undefined && field.maxLength <= 16) {
        // A short code: digits (an EAN, a commodity code).
        const digits = Math.min(field.maxLength, 13);
        return `lpad(((hashint8(i::bigint * 131 + ${salt}) & 9007199254740991) % ${10 ** digits})::text, ${digits}, '0')`;
      }
      return field.unique ? `${words(position)} || '-' || i` : words(position);
    }
    case 'longText':
    case 'richText':
      return `${words(position)} || ' ' || ${words(position + 7)}`;
    case 'slug':
      return `'slug-' || i`;
    case 'password':
      return `'not-a-hash'`;
    case 'integer': {
      const min = field.min ?? 0;
      return `${min} + floor(${uniform(salt)} * ${Math.max(1, Math.min((field.max ?? 1000) - min + 1, 100_000))})::int`;
    }
    case 'decimal':
    case 'money':
      return `round((10 * power(200, ${uniform(salt)}))::numeric, 2)`;
    case 'percentage':
      return `round((${uniform(salt)} * 50)::numeric, 2)`;
    case 'boolean':
      return `i % 3 <> 0`;
    case 'enum': {
      const given = FILL_WEIGHTS[def.name]?.[field.key];
      if (given) return weighted(given, salt);
      const values = (field.options ?? []).map((o) => o.value);
      const arr = typeof values[0] === 'number' ? `array[${values.join(',')}]` : literalArray(values.map(String));
      const one = `(${arr})[${skewed(values.length, salt)}]`;
      return field.multiple ? `array[${one}]` : one;
    }
    case 'date':
      return `date '2020-01-01' + (i % 2500)`;
    case 'datetime':
      return `timestamptz '2020-01-01T00:00:00Z' + (i % 2000000) * interval '1 minute'`;
    case 'locale':
      return `(array['sv','en'])[1 + i % 2]`;
    case 'country':
      return `(array['SE','NO','FI','DK'])[1 + i % 4]`;
    case 'translations':
      return `jsonb_build_object('sv', ${words(position)}, 'en', ${words(position + 3)})`;
    case 'store':
      return pick(await idsOf(db, 'stores'));
    case 'storeGroup':
      return pick(await idsOf(db, 'store_groups'));
    case 'currencyGroup':
      return pick(await idsOf(db, 'currency_groups'));
    case 'stockStatus':
      return pick(await idsOf(db, 'stock_statuses'));
    case 'priceListGroup':
      return pick(await idsOf(db, 'price_list_groups'));
    case 'priceRules':
      return `'{"kind":"group","match":"all","children":[]}'::jsonb`;
    case 'file':
      return 'null';
    case 'reference':
    case 'category': {
      const target = resourceTableOf(field.kind === 'category' ? 'categories' : field.resource!);
      if (!target) return field.multiple ? `'{}'` : 'null';
      return pick(await idsOf(db, getTableName(target)));
    }
  }
}

async function expression(db: Db, def: ResourceDef, field: FieldDef, position: number): Promise<string> {
  const value = await valueOf(db, def, field, position);
  const share = presence(field);
  return share === null ? value : `case when ${uniform(position * 7 + 5)} < ${share} then ${value} end`;
}

interface IndexRow {
  indexname: string;
  indexdef: string;
}

/** The table's indexes other than its constraints' (primary key, unique constraints): dropped for the fill. */
async function secondaryIndexes(db: Db, table: string): Promise<IndexRow[]> {
  return rowsOf<IndexRow>(
    await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`),
  );
}

/** Inserts `rows` generated rows into the resource's table in batches; answers the seconds it took. */
export async function fillResource(db: Db, def: ResourceDef, rows: number, batch = 100_000): Promise<number> {
  const started = performance.now();
  const columns: string[] = ['"created_at"', '"updated_at"'];
  const created = `now() - (${rows} - i) * interval '${CREATED_EVERY} seconds'`;
  const values: string[] = [created, created];
  for (const [position, field] of def.fields.entries()) {
    // A computed field has no column (resource-table.ts): the server works it out as it reads.
    if (isComputed(field)) continue;
    columns.push(`"${snakeCase(field.key)}"`);
    values.push(await expression(db, def, field, position));
  }
  const indexes = await secondaryIndexes(db, def.table);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(
      sql.raw(
        `insert into "${def.table}" (${columns.join(', ')}) select ${values.join(', ')} from generate_series(${from}, ${to}) as s(i)`,
      ),
    );
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql.raw(`analyze "${def.table}"`));
  return (performance.now() - started) / 1000;
}
