/**
 * The resource screen on display, as the palette's resource commands see it: which resource, which
 * records a selection command acts on (the checked rows, the open record, or the focused row), and the screen's own flows
 * (ask, call, flash), so a command run from the palette behaves exactly like the button or the key.
 * The screen activates its pane while mounted (and a child collection its own, beside it); nothing else writes here.
 */
import type { ResourceRecord } from '../domain/resources/types';

export interface ResourcePane {
  /** The resource's name (`faq`). */
  resource: string;
  /** The records selection commands act on: the checked rows, otherwise the open record or the focused row. */
  targets: () => readonly ResourceRecord[];
  deleteTargets: () => Promise<unknown>;
  exportTargets: () => Promise<unknown>;
  runAction: (actionId: string) => Promise<unknown>;
  /** The list's declared selection mode, when the resource has one and the user may run its action. */
  selection?: SelectionControls;
}

/** What the selection mode's commands do (src/views/resource/list/useSelectionMode.tsx). */
interface SelectionControls {
  /** The mode is on. */
  on: () => boolean;
  start: () => void;
  cancel: () => void;
  selectPage: () => void;
  perform: () => Promise<void>;
}

/**
 * The active pane of each resource: a screen's split pane, and beside it the child collections its detail shows (a
 * presale's items), each with its own records and flows.
 */
const active = new Map<string, ResourcePane>();

/** Make a screen's pane the active one of its resource; the returned function deactivates it (if still active). */
export function activateResourcePane(pane: ResourcePane): () => void {
  active.set(pane.resource, pane);
  return () => {
    if (active.get(pane.resource) === pane) active.delete(pane.resource);
  };
}

/** The active pane of this resource, when one shows it. */
export function activeResourcePane(resource: string): ResourcePane | null {
  return active.get(resource) ?? null;
}
