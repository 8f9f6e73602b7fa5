/**
 * Query-string numbers of the list routes (DESIGN.md "API"): a whole number written in digits, and the page
 * size `limit` (default 50, max 500 unless a route says otherwise). Rules are the domain's validators, so a
 * refusal is the usual 40001 with field messages.
 */
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { isBlankText as blank, issue, maxValue, minValue, type Rule } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';

/** A whole number written in digits (query strings carry text). Blank passes: combine with `required`. */
export const wholeNumber: Rule = (value) => (blank(value) || /^\d{1,9}$/.test(String(value).trim()) ? null : issue('validation.numeric'));

/**
 * The page size a `limit` asks for: `fallback` when absent or blank, else a whole number from 1 to `max`;
 * anything else is refused (40001 naming `limit`).
 */
export function limitOf(raw: string | undefined, fallback = LIST_DEFAULT_LIMIT, max = LIST_MAX_LIMIT): number {
  if (raw === undefined || blank(raw)) return fallback;
  for (const rule of [wholeNumber, minValue(1), maxValue(max)]) {
    const found = rule(raw, {});
    if (found) throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: limit`, { limit: found });
  }
  return Number(raw.trim());
}
