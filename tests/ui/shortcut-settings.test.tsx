/**
 * WCAG 2.1.4 character-key shortcuts: the global single-key shortcuts (`g` sequences, `?`, `/`) can be
 * turned off or given other keys in the shortcut settings; the cheat sheet shows the keys in force.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaneHotkeys } from '../../src/commands/Hotkeys';
import { FOCUS_SEARCH_EVENT } from '../../src/commands/focus-search';
import { STORAGE_KEY } from '../../src/store/persist';
import { preferences } from '../../src/store/preferences';
import { ui } from '../../src/store/ui';
import { renderCommandLayer, text } from './commands-render';

afterEach(() => {
  preferences.shortcuts = { singleKeys: true, keys: {} };
});

async function openSettingsFromPalette(user: UserEvent): Promise<HTMLElement> {
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: text('commands.palette.title') });
  await user.keyboard('inställningar för kortkommandon');
  const option = await screen.findByRole('option', { name: text('commands.preferences.shortcuts') });
  await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: text('commands.shortcuts.title') });
}

/** A list pane on screen whose j moves (the cheat sheet lists the keys of the panes there). */
function ListPane() {
  const [pane, setPane] = useState<HTMLElement | null>(null);
  return (
    <section ref={setPane} aria-label="Lista" tabIndex={-1}>
      <PaneHotkeys scope="list" pane={pane} actions={{ next: () => undefined }} />
    </section>
  );
}

async function openCheatSheet(): Promise<HTMLElement> {
  act(() => {
    ui.cheatSheetOpen = true;
  });
  return screen.findByRole('dialog', { name: text('commands.cheatSheet.title') });
}

