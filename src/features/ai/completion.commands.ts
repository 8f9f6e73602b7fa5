/**
 * AI product texts' commands (docs/decisions.md "Product texts by AI"): generate texts for the selected products
 * (the products' list, or the product open in its detail; Shift+G in their panes) and generate a waiting
 * text again (Shift+G in the AI texts' panes: plain `g` starts the go-to sequences). Approve and decline are
 * the completions' workflow keys (a, d), generated like every resource's.
 */
import { mutate as globalMutate } from 'swr';
import { api, ApiError, errorMessageOf } from '../../api/client';
import { revalidate } from '../../api/resources';
import { CompletionStatus, productCompletions } from '../../domain/resources/product/product-completions';
import type { ResourceRecord } from '../../domain/resources/types';
import { showFlash } from '../../store/flash';
import { openGenerateTexts } from '../../store/ui';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command, CommandContext } from '../../commands/types';

const DECIDE = 'update:product-change';
const KEY = 'shift+g';

const productTargets = () => activeResourcePane('products')?.targets() ?? [];
const waitingTargets = () =>
  (activeResourcePane('product-completions')?.targets() ?? []).filter((r) => r.Status === CompletionStatus.Waiting);

function openGenerate(ctx: CommandContext): void {
  if (ctx.hasPermission(DECIDE)) openGenerateTexts(productTargets().map((p) => p.ID));
}

/** Generates each waiting text's product, language and field again: the new proposal replaces it. */
async function regenerate(targets: readonly ResourceRecord[]): Promise<void> {
  let created = 0;
  try {
    for (const record of targets) {
      const answer = await api.post<{ created: number[] }>('/product/completions/generate', {
        productIds: [record.ProductID],
        locales: [record.Locale],
        field: record.Field,
      });
      created += answer.created.length;
    }
    showFlash({ id: 'resources.completions.generated' }, 'success', { values: { count: created } });
  } catch (error) {
    showFlash({ id: errorMessageOf(error) }, 'error', error instanceof ApiError ? { details: error.message } : {});
  } finally {
    await revalidate(
      { mutate: globalMutate },
      productCompletions,
      targets.map((r) => r.ID),
    );
  }
}

const generateKeywords = ['ai', 'texts', 'generate', 'completion', 'gpt', 'name', 'description', 'products'];

export const completionCommands: readonly Command[] = [
  {
    id: 'completions.generate',
    title: { id: 'commands.completions.generate' },
    section: SECTIONS.product,
    keywords: generateKeywords,
    keywordsMessage: { id: 'commands.completions.generate.keywords' },
    scope: 'global',
    when: (ctx) => ctx.hasPermission(DECIDE) && productTargets().length > 0,
    run: openGenerate,
  },
  ...(['list', 'detail'] as const).map((scope): Command => ({
    id: scope === 'list' ? 'completions.generate.list' : 'completions.generate.detail',
    title: { id: 'commands.completions.generate' },
    section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
    keywords: generateKeywords,
    shortcut: { keys: KEY },
    scope,
    resource: 'products',
    when: (ctx) => ctx.pane?.resource === 'products' && ctx.hasPermission(DECIDE) && productTargets().length > 0,
    run: openGenerate,
  })),
  {
    id: 'completions.regenerate',
    title: { id: 'commands.completions.regenerate' },
    section: SECTIONS.product,
    keywords: ['ai', 'texts', 'regenerate', 'again', 'completion'],
    scope: 'global',
    when: (ctx) => ctx.hasPermission(DECIDE) && waitingTargets().length > 0,
    run: () => regenerate(waitingTargets()),
  },
  ...(['list', 'detail'] as const).map((scope): Command => ({
    id: scope === 'list' ? 'completions.regenerate.list' : 'completions.regenerate.detail',
    title: { id: 'commands.completions.regenerate' },
    section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
    keywords: ['ai', 'texts', 'regenerate', 'again'],
    shortcut: { keys: KEY },
    scope,
    resource: 'product-completions',
    when: (ctx) => ctx.pane?.resource === 'product-completions' && ctx.hasPermission(DECIDE) && waitingTargets().length > 0,
    run: () => regenerate(waitingTargets()),
  })),
];
