import { PASSWORD_MAX_AGE_DAYS } from './constants';

const DAY_MS = 86_400_000;

/**
 * The password must be changed when it never was, or more than 365 days ago (SPEC.md sections 4 and 9).
 * One rule for the browser's route guard and the server's, which refuses everything else until then.
 */
export function passwordChangeDue(changedAt: Date | string | null | undefined, now: number): boolean {
  const changed = changedAt instanceof Date ? changedAt.getTime() : changedAt ? Date.parse(changedAt) : NaN;
  return Number.isNaN(changed) || now - changed > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}