/** The cheat sheet's rows as "title: keys". */
function sheetRows(sheet: HTMLElement): string[] {
  return within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()}`);
}

function focusRequests(): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = () => {
    count++;
  };
  window.addEventListener(FOCUS_SEARCH_EVENT, listener);
  return { count: () => count, stop: () => window.removeEventListener(FOCUS_SEARCH_EVENT, listener) };
}

describe('shortcut settings', () => {
  it('turn the single-key shortcuts off: g sequences, ? and / do nothing, Mod+K still works, and the choice is kept', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop' });
    const settings = await openSettingsFromPalette(user);
    const toggle = within(settings).getByRole('switch', { name: text('commands.shortcuts.singleKeys') });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const requests = focusRequests();
    await user.keyboard('go?/');
    requests.stop();
    expect(current()).toBe('/shop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.count()).toBe(0);

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: text('commands.palette.title') })).toBeInTheDocument();

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { preferences?: { shortcuts?: unknown } };
    expect(stored.preferences?.shortcuts).toEqual({ singleKeys: false, keys: {} });
  });

  it('give a go-to sequence and the search key other keys; the old keys stop and the new ones work', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop' });
    const settings = await openSettingsFromPalette(user);
    const orders = within(settings).getByRole('textbox', { name: text('screens.ShopOrderIndex') });
    expect(orders).toHaveValue('g o');
    expect(orders).toHaveAccessibleDescription('Standard: G O');
    await user.clear(orders);
    await user.type(orders, 'g w');
    const search = within(settings).getByRole('textbox', { name: text('commands.shell.focusSearch') });
    await user.clear(search);
    await user.type(search, 'alt+f');
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('go');
    expect(current()).toBe('/shop');
    await user.keyboard('gw');
    expect(current()).toBe('/shop/orders?interval=6&refresh=true');

    const requests = focusRequests();
    await user.keyboard('/');
    expect(requests.count()).toBe(0);
    await user.keyboard('{Alt>}f{/Alt}');
    requests.stop();
    expect(requests.count()).toBe(1);
  });

  it('refuse keys that clash with another command, naming it, and keys that cannot be used', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ path: '/shop' });
    const settings = await openSettingsFromPalette(user);
    const sheet = within(settings).getByRole('textbox', { name: text('commands.shell.cheatSheet') });
    const search = within(settings).getByRole('textbox', { name: text('commands.shell.focusSearch') });
    const orders = within(settings).getByRole('textbox', { name: text('screens.ShopOrderIndex') });
    // j moves in lists; g o goes to the orders; Tab moves focus; "hyper" is no key.
    await user.clear(sheet);
    await user.type(sheet, 'j');
    await user.clear(search);
    await user.type(search, 'g o');
    await user.clear(orders);
    await user.type(orders, 'tab');
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    expect(orders).toHaveAccessibleDescription(expect.stringContaining(text('commands.shortcuts.problem.namedKey')));
    expect(screen.getByRole('dialog', { name: text('commands.shortcuts.title') })).toBeInTheDocument();

    await user.clear(orders);
    await user.type(orders, 'hyper+o');
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    expect(orders).toHaveAccessibleDescription(expect.stringContaining(text('commands.shortcuts.problem.unknown')));

    await user.clear(orders);
    await user.type(orders, 'g o');
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    expect(sheet).toHaveAttribute('aria-invalid', 'true');
    expect(sheet).toHaveAccessibleDescription(expect.stringContaining('Krockar med Nästa rad.'));
    expect(search).toHaveAccessibleDescription(expect.stringContaining(`Krockar med ${text('screens.ShopOrderIndex')}.`));
    expect(preferences.shortcuts).toEqual({ singleKeys: true, keys: {} });

    // Restoring the defaults clears the choices; nothing was kept.
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.reset') }));
    expect(sheet).toHaveValue('?');
    expect(search).toHaveValue('/');
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(preferences.shortcuts).toEqual({ singleKeys: true, keys: {} });
  });

  it('leave a key empty for no key at all', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop' });
    const settings = await openSettingsFromPalette(user);
    await user.clear(within(settings).getByRole('textbox', { name: text('screens.ShopOrderIndex') }));
    await user.click(within(settings).getByRole('button', { name: text('commands.shortcuts.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('go');
    expect(current()).toBe('/shop');
    await user.keyboard('gc');
    expect(current()).toBe('/shop/customers');
  });
});

describe('the cheat sheet shows the keys in force', () => {
  it('after a remap: the new keys beside the command, not the old ones', async () => {
    renderCommandLayer({ path: '/shop' });
    act(() => {
      preferences.shortcuts = {
        singleKeys: true,
        keys: { 'go.ShopOrderIndex': { sequence: ['g', 'w'] }, 'shell.cheatSheet': { keys: 'alt+h' } },
      };
    });
    const sheet = await openCheatSheet();
    const rows = sheetRows(sheet);
    expect(rows).toContain(`${text('screens.ShopOrderIndex')}: G W`);
    expect(rows).toContain(`${text('commands.shell.cheatSheet')}: Alt+H`);
    expect(rows.join('\n')).not.toMatch(/G O|: \?$/m);
  });

  it('with single keys off: no g sequences, ? or /, the chords and pane keys still, and a way to the settings', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ path: '/shop', children: <ListPane /> });
    act(() => {
      preferences.shortcuts = { singleKeys: false, keys: {} };
    });
    const sheet = await openCheatSheet();
    const rows = sheetRows(sheet);
    expect(rows.filter((r) => /: G [A-Z]$|: \?$|: \/$/.test(r))).toEqual([]);
    expect(rows).toContain(`${text('commands.shell.palette')}: Ctrl+K`);
    expect(rows).toContain('Nästa rad: J');
    expect(sheet).toHaveTextContent(text('commands.cheatSheet.singleKeysOff'));

    await user.click(within(sheet).getByRole('button', { name: text('commands.cheatSheet.settings') }));
    const settings = await screen.findByRole('dialog', { name: text('commands.shortcuts.title') });
    expect(within(settings).getByRole('switch', { name: text('commands.shortcuts.singleKeys') })).not.toBeChecked();
  });

  it('keeps a remapped chord with Alt even with single keys off', async () => {
    renderCommandLayer({ path: '/shop' });
    act(() => {
      preferences.shortcuts = { singleKeys: false, keys: { 'go.ShopCustomerIndex': { keys: 'alt+c' } } };
    });
    const rows = sheetRows(await openCheatSheet());
    expect(rows).toContain(`${text('screens.ShopCustomerIndex')}: Alt+C`);
    expect(rows.filter((r) => /: G [A-Z]$/.test(r))).toEqual([]);
  });
});
