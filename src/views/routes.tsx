import { lazy, Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { homePath } from '../domain/access';
import { SCREEN_ALIASES, SCREENS } from '../domain/screens';
import { session, type SessionState } from '../store/session';
import { Forward } from './app/Forward';
import { ConsolePreload } from './app/ConsolePreload';
import { loadShell } from './app/preload';
import { RequireSession } from './app/RequireSession';
import { useViewer } from './app/useViewer';
import { isShellPath } from './common/areas';
import { NotFound } from './common/NotFound';
import { Skeleton } from './common/Skeleton';
import { productRoutes } from './product/routes';
import { PUBLIC_PATHS, sessionRoutes } from './session/routes';
import { settingRoutes } from './setting/routes';
import { shopRoutes } from './shop/routes';
import { supportRoutes } from './support/routes';

const Shell = lazy(loadShell);

/** / goes to the viewer's home: the first screen they may view (the shop dashboard when allowed). */
function Home() {
  return <Forward to={homePath(useViewer())} />;
}

const routes = [
  ...sessionRoutes,
  <Route key="home" path="/">
    <Home />
  </Route>,
  ...Object.entries(SCREEN_ALIASES).map(([from, to]) => (
    <Route key={from} path={from}>
      <Forward to={to} />
    </Route>
  )),
  ...shopRoutes,
  ...supportRoutes,
  ...productRoutes,
  ...settingRoutes,
  <Route key="not-found">
    <NotFound />
  </Route>,
];

/** Every address a route answers; any other is "page not found". */
const KNOWN_PATTERNS: readonly string[] = ['/', '/setting', ...Object.keys(SCREEN_ALIASES), ...SCREENS.map((s) => s.path)];

/** The address answers to a route of the table (wouter's own matcher, as the Switch uses). */
function useKnownPath(path: string): boolean {
  const { parser } = useRouter();
  return useMemo(() => KNOWN_PATTERNS.some((pattern) => matchRoute(parser, pattern, path)[0]), [parser, path]);
}

/**
 * Every route in one Switch. Public session screens render alone, and so does "page not found" for a
 * visitor without a session (the spec's not-found route is "auth false": it does not send them to
 * /login). Everything else passes the session guard, and pages under /shop, /support, /product and /setting sit in
 * the shell, which stays mounted while the screens inside it change.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const known = useKnownPath(path);
  const snap = useSnapshot(session) as SessionState;
  const content = <Switch>{routes}</Switch>;
  const signedIn = !!(snap.token && snap.payload?.tfa);
  return (
    <>
      <ConsolePreload path={path} />
      {PUBLIC_PATHS.has(path) ? (
        content
      ) : !known && !signedIn ? (
        <NotFound />
      ) : (
        <RequireSession>
          {isShellPath(path) ? (
            <Suspense fallback={<Skeleton rows={8} />}>
              <Shell>{content}</Shell>
            </Suspense>
          ) : (
            content
          )}
        </RequireSession>
      )}
    </>
  );
}
