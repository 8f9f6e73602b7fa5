/**
 * Helpers for the SQL of computed fields (hooks.ts `ComputedExpression`, docs/decisions.md "Computed
 * fields"): a table read by a correlated subquery under a name of its own, so its columns never mix with
 * the answered row's, even when it is the same table (a product's variants among the products).
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';

/**
 * `table` under `name`: `from` for the subquery's FROM (`"product_images" "name"`; Drizzle renders an alias
 * alone as its name) and `columns`, the alias whose columns render as `"name"."column"`.
 */
export function subqueryTable<T extends PgTable>(table: T, name: string): { from: SQL; columns: T } {
  return { from: sql`${table} ${sql.identifier(name)}`, columns: alias(table, name) as unknown as T };
}
