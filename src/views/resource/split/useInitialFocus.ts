import { useEffect, useRef } from 'react';

/** How long a screen waits for an overlay (the palette that opened it) to let go of the focus. */
const WAIT_MS = 1500;
const STEP_MS = 100;

function idle(): boolean {
  const active = document.activeElement;
  return active == null || active === document.body || active.id === 'main';
}

/**
 * A screen opened without focus anywhere puts it where its keys work, once: `focus()` is called when the
 * screen is `ready` and nothing holds the focus (waiting a moment while, say, the palette that opened the
 * screen closes); it returns true when it placed the focus. A user already in a field keeps it.
 */
export function useInitialFocus(ready: boolean, focus: () => boolean): void {
  const done = useRef(false);
  const latest = useRef(focus);
  latest.current = focus;
  useEffect(() => {
    if (done.current || !ready) return;
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (done.current) return;
      if (idle()) {
        done.current = latest.current();
        if (done.current) return;
      }
      waited += STEP_MS;
      if (waited < WAIT_MS) timer = setTimeout(attempt, STEP_MS);
      else done.current = true;
    };
    attempt();
    return () => clearTimeout(timer);
  }, [ready]);
}
