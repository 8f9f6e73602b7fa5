/**
 * The return-audits queue on screen, for the palette's commands (src/features/returns/return-audits.commands.ts): the
 * queue registers what approve and decline do for its focused row or checked rows while it is shown.
 */
export interface ReturnAuditsHandle {
  approve(): void;
  decline(): void;
}

let active: ReturnAuditsHandle | null = null;

/** Set by the visible queue; cleared (with the same handle) when it goes. */
export function setReturnAuditsHandle(handle: ReturnAuditsHandle | null, previous?: ReturnAuditsHandle): void {
  if (handle === null && previous && active !== previous) return;
  active = handle;
}

export function returnAuditsHandle(): ReturnAuditsHandle | null {
  return active;
}
