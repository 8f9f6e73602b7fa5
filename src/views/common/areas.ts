import type { Area } from '../../domain/screens';

/** Where an area's breadcrumb leads: its first screen (the dashboard, the product list, the settings index). */
export function areaHome(area: Area): string | null {
  switch (area) {
    case 'shop': return '/shop';
    case 'product': return '/product/items';
    case 'setting': return '/setting';
    default: return null;
  }
}

/** Pages under /shop, /product and /setting are shown with the navigation and the toolbar. */
export function isShellPath(path: string): boolean {
  return /^\/(shop|product|setting)(\/|$)/.test(path);
}
