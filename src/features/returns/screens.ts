/** The returns' bespoke screens (src/views/screen-registry.ts finds them here), each in its own chunk. */
import type { ScreenLoader } from '../../views/screen-registry';

export const screens: Readonly<Record<string, ScreenLoader>> = {
  ShopReturnAudits: () => import('./views/return-audits/ReturnAuditsPage').then((m) => ({ default: m.ReturnAuditsPage })),
};
