/** The orders' bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { OrderDetail } from '../../views/resource/overrides/OrderDetail';
import { timeline } from '../../views/resource/timeline/Timeline';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // The order's customer as a link (Shift+C) and "Create a return" as a button (Shift+R).
  orders: { Detail: OrderDetail },
  // An order's events read as its timeline: when, integration and kind as chips, the message, who.
  'order-events': timeline('order-events', { time: 'CreatedAt', chips: ['Integration', 'Kind'], message: 'Message', actor: 'ActorID' }),
};
