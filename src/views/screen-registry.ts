/**
 * The bespoke screens, by their name in the screen table (src/domain/screens.ts): each a component loaded on
 * demand, in its own chunk. Every area renders a routed screen from here when its name is registered, and
 * otherwise the engine's screen of its declared resource (src/views/resource/ResourceScreen.tsx) or the
 * placeholder; there is no other list of bespoke screens. A name that is not in the screen table fails
 * tests/unit/screen-registry.test.ts. Parts of a resource's engine screen (a row, a detail, a form) are
 * resource overrides instead (src/views/resource/overrides.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from '../domain/screens';

export type ScreenComponent = ComponentType<{ screen: Screen }>;
export type ScreenLoader = () => Promise<{ default: ScreenComponent }>;

const loadImport: ScreenLoader = () => import('./product/imports/ImportRoute');

export const BESPOKE_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // Sign-in: each page its own small chunk, so /login loads only what it needs.
  Login: () => import('./session/login/LoginPage'),
  Authenticate: () => import('./session/authenticate/AuthenticatePage'),
  ChangePassword: () => import('./session/change-password/ChangePasswordPage'),
  ShopDash: () => import('./shop/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  // orders/new: a staff order priced by the server (the orders declaration's `bespokeNew`).
  ShopOrderNew: () => import('./shop/order-new/OrderNewPage').then((m) => ({ default: m.OrderNewPage })),
  ShopReturnAudits: () => import('./shop/return-audits/ReturnAuditsPage').then((m) => ({ default: m.ReturnAuditsPage })),
  // The catalogue imports, one screen for all five (src/domain/imports/definitions.ts).
  ProductItemImport: loadImport,
  ProductPriceImport: loadImport,
  ProductSupplierImport: loadImport,
  ProductCategoryImport: loadImport,
  ProductCategoryImportProducts: loadImport,
};

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
