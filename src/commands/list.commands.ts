/**
 * Keys of the focused list and detail panes: j/k move, Enter opens, Esc goes back. They bind to the pane
 * element (usePaneHotkeys), so they fire only while focus is inside it, and each runs the action the pane
 * handed over. Arrow keys are the list widget's own (react-aria) and are not commands.
 */
import { SECTIONS } from './sections';
import type { Command, CommandScope, PaneActions } from './types';

function paneCommand(id: string, scope: CommandScope, keys: string, action: keyof PaneActions): Command {
  return {
    id,
    title: { id: `commands.${id}` },
    section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
    keywords: [action],
    shortcut: { keys },
    scope,
    when: (ctx) => !!ctx.pane?.[action],
    run: (ctx) => ctx.pane?.[action]?.(),
  };
}

export const listCommands: readonly Command[] = [
  paneCommand('list.next', 'list', 'j', 'next'),
  paneCommand('list.previous', 'list', 'k', 'previous'),
  paneCommand('list.open', 'list', 'enter', 'open'),
  paneCommand('detail.back', 'detail', 'escape', 'back'),
];

/** A pane offering every action: the cheat sheet lists pane keys as they work inside a focused pane. */
export const EVERY_PANE_ACTION: Required<PaneActions> = { next() {}, previous() {}, open() {}, back() {} };
