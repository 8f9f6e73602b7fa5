/**
 * When a failed attempt is tried again (docs/decisions.md "Jobs"): after 10 s, then 20 s, 40 s, … doubling
 * with each attempt, never more than 30 minutes apart.
 */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, capMs: 30 * 60_000 };

/** The wait after the `attempt`-th failed attempt (1-based). */
export function backoffMs(attempt: number, { baseMs, capMs }: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
}
