/**
 * Query-string pieces shared by list routes (DESIGN.md "API"): `limit` (default 50, max 500) and an opaque
 * keyset `cursor`. Rules are the domain's validators, so a refusal is the usual 40001 with field messages.
 */
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../src/domain/constants';
import { isBlankText as blank, issue, maxValue, minValue, type Rule } from '../../src/domain/validation';

/** A whole number written in digits (query strings carry text). Blank passes: combine with `required`. */
export const wholeNumber: Rule = (value) => (blank(value) || /^\d{1,9}$/.test(String(value).trim()) ? null : issue('validation.numeric'));

export const limitRules: readonly Rule[] = [wholeNumber, minValue(1), maxValue(LIST_MAX_LIMIT)];

/** The page size of a validated `limit`, or the default when absent. */
export function limitOf(raw: string | undefined): number {
  return blank(raw) ? LIST_DEFAULT_LIMIT : Number(String(raw).trim());
}

/** Keyset position after the row with this id, as an opaque base64url token. */
export function encodeCursor(afterId: number): string {
  return Buffer.from(JSON.stringify({ after: afterId })).toString('base64url');
}

/** The id a cursor continues after, or null when the token is not one of ours. */
export function decodeCursor(raw: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const after = (parsed as { after?: unknown } | null)?.after;
    return typeof after === 'number' && Number.isSafeInteger(after) && after >= 0 ? after : null;
  } catch {
    return null;
  }
}

export const cursorRule: Rule = (value) => (blank(value) || decodeCursor(String(value).trim()) !== null ? null : issue('validation.type'));
