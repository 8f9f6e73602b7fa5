/** The session calls of SPEC.md section 7 and the session lifecycle built on them. */
import type { CurrentUser, SecretResponse, TokenResponse } from '../domain/api-types';
import { clearAuth, needsRefresh, session, setAuth, setUser } from '../store/session';
import { api, clearApiCache, endSession } from './client';

const sessionKeys = {
  user: (id: number) => `/setting/users/${id}`,
};

export function login(credentials: { username: string; password: string }): Promise<TokenResponse> {
  return api.post<TokenResponse>('/login', credentials, { anonymous: true });
}

export function authenticateTotp(code: string): Promise<TokenResponse> {
  return api.post<TokenResponse>('/authenticate-totp', { code }, { anonymous: true });
}

function refresh(): Promise<TokenResponse> {
  return api.post<TokenResponse>('/refresh', undefined, { anonymous: true });
}

function fetchUser(id: number): Promise<CurrentUser> {
  return api.get<CurrentUser>(sessionKeys.user(id));
}

const loadingUser = new Map<number, Promise<CurrentUser>>();

/** Fetch the current user and store it; concurrent callers (sign-in flow, start-up) share one request. */
export function loadCurrentUser(id: number): Promise<CurrentUser> {
  let pending = loadingUser.get(id);
  if (!pending) {
    pending = fetchUser(id)
      .then((user) => {
        if (session.payload?.id === id) setUser(user);
        return user;
      })
      .finally(() => loadingUser.delete(id));
    loadingUser.set(id, pending);
  }
  return pending;
}

export function generateSecret(id: number): Promise<SecretResponse> {
  return api.post<SecretResponse>(`/setting/users/${id}/generate-secret`);
}

export function changePassword(id: number, body: { password: string; repeatPassword: string }): Promise<void> {
  return api.put<void>(`/setting/users/${id}/change-password`, body);
}

/** A new token from login: whatever the browser held before (user, cached answers) is dropped first. */
export function startSession(answer: TokenResponse): void {
  clearAuth();
  clearApiCache();
  setAuth(answer);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Called on every navigation: a full token that expires within the hour is exchanged for a new one.
 * A refused refresh clears the authentication (the route guard then shows the login screen).
 */
export function refreshIfDue(now: number = Date.now()): Promise<boolean> {
  if (!needsRefresh(now)) return Promise.resolve(false);
  refreshing ??= refresh()
    .then((answer) => {
      setAuth(answer);
      return true;
    })
    .catch(() => {
      endSession();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Logout: authentication, permissions, reference data and cached answers are cleared; then the login
 * screen (through the caller's router, so no redirect back is offered).
 */
export function logout(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  endSession();
  navigate('/login', { replace: true });
}
