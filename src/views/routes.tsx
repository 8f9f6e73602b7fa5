import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { homePath } from '../domain/access';
import { SCREEN_ALIASES } from '../domain/screens';
import { RequireSession } from './app/RequireSession';
import { useViewer } from './app/useViewer';
import { isShellPath } from './common/areas';
import { NotFound } from './common/NotFound';
import { Skeleton } from './common/Skeleton';
import { productRoutes } from './product/routes';
import { PUBLIC_PATHS, sessionRoutes } from './session/routes';
import { settingRoutes } from './setting/routes';
import { shopRoutes } from './shop/routes';

const Shell = lazy(() => import('./shell/Shell'));

/** Keep the query (an incoming call, say) when a path only forwards to another. */
function Forward({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search && !to.includes('?') ? `${to}?${search}` : to} replace />;
}

/** / goes to the viewer's home: the shop dashboard when allowed. */
function Home() {
  return <Forward to={homePath(useViewer())} />;
}

const routes = [
  ...sessionRoutes,
  <Route key="home" path="/"><Home /></Route>,
  ...Object.entries(SCREEN_ALIASES).map(([from, to]) => <Route key={from} path={from}><Forward to={to} /></Route>),
  ...shopRoutes,
  ...productRoutes,
  ...settingRoutes,
  <Route key="not-found"><NotFound /></Route>,
];

/**
 * Every route in one Switch. Public session screens render alone; everything else passes the session
 * guard, and pages under /shop, /product and /setting sit in the shell, which stays mounted while
 * the screens inside it change.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const content = <Switch>{routes}</Switch>;
  if (PUBLIC_PATHS.has(path)) return content;
  return (
    <RequireSession>
      {isShellPath(path) ? (
        <Suspense fallback={<Skeleton rows={8} />}>
          <Shell>{content}</Shell>
        </Suspense>
      ) : content}
    </RequireSession>
  );
}
