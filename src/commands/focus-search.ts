/**
 * "Focus the search": `/` and the search commands ask whoever owns a search field (the toolbar search, a
 * list's filter) to take focus. A DOM event keeps the command layer free of references to those fields.
 *
 *   window.addEventListener(FOCUS_SEARCH_EVENT, (e) => { const { scope } = (e as FocusSearchEvent).detail; … })
 *
 * or, in React, `useFocusSearchRequest((scope) => …)`. `scope` is undefined for `/` (focus the list filter
 * if the screen has one, otherwise the toolbar search) and a toolbar scope for the "Search …" commands.
 */
import { useEffect, useRef } from 'react';
import type { SearchScope } from '../domain/screens';

export const FOCUS_SEARCH_EVENT = 'backoffice:focus-search';

export interface FocusSearchDetail {
  scope?: SearchScope;
}

export type FocusSearchEvent = CustomEvent<FocusSearchDetail>;

export function requestSearchFocus(scope?: SearchScope): void {
  window.dispatchEvent(new CustomEvent<FocusSearchDetail>(FOCUS_SEARCH_EVENT, { detail: { scope } }));
}

/** Calls `handler` whenever a command asks for the search field. */
export function useFocusSearchRequest(handler: (scope: SearchScope | undefined) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const listener = (e: Event) => ref.current((e as FocusSearchEvent).detail?.scope);
    window.addEventListener(FOCUS_SEARCH_EVENT, listener);
    return () => window.removeEventListener(FOCUS_SEARCH_EVENT, listener);
  }, []);
}
