import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { homePath } from '../../domain/access';
import { session, type SessionState } from '../../store/session';
import { redirectOf } from '../session/redirect';
import { preloadConsole } from './preload';

/**
 * Renders nothing: starts loading the console ahead of its render (app/preload.ts). A page opened with a
 * session loads the shell and its screen's area side by side; while a live token's holder types their code
 * on /authenticate, the shell and the first screen (the redirect, else the home) load, so a sign-in then
 * lands at once. The session pages never load the console themselves: they sit below it.
 */
export function ConsolePreload({ path }: { path: string }) {
  const snap = useSnapshot(session) as SessionState;
  const search = useSearch();
  const signedIn = !!(snap.token && snap.payload?.tfa);
  useEffect(() => {
    if (signedIn) preloadConsole(path);
  }, [signedIn, path]);

  const authenticating = path === '/authenticate' && !!snap.token && (snap.expire == null || snap.expire > Date.now());
  const role = snap.payload?.role;
  const redirect = authenticating ? redirectOf(search) : null;
  useEffect(() => {
    if (authenticating && role != null) preloadConsole(redirect ?? homePath({ role }));
  }, [authenticating, role, redirect]);
  return null;
}
