/**
 * The text of a list filter in the query string, as the browser writes it and the server reads it:
 * `a,b` is any of the values, `from..to` a range (either side may be empty; one value is `from..from`).
 */

const LIST_SEPARATOR = ',';
const RANGE_SEPARATOR = '..';

/** The values of an any-of filter (empty parts dropped). */
export function parseList(value: string | undefined): string[] {
  return value ? value.split(LIST_SEPARATOR).filter((part) => part.trim() !== '') : [];
}

export function formatList(values: readonly string[]): string | null {
  return values.length ? values.join(LIST_SEPARATOR) : null;
}

/**
 * The sides of a range filter (a single value is both sides); `extra` when the text has more than two
 * sides, which the server refuses.
 */
export function parseRange(value: string | undefined): { from: string; to: string; extra: boolean } {
  if (!value) return { from: '', to: '', extra: false };
  if (!value.includes(RANGE_SEPARATOR)) return { from: value, to: value, extra: false };
  const [from, to, ...rest] = value.split(RANGE_SEPARATOR);
  return { from: from ?? '', to: to ?? '', extra: rest.length > 0 };
}

/** A range filter's text from its sides (a decimal comma read as a point); null when both are empty. */
export function formatRange(from: string, to: string): string | null {
  const a = from.trim().replace(',', '.');
  const b = to.trim().replace(',', '.');
  if (!a && !b) return null;
  return a === b ? a : `${a}${RANGE_SEPARATOR}${b}`;
}
