/**
 * The signed-in user's current state (exists, role, password age, flags), read from the database so a disabled,
 * deleted or re-roled account loses its old rights long before its token expires. Each app instance keeps
 * a brief cache by user id, timed by the injected clock (tests move time instead of sleeping).
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { passwordChangeDue } from '../../src/domain/password-age';

/** How long one reading of a user's state is trusted (docs/decisions.md "Authorization"). */
export const USER_STATE_TTL_MS = 15_000;

/** Past this many cached users the cache starts over (it only saves reads). */
const MAX_ENTRIES = 10_000;

export interface UserState {
  role: number;
  passwordChangedAt: Date | null;
  /** SPEC.md "User": may approve returns and chargebacks (besides the permission). */
  canApproveReturns: boolean;
}

interface Entry {
  readAt: number;
  state: Promise<UserState | null>;
}

export class UserStates {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number = USER_STATE_TTL_MS,
  ) {}

  /**
   * The user's state now, or null when the user no longer exists. A cached reading younger than the
   * window is used, except one whose password change is due: that is read again on every call, so a
   * change made through any process takes effect at once.
   */
  async current(id: number): Promise<UserState | null> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(id);
    if (cached && now >= cached.readAt && now - cached.readAt < this.ttlMs) {
      const state = await cached.state;
      if (!state || !passwordChangeDue(state.passwordChangedAt, now)) return state;
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry: Entry = { readAt: now, state: this.read(id) };
    this.entries.set(id, entry);
    try {
      return await entry.state;
    } catch (error) {
      // A failed read is not remembered.
      if (this.entries.get(id) === entry) this.entries.delete(id);
      throw error;
    }
  }

  /** Forget what this process knows about a user (after a change it made itself). */
  forget(id: number): void {
    this.entries.delete(id);
  }

  private async read(id: number): Promise<UserState | null> {
    const [row] = await this.db
      .select({ role: users.role, passwordChangedAt: users.passwordChangedAt, canApproveReturns: users.canApproveReturns })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  }
}
