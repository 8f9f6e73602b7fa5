/**
 * A record's value as text, as `String()` writes it for what records hold: strings as they are, numbers,
 * booleans and instants written out, a list as its items joined by commas; null and undefined are ''. A
 * nested object (a translations map, a JSON value) is written as JSON rather than "[object Object]".
 */
export function valueText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return String(value);
  if (Array.isArray(value)) return (value as unknown[]).map(valueText).join(',');
  return JSON.stringify(value) ?? '';
}
