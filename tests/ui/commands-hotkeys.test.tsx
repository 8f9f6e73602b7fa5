import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaneHotkeys } from '../../src/commands/Hotkeys';
import { FOCUS_SEARCH_EVENT } from '../../src/commands/focus-search';
import { registry } from '../../src/commands/registry';
import { shortcutLabel } from '../../src/commands/shortcuts';
import type { PaneActions } from '../../src/commands/types';
import { permissionKeys } from '../../src/domain/permissions';
import { ui } from '../../src/store/ui';
import { renderCommandLayer, text } from './commands-render';

describe('go-to sequences', () => {
  it('goes to orders with g then o', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop' });
    await user.keyboard('go');
    expect(current()).toBe('/shop/orders?interval=6&refresh=true');
    await user.keyboard('gp');
    expect(current()).toBe('/product/items');
    await user.keyboard('gc');
    expect(current()).toBe('/shop/customers');
  });

  it('goes to every main screen with its g key', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/product/items', canApproveReturns: true });
    const expected: [string, string][] = [
      ['gd', '/shop'],
      ['gr', '/shop/returns?interval=6&refresh=true'],
      ['ga', '/shop/return-audits'],
      ['gi', '/shop/invoice-reminders'],
      ['gu', '/setting/users'],
      ['go', '/shop/orders?interval=6&refresh=true'],
    ];
    for (const [keys, path] of expected) {
      await user.keyboard(keys);
      expect(current(), keys).toBe(path);
    }
  });

  it('does not go to the return audits without CanApproveReturns', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop' });
    await user.keyboard('ga');
    expect(current()).toBe('/shop');
  });

  it('does nothing for a screen the role may not open', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ role: 3, path: '/product/items' });
    await user.keyboard('go');
    expect(current()).toBe('/product/items');
    await user.keyboard('gu');
    expect(current()).toBe('/product/items');
  });

  it('forgets the g after 1.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { current } = renderCommandLayer({ path: '/shop' });
      await user.keyboard('g');
      act(() => {
        vi.advanceTimersByTime(1600);
      });
      await user.keyboard('o');
      expect(current()).toBe('/shop');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('hotkeys and typing', () => {
  function Field() {
    return <input aria-label="Anteckning" />;
  }

  it('fires nothing while the user types in a field, except Mod+K', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop', children: <Field /> });
    const field = screen.getByRole('textbox', { name: 'Anteckning' });
    await user.click(field);
    await user.keyboard('go?/');
    expect(field).toHaveValue('go?/');
    expect(current()).toBe('/shop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Kommandopalett' })).toBeInTheDocument();
  });

  it.each([
    ['a text area', <textarea key="t" aria-label="Anteckning" />],
    [
      'an editable region',
      <div key="c" role="textbox" aria-label="Anteckning" contentEditable suppressContentEditableWarning tabIndex={0} />,
    ],
  ])('ignores g sequences and ? in %s', async (_, field) => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop', children: field });
    await user.click(screen.getByRole('textbox', { name: 'Anteckning' }));
    await user.keyboard('gu?');
    expect(current()).toBe('/shop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the search field with /', async () => {
    const user = userEvent.setup();
    const requests: Event[] = [];
    const listener = (e: Event) => requests.push(e);
    window.addEventListener(FOCUS_SEARCH_EVENT, listener);
    renderCommandLayer();
    await user.keyboard('/');
    window.removeEventListener(FOCUS_SEARCH_EVENT, listener);
    expect(requests).toHaveLength(1);
  });

  it('does not navigate behind an open overlay', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop' });
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Kortkommandon' });
    await user.keyboard('go');
    expect(current()).toBe('/shop');
  });
});

/** A list pane on screen whose keys do what `actions` offers (the cheat sheet lists the keys of the panes there). */
function ListPane({ actions }: { actions: PaneActions }) {
  const [pane, setPane] = useState<HTMLElement | null>(null);
  return (
    <section ref={setPane} aria-label="Lista" tabIndex={-1}>
      <PaneHotkeys scope="list" pane={pane} actions={actions} />
    </section>
  );
}

