/**
 * Many rows as one statement parameter: the rows travel as one JSON array that `jsonb_to_recordset` reads back
 * as typed columns, so a batch of 200 rows is one parameter whatever its width, the statement's text depends on
 * the columns only, and it runs the same on PGlite and node-postgres (a set-based write, docs/decisions.md
 * "Imports"). Values are written as Drizzle writes them: JSON columns as the value itself, every other column as
 * its driver text (an array as `{1,2}`, an instant as ISO text, a numeric as text), read by the column type's own
 * input, so a row stores exactly what an INSERT of the same values through Drizzle stores.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The alias the recordset's columns are read under in the statement (`x."sku"`). */
export const RECORDSET = 'x';

const isJson = (column: PgColumn) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson';

/** A value as jsonb_to_recordset reads it back into `column` (null and absent are SQL NULL). */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return isJson(column) ? value : column.mapToDriverValue(value);
}

/**
 * `jsonb_to_recordset($1) as x(<column> <type>, …)` over `rows` (values by the table's property names), with
 * `extra` columns beyond the table's (the Version an update is based on) read as they are.
 */
export function recordset(
  table: PgTable,
  properties: readonly string[],
  rows: readonly Record<string, unknown>[],
  extra: readonly { name: string; type: string; valueOf: (index: number) => unknown }[] = [],
): SQL {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = properties.map((property) => {
    const column = all[property];
    if (!column) throw new Error(`${property} is not a column of the table`);
    return column;
  });
  const json = rows.map((row, index) => {
    const out: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      out[column.name] = jsonValue(column, row[properties[i]]);
    });
    for (const column of extra) out[column.name] = column.valueOf(index);
    return out;
  });
  const types = [
    ...columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    ...extra.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.type)}`),
  ];
  return sql`jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as ${sql.identifier(RECORDSET)}(${sql.join(types, sql`, `)})`;
}

/** The columns of `properties` as names in a statement's column list (`"sku", "name"`). */
export function columnNames(table: PgTable, properties: readonly string[]): SQL {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return sql.join(
    properties.map((property) => sql.identifier(all[property].name)),
    sql`, `,
  );
}

/** The recordset's columns of `properties` (`x."sku", x."name"`). */
export function recordsetColumns(table: PgTable, properties: readonly string[]): SQL {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return sql.join(
    properties.map((property) => sql`${sql.identifier(RECORDSET)}.${sql.identifier(all[property].name)}`),
    sql`, `,
  );
}

/** Rows of a raw statement, on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Inserts `rows` (values by property) in one statement. The columns are those any row sets, a row without one of
 * them gets NULL there; columns no row sets get their defaults.
 */
export async function insertRows(
  db: { execute(query: SQL): Promise<unknown> },
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const properties = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  await db.execute(
    sql`insert into ${table} (${columnNames(table, properties)}) select ${recordsetColumns(table, properties)} from ${recordset(table, properties, rows)}`,
  );
}
