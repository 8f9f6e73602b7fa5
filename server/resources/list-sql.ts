/**
 * The SQL of a resource list, shared by the route, the export, the palette search and the benchmark:
 * filters, free text over the searchable fields (ILIKE on the trigram-indexed columns and expressions) or,
 * when the text reads as a field's `matchedAs` form (a phone number), that field's form column exactly,
 * keyset pages on (sort value, ID) with nulls last, and a count capped at COUNT_CAP.
 *
 * Each list shape (which filters, one value or several, which sort, a cursor or not, free text or not) is
 * rendered once, with named placeholders for the values, and kept as a prepared statement per database
 * handle (list-statements.ts); a request only fills in its values. Building and rendering the query per
 * request was most of the engine's own cost on a list call (docs/decisions.md, "List statements").
 */
import { and, asc, desc, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../src/domain/constants';
import { TEXT_FORMS, type TextFormName } from '../../src/domain/resources/text-forms';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { caseFolded, sortsCaseFolded } from '../db/schema/resource-table';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';
import { encodeKeyset } from './cursor';
import { SERVER_KINDS } from './kinds';
import { sortParam, type ListFilter, type ListParams } from './list-params';
import { preparedStatements, type ListStatements } from './list-statements';
import { attachFiles, recordOfRow, recordSelection } from './records';

/** Counts stop here: above it the answer says COUNT_CAP and x-be-records-capped (docs/decisions.md). */
export const COUNT_CAP = 1_000;

/** A value of the request, filled in when the statement runs. */
const value = (name: string) => sql.placeholder(name);

/** Placeholder names of a filter's values. */
const filterName = (filter: ListFilter, part = '') => `f_${filter.key}${part}`;

/** The text with LIKE's %, _ and escape character escaped, to match literally. */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE pattern that matches the text literally anywhere. */
function containsPattern(text: string): string {
  return `%${literalPattern(text)}%`;
}

/**
 * The forms the free text is read in for this resource: the `matchedAs` forms of its fields that the text
 * reads as (a phone number typed in any common way; ten digits read as a phone number, a personal id and an
 * organisation number at once), in declaration order; none is plain text.
 */
function textFormsOf(binding: ResourceBinding, q: string | null): TextFormName[] {
  if (!q) return [];
  const forms: TextFormName[] = [];
  for (const field of binding.def.fields) {
    if (field.matchedAs && !forms.includes(field.matchedAs) && TEXT_FORMS[field.matchedAs].reads(q)) forms.push(field.matchedAs);
  }
  return forms;
}

/** Placeholder name of the free text in a form. */
const formValue = (form: TextFormName) => `q_form_${form}`;

/** The resource's own text matches (hooks.textMatches) the free text reads as, by name, in their order. */
function textMatchesOf(binding: ResourceBinding, q: string | null): string[] {
  if (!q) return [];
  return Object.entries(binding.hooks.textMatches ?? {})
    .filter(([, match]) => match.reads(q))
    .map(([name]) => name);
}

/** Placeholder name of the free text as a text match reads it. */
const matchValue = (name: string) => `q_match_${name}`;

/**
 * The condition of `q`: read in forms, the form columns of the fields matched as any of them, by equality
 * (their indexes), and the resource's own text matches it reads as; as plain text, ILIKE over the searchable
 * fields.
 */
function searchCondition(binding: ResourceBinding, forms: readonly TextFormName[], matches: readonly string[]): SQL {
  const parts: SQL[] = [];
  if (forms.length || matches.length) {
    for (const field of binding.def.fields) {
      if (field.matchedAs && forms.includes(field.matchedAs))
        parts.push(sql`${binding.formColumns[field.key]} = ${value(formValue(field.matchedAs))}`);
    }
    for (const name of matches) parts.push(binding.hooks.textMatches![name].condition(binding.columns, value(matchValue(name))));
    return or(...parts)!;
  }
  for (const field of binding.def.fields) {
    if (!field.searchable) continue;
    const column = binding.columns[field.key];
    const text = SERVER_KINDS[field.kind].searchText?.(column, field);
    if (text) parts.push(sql`${text} ilike ${value('q')}`);
  }
  // A resource without searchable fields matches nothing by text.
  return parts.length ? or(...parts)! : sql`false`;
}

/** The texts of a field as one value each (every language of a translations field), or none for other kinds. */
function fieldTexts(binding: ResourceBinding, key: string): SQL[] {
  const field = binding.fields.get(key);
  if (!field || field.multiple) return [];
  const column = binding.columns[key];
  if (field.kind === 'translations') return LOCALES.map((locale) => sql`(${column} ->> ${sql.raw(`'${locale}'`)})`);
  return SERVER_KINDS[field.kind].searchText ? [sql`${column}`] : [];
}

/**
 * How well a row answers the free text, for the palette's record search (`rankByText`): 0 when its title or one
 * of its identifiers (searchable unique fields: a ticket's Number, a product's Sku, a user's Username) is the
 * text, case aside; 1 when its title starts with the text; 2 otherwise. Computed only over the rows the text
 * matched, so it costs a sort of those.
 */
function textRank(binding: ResourceBinding): SQL {
  const { def } = binding;
  const title = fieldTexts(binding, def.titleField);
  const identifiers = def.fields
    .filter((f) => f.searchable && f.unique && f.key !== def.titleField)
    .flatMap((f) => fieldTexts(binding, f.key));
  const exact = [...title, ...identifiers].map((text) => sql`lower(${text}) = lower(${value('q_text')})`);
  const prefix = title.map((text) => sql`${text} ilike ${value('q_prefix')}`);
  if (!exact.length) return sql`2`;
  return sql`(case when ${or(...exact)} then 0 when ${prefix.length ? or(...prefix) : sql`false`} then 1 else 2 end)`;
}

/** The list ranks by the free text (the palette's search): a first page only, since a cursor keeps no rank. */
const ranked = (params: ListParams): boolean => !!params.rankByText && !!params.q && !params.cursor;

function filterCondition(binding: ResourceBinding, filter: ListFilter): SQL | undefined {
  const column = binding.columns[filter.key];
  // A range may be on a system key (the interval over CreatedAt), which is no field.
  if (filter.type === 'range') {
    return and(
      filter.from == null ? undefined : gte(column, value(filterName(filter, '_from'))),
      filter.to == null ? undefined : lte(column, value(filterName(filter, '_to'))),
    );
  }
  if (binding.fields.get(filter.key)!.multiple) return sql`${column} && ${value(filterName(filter))}`;
  return filter.values.length === 1 ? sql`${column} = ${value(filterName(filter))}` : sql`${column} = any(${value(filterName(filter))})`;
}

/** Every condition of the list but the keyset position (also what the count and the export use). */
function listConditions(binding: ResourceBinding, params: ListParams): SQL | undefined {
  return and(
    ...params.filters.map((filter) => filterCondition(binding, filter)),
    params.ids ? sql`${binding.columns.ID} = any(${value('ids')})` : undefined,
    params.q ? searchCondition(binding, textFormsOf(binding, params.q), textMatchesOf(binding, params.q)) : undefined,
    ...params.named.map((key) =>
      binding.hooks.namedFilters![key](
        binding.columns,
        sql`cast(${value('now')} as timestamptz)`,
        sql`cast(${value('viewer')} as integer)`,
      ),
    ),
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
  const field = binding.fields.get(key);
  const own = field && SERVER_KINDS[field.kind].sortBy?.(column);
  if (own) return own;
  if (field && sortsCaseFolded(field)) return { expression: caseFolded(column), type: 'text', notNull: column.notNull };
  return { expression: column, type: column.getSQLType(), notNull: column.notNull };
}

/** The keyset position after the cursor: (sort value, ID) beyond the last row, nulls last. */
function keysetCondition(binding: ResourceBinding, params: ListParams): SQL | undefined {
  const { cursor, sort } = params;
  if (!cursor) return undefined;
  const id = binding.columns.ID;
  const after = sort.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (sort.key === 'ID') return sql`${id} ${after} ${value('cursorId')}`;
  const target = sortTarget(binding, sort.key);
  if (cursor.value === null) return sql`(${target.expression} is null and ${id} ${after} ${value('cursorId')})`;
  const position = sql`cast(${value('cursorValue')} as ${sql.raw(target.type)})`;
  const beyond = sql`(${target.expression}, ${id}) ${after} (${position}, ${value('cursorId')})`;
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

/** orderOf, after the text's rank when the list ranks by it. */
function orderWithRank(binding: ResourceBinding, params: ListParams): SQL[] {
  return ranked(params) ? [asc(textRank(binding)), ...orderOf(binding, params)] : orderOf(binding, params);
}

/** The sort value of each row as PostgreSQL's text (instants keep their microseconds for the cursor). */
function sortText(binding: ResourceBinding, key: string): SQL<string | null> {
  return sql<string | null>`(${sortTarget(binding, key).expression})::text`;
}

/**
 * What decides the text of a list's statements: everything but the values. Filters come in the
 * declaration's field order (parseListParams), so one shape has one key.
 */
function listShape(binding: ResourceBinding, params: ListParams): string {
  const { sort, cursor } = params;
  const filters = params.filters.map((f) =>
    f.type === 'range'
      ? `${f.key}:${f.from == null ? '' : 'from'}..${f.to == null ? '' : 'to'}`
      : `${f.key}:${f.values.length === 1 ? 'one' : 'any'}`,
  );
  const forms = [...textFormsOf(binding, params.q), ...textMatchesOf(binding, params.q)];
  return [
    binding.def.name,
    sortParam(sort),
    cursor ? (cursor.value === null ? 'after-null' : 'after') : '',
    params.q ? (forms.length ? `q:${forms.join('+')}` : 'q') : '',
    ranked(params) ? 'ranked' : '',
    params.ids ? 'ids' : '',
    ...filters,
    ...params.named.map((key) => `${key}:true`),
  ].join('|');
}

/** The page and count queries of a shape, with placeholders for every value of the request. */
function buildQueries(db: Executor, binding: ResourceBinding, params: ListParams) {
  const conditions = listConditions(binding, params);
  const selection: Record<string, SQL | AnyPgColumn> = { ...recordSelection(binding), __sort: sortText(binding, params.sort.key) };
  if (ranked(params)) selection.__rank = sql<number>`${textRank(binding)}`;
  const list = db
    .select(selection)
    .from(binding.table)
    .where(and(conditions, keysetCondition(binding, params)))
    .orderBy(...orderWithRank(binding, params))
    .limit(value('limit'));
  const capped = db
    .select({ one: sql`1` })
    .from(binding.table)
    .where(conditions)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const count = db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return { list, count };
}

/** The values of a request, by placeholder name, as the driver takes them. */
export function listValues(binding: ResourceBinding, params: ListParams): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: params.limit + 1 };
  const forms = textFormsOf(binding, params.q);
  const matches = textMatchesOf(binding, params.q);
  if (params.q && (forms.length || matches.length)) {
    for (const form of forms) values[formValue(form)] = TEXT_FORMS[form].normalize(params.q);
    for (const name of matches) values[matchValue(name)] = binding.hooks.textMatches![name].normalize(params.q);
  } else if (params.q) values.q = containsPattern(params.q);
  if (ranked(params)) {
    values.q_text = params.q;
    values.q_prefix = `${literalPattern(params.q!)}%`;
  }
  if (params.ids) values.ids = params.ids;
  if (params.named.length) {
    values.now = params.now.toISOString();
    values.viewer = params.viewer;
  }
  if (params.cursor) {
    values.cursorId = params.cursor.id;
    if (params.cursor.value !== null) values.cursorValue = params.cursor.value;
  }
  for (const filter of params.filters) {
    const field = binding.fields.get(filter.key);
    const column = binding.columns[filter.key];
    // Datetimes are normalized ISO text already, which is what the column would send for a Date (so is the
    // interval's start on CreatedAt, a system key with no field).
    const encode = (one: unknown) => (!field || SERVER_KINDS[field.kind].rawFilterValue ? one : column.mapToDriverValue(one));
    if (filter.type === 'range') {
      if (filter.from != null) values[filterName(filter, '_from')] = encode(filter.from);
      if (filter.to != null) values[filterName(filter, '_to')] = encode(filter.to);
    } else if (field!.multiple) values[filterName(filter)] = column.mapToDriverValue(filter.values);
    else values[filterName(filter)] = filter.values.length === 1 ? encode(filter.values[0]) : filter.values.map(encode);
  }
  return values;
}

/** The prepared page and count statements of this request's shape (rendered on first use). */
export function listStatements(db: Executor, binding: ResourceBinding, params: ListParams): ListStatements {
  return preparedStatements(db, listShape(binding, params), () => buildQueries(db, binding, params));
}

/**
 * How many rows the list's filters and free text match, counted to the end (no COUNT_CAP): a figure that links
 * to the list it counts (the dashboard) answers what that list holds. Not prepared: such figures are few.
 */
export async function countMatching(db: Executor, binding: ResourceBinding, params: ListParams): Promise<number> {
  const query = db
    .select({ total: sql<number>`count(*)::int` })
    .from(binding.table)
    .where(listConditions(binding, params));
  const [row] = await query.execute(listValues(binding, params));
  return row.total;
}

type ListRow = Record<string, unknown> & { __sort: string | null; __rank?: number };

/**
 * The page's rows (limit + 1 of them, so the caller knows whether another page follows), with `__sort`, and
 * `__rank` (textRank) when the list ranks by the text.
 */
export async function listRows(db: Executor, binding: ResourceBinding, params: ListParams): Promise<ListRow[]> {
  return (await listStatements(db, binding, params).list.execute(listValues(binding, params))) as ListRow[];
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
  const statements = listStatements(db, binding, params);
  const values = listValues(binding, params);
  const [rows, counted] = await Promise.all([statements.list.execute(values), statements.count.execute(values)]);
  const total = (counted[0] as { total: number }).total;
  const more = rows.length > params.limit;
  const page = more ? rows.slice(0, params.limit) : rows;
  const last = more ? (page[page.length - 1] as ListRow) : undefined;
  const nextCursor = last ? encodeKeyset({ sort: sortParam(params.sort), value: last.__sort, id: last.ID as number }) : null;
  const data = page.map((row) => recordOfRow(binding, row as ListRow));
  await attachFiles(db, binding, data);
  return { data, nextCursor, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
}
