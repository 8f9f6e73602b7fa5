/**
 * Toolbar search per scope, and the incoming-call lookup. With typed text in the palette they act on it
 * (search that scope's list for it, look the number up); without, they focus the toolbar search on that
 * scope or open the call lookup.
 */
import { CALL_QUERY_PARAM } from '../domain/constants';
import { canOpen } from '../domain/access';
import { SEARCH_SCOPES, screen, screenHref, searchHref, type SearchScope } from '../domain/screens';
import { openCallLookup } from '../store/ui';
import { hrefWithParam } from './context';
import { requestSearchFocus } from './focus-search';
import { api, type ListResult } from '../api/client';
import {
  looksLikeEmail,
  looksLikeOrderNumber,
  looksLikePhone,
  looksLikePhoneFirst,
  looksLikeSku,
  looksLikeTrackingReference,
  phoneQueryValue,
  trackingReferenceOf,
} from '../domain/input-kinds';
import { SECTIONS } from './sections';
import type { Command, QueryPlacement } from './types';
import { valueText } from '../domain/value-text';

/** Which typed text makes a scope's search the first suggestion; any other text offers it last. */
const FIRST_WHEN: Record<SearchScope, ((text: string) => boolean) | null> = {
  orders: (text) => looksLikeOrderNumber(text) || looksLikeTrackingReference(text),
  returns: null,
  customers: looksLikeEmail,
  products: looksLikeSku,
};

/**
 * Typed text that names one record of the scope, and how to tell that record among the list's matches: an
 * order by its number, a customer by their e-mail. The search then opens that record at once; any other text
 * (or no single match) lands on the scope's list. A tracking reference searches the orders in its compact form
 * and opens the one order whose fulfilment carries it.
 */
const ONE_RECORD: Partial<Record<SearchScope, { key: string; of: (text: string) => string | null }>> = {
  orders: { key: 'Number', of: (text) => (looksLikeOrderNumber(text) ? text.trim() : null) },
  customers: { key: 'Email', of: (text) => (looksLikeEmail(text) ? text.trim().toLowerCase() : null) },
};

/** What the scope's list is searched for: a tracking reference without its spaces or link around it. */
function searchText(scope: SearchScope, text: string): string {
  return scope === 'orders' ? (trackingReferenceOf(text)?.reference ?? text) : text;
}

/**
 * The one order a tracking reference names: the orders' search finds the orders whose fulfilment carries it
 * (server side); exactly one is opened, several land on the list.
 */
async function trackedOrderHref(text: string): Promise<string | null> {
  const reference = trackingReferenceOf(text)?.reference;
  if (!reference) return null;
  const list = screen(SEARCH_SCOPES.orders);
  const answer = await api.get<ListResult<{ ID: number }>>(list.path, { query: { q: reference, limit: 2 } }).catch(() => null);
  return answer?.data.length === 1 ? screenHref(screen(list.name.replace(/Index$/, 'Detail')), { id: answer.data[0].ID }) : null;
}

/** The one record the text names, when the scope's list has it (a handful of matches are asked, one is exact). */
async function namedRecordHref(scope: SearchScope, text: string): Promise<string | null> {
  if (scope === 'orders' && trackingReferenceOf(text)) return trackedOrderHref(text);
  const named = ONE_RECORD[scope];
  const value = named?.of(text);
  if (!named || !value) return null;
  const list = screen(SEARCH_SCOPES[scope]);
  const detail = screen(list.name.replace(/Index$/, 'Detail'));
  // The screens' paths are the API's (DESIGN.md "API": paths mirror the screens). A failed lookup lands on
  // the list, which shows the failure with its retry.
  const answer = await api
    .get<ListResult<Record<string, unknown> & { ID: number }>>(list.path, { query: { q: value, limit: 5 } })
    .catch(() => null);
  const hit = answer?.data.find((row) => valueText(row[named.key] ?? '').toLowerCase() === value.toLowerCase());
  return hit ? screenHref(detail, { id: hit.ID }) : null;
}

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
    run: async (ctx) => {
      const text = ctx.query.trim();
      if (!text) {
        requestSearchFocus(scope);
        return;
      }
      ctx.navigate((await namedRecordHref(scope, text)) ?? searchHref(scope, searchText(scope, text)));
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
