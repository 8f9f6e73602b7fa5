import { useEffect, useRef } from 'react';

/** How long a screen waits for an overlay (the palette that opened it) to let go of the focus. */
const WAIT_MS = 1500;
const STEP_MS = 100;

/** The id of the shell's main element, where a shown screen's keyboard focus starts. */
export const MAIN_ID = 'main';

/**
 * How many keys and pointer presses the person has made in this page: a screen's first focus gives way once
 * they have acted since it began waiting (closed a popover with Esc, clicked somewhere), so it never lands
 * on a row while they are elsewhere. Counted in the capture phase, before any handler can stop the event.
 */
let inputs = 0;
let countedIn: Document | null = null;
const count = () => {
  inputs += 1;
};
function countInputs(): void {
  if (countedIn === document) return;
  countedIn = document;
  document.addEventListener('keydown', count, true);
  document.addEventListener('pointerdown', count, true);
}

/**
 * Nobody holds the keyboard: focus is on the page itself or on the main element the shell parks it on
 * while a screen loads. A screen may then take it; a user in a field or an open overlay keeps it.
 */
export function focusIsIdle(): boolean {
  const active = document.activeElement;
  return active == null || active === document.body || active.id === MAIN_ID;
}

/**
 * A screen opened without focus anywhere puts it where its keys work, once per `key` (a screen that stays
 * mounted while its route changes passes the route): `focus()` is called when the screen is `ready` and
 * nothing holds the focus (waiting a moment while, say, the palette that opened the screen closes); it
 * returns true when it placed the focus, false to be asked again a moment later. A user already in a field
 * keeps it, and one who presses a key or a pointer while it waits has taken the focus in hand: it gives up.
 */
export function useInitialFocus(ready: boolean, focus: () => boolean, key?: string): void {
  const done = useRef<{ key: string | undefined } | null>(null);
  const latest = useRef(focus);
  latest.current = focus;
  useEffect(() => {
    if ((done.current && done.current.key === key) || !ready) return;
    countInputs();
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inputsBefore = inputs;
    const finish = () => {
      done.current = { key };
    };
    const attempt = () => {
      if (inputs !== inputsBefore) {
        finish();
        return;
      }
      if (focusIsIdle() && latest.current()) {
        finish();
        return;
      }
      waited += STEP_MS;
      if (waited < WAIT_MS) timer = setTimeout(attempt, STEP_MS);
      else finish();
    };
    attempt();
    return () => clearTimeout(timer);
  }, [ready, key]);
}
