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

/** Where "/" sends a viewer: the shop dashboard, or the first area the role may view. */
export function homePath(viewer: Viewer): string {
  for (const name of ['ShopDash', 'ProductItemIndex', 'SettingUserIndex']) {
    const s = screenByName.get(name)!;
    if (canOpen(viewer, s)) return menuHref(s);
  }
  return screenByName.get('ShopDash')!.path;
}

/** Screens shown in the side navigation for a viewer, grouped by area in table order. */
export function menuFor(viewer: Viewer): { area: Screen['area']; screens: Screen[] }[] {
  const areas: Screen['area'][] = ['shop', 'product', 'setting'];
  return areas
    .map((a) => ({ area: a, screens: SCREENS.filter((s) => s.area === a && s.menu && canOpen(viewer, s)) }))
    .filter((group) => group.screens.length > 0);
}
