/** The price lists' bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { PriceListForm } from '../../views/resource/overrides/PriceListForm';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // The rule builder's Evaluate under the form.
  'price-lists': { Form: PriceListForm },
};
