/** Purchasing's bespoke screens (src/views/screen-registry.ts finds them here), each in its own chunk. */
import type { ScreenLoader } from '../../views/screen-registry';

export const screens: Readonly<Record<string, ScreenLoader>> = {
  ShopPurchaseOrderReceive: () => import('./views/ReceivePage').then((m) => ({ default: m.ReceivePage })),
};
