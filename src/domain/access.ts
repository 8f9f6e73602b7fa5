import { can } from './permissions';
import type { Screen, Viewer } from './screens';
import { SCREENS, screenByName, menuHref } from './screens';

/** May this viewer open this screen? The server applies the same checks to the calls behind it. */
export function canOpen(viewer: Viewer, s: Screen): boolean {
  if (s.public || s.area === 'session') return true;
  if (s.permission && !can(viewer.role, ...s.permission)) return false;
  if (s.createPermission && !can(viewer.role, ...s.createPermission)) return false;
  if (s.requiresApproveReturns && !viewer.canApproveReturns) return false;
  return true;
}

/** The first screen of the side navigation the viewer may open, in table order, in one area or any. */
export function firstScreenFor(viewer: Viewer, area?: Screen['area']): Screen | null {
  return SCREENS.find((s) => s.menu && (!area || s.area === area) && canOpen(viewer, s)) ?? null;
}

/**
 * Where "/" sends a viewer: the first screen they may view, in the screen table's order: the shop
 * dashboard for those with view:dashboard, the order list for customer service, the product list for
 * product managers. Without any, the dashboard (which then says it is not for them).
 */
export function homePath(viewer: Viewer): string {
  const first = firstScreenFor(viewer);
  return first ? menuHref(first) : screenByName.get('ShopDash')!.path;
}

/** Where an area's breadcrumb leads: the area's first screen the viewer may open. */
export function areaHomePath(viewer: Viewer, area: Screen['area']): string | null {
  const first = firstScreenFor(viewer, area);
  return first ? menuHref(first) : null;
}

/** Screens shown in the side navigation for a viewer, grouped by area in table order. */
export function menuFor(viewer: Viewer): { area: Screen['area']; screens: Screen[] }[] {
  const areas: Screen['area'][] = ['shop', 'support', 'product', 'setting'];
  return areas
    .map((a) => ({ area: a, screens: SCREENS.filter((s) => s.area === a && s.menu && canOpen(viewer, s)) }))
    .filter((group) => group.screens.length > 0);
}

let screenPatterns: readonly [Screen, RegExp][] | null = null;

/** The screen a console address (a to-do's deep link, say: /shop/orders/123?tab=2) opens; null if none. */
export function screenOfLink(link: string): Screen | null {
  screenPatterns ??= SCREENS.map((s) => [
    s,
    new RegExp(`^${s.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
  ]);
  const path = link.split(/[?#]/)[0];
  return screenPatterns.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}

/**
 * The permission a to-do needs, as a key ("view:shop"): the one of the screen its deep link opens, so
 * a to-do is handed only to someone who may open what it points at (an order to-do never reaches a
 * role without the shop). Throws for a link no screen answers, and for a screen that another gate decides
 * too (a create permission, CanApproveReturns): the stored key alone must decide.
 */
export function todoPermissionKey(deepLink: string): string {
  const s = screenOfLink(deepLink);
  if (!s || s.public || !s.permission) throw new Error(`A to-do's deep link must open a console screen: ${deepLink}`);
  if (s.createPermission || s.requiresApproveReturns) throw new Error(`A to-do cannot point at ${s.name}, which has further gates`);
  return `${s.permission[0]}:${s.permission[1]}`;
}
