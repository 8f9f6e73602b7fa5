/**
 * A status or kind code written into a statement as a literal, not a parameter: the column it meets types it (a
 * parameter in a CASE or a VALUES list is text, which an integer column refuses), and a partial index's condition
 * (`status in (1, 2)`) can match it. Only whole numbers, the product's own constants, ever pass through here.
 */
import { sql, type SQL } from 'drizzle-orm';

function literal(code: number): string {
  if (!Number.isSafeInteger(code)) throw new Error(`Not a code: ${code}`);
  return String(code);
}

/** One code: `${code(S.Pending)}` is `1`. */
export const code = (value: number): SQL => sql.raw(literal(value));

/** Codes for `in (…)`: `${codes([3, 6])}` is `3, 6`. */
export const codes = (values: readonly number[]): SQL => sql.raw(values.map(literal).join(', '));
