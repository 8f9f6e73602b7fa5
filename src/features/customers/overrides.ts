/** The customers' bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { CustomerDetail } from '../../views/resource/overrides/CustomerDetail';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // Log in as the customer, merge it into another (also on keys and in the palette).
  customers: { Detail: CustomerDetail },
};
