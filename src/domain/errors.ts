/** API error codes (DESIGN.md "API"). The UI maps each to a localized message. */
export const ErrorCode = {
  BadRequest: 40001,
  MissingHeaderImage: 40002,
  NotAuthenticated: 40101,
  Forbidden: 40301,
  CsrfFailed: 40302,
  /** Four eyes: nobody approves or declines a return they created (server/returns/approval.ts). */
  OwnReturn: 40303,
  NotFound: 40401,
  Conflict: 40901,
  /** The request's body is beyond the route's limit (server/http/body-limit.ts). */
  PayloadTooLarge: 41301,
  /** A return decision's undo window has passed, or its effects already ran (server/returns/decision.ts). */
  UndoWindowClosed: 40903,
  /**
   * An invoice reminder's next action cannot be performed now: paid, ignored, marked, not due, no next action or not
   * configured (the answer's values name the `reason`, src/domain/billing/next-actions.ts SKIP_REASONS).
   */
  ReminderNotActionable: 40930,
  /**
   * The record a child belongs to does not take changes in its state (an order's items once it has gone to the
   * warehouse: `parent.changesWhen` of the child's declaration); the field issue on the link names why.
   */
  Locked: 40902,
  /**
   * A shop set-up record (a store, a store group, a currency group, a VAT type, a language …) still used by other
   * records is not deleted: the answer's `uses` names each resource that uses it and how many records
   * (server/settings/in-use.ts).
   */
  SettingInUse: 40910,
  /** No active e-mail template of the type for the store, nor one for every store (server/mail). */
  MailTemplateMissing: 42201,
  /** The invoice is not open (paid, credited or cancelled): no payment or credit is taken (server/billing). */
  InvoiceNotOpen: 40920,
  /** A payment or credit larger than the invoice's balance (server/billing/payments.ts). */
  PaymentExceedsBalance: 42220,
  /** The ticket's state does not allow the move, reply or note asked for (server/support; docs/decisions.md "Support: tickets"). */
  TicketStateRefuses: 40950,
  /** A reply to a ticket that has no e-mail address to send it to (server/support/replies.ts). */
  TicketNoAddress: 42230,
  TooManyAttempts: 42901,
  Internal: 50001,
  /** The AI provider failed: refused, no answer in time, an empty answer (server/ai). */
  AiFailed: 50201,
  /** The database does not answer (GET /api/ready). */
  Unavailable: 50301,
  /** AI texts are not configured (AI_BASE_URL, AI_API_KEY, AI_MODEL unset). */
  AiNotConfigured: 50302,
} as const;
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

/** Message id for an error code; unknown codes map to errors.unknown. */
export function errorMessageId(code: number | undefined): string {
  switch (code) {
    case ErrorCode.BadRequest:
      return 'errors.badRequest';
    case ErrorCode.MissingHeaderImage:
      return 'errors.missingHeaderImage';
    case ErrorCode.NotAuthenticated:
      return 'errors.notAuthenticated';
    case ErrorCode.Forbidden:
      return 'errors.forbidden';
    case ErrorCode.CsrfFailed:
      return 'errors.csrf';
    case ErrorCode.OwnReturn:
      return 'errors.ownReturn';
    case ErrorCode.NotFound:
      return 'errors.notFound';
    case ErrorCode.Conflict:
      return 'errors.conflict';
    case ErrorCode.PayloadTooLarge:
      return 'errors.payloadTooLarge';
    case ErrorCode.UndoWindowClosed:
      return 'errors.undoWindowClosed';
    case ErrorCode.Locked:
      return 'errors.locked';
    case ErrorCode.ReminderNotActionable:
      return 'errors.reminderNotActionable';
    case ErrorCode.TooManyAttempts:
      return 'errors.tooManyAttempts';
    case ErrorCode.Internal:
      return 'errors.internal';
    case ErrorCode.Unavailable:
      return 'errors.unavailable';
    case ErrorCode.AiFailed:
      return 'errors.aiFailed';
    case ErrorCode.AiNotConfigured:
      return 'errors.aiNotConfigured';
    case ErrorCode.MailTemplateMissing:
      return 'errors.mailTemplateMissing';
    case ErrorCode.SettingInUse:
      return 'errors.settingInUse';
    case ErrorCode.InvoiceNotOpen:
      return 'errors.invoiceNotOpen';
    case ErrorCode.PaymentExceedsBalance:
      return 'errors.paymentExceedsBalance';
    case ErrorCode.TicketStateRefuses:
      return 'errors.ticketStateRefuses';
    case ErrorCode.TicketNoAddress:
      return 'errors.ticketNoAddress';
    default:
      return 'errors.unknown';
  }
}
