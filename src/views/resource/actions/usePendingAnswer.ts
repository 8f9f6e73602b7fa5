import { useCallback, useRef, useState } from 'react';

/**
 * A question put to the user in a dialog, answered later: `ask(question)` shows it (settling an earlier one
 * as unanswered) and resolves with the answer, or null when dismissed; `answer` closes it. The dialog hooks
 * (useConfirm, useActionInput) render `asked`.
 */
export function usePendingAnswer<Q, A>(): { asked: Q | null; ask: (question: Q) => Promise<A | null>; answer: (value: A | null) => void } {
  const [asked, setAsked] = useState<Q | null>(null);
  const resolver = useRef<((value: A | null) => void) | null>(null);
  const ask = useCallback((question: Q) => {
    resolver.current?.(null);
    setAsked(question);
    return new Promise<A | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = useCallback((value: A | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setAsked(null);
    resolve?.(value);
  }, []);
  return { asked, ask, answer };
}
