/**
 * A resource's table, generated from its declaration (src/domain/resources): one column per field, in
 * snake_case, with the base columns (id, created_at, updated_at, version) and the indexes the declaration
 * implies: (column, id) for sortable fields and the default sort (keyset pages), a btree for filterable
 * fields (GIN for sets), a trigram GIN index for searchable text, a unique index for unique fields, and
 * foreign keys for stores, store groups, files and references to other resources. Computed fields have no
 * column (their SQL is the binding's, server/resources/binding.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
  type IndexBuilder,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { isComputed } from '../../../src/domain/resources/computed';
import { isPerLocale, isSecret, refersToRecord } from '../../../src/domain/resources/kinds';
import type { FieldDef, ResourceDef } from '../../../src/domain/resources/types';
import { SERVER_KINDS, translationsSearchText } from '../../resources/kinds';
import { baseColumns } from './columns';

/** `StoreID` → `store_id`, `CanBeMain` → `can_be_main`, `MethodSKU` → `method_sku`, `TagIDs` → `tag_ids`. */
export function snakeCase(key: string): string {
  return key
    .replace(/([A-Z]{2,})s(?=[A-Z]|$)/g, (_, acronym: string) => `${acronym[0]}${acronym.slice(1).toLowerCase()}s`)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

// Any generated table: the engine reads its columns by field key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns by field key; see the no-unsafe-* list in eslint.config.js
export type ResourceTable = PgTableWithColumns<any>;

/** Generated tables by resource name, so references resolve lazily (also to a table defined later). */
const tablesByResource = new Map<string, ResourceTable>();

export function resourceTableOf(resource: string): ResourceTable | undefined {
  return tablesByResource.get(resource);
}

function isTextKind(field: FieldDef): boolean {
  return SERVER_KINDS[field.kind].textColumn?.(field) ?? false;
}

/**
 * A required field's column refuses NULL, so descending sorts can walk their index backwards. Not for a
 * singleton's required field without a default: its one row is created with defaults before anyone fills it;
 * nor for one required only where it applies (`appliesWhen`), which is empty elsewhere.
 */
function isNotNull(def: ResourceDef, field: FieldDef): boolean {
  return !!field.required && !field.appliesWhen && !isSecret(field) && (!def.singleton || field.default !== undefined);
}

function columnFor(def: ResourceDef, field: FieldDef): PgColumnBuilderBase {
  // A child collection's link to its parent: the children go with the parent.
  if (def.parent?.field === field.key) return parentLink(def.parent.resource, field);
  const column = nullableColumnFor(field);
  return isNotNull(def, field) && !field.multiple && !SERVER_KINDS[field.kind].ownNotNull
    ? (column as unknown as { notNull(): PgColumnBuilderBase }).notNull()
    : column;
}

function tableOf(resource: string, field: FieldDef): ResourceTable {
  const table = tablesByResource.get(resource);
  if (!table) throw new Error(`Field ${field.key} refers to unknown resource ${resource}`);
  return table;
}

function parentLink(resource: string, field: FieldDef): PgColumnBuilderBase {
  return integer(snakeCase(field.key))
    .notNull()
    .references((): AnyPgColumn => tableOf(resource, field).ID, { onDelete: 'cascade' });
}

function nullableColumnFor(field: FieldDef): PgColumnBuilderBase {
  const name = snakeCase(field.key);
  if (field.multiple) {
    return isTextKind(field)
      ? text(name)
          .array()
          .notNull()
          .default(sql`'{}'`)
      : integer(name)
          .array()
          .notNull()
          .default(sql`'{}'`);
  }
  return SERVER_KINDS[field.kind].column(name, field, (resource) => tableOf(resource, field).ID);
}

/**
 * Text people read sorts without regard to case ("iDeal" beside "Ideal", not after "Zagg"): lists order by
 * `lower(column)`, and the sort index is built on that expression so keyset pages still walk it.
 */
export function sortsCaseFolded(field: FieldDef): boolean {
  return SERVER_KINDS[field.kind].caseFolded === true;
}

export function caseFolded(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}

export interface ResourceTableExtras {
  /**
   * Columns beyond the declared fields (internal state a bespoke handler keeps: a job's payload and lease),
   * or in place of a field's generated column (a reference to a hand-written table such as users).
   */
  columns?: Record<string, PgColumnBuilderBase>;
  /** Indexes beyond those the declaration implies (the queries of a bespoke handler), by property name. */
  indexes?: (columns: Record<string, AnyPgColumn>) => IndexBuilder[];
}

export function resourceTable(def: ResourceDef, extras: ResourceTableExtras = {}): ResourceTable {
  const { id, createdAt, updatedAt, version } = baseColumns();
  const columns: Record<string, PgColumnBuilderBase> = { ID: id, CreatedAt: createdAt, UpdatedAt: updatedAt, Version: version };
  const stored = def.fields.filter((f) => !isComputed(f));
  for (const field of stored) columns[field.key] = columnFor(def, field);
  Object.assign(columns, extras.columns);

  const table = pgTable(def.table, columns, (t) => {
    const built: (IndexBuilder | ReturnType<typeof uniqueIndex>)[] = [];
    const col = (key: string) => t[key] as AnyPgColumn;
    const seen = new Set<string>();
    const add = (name: string, make: () => IndexBuilder) => {
      if (seen.has(name)) return;
      seen.add(name);
      built.push(make());
    };
    const prefix = def.table;
    const sortKeys = new Set(stored.filter((f) => f.sortable && !f.multiple).map((f) => f.key));
    if (def.defaultSort.field !== 'ID') sortKeys.add(def.defaultSort.field);
    for (const key of sortKeys) {
      const field = def.fields.find((f) => f.key === key);
      const sorted = field && sortsCaseFolded(field) ? caseFolded(col(key)) : col(key);
      add(`${prefix}_${snakeCase(key)}_sort_idx`, () => index(`${prefix}_${snakeCase(key)}_sort_idx`).on(sorted, col('ID')));
    }
    for (const field of stored) {
      const name = snakeCase(field.key);
      // Text compares without regard to case: "IP13-BAT" and "ip13-bat" are the same article number.
      const unique = field.unique && (sortsCaseFolded(field) ? caseFolded(col(field.key)) : col(field.key));
      if (unique) add(`${prefix}_${name}_key`, () => uniqueIndex(`${prefix}_${name}_key`).on(unique));
      if (field.uniqueWith) {
        // The other fields first: the index also serves "the children of this parent".
        const [first, ...rest] = [...field.uniqueWith.map(col), col(field.key)];
        add(`${prefix}_${name}_key`, () => uniqueIndex(`${prefix}_${name}_key`).on(first, ...rest));
      }
      if (field.searchable && isTextKind(field) && !field.multiple) {
        add(`${prefix}_${name}_trgm_idx`, () => index(`${prefix}_${name}_trgm_idx`).using('gin', t[field.key].op('gin_trgm_ops')));
      }
      if (field.searchable && isPerLocale(field)) {
        add(`${prefix}_${name}_trgm_idx`, () =>
          index(`${prefix}_${name}_trgm_idx`).using('gin', sql`(${translationsSearchText(col(field.key))}) gin_trgm_ops`),
        );
      }
      const referencing = refersToRecord(field);
      if ((field.filterable || referencing) && !sortKeys.has(field.key) && !field.unique) {
        if (field.multiple) add(`${prefix}_${name}_gin_idx`, () => index(`${prefix}_${name}_gin_idx`).using('gin', col(field.key)));
        else add(`${prefix}_${name}_idx`, () => index(`${prefix}_${name}_idx`).on(col(field.key), col('ID')));
      }
    }
    if (extras.indexes) built.push(...extras.indexes(t));
    return built;
  });
  tablesByResource.set(def.name, table as ResourceTable);
  return table as ResourceTable;
}

/**
 * The generated tables' columns by key, typed as columns (the tables are typed loosely, see eslint.config.js): a
 * select through them answers `unknown` values, read with a conversion.
 */
export const columnsOf = (table: unknown): Readonly<Record<string, AnyPgColumn>> => table as Readonly<Record<string, AnyPgColumn>>;
