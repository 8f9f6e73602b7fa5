/**
 * The list facts (list-query.ts) of every resource with a list screen, by its screen name's prefix (`ShopOrder` for
 * ShopOrderIndex and ShopOrderDetail). The browser's entry reads them to ask for the first screen's list at start-up,
 * beside the shell, instead of after the declarations and the area have loaded (docs/decisions.md "Where the first
 * load's time goes"). Vite ships only the answer (scripts/precomputed-modules.mjs); elsewhere the module runs as written.
 */
import { RESOURCES } from './index';
import { listQueryFacts, type ListQueryFacts } from './list-query';

export const LIST_FACTS: Readonly<Record<string, ListQueryFacts>> = Object.fromEntries(
  RESOURCES.filter((def) => !def.parent && !def.singleton).map((def) => [def.screen, listQueryFacts(def)]),
);
