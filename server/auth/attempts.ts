/**
 * Brute-force limits (DESIGN.md "Brute force"): failed sign-in attempts (password or code) are counted per
 * account and per client address in fixed windows. Counting is one upsert statement per key, so any
 * number of API processes share the counters without races. docs/decisions.md ("Server") has the numbers.
 */
import { inArray, sql, eq } from 'drizzle-orm';
import { authAttempts } from '../db/schema';
import type { Executor } from '../db/types';
import { versionAfter } from '../resources/versioned-writes';
import { ErrorCode } from '../../src/domain/errors';
import { ApiFailure, ERROR_TEXT } from '../http/errors';

export const ATTEMPT_WINDOW_SECONDS = 15 * 60;
/** Failures allowed per account per window; the next attempt is refused until the window ends. */
const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures allowed per client address per window (several accounts tried from one place). */
export const ADDRESS_FAILURE_LIMIT = 20;

export interface AttemptLimit {
  key: string;
  max: number;
}

/** Keyed by the lower-case username, so password and code failures of one account add up. */
export const accountKey = (username: string): string => `account:${username.trim().toLowerCase()}`;
const addressKey = (address: string): string => `address:${address}`;

/** The limits of a sign-in step for an account name and a client address. */
export function signInLimits(username: string, address: string): AttemptLimit[] {
  return [
    { key: accountKey(username), max: ACCOUNT_FAILURE_LIMIT },
    { key: addressKey(address), max: ADDRESS_FAILURE_LIMIT },
  ];
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

function windowEnd(start: Date): number {
  return start.getTime() + ATTEMPT_WINDOW_SECONDS * 1000;
}

/** 42901 with Retry-After when any key has used up its window; checked before the credentials. */
export async function assertAttemptsAllowed(db: Executor, limits: readonly AttemptLimit[], now: Date): Promise<void> {
  if (limits.length === 0) return;
  const rows = await db
    .select({ key: authAttempts.key, count: authAttempts.count, windowStart: authAttempts.windowStart })
    .from(authAttempts)
    .where(
      inArray(
        authAttempts.key,
        limits.map((l) => l.key),
      ),
    );
  let retryAt = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    const end = windowEnd(row.windowStart);
    if (limit && end > now.getTime() && row.count >= limit.max) retryAt = Math.max(retryAt, end);
  }
  if (retryAt > 0) {
    const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
    throw new ApiFailure(ErrorCode.TooManyAttempts, ERROR_TEXT[ErrorCode.TooManyAttempts], undefined, { 'Retry-After': String(seconds) });
  }
}

/**
 * Count one attempt against a key and return the count in its current window. A window that has ended
 * starts over at 1. One statement: concurrent callers each see their own increment.
 */
export async function countAttempt(db: Executor, key: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ATTEMPT_WINDOW_SECONDS * 1000);
  const expired = sql`${authAttempts.windowStart} <= ${timestamp(cutoff)}`;
  const [row] = await db
    .insert(authAttempts)
    .values({ key, windowStart: now, count: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${timestamp(now)} else ${authAttempts.windowStart} end`,
        updatedAt: now,
        version: versionAfter('sign-in attempt counter', authAttempts.version),
      },
    })
    .returning({ count: authAttempts.count });
  return row.count;
}

/** A failed password or code: counted against every key of the step. */
export async function recordFailure(db: Executor, limits: readonly AttemptLimit[], now: Date): Promise<void> {
  for (const limit of limits) await countAttempt(db, limit.key, now);
}

/** A completed sign-in forgets the account's failures (the address counter runs out with its window). */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}
