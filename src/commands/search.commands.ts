/**
 * Toolbar search per scope, and the incoming-call lookup. With typed text in the palette they act on it
 * (search that scope's list for it, look the number up); without, they focus the toolbar search on that
 * scope or open the call lookup.
 */
import { CALL_QUERY_PARAM } from '../domain/constants';
import { canOpen } from '../domain/access';
import { SEARCH_SCOPES, screen, searchHref, type SearchScope } from '../domain/screens';
import { openCallLookup } from '../store/ui';
import { hrefWithParam } from './context';
import { requestSearchFocus } from './focus-search';
import { looksLikeEmail, looksLikeOrderNumber, looksLikePhone, looksLikePhoneFirst, looksLikeSku, phoneQueryValue } from './input-kinds';
import { SECTIONS } from './sections';
import type { Command, QueryPlacement } from './types';

/** Which typed text makes a scope's search the first suggestion; any other text offers it last. */
const FIRST_WHEN: Record<SearchScope, ((text: string) => boolean) | null> = {
  orders: looksLikeOrderNumber,
  returns: null,
  customers: looksLikeEmail,
  products: looksLikeSku,
};

function searchCommand(scope: SearchScope): Command {
  const list = screen(SEARCH_SCOPES[scope]);
  return {
    id: `search.${scope}`,
    title: { id: `commands.search.${scope}` },
    section: SECTIONS.search,
    keywords: ['search', 'find', scope],
    keywordsMessage: { id: `commands.search.${scope}.keywords` },
    scope: 'global',
    when: (ctx) => canOpen(ctx.viewer, list),
    query: {
      title: { id: `commands.search.${scope}.query` },
      placement: (text): QueryPlacement => (FIRST_WHEN[scope]?.(text) ? 'first' : 'last'),
    },
    run: (ctx) => {
      const text = ctx.query.trim();
      if (text) ctx.navigate(searchHref(scope, text));
      else requestSearchFocus(scope);
    },
  };
}

export const searchCommands: readonly Command[] = [
  {
    id: 'calls.lookup',
    title: { id: 'commands.calls.lookup' },
    section: SECTIONS.general,
    keywords: ['call', 'phone', 'incoming', 'lookup'],
    keywordsMessage: { id: 'commands.calls.lookup.keywords' },
    scope: 'global',
    when: () => true,
    query: {
      title: { id: 'commands.calls.lookup.query' },
      placement: (text) => (looksLikePhoneFirst(text) ? 'first' : looksLikePhone(text) ? 'last' : null),
    },
    run: (ctx) => {
      if (ctx.query.trim()) ctx.navigate(hrefWithParam(ctx.location, ctx.search, CALL_QUERY_PARAM, phoneQueryValue(ctx.query)));
      else openCallLookup();
    },
  },
  ...(Object.keys(SEARCH_SCOPES) as SearchScope[]).map(searchCommand),
];
