/**
 * The query string of a resource list, checked at the edge (40001 naming the parameter): `q`, `sort`,
 * `cursor`, `limit`, `ids` and one filter per filterable field (equality or any-of for codes and ids,
 * `from..to` ranges for numbers and dates), the declared `interval` and the named filters. Any other
 * parameter is refused naming it (`validation.unknownParameter`): a misspelt filter must not answer the
 * whole list, nor select it for an export (docs/decisions.md "Unknown list parameters").
 */
import { LIST_MAX_INTERVAL } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import type { FieldIssue } from '../../src/domain/errors';
import { isRangeKind, isSecret } from '../../src/domain/resources/kinds';
import { parseList, parseRange } from '../../src/domain/resources/list-syntax';
import { fieldRules, normalizeValue } from '../../src/domain/resources/rules';
import type { FieldDef, FieldKind, ResourceDef } from '../../src/domain/resources/types';
import { issue, maxLength } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { limitOf } from './query-numbers';
import { decodeKeyset, type KeysetCursor } from './cursor';
import { SERVER_KINDS } from './kinds';
import { valueText } from '../../src/domain/value-text';

export type ListFilter = { key: string; type: 'any'; values: unknown[] } | { key: string; type: 'range'; from: unknown; to: unknown };

export interface ListParams {
  q: string | null;
  sort: { key: string; direction: 'asc' | 'desc' };
  cursor: KeysetCursor | null;
  limit: number;
  filters: ListFilter[];
  ids: number[] | null;
  /** Named filters asked for (`needsCheck=true`), in the declaration's order. */
  named: string[];
  /** The request's time by the server's clock (interval=N and the named filters read it). */
  now: Date;
  /** The caller's user id (a named filter such as a ticket queue's "mine" reads it); 0 when none. */
  viewer: number;
  /**
   * Rows that the free text names come first (list-sql.ts `textRank`): the title or an identifier is the text,
   * then the title starts with it, then the sort. The palette's record search (a first page, no cursor).
   */
  rankByText?: boolean;
}

export const MAX_IDS = 500;
export const MAX_Q_LENGTH = 200;

