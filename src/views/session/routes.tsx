import { lazy } from 'react';
import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { ScreenRoute, type AreaComponent } from '../app/ScreenRoute';

/**
 * Each session screen is its own on-demand chunk, so the first screen most people see (/login) loads
 * only what it needs.
 */
const PAGES: Record<string, AreaComponent> = {
  Login: lazy(() => import('./login/LoginPage')),
  Authenticate: lazy(() => import('./authenticate/AuthenticatePage')),
  ChangePassword: lazy(() => import('./change-password/ChangePasswordPage')),
};

/** /login, /authenticate and /change-password. */
export const sessionRoutes = SCREENS.filter((s) => s.area === 'session').map((s) => (
  <Route key={s.name} path={s.path}>
    <ScreenRoute screen={s} area={PAGES[s.name]} />
  </Route>
));

/** Paths open without a session (the spec's "auth true" routes). */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(SCREENS.filter((s) => s.public).map((s) => s.path));
