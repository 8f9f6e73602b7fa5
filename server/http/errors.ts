/**
 * Refusals as thrown values: a route throws `new ApiFailure(ErrorCode.NotFound)` and the app's error
 * handler answers `{ code, message, fields? }` with the status the code implies (DESIGN.md "API").
 */
import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { validate } from 'superstruct';
import { ErrorCode, httpStatusOf, type ApiErrorBody, type ErrorCodeValue } from '../../src/domain/errors';
import { fieldErrorsOf, type FieldErrors } from '../../src/domain/validation';

export const ERROR_TEXT: Record<ErrorCodeValue, string> = {
  [ErrorCode.BadRequest]: 'Bad Request',
  [ErrorCode.MissingHeaderImage]: 'Missing header image',
  [ErrorCode.NotAuthenticated]: 'Not authenticated',
  [ErrorCode.Forbidden]: 'You are not authorized to perform this action',
  [ErrorCode.CsrfFailed]: 'CSRF token missing or wrong',
  [ErrorCode.OwnReturn]: 'A return is approved or declined by someone other than its creator',
  [ErrorCode.NotFound]: 'Not found',
  [ErrorCode.SettingInUse]: 'The record is in use and cannot be deleted',
  [ErrorCode.Conflict]: 'The record was changed by someone else; reload it and try again',
  [ErrorCode.PayloadTooLarge]: 'The body is too large',
  [ErrorCode.UndoWindowClosed]: 'The decision can no longer be undone: its undo window has passed',
  [ErrorCode.ReminderNotActionable]: "The reminder's next action cannot be performed now",
  [ErrorCode.Locked]: 'This can no longer be changed in the state of the record it belongs to',
  [ErrorCode.MailTemplateMissing]: 'There is no active e-mail template of this type for the store',
  [ErrorCode.InvoiceNotOpen]: 'The invoice is not open: it is paid, credited or cancelled',
  [ErrorCode.PaymentExceedsBalance]: "The amount is more than the invoice's balance",
  [ErrorCode.TicketStateRefuses]: "The ticket's state does not allow this",
  [ErrorCode.TicketNoAddress]: 'The ticket has no e-mail address to reply to',
  [ErrorCode.NotOnPurchaseOrder]: 'The SKU is not a line of the purchase order',
  [ErrorCode.OverReceipt]: 'More would be received than was ordered; confirm it as an over-receipt',
  [ErrorCode.OtherSupplier]: "The product is not the purchase order's supplier's",
  [ErrorCode.PurchaseOrderEmpty]: 'The purchase order has no lines',
  [ErrorCode.SupplierNoAddress]: 'The supplier has no e-mail address',
  [ErrorCode.PresaleSoldOut]: 'The presale has sold what it may of the product',
  [ErrorCode.OfferEmpty]: 'The offer has no lines',
  [ErrorCode.OfferExpired]: 'The offer is past its last day',
  [ErrorCode.TooManyAttempts]: 'Too many attempts, try again later',
  [ErrorCode.Internal]: 'Internal Error',
  [ErrorCode.Unavailable]: 'The database is not reachable',
  [ErrorCode.AiFailed]: 'The AI provider failed',
  [ErrorCode.AiNotConfigured]: 'AI texts are not configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL',
};

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string = ERROR_TEXT[code],
    readonly fields?: FieldErrors,
    /** Extra response headers (e.g. Retry-After on 42901). */
    readonly headers?: Record<string, string>,
    /** Extra keys of the answer's body (e.g. `current` on a stale write, src/domain ConflictBody). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/**
 * A refusal for a reason of the business (a purchase order without lines, a receipt past its order): its code, the
 * English text with the detail, and the values its message names (`{ sku }`), which the browser formats.
 */
export function refusal(code: ErrorCodeValue, detail: string, values: Record<string, string | number> = {}): ApiFailure {
  return new ApiFailure(code, `${ERROR_TEXT[code]}: ${detail}`, undefined, undefined, { values });
}

/** A 40001 naming each field that is wrong, with what was not valid in English after the code's text (when given). */
export function badRequest(fields: FieldErrors, what?: string): ApiFailure {
  return new ApiFailure(
    ErrorCode.BadRequest,
    what ? `${ERROR_TEXT[ErrorCode.BadRequest]}: ${what}` : ERROR_TEXT[ErrorCode.BadRequest],
    fields,
  );
}

export function errorBody(failure: ApiFailure): ApiErrorBody {
  const body: ApiErrorBody = failure.fields
    ? { code: failure.code, message: failure.message, fields: failure.fields }
    : { code: failure.code, message: failure.message };
  return failure.extra ? { ...body, ...failure.extra } : body;
}

/** The JSON answer for a refusal. */
export function failureResponse(c: Context, failure: ApiFailure): Response {
  for (const [name, value] of Object.entries(failure.headers ?? {})) c.header(name, value);
  return c.json(errorBody(failure), httpStatusOf(failure.code) as 400);
}

/** Validate a body with a shared struct; a mismatch is a 40001 naming each field. */
export function parseWith<T>(struct: Struct<T, unknown>, body: unknown): T {
  const [error, value] = validate(body, struct, { coerce: true });
  if (error) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], fieldErrorsOf(error));
  return value;
}

/** A JSON body, or 40001 when it is not JSON. An empty body reads as {}. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiFailure(ErrorCode.BadRequest, 'The body is not valid JSON');
  }
}

/** A positive integer path parameter, or 40401 (an id that cannot exist is simply not found). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiFailure(ErrorCode.NotFound);
  return Number(raw);
}
