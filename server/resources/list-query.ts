/**
 * The SQL of a resource list, shared by the route and the benchmark (which runs the identical statement
 * outside Hono): filters, free text over the searchable fields (ILIKE on the trigram-indexed columns and
 * expressions), keyset pages on (sort value, ID) with nulls last, and a count capped at COUNT_CAP.
 *
 * `listQuery(db, binding, params)` returns the Drizzle query, so `.toSQL()` gives its text and parameters.
 */
import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { caseFolded, sortsCaseFolded, translationsSearchText } from '../db/schema/resource-table';
import type { Executor } from '../db/types';
import { containsPattern } from '../routes/shop/customers';
import type { ResourceBinding } from './binding';
import { encodeKeyset } from './cursor';
import { sortParam, type ListFilter, type ListParams } from './list-params';
import { attachFiles, recordSelection, toRecord } from './records';

/** Counts stop here: above it the answer says COUNT_CAP and x-be-records-capped (docs/decisions.md). */
export const COUNT_CAP = 1_000;

const SEARCH_KINDS = new Set(['text', 'longText', 'richText', 'slug']);

/** The ILIKE condition of `q` over the searchable fields, or undefined when there is none. */
export function searchCondition(binding: ResourceBinding, q: string | null): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const parts: SQL[] = [];
  for (const field of binding.def.fields) {
    if (!field.searchable) continue;
    const column = binding.columns[field.key];
    if (field.kind === 'translations') parts.push(ilike(translationsSearchText(column), pattern));
    else if (SEARCH_KINDS.has(field.kind) && !field.multiple) parts.push(ilike(column, pattern));
  }
  // A resource without searchable fields matches nothing by text.
  return parts.length ? or(...parts) : sql`false`;
}

function filterCondition(binding: ResourceBinding, filter: ListFilter): SQL | undefined {
  const field = binding.fields.get(filter.key)!;
  const column = binding.columns[filter.key];
  const driverValue = (value: unknown) => (field.kind === 'datetime' && typeof value === 'string' ? new Date(value) : value);
  if (filter.type === 'range') {
    return and(
      filter.from == null ? undefined : gte(column, driverValue(filter.from)),
      filter.to == null ? undefined : lte(column, driverValue(filter.to)),
    );
  }
  if (field.multiple) return arrayOverlaps(column, filter.values);
  return filter.values.length === 1 ? eq(column, filter.values[0]) : inArray(column, filter.values);
}

/** Every condition of the list but the keyset position (also what the count and the export use). */
export function listConditions(binding: ResourceBinding, params: Pick<ListParams, 'q' | 'filters' | 'ids'>): SQL | undefined {
  return and(
    ...params.filters.map((filter) => filterCondition(binding, filter)),
    params.ids ? inArray(binding.columns.ID, params.ids) : undefined,
    searchCondition(binding, params.q),
  );
}

interface SortTarget {
  expression: SQL | AnyPgColumn;
  /** The SQL type a cursor value is cast to. */
  type: string;
  notNull: boolean;
}

function sortTarget(binding: ResourceBinding, key: string): SortTarget {
  const column = binding.columns[key];
  if (binding.fields.get(key)?.kind === 'translations') {
    return { expression: sql`(${column} ->> ${sql.raw(`'${DEFAULT_LOCALE}'`)})`, type: 'text', notNull: false };
  }
  const field = binding.fields.get(key);
  if (field && sortsCaseFolded(field)) return { expression: caseFolded(column), type: 'text', notNull: column.notNull };
  return { expression: column, type: column.getSQLType(), notNull: column.notNull };
}

/** The keyset position after the cursor: (sort value, ID) beyond the last row, nulls last. */
function keysetCondition(binding: ResourceBinding, params: ListParams): SQL | undefined {
  const { cursor, sort } = params;
  if (!cursor) return undefined;
  const id = binding.columns.ID;
  const after = sort.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (sort.key === 'ID') return sql`${id} ${after} ${cursor.id}`;
  const target = sortTarget(binding, sort.key);
  if (cursor.value === null) return sql`(${target.expression} is null and ${id} ${after} ${cursor.id})`;
  const value = sql`cast(${cursor.value} as ${sql.raw(target.type)})`;
  const beyond = sql`(${target.expression}, ${id}) ${after} (${value}, ${cursor.id})`;
  return target.notNull ? beyond : sql`(${beyond} or ${target.expression} is null)`;
}

function orderOf(binding: ResourceBinding, params: ListParams): SQL[] {
  const { sort } = params;
  const id = binding.columns.ID;
  const direction = sort.direction === 'asc' ? asc : desc;
  if (sort.key === 'ID') return [direction(id)];
  const target = sortTarget(binding, sort.key);
  // Ascending puts nulls last by default; descending needs it said (and then cannot walk the index
  // backwards, so columns that cannot be null leave it out).
  const primary = sort.direction === 'desc' && !target.notNull ? sql`${target.expression} desc nulls last` : direction(target.expression);
  return [primary, direction(id)];
}

/** The sort value of each row as PostgreSQL's text (instants keep their microseconds for the cursor). */
function sortText(binding: ResourceBinding, key: string): SQL<string | null> {
  return sql<string | null>`(${sortTarget(binding, key).expression})::text`;
}

/** The page query: limit + 1 rows, so the caller knows whether another page follows. */
export function listQuery(db: Executor, binding: ResourceBinding, params: ListParams) {
  return db
    .select({ ...recordSelection(binding), __sort: sortText(binding, params.sort.key) })
    .from(binding.table)
    .where(and(listConditions(binding, params), keysetCondition(binding, params)))
    .orderBy(...orderOf(binding, params))
    .limit(params.limit + 1);
}

/** The count query: matching rows, counted up to COUNT_CAP + 1. */
export function countQuery(db: Executor, binding: ResourceBinding, params: ListParams) {
  const capped = db
    .select({ one: sql`1` })
    .from(binding.table)
    .where(listConditions(binding, params))
    .limit(COUNT_CAP + 1)
    .as('capped');
  return db.select({ total: sql<number>`count(*)::int` }).from(capped);
}

export interface ListPage {
  data: ResourceRecord[];
  nextCursor: string | null;
  /** Matching rows, at most COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP rows match. */
  capped: boolean;
}

export async function runList(db: Executor, binding: ResourceBinding, params: ListParams): Promise<ListPage> {
  const [rows, [{ total }]] = await Promise.all([listQuery(db, binding, params), countQuery(db, binding, params)]);
  const page = rows.slice(0, params.limit);
  const last = rows.length > params.limit ? page[page.length - 1] : undefined;
  const nextCursor = last ? encodeKeyset({ sort: sortParam(params.sort), value: last.__sort, id: (last as Record<string, unknown>).ID as number }) : null;
  const data = page.map(({ __sort, ...row }) => toRecord(row));
  await attachFiles(db, binding, data);
  return { data, nextCursor, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
}