export function refuse(param: string, found: FieldIssue = issue('validation.type')): never {
  throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${param}`, { [param]: found });
}

/** 40001 naming the first parameter (of a query, or a key of a body) that is not one of `known`. */
export function refuseUnknownParams(given: Readonly<Record<string, unknown>>, known: ReadonlySet<string>): void {
  const unknown = Object.keys(given).find((name) => !known.has(name));
  if (unknown !== undefined) refuse(unknown, issue('validation.unknownParameter'));
}

/** The paging and selection parameters of every list, beside its filters. */
const PAGING_PARAMS = ['q', 'sort', 'cursor', 'limit', 'ids'];
const paramNamesByDef = new WeakMap<ResourceDef, ReadonlySet<string>>();

/** The parameters a resource's list (and its export) takes: paging, its filterable fields, its interval and its named filters. */
export function listParamNames(def: ResourceDef): ReadonlySet<string> {
  let names = paramNamesByDef.get(def);
  if (!names) {
    names = new Set([
      ...PAGING_PARAMS,
      ...def.fields.filter((field) => field.filterable).map((field) => field.key),
      ...(def.interval ? ['interval'] : []),
      ...(def.namedFilters ?? []).map((filter) => filter.key),
    ]);
    paramNamesByDef.set(def, names);
  }
  return names;
}

/** The sort parameter text of a sort (`Name`, `-Name`). */
export function sortParam(sort: ListParams['sort']): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
}

/** Keys a list may be sorted by: ID, the sortable fields and the default sort. */
function sortableKeys(def: ResourceDef): Set<string> {
  const keys = new Set(['ID', def.defaultSort.field]);
  for (const field of def.fields) if (field.sortable && !field.multiple && !isSecret(field)) keys.add(field.key);
  return keys;
}

/** One value of a filter, checked with the kind's own rules (not the field's limits) and normalized. */
function filterValue(field: FieldDef, param: string, raw: string): unknown {
  const text = raw.trim();
  const read = SERVER_KINDS[field.kind].readFilter;
  if (read) {
    const found = read(text);
    return found ? found.value : refuse(param);
  }
  const plain: FieldDef = {
    key: field.key,
    kind: field.kind,
    label: field.label,
    options: field.options,
    scale: field.scale,
    format: field.format === 'email' ? undefined : field.format,
  };
  for (const rule of fieldRules(plain, 'update')) {
    const found = rule(text, {});
    if (found) refuse(param, found);
  }
  return normalizeValue(plain, text);
}

function parseFilter(field: FieldDef, raw: string): ListFilter {
  if (isRangeKind(field) && !field.multiple) {
    const { from, to, extra } = parseRange(raw);
    if (extra || (from.trim() === '' && to.trim() === '')) refuse(field.key);
    return {
      key: field.key,
      type: 'range',
      from: from.trim() === '' ? null : filterValue(field, field.key, from),
      to: to.trim() === '' ? null : filterValue(field, field.key, to),
    };
  }
  const parts = parseList(raw);
  if (parts.length === 0 || parts.length > MAX_IDS) refuse(field.key);
  return { key: field.key, type: 'any', values: parts.map((part) => filterValue(field, field.key, part)) };
}

export function parseIds(raw: string): number[] {
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_IDS || parts.some((p) => !/^[1-9]\d{0,9}$/.test(p) || Number(p) > 2_147_483_647))
    refuse('ids');
  return [...new Set(parts.map(Number))];
}

const INT_MAX = 2_147_483_647;
const KIND_OF_SYSTEM_KEY: Readonly<Record<string, FieldKind>> = {
  ID: 'integer',
  Version: 'integer',
  CreatedAt: 'datetime',
  UpdatedAt: 'datetime',
};

/**
 * A cursor's sort value and id can be what the sort's column holds (the token is opaque but not signed: a
 * tampered one must be a 40001, not a failed cast in the database).
 */
function cursorFits(def: ResourceDef, key: string, cursor: KeysetCursor): boolean {
  if (cursor.id > INT_MAX) return false;
  const value = cursor.value;
  if (value === null || key === 'ID') return true;
  const field = def.fields.find((f) => f.key === key);
  const kind = field?.kind ?? KIND_OF_SYSTEM_KEY[key];
  // A key the table has no field for (none is sortable) reads as text.
  return SERVER_KINDS[kind ?? 'text'].cursorFits(value, field);
}

/** `interval=N` months back from `now` (calendar months, UTC), as an ISO instant; 40001 naming interval when N is no whole 1–120. */
function intervalStart(raw: string, now: Date): string {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > LIST_MAX_INTERVAL) refuse('interval', issue('validation.type'));
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - Number(text));
  return start.toISOString();
}

export function parseListParams(
  def: ResourceDef,
  query: Record<string, string | undefined>,
  now: Date = new Date(),
  viewer = 0,
): ListParams {
  refuseUnknownParams(query, listParamNames(def));
  const q = query.q?.trim() || null;
  if (q) {
    // Its characters were checked at the edge (server/http/text-rule.ts), as every query parameter's are.
    const found = maxLength(MAX_Q_LENGTH)(q, {});
    if (found) refuse('q', found);
  }

  let sort: ListParams['sort'] = { key: def.defaultSort.field, direction: def.defaultSort.direction };
  const rawSort = query.sort?.trim();
  if (rawSort) {
    const key = rawSort.replace(/^-/, '');
    if (!sortableKeys(def).has(key)) refuse('sort', issue('validation.oneOf'));
    sort = { key, direction: rawSort.startsWith('-') ? 'desc' : 'asc' };
  }

  const limit = limitOf(query.limit);

  let cursor: KeysetCursor | null = null;
  const rawCursor = query.cursor?.trim();
  if (rawCursor) {
    cursor = decodeKeyset(rawCursor);
    if (!cursor || cursor.sort !== sortParam(sort) || !cursorFits(def, sort.key, cursor)) refuse('cursor');
  }

  const filters: ListFilter[] = [];
  for (const field of def.fields) {
    const raw = query[field.key];
    if (!field.filterable || raw === undefined || raw.trim() === '') continue;
    filters.push(parseFilter(field, raw));
  }

  // interval=N narrows the declared datetime field to the last N months; with a range of its own on the
  // same field, the later start holds (one condition per field keeps one statement per shape).
  if (def.interval && query.interval !== undefined && query.interval.trim() !== '') {
    const from = intervalStart(query.interval, now);
    const own = filters.find((f): f is Extract<ListFilter, { type: 'range' }> => f.key === def.interval!.field && f.type === 'range');
    if (own) own.from = own.from == null || Date.parse(valueText(own.from)) < Date.parse(from) ? from : own.from;
    else {
      const order = def.fields.map((f) => f.key);
      filters.push({ key: def.interval.field, type: 'range', from, to: null });
      filters.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    }
  }

  const named: string[] = [];
  for (const filter of def.namedFilters ?? []) {
    const raw = query[filter.key]?.trim();
    if (raw === undefined || raw === '' || raw === 'false') continue;
    if (raw !== 'true') refuse(filter.key, issue('validation.type'));
    named.push(filter.key);
  }

  const ids = query.ids?.trim() ? parseIds(query.ids) : null;
  return { q, sort, cursor, limit, filters, ids, named, now, viewer };
}
