/**
 * The panes whose keys are bound now (PaneHotkeys registers each while its element is in the page), with what
 * each can do at this moment: the cheat sheet lists a pane's key when a pane on screen takes it, asking the same
 * `when` with the same context the key would run with, so it shows every key that works and none that does not.
 */
import type { CommandScope, PaneActions } from './types';

export interface PaneOnScreen {
  scope: Exclude<CommandScope, 'global'>;
  /** What the pane hands its keys now. */
  actions: () => PaneActions;
  /** The pane's selected record ids (ctx.selection of its keys). */
  selection: () => readonly string[];
}

const panes = new Set<PaneOnScreen>();

/** A pane is on screen until the returned function is called. */
export function showPane(pane: PaneOnScreen): () => void {
  panes.add(pane);
  return () => {
    panes.delete(pane);
  };
}

export function panesOnScreen(): readonly PaneOnScreen[] {
  return [...panes];
}
