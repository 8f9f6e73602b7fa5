/**
 * A resource declaration bound to its table: which column holds each field (by key), plus the hooks for
 * the behaviour a declaration cannot say as data. Generated tables (server/db/schema/resource-table.ts)
 * carry their columns under the field keys and bind without a map; hand-written tables (users, to-do
 * queues) pass `columns`.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { computedFieldProblems, isComputed } from '../../src/domain/resources/computed';
import type { ResourceName } from '../../src/domain/resources';
import { SYSTEM_KEYS, type FieldDef, type ResourceArea, type ResourceDef } from '../../src/domain/resources/types';
import type { ResourceHooks } from './hooks';

/** A declaration bound to its table (bindResource), before it joins a registry. */
export interface TableBinding {
  def: ResourceDef;
  table: PgTable;
  /** Column of every system key (ID, Version, CreatedAt, UpdatedAt) and every field but the computed ones, by key. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  /** The SQL expression of every computed field, by key (hooks.computed over the columns). */
  computed: ReadonlyMap<string, SQL>;
  /** The table object's property of each key (what Drizzle's insert and `.set()` take). */
  properties: Readonly<Record<string, string>>;
  hooks: ResourceHooks;
  /** Fields by key. */
  fields: ReadonlyMap<string, FieldDef>;
  /** The column holding a `matchedAs` field's value in its form (a phone number's normalized digits), by key. */
  formColumns: Readonly<Record<string, AnyPgColumn>>;
  /** The table object's property of each form column, by the field's key (written with the field). */
  formProperties: Readonly<Record<string, string>>;
}

/** A binding in its registry: what the engine and the hooks work with. */
export interface ResourceBinding extends TableBinding {
  /** The registry it belongs to: how the engine reaches the resources this one refers to. */
  resources: ResourceRegistry;
}

/**
 * Every declared resource bound to its table, built once per app or process (server/resources/registry.ts
 * buildResourceRegistry, from what server/features.ts assembles). Code reaches it through what it is given:
 * the app's deps (`c.get('deps').resources`), a hook's or a job's context, or a binding's `resources`.
 */
export interface ResourceRegistry {
  /** The binding of a declared resource, by a name the compiler checks. */
  bindingOf(name: ResourceName): ResourceBinding;
  /** The binding of a resource named by data (a reference field's target, an import's resource); throws on an unknown name. */
  bindingNamed(name: string): ResourceBinding;
  /** Every binding, in declaration order. */
  readonly all: readonly ResourceBinding[];
  /** The bindings of one area, in declaration order. */
  ofArea(area: ResourceArea): ResourceBinding[];
}

export interface BindOptions {
  /** Field key (and system key) → column, for tables not generated from the declaration. */
  columns?: Record<string, AnyPgColumn>;
  hooks?: ResourceHooks;
  /** Field key → the column holding the field's value in its `matchedAs` form (required for such a field). */
  formColumns?: Record<string, AnyPgColumn>;
}

/** The system keys' columns of a hand-written table built with baseColumns(). */
function baseColumnsOf(table: PgTable): Record<string, AnyPgColumn> {
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  return {
    ID: all.id ?? all.ID,
    Version: all.version ?? all.Version,
    CreatedAt: all.createdAt ?? all.CreatedAt,
    UpdatedAt: all.updatedAt ?? all.UpdatedAt,
  };
}

export function bindResource(def: ResourceDef, table: PgTable, options: BindOptions = {}): TableBinding {
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  const columns: Record<string, AnyPgColumn> = options.columns ? { ...baseColumnsOf(table), ...options.columns } : { ...all };
  const propertyOf = new Map<AnyPgColumn, string>(Object.entries(all).map(([property, column]) => [column, property]));
  const properties: Record<string, string> = {};
  for (const key of [...SYSTEM_KEYS, ...def.fields.filter((f) => !isComputed(f)).map((f) => f.key)]) {
    const column = columns[key];
    if (!column) throw new Error(`Resource ${def.name}: table ${def.table} has no column for ${key}`);
    const property = propertyOf.get(column);
    if (!property) throw new Error(`Resource ${def.name}: the column of ${key} is not a column of ${def.table}`);
    properties[key] = property;
  }
  const formColumns = options.formColumns ?? {};
  const formProperties: Record<string, string> = {};
  for (const field of def.fields) {
    if (!field.matchedAs) continue;
    const property = formColumns[field.key] && propertyOf.get(formColumns[field.key]);
    if (!property)
      throw new Error(`Resource ${def.name}: ${field.key} is matched as ${field.matchedAs} but ${def.table} names no column for that form`);
    formProperties[field.key] = property;
  }
  const hooks = options.hooks ?? {};
  checkNamedFilters(def, hooks);
  return {
    def,
    table,
    columns,
    properties,
    computed: computedExpressions(def, columns, hooks),
    hooks,
    fields: new Map(def.fields.map((f) => [f.key, f])),
    formColumns,
    formProperties,
  };
}

/**
 * Each computed field's expression, parenthesized (a subquery stays one value in any select list, and its
 * column references keep their table's name where Drizzle would drop it in a one-table select). A computed
 * field without its SQL, SQL without its field, or a computed field with an option it cannot take stops the
 * start naming it.
 */
/** Every named filter has its SQL and every SQL its declared filter; an interval names a datetime field. Else the start stops. */
function checkNamedFilters(def: ResourceDef, hooks: ResourceHooks): void {
  const declared = (def.namedFilters ?? []).map((f) => f.key);
  const given = Object.keys(hooks.namedFilters ?? {});
  const problems = [
    ...declared.filter((key) => !given.includes(key)).map((key) => `the named filter ${key} has no SQL (hooks.namedFilters)`),
    ...given
      .filter((key) => !declared.includes(key))
      .map((key) => `${key} has SQL (hooks.namedFilters) but is not a declared named filter`),
    ...declared
      .filter((key) => def.fields.some((f) => f.key === key) || ['q', 'sort', 'cursor', 'limit', 'ids', 'interval'].includes(key))
      .map((key) => `the named filter ${key} clashes with a field or a list parameter`),
  ];
  if (def.interval && def.interval.field !== 'CreatedAt' && def.fields.find((f) => f.key === def.interval!.field)?.kind !== 'datetime')
    problems.push(`interval.field ${def.interval.field} is neither a datetime field nor CreatedAt`);
  if (problems.length) throw new Error(`Resource ${def.name}: ${problems.join('; ')}`);
}

function computedExpressions(def: ResourceDef, columns: Record<string, AnyPgColumn>, hooks: ResourceHooks): Map<string, SQL> {
  const problems = computedFieldProblems(def);
  const declared = def.fields.filter(isComputed).map((f) => f.key);
  const given = Object.keys(hooks.computed ?? {});
  for (const key of declared) if (!given.includes(key)) problems.push(`${def.name}.${key} is computed but has no SQL (hooks.computed)`);
  for (const key of given)
    if (!declared.includes(key)) problems.push(`${def.name}.${key} has SQL (hooks.computed) but is not a computed field`);
  if (problems.length) throw new Error(`Resource ${def.name}: ${problems.join('; ')}`);
  return new Map(declared.map((key) => [key, sql`(${hooks.computed![key](columns)})`]));
}
