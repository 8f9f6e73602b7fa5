/**
 * Keys of the focused list, detail and form panes. They bind to the pane element (PaneHotkeys), so they
 * fire only while focus is inside it, and each runs the action the pane handed over.
 * - list: j/k move, Enter opens, x selects the row, Shift+J/Shift+K extend the selection, e edits, n new,
 *   # deletes the selection (after asking). Arrow keys are the list widget's own (react-aria).
 * - detail: Esc back to the list, j/k open the next/previous record, e edits, n new, # deletes.
 * - form: Mod+S and Mod+Enter save, Esc goes back (these three also work while typing in a field).
 */
import { SECTIONS } from './sections';
import type { Command, CommandScope, PaneActions } from './types';

type PaneAction = Exclude<keyof PaneActions, 'resource'>;

function paneCommand(id: string, scope: Exclude<CommandScope, 'global'>, keys: string, action: PaneAction): Command {
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
  paneCommand('list.toggleSelect', 'list', 'x', 'toggleSelect'),
  paneCommand('list.extendNext', 'list', 'shift+j', 'extendNext'),
  paneCommand('list.extendPrevious', 'list', 'shift+k', 'extendPrevious'),
  paneCommand('list.edit', 'list', 'e', 'edit'),
  paneCommand('list.create', 'list', 'n', 'create'),
  paneCommand('list.remove', 'list', '#', 'remove'),
  paneCommand('detail.back', 'detail', 'escape', 'back'),
  paneCommand('detail.next', 'detail', 'j', 'next'),
  paneCommand('detail.previous', 'detail', 'k', 'previous'),
  paneCommand('detail.edit', 'detail', 'e', 'edit'),
  paneCommand('detail.create', 'detail', 'n', 'create'),
  paneCommand('detail.remove', 'detail', '#', 'remove'),
  paneCommand('form.save', 'form', 'mod+s', 'save'),
  paneCommand('form.saveEnter', 'form', 'mod+enter', 'save'),
  paneCommand('form.back', 'form', 'escape', 'back'),
];
