import { useState } from 'react';
import { ApiError } from '../../api/client';
import { ErrorCode } from '../../domain/errors';

/** Message ids of a form for particular answer codes, in place of its own failure message. */
export type FailureIds = Readonly<Partial<Record<number, string>>>;

/**
 * The failure alert of the session forms: the form's own message (SPEC.md section 8: "Login failed,
 * please try again"), the too-many-attempts text when the server is limiting (42901), or the form's own
 * text for a code (the login form's for an account that may not use the console, 40301).
 */
export function useSubmitFailure(messageId: string, byCode: FailureIds = {}) {
  const [failure, setFailure] = useState<string | null>(null);
  const idOf = (error: unknown): string => {
    if (!(error instanceof ApiError)) return messageId;
    if (error.code === ErrorCode.TooManyAttempts) return 'errors.tooManyAttempts';
    return byCode[error.code] ?? messageId;
  };
  return {
    failure,
    clear: () => setFailure(null),
    fail: (error: unknown) => setFailure(idOf(error)),
  };
}
