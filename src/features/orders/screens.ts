/** The orders' bespoke screens (src/views/screen-registry.ts finds them here), each in its own chunk. */
import type { ScreenLoader } from '../../views/screen-registry';

export const screens: Readonly<Record<string, ScreenLoader>> = {
  // orders/new: a staff order priced by the server (the orders declaration's `bespokeNew`).
  ShopOrderNew: () => import('./views/order-new/OrderNewPage').then((m) => ({ default: m.OrderNewPage })),
};
