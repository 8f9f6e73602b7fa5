/**
 * The bespoke screens, by their name in the screen table (src/domain/screens.ts): each a component loaded on
 * demand, in its own chunk, given by its feature (src/features/<name>/screens.ts). Every area renders a routed
 * screen from here when its name is registered, and otherwise the engine's screen of its declared resource
 * (src/views/resource/ResourceScreen.tsx) or the placeholder; there is no other list of bespoke screens. A name that is not in the screen table fails
 * tests/unit/screen-registry.test.ts. Parts of a resource's engine screen (a row, a detail, a form) are
 * resource overrides instead (src/views/resource/overrides.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from '../domain/screens';
import { joinRegistries } from './join-registries';

export type ScreenComponent = ComponentType<{ screen: Screen }>;
export type ScreenLoader = () => Promise<{ default: ScreenComponent }>;

/** Each feature's bespoke screens: src/features/<name>/screens.ts exports `screens`, by screen name. */
const FEATURE_SCREENS = import.meta.glob<Readonly<Record<string, ScreenLoader>>>('../features/*/screens.ts', {
  eager: true,
  import: 'screens',
});

/** The sign-in pages, each its own small chunk so /login loads only what it needs, and every feature's screens. */
export const BESPOKE_SCREENS: Readonly<Record<string, ScreenLoader>> = joinRegistries(
  [
    {
      Login: () => import('./session/login/LoginPage'),
      Authenticate: () => import('./session/authenticate/AuthenticatePage'),
      ChangePassword: () => import('./session/change-password/ChangePasswordPage'),
    },
    ...Object.values(FEATURE_SCREENS),
  ],
  'screen',
);

const components = new Map<string, LazyExoticComponent<ScreenComponent>>();

/** The bespoke component of a screen, or null when the screen is not bespoke (one lazy component per name). */
export function bespokeScreen(name: string): LazyExoticComponent<ScreenComponent> | null {
  const load = BESPOKE_SCREENS[name];
  if (!load) return null;
  let component = components.get(name);
  if (!component) {
    component = lazy(load);
    components.set(name, component);
  }
  return component;
}

/** Start loading a screen's bespoke chunk ahead of its render (with its area's, see app/preload.ts). */
export function preloadBespokeScreen(name: string): void {
  BESPOKE_SCREENS[name]?.().catch(() => undefined);
}
