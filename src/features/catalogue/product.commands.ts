/** Catalogue commands beyond the generated ones: the multi-SKU fetch (view product). */
import { openOverlay } from '../../store/ui';
import { SECTIONS } from '../../commands/sections';
import type { Command } from '../../commands/types';

export const productCommands: readonly Command[] = [
  {
    id: 'product.fetchSkus',
    title: { id: 'commands.product.fetchSkus' },
    section: SECTIONS.product,
    keywords: ['sku', 'skus', 'fetch', 'paste', 'multi', 'articles', 'products'],
    keywordsMessage: { id: 'commands.product.fetchSkus.keywords' },
    scope: 'global',
    when: (ctx) => ctx.hasPermission('view:product'),
    run: () => openOverlay('skuFetchOpen'),
  },
];
