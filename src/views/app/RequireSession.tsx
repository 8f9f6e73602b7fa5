import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { passwordChangeDue, session, type SessionState } from '../../store/session';

export const CHANGE_PASSWORD_PATH = '/change-password';

/** `/login?redirect=…` (or /authenticate) carrying the full wanted path with its query. */
export function withRedirect(target: string, wanted: string): string {
  return wanted && wanted !== '/' ? `${target}?redirect=${encodeURIComponent(wanted)}` : target;
}

/**
 * The route guard for every non-public route: no session → /login with the wanted path as redirect;
 * a token that has not passed two-factor → /authenticate with the redirect; a password that must be
 * changed → /change-password.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session) as SessionState;
  const [path] = useLocation();
  const search = useSearch();
  const wanted = `${path}${search ? `?${search}` : ''}`;
  const authenticated = !!snap.token && (snap.expire == null || snap.expire > Date.now());
  if (!authenticated) return <Redirect to={withRedirect('/login', wanted)} replace />;
  if (!snap.payload?.tfa) return <Redirect to={withRedirect('/authenticate', wanted)} replace />;
  if (path !== CHANGE_PASSWORD_PATH && passwordChangeDue(snap.user)) return <Redirect to={CHANGE_PASSWORD_PATH} replace />;
  return <>{children}</>;
}
