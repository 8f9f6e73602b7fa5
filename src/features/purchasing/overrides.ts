/** Purchasing's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { timeline } from '../../views/resource/timeline/Timeline';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // A purchase order's events read as its timeline: when, the kind as a chip, what happened, who.
  'purchase-order-events': timeline('purchase-order-events', { time: 'Time', chips: ['Kind'], message: 'Message', actor: 'ActorID' }),
};
