import { useEffect, useRef, type RefObject } from 'react';
import { FOCUS_SEARCH_EVENT, type FocusSearchEvent } from '../../../commands/focus-search';

/**
 * `/` (a focus-search request without a toolbar scope) focuses the list's filter field rather than the
 * toolbar search: the request is taken first (capture) and not passed on. Scoped requests ("Search
 * orders …") stay the toolbar's.
 */
export function useListFilterFocus(input: RefObject<HTMLInputElement | null>): void {
  const ref = useRef(input);
  ref.current = input;
  useEffect(() => {
    const listener = (event: Event) => {
      const field = ref.current.current;
      if ((event as FocusSearchEvent).detail?.scope || !field) return;
      field.focus();
      field.select();
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener(FOCUS_SEARCH_EVENT, listener, { capture: true });
    return () => window.removeEventListener(FOCUS_SEARCH_EVENT, listener, { capture: true });
  }, []);
}
