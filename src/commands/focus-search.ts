/**
 * "Focus the search": `/` and the search commands ask whoever owns a search field (the toolbar search, a
 * list's filter) to take focus. A DOM event keeps the command layer free of references to those fields.
 *
 *   useFocusSearchRequest((scope) => { …focus the field, pick the scope…; return true; })
 *
 * `scope` is undefined for `/` (focus the list filter if the screen has one, otherwise the toolbar search)
 * and a toolbar scope for the "Search …" commands. A handler that took focus returns true (the event is
 * then cancelled); when nobody did, the first search field on the page (`[role="search"] input`,
 * `input[type="search"]`) gets focus, so the keys work on any screen with a search field.
 */
import { useEffect, useRef } from 'react';
import type { SearchScope } from '../domain/screens';

export const FOCUS_SEARCH_EVENT = 'backoffice:focus-search';

interface FocusSearchDetail {
  scope?: SearchScope;
}

export type FocusSearchEvent = CustomEvent<FocusSearchDetail>;

const SEARCH_FIELD_SELECTOR = '[role="search"] input:not([type="hidden"]), input[type="search"]';

/** Focus the first enabled search field in the document; false when there is none. */
function focusFirstSearchField(): boolean {
  if (typeof document === 'undefined') return false;
  for (const el of document.querySelectorAll<HTMLInputElement>(SEARCH_FIELD_SELECTOR)) {
    if (el.disabled || el.closest('[inert], [aria-hidden="true"]')) continue;
    el.focus();
    el.select();
    if (document.activeElement === el) return true;
  }
  return false;
}

/** Ask for a search field; true when one took focus. */
export function requestSearchFocus(scope?: SearchScope): boolean {
  const event = new CustomEvent<FocusSearchDetail>(FOCUS_SEARCH_EVENT, { detail: { scope }, cancelable: true });
  const unhandled = window.dispatchEvent(event);
  return unhandled ? focusFirstSearchField() : true;
}

/** Calls `handler` whenever a command asks for the search field; returning true marks the request handled. */
export function useFocusSearchRequest(handler: (scope: SearchScope | undefined) => boolean | void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const listener = (e: Event) => {
      if (ref.current((e as FocusSearchEvent).detail?.scope) === true) e.preventDefault();
    };
    window.addEventListener(FOCUS_SEARCH_EVENT, listener);
    return () => window.removeEventListener(FOCUS_SEARCH_EVENT, listener);
  }, []);
}
