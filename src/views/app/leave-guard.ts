/**
 * One way out of a page for every in-app navigation (docs/decisions.md "Leaving unsaved changes"). wouter
 * cannot block a navigation, so the router hands each one to `guardedNavigation` (its `aroundNav`): links,
 * the palette, `g` sequences, the sidebar, redirects and every `navigate()` pass here. A form with unsaved
 * changes holds the way out while it is mounted; a navigation that would unmount it waits for its answer.
 * The browser's Back and Forward are held too: the entry is put back at once and the question asked.
 * Reloading or closing the tab gets the browser's own question (the form's beforeunload).
 */
import type { AroundNavHandler } from 'wouter';

export interface LeaveHold {
  /** True when a navigation to this address keeps the form on screen (a list filter beside it, say). */
  stays: (to: URL) => boolean;
  /** Unsaved changes right now. */
  isDirty: () => boolean;
  /** Ask the user; true when they chose to leave (the hold then lets every navigation through). */
  confirm: () => Promise<boolean>;
}

let hold: LeaveHold | null = null;

/** Hold the way out while a form is mounted; the returned function lets go (if still held by it). */
export function holdLeaving(next: LeaveHold): () => void {
  hold = next;
  return () => {
    if (hold === next) hold = null;
  };
}

/** The sign-in screens are where an ended session goes: nothing there can be asked or saved. */
const SESSION_PATH = /^\/(login|authenticate)(\/|$)/;

function asks(to: string): LeaveHold | null {
  if (!hold || !hold.isDirty()) return null;
  const url = new URL(to, window.location.href);
  if (SESSION_PATH.test(url.pathname) || hold.stays(url)) return null;
  return hold;
}

/** Ask the form holding the way out (if any) whether the app may go to `to`. */
export async function mayLeave(to: string): Promise<boolean> {
  const held = asks(to);
  return held ? held.confirm() : true;
}

/**
 * Run `leave` (signing out) once nothing unsaved would be lost: at once when nothing is held, after the
 * user's answer otherwise, whatever the target.
 */
export function leaveThen(leave: () => void): void {
  const held = hold && hold.isDirty() ? hold : null;
  if (!held) {
    leave();
    return;
  }
  void held.confirm().then((ok) => {
    if (ok) leave();
  });
}

/** The router's aroundNav: navigations that leave nothing unsaved go at once, the others after asking. */
export const guardedNavigation: AroundNavHandler = (navigate, to, options) => {
  const held = asks(to);
  if (!held) {
    navigate(to, options);
    return;
  }
  void held.confirm().then((leave) => {
    if (leave) navigate(to, options);
  });
};

function here(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Back and Forward change the address before anyone is told. Registered before the router's own listener
 * (this module loads with the app), the capturing listener sees it first: when the move would leave
 * unsaved changes it stops the event, puts the page's address back on top and asks; leaving goes back one
 * entry, to where the user wanted to go.
 */
function holdHistoryMoves(): void {
  let shown = here();
  const follow = () => {
    shown = here();
  };
  window.addEventListener('pushState', follow);
  window.addEventListener('replaceState', follow);
  window.addEventListener(
    'popstate',
    (event) => {
      const held = asks(here());
      if (!held) {
        follow();
        return;
      }
      event.stopImmediatePropagation();
      window.history.pushState(null, '', shown);
      void held.confirm().then((leave) => {
        if (leave) window.history.back();
      });
    },
    true,
  );
}

if (typeof window !== 'undefined') holdHistoryMoves();