const MOVES: PaneActions = { next: () => undefined, previous: () => undefined, open: () => undefined };

describe('cheat sheet', () => {
  it('opens with ? and lists what applies now with its shortcut, by section', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ role: 2, children: <ListPane actions={MOVES} /> });
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Kortkommandon' });
    const help = within(sheet).getByRole('region', { name: 'Hjälp' });
    expect(within(help).getByText('Öppna kommandopaletten').closest('div')).toHaveTextContent('Ctrl+K');
    expect(within(help).getByText('Visa kortkommandon').closest('div')).toHaveTextContent('?');
    const shop = within(sheet).getByRole('region', { name: 'Butik' });
    expect(within(shop).getByText(text('screens.ShopOrderIndex')).closest('div')).toHaveTextContent('G O');
    const lists = within(sheet).getByRole('region', { name: 'Listor' });
    expect(within(lists).getByText('Nästa rad').closest('div')).toHaveTextContent('J');
    // Customer service may not open the users (g u).
    expect(within(sheet).queryByText(text('screens.SettingUserIndex'))).not.toBeInTheDocument();
    expect(sheet).not.toHaveTextContent(/G U/);

    await user.keyboard('?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is generated from the registry: every shortcut that applies, beside its command', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ role: 1, canApproveReturns: true, children: <ListPane actions={MOVES} /> });
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Kortkommandon' });
    const ctx = {
      navigate: () => undefined,
      location: '/shop',
      search: '',
      viewer: { role: 1, canApproveReturns: true },
      hasPermission: (key: string) => permissionKeys(1).includes(key),
      query: '',
      selection: [],
      platform: 'other' as const,
    };
    // The global keys that apply on /shop, and the list pane's keys for what it offers.
    const expected = registry.commands
      .filter(
        (c) =>
          c.shortcut &&
          (c.scope === 'global'
            ? c.when({ ...ctx, source: 'global' })
            : c.scope === 'list' && c.when({ ...ctx, source: 'list', pane: MOVES })),
      )
      .map((c) => [text(c.title.id!), shortcutLabel(c.shortcut!, 'other')]);
    const rows = within(sheet)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()]);
    expect(rows.sort()).toEqual(expected.sort());
    expect(rows.length).toBeGreaterThanOrEqual(14);
  });

  it('closes with Escape and with its close button', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Kortkommandon' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => {
      ui.cheatSheetOpen = true;
    });
    await user.click(await screen.findByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('pane hotkeys', () => {
  function List({ onNext, onOpen }: { onNext: () => void; onOpen: () => void }) {
    const [pane, setPane] = useState<HTMLElement | null>(null);
    return (
      <>
        <button type="button">Utanför</button>
        <div ref={setPane} role="listbox" aria-label="Ordrar" tabIndex={0}>
          <div role="option" aria-selected="true" tabIndex={-1}>
            Order 1
          </div>
        </div>
        <PaneHotkeys scope="list" pane={pane} actions={{ next: onNext, open: onOpen }} />
      </>
    );
  }

  it('fire only while focus is inside their pane, also on a focused option', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const onOpen = vi.fn();
    renderCommandLayer({ children: <List onNext={onNext} onOpen={onOpen} /> });
    screen.getByRole('button', { name: 'Utanför' }).focus();
    await user.keyboard('j');
    expect(onNext).not.toHaveBeenCalled();

    screen.getByRole('listbox', { name: 'Ordrar' }).focus();
    await user.keyboard('j');
    expect(onNext).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);

    screen.getByRole('option', { name: 'Order 1' }).focus();
    fireEvent.keyDown(screen.getByRole('option', { name: 'Order 1' }), { key: 'j', code: 'KeyJ' });
    expect(onNext).toHaveBeenCalledTimes(2);
    // k has no action in this pane: nothing happens.
    await user.keyboard('k');
  });
});
