/** Time is injected (STYLE.md 16): token expiry, TOTP steps, password age and windows all read a Clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
