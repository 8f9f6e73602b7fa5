/**
 * The cheat sheet lists a key exactly when the key works: for every key of the engine's list, detail and form
 * panes, and panes offering different actions (a detail that creates and deletes, one that does neither, as a
 * ticket's), the key is in the sheet if and only if pressing it in the pane does something. With no pane of a
 * scope on screen, none of that scope's keys is listed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaneHotkeys } from '../../src/commands/Hotkeys';
import { registry } from '../../src/commands/registry';
import { chordsOf, shortcutLabel } from '../../src/commands/shortcuts';
import type { Command, CommandScope, PaneActions } from '../../src/commands/types';
import { ui } from '../../src/store/ui';
import { renderCommandLayer, text } from './commands-render';

type PaneScope = Exclude<CommandScope, 'global'>;
type Action = Exclude<keyof PaneActions, 'resource'>;

/** The engine's own pane keys (src/commands/list.commands.ts): the same in every list, detail and form. */
const paneKeys = (scope: PaneScope): Command[] =>
  registry.commands.filter((c) => c.scope === scope && c.resource === undefined && c.shortcut && c.id.startsWith(`${scope}.`));

/** A pane on screen offering `offered` (each a spy) to its keys. */
function Pane({ scope, actions }: { scope: PaneScope; actions: PaneActions }) {
  const [pane, setPane] = useState<HTMLElement | null>(null);
  return (
    <section ref={setPane} aria-label="Rutan" tabIndex={-1}>
      <PaneHotkeys scope={scope} pane={pane} actions={actions} />
    </section>
  );
}

/** user-event's way to press a declared key: `shift+j` → `{Shift>}J{/Shift}`, `mod+enter` → Ctrl and Enter. */
function keysOf(command: Command): string {
  const [chord] = chordsOf(command.shortcut!);
  const names: Record<string, string> = { mod: 'Control', ctrl: 'Control', shift: 'Shift', alt: 'Alt', meta: 'Meta' };
  const key =
    chord.key.length > 1
      ? `{${chord.key[0].toUpperCase()}${chord.key.slice(1)}}`
      : chord.modifiers.includes('shift')
        ? chord.key.toUpperCase()
        : chord.key;
  return chord.modifiers.reduceRight((inner, m) => `{${names[m]}>}${inner}{/${names[m]}}`, key);
}

async function sheetRows(user: UserEvent): Promise<string[]> {
  act(() => {
    ui.cheatSheetOpen = true;
  });
  const sheet = await screen.findByRole('dialog', { name: 'Kortkommandon' });
  const rows = within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()}`);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return rows;
}

/** How many times the pane's actions have run. */
const calls = (spies: PaneActions) =>
  Object.values(spies).reduce((sum: number, spy) => sum + (typeof spy === 'function' ? vi.mocked(spy).mock.calls.length : 0), 0);

const rowOf = (command: Command) => `${text(command.title.id!)}: ${shortcutLabel(command.shortcut!, 'other')}`;

const CASES: { scope: PaneScope; offered: Action[] }[] = [
  { scope: 'list', offered: ['next', 'previous', 'open', 'toggleSelect', 'extendNext', 'extendPrevious', 'edit', 'create', 'remove'] },
  { scope: 'list', offered: ['next', 'previous', 'open'] },
  { scope: 'detail', offered: ['back', 'next', 'previous', 'edit', 'create', 'remove'] },
  // A ticket: it is edited (priority, subject), never made or deleted here.
  { scope: 'detail', offered: ['back', 'next', 'previous', 'edit'] },
  { scope: 'form', offered: ['save', 'back'] },
];

describe('the cheat sheet lists a pane key exactly when it works', () => {
  it.each(CASES)('a $scope pane offering $offered', async ({ scope, offered }) => {
    const user = userEvent.setup();
    const spies: PaneActions = Object.fromEntries(offered.map((action) => [action, vi.fn()]));
    renderCommandLayer({ role: 1, children: <Pane scope={scope} actions={spies} /> });
    const rows = await sheetRows(user);
    const pane = screen.getByRole('region', { name: 'Rutan' });
    for (const command of paneKeys(scope)) {
      act(() => pane.focus());
      const before = calls(spies);
      await user.keyboard(keysOf(command));
      const works = calls(spies) > before;
      expect({ key: command.id, listed: rows.includes(rowOf(command)) }).toEqual({ key: command.id, listed: works });
    }
    // The other scopes have no pane on screen: none of their keys is listed (a row the pane's own key shows too,
    // "Ny post: N" of a list and of a detail, is the pane's).
    const own = new Set(paneKeys(scope).map(rowOf));
    for (const other of (['list', 'detail', 'form'] as const).filter((s) => s !== scope)) {
      const listed = paneKeys(other).filter((command) => !own.has(rowOf(command)) && rows.includes(rowOf(command)));
      expect(listed.map((c) => c.id)).toEqual([]);
    }
  });
});
