import { useState } from 'react';
import { ApiError } from '../../api/client';
import { ErrorCode } from '../../domain/errors';

/**
 * The failure alert of the session forms: the form's own message (SPEC.md section 8: "Login failed,
 * please try again"), or the too-many-attempts text when the server is limiting (42901).
 */
export function useSubmitFailure(messageId: string) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail: (error: unknown) =>
      setFailure(error instanceof ApiError && error.code === ErrorCode.TooManyAttempts ? 'errors.tooManyAttempts' : messageId),
  };
}
