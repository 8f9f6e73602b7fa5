/** The AI texts' bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { CompletionDetail } from '../../views/product/completions/CompletionDetail';
import { CompletionNotice } from '../../views/product/completions/CompletionNotice';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // An AI text beside the product's, word by word, with its prohibited words named; whether AI texts are configured.
  'product-completions': { Detail: CompletionDetail, ListTools: CompletionNotice },
};
