/** Filter values as the API reads them: `a,b` (any of) and `from..to` (either side may be empty). */
import type { FieldDef } from '../../../domain/resources/types';

const RANGE_KINDS = new Set(['integer', 'decimal', 'money', 'percentage', 'date', 'datetime']);

export function isRangeFilter(field: FieldDef): boolean {
  return RANGE_KINDS.has(field.kind);
}

export function parseList(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

export function formatList(values: readonly string[]): string | null {
  return values.length ? values.join(',') : null;
}

export function parseRange(value: string | undefined): { from: string; to: string } {
  if (!value) return { from: '', to: '' };
  if (!value.includes('..')) return { from: value, to: value };
  const [from, to] = value.split('..');
  return { from: from ?? '', to: to ?? '' };
}

export function formatRange(from: string, to: string): string | null {
  const a = from.trim().replace(',', '.');
  const b = to.trim().replace(',', '.');
  if (!a && !b) return null;
  return a === b ? a : `${a}..${b}`;
}
