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
  const areas: Screen['area'][] = ['shop', 'product', 'setting'];
  return areas
    .map((a) => ({ area: a, screens: SCREENS.filter((s) => s.area === a && s.menu && canOpen(viewer, s)) }))
    .filter((group) => group.screens.length > 0);
}
