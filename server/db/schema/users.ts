/** Staff accounts and the brute-force counters of the sign-in flow. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './columns';

export const users = pgTable(
  'users',
  {
    ...baseColumns(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** src/domain/roles.ts: 0 Disabled … 5 Reseller. */
    role: integer('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Confirmed TOTP secret (base32); null until the first code is accepted. */
    totpSecret: text('totp_secret'),
    /** Secret handed out by generate-secret, promoted to totp_secret by the first accepted code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** Last accepted TOTP time step; a code of this step or an earlier one is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    canApproveReturns: boolean('can_approve_returns').notNull().default(false),
    passwordChangedAt: timestamptz('password_changed_at'),
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * Failed sign-in attempts per key ("account:<username>", "address:<ip>") in a fixed window. Updated only
 * by single-statement upserts, so any number of processes can count against the same rows.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    ...baseColumns(),
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('auth_attempts_key_key').on(t.key), index('auth_attempts_window_start_idx').on(t.windowStart)],
);
