/**
 * API error codes (DESIGN.md "API"): the engine's own, and those the features declare (src/features/<name>/feature.ts
 * `errors`, gathered in feature-errors.precomputed.ts). The UI maps each to a localized message (errorMessageId).
 */
import { FEATURE_ERRORS } from './feature-errors.precomputed';

const ENGINE_ERRORS = {
  BadRequest: { code: 40001, message: 'errors.badRequest' },
  MissingHeaderImage: { code: 40002, message: 'errors.missingHeaderImage' },
  NotAuthenticated: { code: 40101, message: 'errors.notAuthenticated' },
  Forbidden: { code: 40301, message: 'errors.forbidden' },
  CsrfFailed: { code: 40302, message: 'errors.csrf' },
  NotFound: { code: 40401, message: 'errors.notFound' },
  Conflict: { code: 40901, message: 'errors.conflict' },
  /**
   * The record a child belongs to does not take changes in its state (an order's items once it has gone to the
   * warehouse: `parent.changesWhen` of the child's declaration); the field issue on the link names why.
   */
  Locked: { code: 40902, message: 'errors.locked' },
  /** The request's body is beyond the route's limit (server/http/body-limit.ts). */
  PayloadTooLarge: { code: 41301, message: 'errors.payloadTooLarge' },
  TooManyAttempts: { code: 42901, message: 'errors.tooManyAttempts' },
  Internal: { code: 50001, message: 'errors.internal' },
  /** The database does not answer (GET /api/ready). */
  Unavailable: { code: 50301, message: 'errors.unavailable' },
} as const;

const ALL_ERRORS = { ...ENGINE_ERRORS, ...FEATURE_ERRORS };
type AllErrors = typeof ALL_ERRORS;

/** Every code by name: `ErrorCode.NotFound` is 40401. */
export const ErrorCode = Object.fromEntries(Object.entries(ALL_ERRORS).map(([name, error]) => [name, error.code])) as {
  readonly [K in keyof AllErrors]: AllErrors[K]['code'];
};
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status for each code: the first three digits. */
export function httpStatusOf(code: number): number {
  return Math.floor(code / 100);
}

/** One field's validation failure: a message id with its values, plus the English text. */
export interface FieldIssue {
  id: string;
  message: string;
  values?: Record<string, string | number>;
}

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  code: number;
  message: string;
  fields?: Record<string, FieldIssue>;
  /** The values the code's message names (the UI renders the message in its language with them). */
  values?: Record<string, string | number>;
  /** 40910: what still uses the record, by resource (its noun's message ids) with the number of records. */
  uses?: readonly InUse[];
}

/** Records of one resource that use a record someone tried to delete (ErrorCode.SettingInUse). */
export interface InUse {
  resource: string;
  noun: { one: string; other: string };
  count: number;
}

const MESSAGE_IDS: ReadonlyMap<number, string> = new Map(Object.values(ALL_ERRORS).map((error) => [error.code, error.message]));

/** Message id for an error code; unknown codes map to errors.unknown. */
export function errorMessageId(code: number | undefined): string {
  return (code !== undefined && MESSAGE_IDS.get(code)) || 'errors.unknown';
}
