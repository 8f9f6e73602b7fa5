/** The dashboard's screen (src/views/screen-registry.ts finds it here), in its own chunk. */
import type { ScreenLoader } from '../../views/screen-registry';

export const screens: Readonly<Record<string, ScreenLoader>> = {
  ShopDash: () => import('./views/DashboardPage').then((m) => ({ default: m.DashboardPage })),
};
