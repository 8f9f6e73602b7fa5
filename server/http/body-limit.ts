/**
 * How big a request body may be, per route, checked before the body is read whole (issue 19 §7): the
 * declared Content-Length when there is one, else the bytes as they stream in (Hono's bodyLimit). A body
 * beyond the limit is answered 413 with the API's error envelope ({ code: 41301, message }). JSON bodies
 * of every route get DEFAULT_BODY_LIMIT; the routes that take files (uploads, imports) name their own,
 * larger limits in the table app.ts passes (docs/decisions.md "Request body limits").
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode } from '../../src/domain/errors';
import { ApiFailure } from './errors';

/** 1 MB: far above any form the console sends (a FAQ answer of 20,000 characters, a rule tree of 200 nodes). */
export const DEFAULT_BODY_LIMIT = 1_000_000;

/** The refusal of a body beyond `max` bytes. */
function bodyTooLarge(max: number): ApiFailure {
  return new ApiFailure(ErrorCode.PayloadTooLarge, `The body is larger than ${max} bytes`, undefined, undefined, { max });
}

/** A route's own limit: its paths (below /api) and the most bytes its body may have. */
export interface BodyLimitRule {
  path: RegExp;
  maxSize: number;
}

/** Hono's bodyLimit answering the API's 413. */
export function limitBodyTo(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw bodyTooLarge(maxSize);
    },
  });
}

/** The limit of a path: the first rule whose pattern matches it, else the default. */
export function bodyLimitOf(rules: readonly BodyLimitRule[], path: string): number {
  return rules.find((rule) => rule.path.test(path))?.maxSize ?? DEFAULT_BODY_LIMIT;
}

/** One middleware for every route: each request's body limited to its path's limit. */
export function bodyLimits(rules: readonly BodyLimitRule[]): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const max = bodyLimitOf(rules, c.req.path);
    let limit = byLimit.get(max);
    if (!limit) byLimit.set(max, (limit = limitBodyTo(max)));
    return limit(c, next);
  };
}
