import { proxy } from 'valtio';
import type { CurrentUser, TokenPayload, TokenResponse } from '../domain/api-types';
import { permissionKeys } from '../domain/permissions';
import type { Viewer } from '../domain/screens';
import { RECENT_CALLS_MAX, TOKEN_REFRESH_THRESHOLD_MS } from '../domain/constants';
import { passwordChangeDue as passwordDue } from '../domain/password-age';
import { persist } from './persist';

interface RecentCall {
  number: string;
  t: number;
}

export interface SessionState {
  token: string | null;
  /** Millisecond timestamp. */
  expire: number | null;
  payload: TokenPayload | null;
  user: CurrentUser | null;
  /** "view:shop", "update:customer", … recomputed on login, cleared on logout. */
  permissions: string[];
  todoCount: number;
  recentCalls: RecentCall[];
}

export const session = proxy<SessionState>({
  token: null,
  expire: null,
  payload: null,
  user: null,
  permissions: [],
  todoCount: 0,
  recentCalls: [],
});

persist('session', session, ['token', 'expire', 'payload', 'user', 'permissions', 'recentCalls']);

/** Decode a JWT's payload without verifying it: the server verifies; the browser only reads. */
function decodePayload(token: string): TokenPayload | null {
  try {
    const part = token.split('.')[1];
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as TokenPayload;
  } catch {
    return null;
  }
}

export function setAuth(response: TokenResponse): void {
  const payload = decodePayload(response.token);
  session.token = response.token;
  session.expire = response.expire;
  session.payload = payload;
  session.permissions = payload?.tfa ? permissionKeys(payload.role) : [];
}

export function setUser(user: CurrentUser | null): void {
  session.user = user;
}

export function clearAuth(): void {
  session.token = null;
  session.expire = null;
  session.payload = null;
  session.user = null;
  session.permissions = [];
  session.todoCount = 0;
}

/** Authenticated: a token exists and its expiry has not passed. */
function isAuthenticated(now: number = Date.now()): boolean {
  return !!session.token && (session.expire == null || session.expire > now);
}

/** Two-factor passed as well. */
export function isFullyAuthenticated(now: number = Date.now()): boolean {
  return isAuthenticated(now) && !!session.payload?.tfa;
}

/** At start-up: a stored expiry already past clears the authentication. True when it did. */
export function expireStaleSession(now: number = Date.now()): boolean {
  if (session.expire == null || session.expire > now) return false;
  clearAuth();
  return true;
}

/** The password must be changed when it never was, or more than 365 days ago. */
export function passwordChangeDue(user: Pick<CurrentUser, 'PasswordChangedAt'> | null, now: number = Date.now()): boolean {
  return !!user && passwordDue(user.PasswordChangedAt, now);
}

export function needsRefresh(now: number = Date.now()): boolean {
  return isFullyAuthenticated(now) && session.expire != null && session.expire - now < TOKEN_REFRESH_THRESHOLD_MS;
}

export function viewerOf(state: Pick<SessionState, 'payload' | 'user'> = session): Viewer {
  return { role: state.payload?.tfa ? state.payload.role : null, canApproveReturns: !!state.user?.CanApproveReturns };
}

export function setTodoCount(count: number): void {
  session.todoCount = count;
}

/** Remember an incoming call; the list keeps fewer than 10 entries, newest first, one per number. */
export function addRecentCall(number: string, now: number = Date.now()): void {
  session.recentCalls = [{ number, t: now }, ...session.recentCalls.filter((c) => c.number !== number)].slice(0, RECENT_CALLS_MAX);
}
