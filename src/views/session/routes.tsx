import { Route } from 'wouter';
import { SCREENS } from '../../domain/screens';
import { ScreenRoute } from '../app/ScreenRoute';
import { bespokeScreen } from '../screen-registry';

/**
 * /login, /authenticate and /change-password: each session screen is its own on-demand chunk (the screen
 * registry's), so the first screen most people see (/login) loads only what it needs.
 */
export const sessionRoutes = SCREENS.filter((s) => s.area === 'session').map((s) => {
  const page = bespokeScreen(s.name);
  if (!page) throw new Error(`The session screen ${s.name} has no page in the screen registry`);
  return (
    <Route key={s.name} path={s.path}>
      <ScreenRoute screen={s} area={page} />
    </Route>
  );
});

/** Paths open without a session (the spec's "auth true" routes). */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(SCREENS.filter((s) => s.public).map((s) => s.path));
